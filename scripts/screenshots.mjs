// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build.
// Usage: npm run screenshots -- [baseURL] [path ...]  (a server must be running; `npm run serve`)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../playwright.config.ts";

const [base = "http://127.0.0.1:3100", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/", "/consultations/womens-health", "/consultations/womens-health/pcos-pcod"];
const widths = [360, 768, 1280];
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of pages) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 740 : 900 } });
    // As if a lead was already sent: the automatic popup would otherwise cover the page.
    await page.addInitScript(() => localStorage.setItem("leadSent", "1"));
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through the page as a visitor would, so lazy pictures below the fold load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 80));
      }
      window.scrollTo(0, 0);
    });
    await page
      .waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 })
      .catch(() => {});
    const name = `screenshots/${(path.replace(/\//g, "_") || "_").replace(/^_/, "") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await page.close();
  }
}
await browser.close();
