import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./helpers";

// Prerendered pages paint from the CSS inlined in their head and load the stylesheet and the
// framework's scripts after (docs/decisions/040-first-paint.md, scripts/first-paint.mjs).

/** One page of each kind that is prerendered. */
const pages = [
  "/",
  "/consultations",
  "/consultations/womens-health",
  "/consultations/womens-health/pcos-pcod",
  "/consultations/piles",
  "/book-my-diet",
  "/faq",
  "/about",
  "/blogs/agni-everyday-habits-for-digestion",
  "/book-consultation",
  "/dosha-assessment",
];

test.describe("the first paint", () => {
  // Animations would make two pictures of the same page differ by the moment they were taken.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  for (const width of [360, 1280]) {
    test(`at ${width} px the inlined CSS alone draws the first screen exactly as the full stylesheet does`, async ({ browser }) => {
      test.slow();
      const picture = async (path: string, withStylesheet: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce", viewport: { width, height: 900 } });
        const page = await context.newPage();
        if (!withStylesheet) await page.route(/\.css$/, (route) => route.abort());
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => document.fonts.ready);
        const shot = await page.screenshot();
        await context.close();
        return shot;
      };
      const different: string[] = [];
      for (const path of pages) {
        if (!(await picture(path, true)).equals(await picture(path, false))) different.push(path);
      }
      // A page named here draws differently (a border, a gap, a colour) until the stylesheet
      // arrives, and may move then: its selector is one Beasties drops (see allowRules).
      expect(different).toEqual([]);
    });
  }

  test("without JavaScript the full stylesheet still loads and styles the page", async ({ page }) => {
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    const loaded = await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.endsWith(".css") && !sheet.disabled && sheet.media.mediaText !== "print").length);
    expect(loaded).toBeGreaterThan(0);
  });
});

test("a prerendered page loads its scripts after painting, hydrates, and keeps one stylesheet", async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto("/consultations/piles");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).toContain('<script id="first-paint-scripts">');
  await hydrated(page);
  const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).media));
  expect(stylesheets).toEqual(["all"]);
  // Client-side navigation still works once hydrated.
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
