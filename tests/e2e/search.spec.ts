import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, hydrated, hydrationMark } from "./helpers";

/** Site search (decision 028): a GET form that works without JavaScript, live results with it, and no search code until it is used. */

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const openHeaderSearch = async (page: Page) => {
  await page.locator("header summary[aria-label=Search]").click();
  const box = page.locator("header details[open]").getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeVisible();
  return box;
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box is a GET form to /search, which the server renders and keeps out of search engines", async ({
    page,
  }) => {
    await page.goto("/");
    const box = await openHeaderSearch(page);
    await box.fill("can't sleep");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=can%27t\+sleep$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “can't sleep”");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const first = page.locator("main a[data-result]").first();
    await expect(first).toHaveAttribute("href", "/consultations/mental-health-sleep/sleep-disorders-insomnia");
    // The page's own box holds the query, for the next try.
    await expect(page.locator("main").getByRole("searchbox")).toHaveValue("can't sleep");
  });

  test("understands abbreviations, typos, any case and accents", async ({ page }) => {
    for (const [q, href] of [
      ["BP", "/consultations/heart-circulatory-health/high-blood-pressure"],
      ["pcod", "/consultations/womens-health/pcos-pcod"],
      ["diabetis", "/consultations/weight-metabolic-health/type2-diabetes-support"],
      ["MÉNOPAUSE", "/consultations/womens-health/menopause-support"],
    ]) {
      await page.goto(`/search?q=${encodeURIComponent(q!)}`);
      const top = await page
        .locator("main a[data-result]")
        .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
      expect(top, q).toContain(href);
    }
  });

  test("an empty result offers every category and a consultation", async ({ page }) => {
    await page.goto("/search?q=xqzt");
    await expect(page.getByText("No results for “xqzt”.")).toBeVisible();
    const categories = page.locator("main a[href^='/consultations/']");
    await expect(categories).toHaveCount(13);
    await expect(page.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
      "href",
      "/book-consultation",
    );
  });

  test("the phone menu holds the same box", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/faq");
    await page.locator("summary[aria-label=Menu]").click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox");
    await box.fill("hairfall");
    await box.press("Enter");
    await expect(page.locator("main a[data-result]").first()).toHaveAttribute(
      "href",
      "/consultations/skin-hair-health/hair-fall-thinning",
    );
  });

  test("a product found names its cautions, as its card does", async ({ page }) => {
    await page.goto("/search?q=ashwagandha");
    const product = page.locator("main li", { has: page.getByText("Ashwagandha Capsules", { exact: true }) });
    await expect(product).toHaveAttribute("data-cautions-for", /ashwagandha/);
    await expect(product).toContainText("Ask your doctor before taking it if you have liver disease");
  });

  test("an FAQ result opens its answer", async ({ page }) => {
    await page.goto("/search?q=customs+duty");
    const link = page.locator("main a[data-result]", { hasText: "customs" }).first();
    await expect(link).toHaveAttribute("href", "/faq#will-i-have-to-pay-customs-duties-or-import-taxes");
    await link.click();
    await expect(page.locator("#will-i-have-to-pay-customs-duties-or-import-taxes")).toBeVisible();
  });
});

test("no page loads search code or the index until the visitor uses search", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => url.includes("/search-index/"))).toEqual([]);
  // MiniSearch's serialised form names this field; no script the page loaded holds it yet.
  const scripts = await page.locator("script[src]").evaluateAll((s) => s.map((el) => (el as HTMLScriptElement).src));
  for (const src of scripts)
    expect(await (await page.request.get(src)).text(), src).not.toContain("serializationVersion");

  const box = await openHeaderSearch(page);
  await box.focus();
  await expect.poll(() => requested.filter((url) => url.includes("/search-index/")).length).toBe(1);
});

test("results appear as the visitor types, and the keyboard moves through them", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const box = await openHeaderSearch(page);
  // Opening the magnifier puts the cursor in the box.
  await expect(box).toBeFocused();
  await box.pressSequentially("acid reflux");
  const live = page.locator("header [data-live-results]");
  const results = live.locator("a[data-result]");
  await expect(results.first()).toHaveAttribute("href", "/consultations/digestive-gut-health/acid-reflux-gerd");
  await expect(page.locator("header [role=status]").filter({ hasText: /results? for “acid reflux”/ })).toHaveCount(1);

  await box.press("ArrowDown");
  await expect(results.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(box).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(live).toHaveCount(0);
  await expect(box).toBeFocused();
  // A second Escape closes the box and gives the keyboard back to the magnifier.
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await expect(page.locator("header summary[aria-label=Search]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(box).toBeFocused();

  // Typing again shows the list; Enter on a result follows it.
  await box.press("End");
  await box.pressSequentially(" gerd");
  await expect(results.first()).toBeVisible();
  await box.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/consultations\/digestive-gut-health\/acid-reflux-gerd$/);
  await expect(live).toHaveCount(0);
  await expect(page.locator("header details:has(> summary[aria-label=Search])")).not.toHaveAttribute("open", "");
});

test("in the phone menu, Escape closes the results first and the menu after", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await hydrated(page);
  await page.locator("summary[aria-label=Menu]").click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  const box = menu.getByRole("searchbox");
  await box.fill("pcod");
  const results = menu.locator("[data-live-results] a[data-result]");
  await expect(results.first()).toHaveAttribute("href", /pcos-pcod$/);
  await box.press("Escape");
  await expect(results).toHaveCount(0);
  await expect(menu).toBeVisible();
  await box.press("Escape");
  await expect(menu).toBeHidden();
});

test("what a visitor typed before the page's scripts arrived gets live results once they do, without typing again", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/");
  const box = await openHeaderSearch(page);
  await box.fill("pcod");
  await expect(hydrationMark(page)).not.toBeAttached();
  release();
  await hydrated(page);
  await expect(box).toHaveValue("pcod");
  await expect(page.locator("header [data-live-results] a[data-result]").first()).toHaveAttribute("href", /pcos-pcod$/);
});

test("an empty live result offers the categories and a consultation; Enter still opens /search", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const box = await openHeaderSearch(page);
  await box.fill("xqzt");
  const live = page.locator("header [data-live-results]");
  await expect(live).toContainText("No results for “xqzt”.");
  await expect(live.getByRole("link", { name: "Browse the health categories" })).toHaveAttribute(
    "href",
    "/consultations",
  );
  await expect(live.getByRole("link", { name: /free consultation/ })).toHaveAttribute("href", "/book-consultation");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=xqzt$/);
});

test("no WCAG 2.2 A/AA violation on the search pages and with live results open", async ({ page }) => {
  for (const path of ["/search", "/search?q=bp", "/search?q=xqzt"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
  await page.goto("/");
  await hydrated(page);
  const box = await openHeaderSearch(page);
  await box.fill("sugar");
  await expect(page.locator("header [data-live-results] a[data-result]").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => `live: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
});
