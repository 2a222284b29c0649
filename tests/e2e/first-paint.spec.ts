import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./helpers";

// Prerendered pages carry the site's stylesheet in their head and load the framework's scripts
// after their first paint (docs/decisions/040-first-paint.md and 041, scripts/first-paint.mjs).

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

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript a prerendered page is fully styled from its own HTML, with no stylesheet request`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet" || request.url().endsWith(".css")) stylesheets.push(request.url());
    });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // The inlined stylesheet's font address still points at the font, and its rules apply.
      const headingFont = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.family === "fraunces").map((face) => face.status);
      });
      expect(headingFont, path).toEqual(["loaded"]);
      await expect(page.locator("header").first(), path).toHaveCSS("position", "sticky");
    }
    expect(stylesheets).toEqual([]);
    await context.close();
  });
}

test("a prerendered page loads its scripts after painting, hydrates, and adds no stylesheet", async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto("/consultations/piles");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).toContain('<script id="first-paint-scripts">');
  await hydrated(page);
  // React adopts the disabled link it finds instead of adding the stylesheet again.
  const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).disabled));
  expect(stylesheets).toEqual([true]);
  // Client-side navigation still works once hydrated.
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
