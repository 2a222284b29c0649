import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeClean } from "./helpers";
import { signInContext } from "./staff";

// Real visitors' page speed (docs/decisions/080): each page view's figures, sent by the browser
// when the page is hidden or left, counted per template and shown in the inbox's overview.

/** Chrome on an Android phone: a real visitor, as far as the site can tell. */
const visitorAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const botAgent = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The overview's views per template, read as a member of staff sees them. */
async function viewsByTemplate(browser: Browser): Promise<Map<string, number>> {
  const context = await browser.newContext();
  await signInContext(context);
  const page = await context.newPage();
  await page.goto("/inbox/overview");
  const rows = await page
    .getByTestId("page-speed")
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map(
        (tr) => [tr.querySelector("th")!.textContent!.trim(), Number(tr.querySelector("td")!.textContent)] as const,
      ),
    );
  await context.close();
  return new Map(rows);
}

/**
 * Opens each path in turn, waits until the page has armed its beacon, taps its heading, and
 * leaves it. Headless Chromium drops a beacon sent while its document unloads (a visitor's
 * browser sends it: that is what sendBeacon is for), so the page is told it is being left, as
 * leaving tells it, before the next one is opened.
 */
async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("html[data-vitals=on]")).toBeAttached({ timeout: 20_000 });
    // Something to measure for INP, as a reader's first tap would be.
    await page.locator("main h1").first().click();
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
    // The beacon is on its way before the page goes.
    await page.waitForTimeout(300);
  }
}

test("three pages a visitor saw appear in the overview with their figures; a robot's and the suite's own visits do not", async ({
  browser,
  request,
}) => {
  const before = await viewsByTemplate(browser);
  const count = (views: Map<string, number>, template: string) => views.get(template) ?? 0;

  // A search engine's crawler with JavaScript, and the suite's own browser (its header, playwright.config.ts).
  const robot = await browser.newContext({ userAgent: botAgent, extraHTTPHeaders: {} });
  await visit(await robot.newPage(), ["/doctors"]);
  await robot.close();
  const suite = await browser.newContext();
  await visit(await suite.newPage(), ["/dosha-assessment"]);
  await suite.close();

  const visitor = await browser.newContext({
    userAgent: visitorAgent,
    extraHTTPHeaders: {},
    viewport: { width: 390, height: 844 },
  });
  let beacons = 0;
  visitor.on("request", (req) => {
    if (req.url().endsWith("/api/vitals") && req.method() === "POST") beacons += 1;
  });
  await visit(await visitor.newPage(), ["/faq", "/about", "/book-consultation?tz=Europe/London"]);
  // One beacon per page left, however often the page was told so.
  expect(beacons).toBe(3);
  await visitor.close();

  let after = new Map<string, number>();
  await expect
    .poll(
      async () => {
        after = await viewsByTemplate(browser);
        return ["/faq", "/about", "/book-consultation"].map((t) => count(after, t) - count(before, t));
      },
      { timeout: 20_000 },
    )
    .toEqual([1, 1, 1]);
  expect(count(after, "/doctors")).toBe(count(before, "/doctors"));
  expect(count(after, "/dosha-assessment")).toBe(count(before, "/dosha-assessment"));

  // The figures are shown beside their thresholds' verdict.
  const context = await browser.newContext();
  await signInContext(context);
  const page = await context.newPage();
  await page.goto("/inbox/overview");
  const faq = page
    .getByTestId("page-speed")
    .locator("tbody tr", { has: page.getByRole("rowheader", { name: "/faq", exact: true }) });
  await expect(faq.locator("td[data-metric=LCP]")).toContainText(/\d\.\d s.*(good|needs improvement|poor)/);
  await expect(faq.locator("td[data-metric=CLS]")).toContainText(/\d\.\d\d.*(good|needs improvement|poor)/);
  await expect(page.getByText(/LCP good at most 2\.5 s, poor above 4\.0 s/)).toBeVisible();
  await axeClean(page);
  // On a phone the table scrolls sideways inside its own region.
  await page.setViewportSize({ width: 360, height: 800 });
  await axeClean(page);
  await context.close();

  // A malformed beacon is refused, and the endpoint takes nothing but JSON.
  const headers = { "user-agent": visitorAgent };
  expect(
    (
      await request.post("/api/vitals", { headers: { ...headers, "content-type": "application/json" }, data: "{oops" })
    ).status(),
  ).toBe(400);
  expect((await request.post("/api/vitals", { headers, data: { path: "/faq", LCP: "fast" } })).status()).toBe(400);
  expect((await request.post("/api/vitals", { headers, form: { path: "/faq" } })).status()).toBe(415);
});
