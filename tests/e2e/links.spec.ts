import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./helpers";

/** Every same-site address the sitemap's pages point at, with a page that points at it. */
async function targetsOf(pages: string[], request: import("@playwright/test").APIRequestContext, pattern: RegExp) {
  const targets = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const [, url] of html.matchAll(pattern)) {
      if (!url!.startsWith("/") || url!.startsWith("//")) continue;
      const target = url!.split("#")[0]!.replace(/&amp;/g, "&") || path;
      if (!targets.has(target)) targets.set(target, path);
    }
  }
  return targets;
}

test("every internal link and picture on every page resolves", async ({ page }) => {
  test.setTimeout(300_000);
  const pages = await sitemapPaths(page);
  const links = await targetsOf(pages, page.request, /<a\b[^>]*\bhref="([^"]+)"/g);
  // A drawing on a page's first screen is drawn in its markup, and names its file in data-drawing.
  const pictures = await targetsOf(pages, page.request, /(?:<img\b[^>]*\bsrc|\bdata-drawing)="([^"]+)"/g);
  expect(links.size).toBeGreaterThan(100);
  // Each category, condition, product and article has its drawing.
  expect([...pictures.keys()].filter((src) => src.startsWith("/art/")).length).toBeGreaterThan(200);
  const broken: string[] = [];
  for (const [target, from] of [...links, ...pictures]) {
    if (target === "/whatsapp") {
      // It sends the visitor on to WhatsApp itself, which this machine does not reach.
      const response = await page.request.get(target, { maxRedirects: 0 });
      if (response.status() !== 303 || !response.headers().location?.startsWith("https://wa.me/"))
        broken.push(`${target} (on ${from}) -> ${response.status()}`);
      continue;
    }
    const response = await page.request.get(target);
    if (response.status() !== 200) broken.push(`${target} (on ${from}) -> ${response.status()}`);
    else if (target.startsWith("/art/") && response.headers()["content-type"] !== "image/svg+xml; charset=utf-8")
      broken.push(`${target}: not served as SVG`);
  }
  expect(broken).toEqual([]);
});
