import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./helpers";

test("every internal link on every page resolves", async ({ page }) => {
  test.setTimeout(300_000);
  const pages = await sitemapPaths(page);
  const targets = new Map<string, string>();
  for (const path of pages) {
    const html = await (await page.request.get(path)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      if (!href!.startsWith("/") || href!.startsWith("//")) continue;
      const target = href!.split("#")[0]!.replace(/&amp;/g, "&") || path;
      if (!targets.has(target)) targets.set(target, path);
    }
  }
  expect(targets.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const [target, from] of targets) {
    if (target === "/whatsapp") {
      // It sends the visitor on to WhatsApp itself, which this machine does not reach.
      const response = await page.request.get(target, { maxRedirects: 0 });
      if (response.status() !== 303 || !response.headers().location?.startsWith("https://wa.me/")) broken.push(`${target} (linked from ${from}) -> ${response.status()}`);
      continue;
    }
    const response = await page.request.get(target);
    if (response.status() !== 200) broken.push(`${target} (linked from ${from}) -> ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
