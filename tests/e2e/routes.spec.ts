import { expect, test } from "@playwright/test";
import { catalogue } from "@/lib/catalogue";
import { sitemapPaths, watchConsole } from "./helpers";

test.describe("every route of docs/product.md answers as complete HTML", () => {
  test("the sitemap lists every canonical page and no alias", async ({ page }) => {
    const paths = await sitemapPaths(page);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/contact",
        "/faq",
        "/shipping",
        "/consultations",
        "/doctors",
        "/blogs",
        "/book-my-diet",
        "/products",
        "/privacy",
        "/terms",
        "/refund",
        "/disclaimer",
      ]),
    );
    expect(paths).toEqual(expect.arrayContaining(catalogue.conditions.map((c) => c.href)));
    expect(paths).toEqual(expect.arrayContaining(catalogue.legacyPages.map((p) => `/consultations/${p.slug}`)));
    for (const alias of catalogue.aliases) expect(paths).not.toContain(alias.from);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("each page answers 200 with one h1, its own title and canonical link, and no console error", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const paths = await sitemapPaths(page);
    const titles = new Map<string, string>();
    for (const path of paths) {
      const errors = watchConsole(page);
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("h1"), path).toBeVisible();
      const title = await page.title();
      expect(titles.get(title), `${path} shares its title with another page`).toBeUndefined();
      titles.set(title, path);
      // The canonical link and share tags search engines and share previews read: in the HTML
      // the server sent, once each. (The picker turns to the visitor's zone by a client-side
      // navigation, after which the live document may hold the new page's copies too.)
      const html = await response!.text();
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(
        (m) => new URL(m[1]!).pathname,
      );
      expect(canonicals, path).toEqual([path]);
      expect(html.match(/<meta property="og:title"/g), path).toHaveLength(1);
      expect(
        [...html.matchAll(/<meta name="twitter:card" content="([^"]+)"/g)].map((m) => m[1]),
        path,
      ).toEqual(["summary_large_image"]);
      expect(errors, path).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  });

  test("every page shares its own 1200x630 image, drawn at build", async ({ page }) => {
    test.setTimeout(300_000);
    const images = new Map<string, string>();
    for (const path of await sitemapPaths(page)) {
      const html = await (await page.request.get(path)).text();
      const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      const twitter = html.match(/<meta name="twitter:image" content="([^"]+)"/)?.[1];
      expect(og, `${path} has no og:image`).toBeTruthy();
      expect(twitter, path).toBe(og);
      expect(html, path).toContain('<meta property="og:image:width" content="1200"/>');
      expect(images.get(og!), `${path} shares its image with ${images.get(og!)}`).toBeUndefined();
      images.set(og!, path);
      const response = await page.request.get(new URL(og!).pathname);
      expect(response.headers()["content-type"], path).toBe("image/png");
      const png = await response.body();
      // A PNG's size sits in its header: width and height, 4 bytes each, from byte 16.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
  });

  test("robots.txt allows crawling and names the sitemap", async ({ page }) => {
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toMatch(/Allow: \//);
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test("every alias slug redirects permanently to its canonical page", async ({ page }) => {
    for (const alias of catalogue.aliases) {
      const response = await page.request.get(alias.from, { maxRedirects: 0 });
      expect(response.status(), alias.from).toBe(308);
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(alias.to);
    }
    await page.goto(catalogue.aliases[0]!.from);
    expect(new URL(page.url()).pathname).toBe(catalogue.aliases[0]!.to);
  });

  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (msg) => msg.text().includes("/no/such/page"));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    // In the site's frame, once: the visitor can find their way on from the menus.
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Disease" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await logged).text()).toContain("/no/such/page");
  });

  test("without JavaScript, an unknown path is the whole not-found page in the site's frame, still a 404", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    for (const path of ["/no-such-page", "/consultations/no-such-category", "/blogs/no-such-post", "/page-not-found"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Oops! Page not found");
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
    }
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("unknown condition and category slugs are 404s too", async ({ page }) => {
    expect((await page.request.get("/consultations/no-such-category")).status()).toBe(404);
    expect((await page.request.get("/consultations/womens-health/no-such-condition")).status()).toBe(404);
  });

  test("a condition page's HTML holds the whole article before any script runs", async ({ page }) => {
    const html = await (await page.request.get("/consultations/womens-health/pcos-pcod")).text();
    expect(html).toContain("PCOS / PCOD: Periods, Skin and Fertility");
    expect(html.match(/<h2/g)?.length).toBeGreaterThanOrEqual(6);
    expect(html).toContain("Written and checked by the");
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"MedicalClinic"');
  });

  test("the consultations index shows 13 cards with counts derived from the catalogue", async ({ page }) => {
    await page.goto("/consultations");
    const counts = page.getByTestId("specialization-count");
    await expect(counts).toHaveCount(13);
    const texts = await counts.allTextContents();
    expect(texts).toEqual(catalogue.categories.map((c) => `${c.conditions.length} specializations`));
  });
});
