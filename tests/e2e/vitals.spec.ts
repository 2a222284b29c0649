import { chromium, expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath, e2eStoreDir } from "../../playwright.config";
import { axeClean } from "./helpers";
import { signInContext } from "./staff";
import { storeQuery } from "./store";

// Real visitors' page views and speed (docs/decisions/080, 103): each page view's figures, sent by
// the browser when the view ends, counted per template and shown in the inbox's overview.

/** Chrome on an Android phone: a real visitor, as far as the site can tell. */
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Row = { views: number; lcpViews: number };

/** The overview's views per template, and how many of them have an LCP, read as a member of staff sees them. */
async function overview(browser: Browser): Promise<Map<string, Row>> {
  const context = await browser.newContext();
  await signInContext(context);
  const page = await context.newPage();
  await page.goto("/inbox/overview");
  const rows = await page
    .getByTestId("page-speed")
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const lcp = tr.querySelector("td[data-metric=LCP]")!.textContent ?? "";
        return [
          tr.querySelector("th")!.textContent!.trim(),
          { views: Number(tr.querySelector("td")!.textContent), lcpViews: Number(/(\d+) views?$/.exec(lcp)?.[1] ?? 0) },
        ] as const;
      }),
    );
  await context.close();
  return new Map(rows);
}

const row = (rows: Map<string, Row>, template: string): Row => rows.get(template) ?? { views: 0, lcpViews: 0 };
const added = (before: Map<string, Row>, after: Map<string, Row>, templates: string[]) =>
  templates.map((t) => ({
    template: t,
    views: row(after, t).views - row(before, t).views,
    lcpViews: row(after, t).lcpViews - row(before, t).lcpViews,
  }));

/** Waits until the page's beacon watches its figures, as it does once the browser is idle after loading. */
const measuring = (page: Page) => expect(page.locator("html[data-vitals=on]")).toBeAttached({ timeout: 20_000 });

/**
 * Follows one of the site's own links, as a visitor's tap does, and waits for the page it leads
 * to, until the browser has measured it as a navigation of its own (Chromium's soft navigations).
 */
async function follow(page: Page, href: string) {
  await page.locator(`footer a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (path) => performance.getEntriesByType("soft-navigation").some((e) => new URL(e.name).pathname === path),
        href,
      ),
    )
    .toBe(true);
}

// One after another: each test reads the overview's totals, which the others change.
test.describe.configure({ mode: "serial" });

/**
 * Chromium with `userAgent` as the browser's own: a beacon sent while a page unloads (the address
 * bar, a closed tab) goes out with the browser's user agent, not with a page's override.
 */
const launchAs = (userAgent: string) =>
  chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--user-agent=${userAgent}`] });

let phoneBrowser: Browser;

test.beforeAll(async () => {
  phoneBrowser = await launchAs(phone);
  // Every visit of these tests comes from 127.0.0.1, which counts each page once in 30 minutes:
  // an earlier run's views (and beacons) are forgotten first.
  await storeQuery(e2eStoreDir, `DELETE FROM limit_windows WHERE key LIKE 'vitals%'`);
});
test.afterAll(() => phoneBrowser.close());

/** A visitor's phone: the suite's header left out (playwright.config.ts), so its views count. */
const visitorContext = (): Promise<BrowserContext> =>
  phoneBrowser.newContext({ userAgent: phone, extraHTTPHeaders: {}, viewport: { width: 390, height: 844 } });

test("pages reached by the site's links, the address bar and a closed tab count a view each, under its own page, with its LCP", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pages = ["/faq", "/doctors", "/about", "/contact"];
  const before = await overview(browser);

  const visitor = await visitorContext();
  const page = await visitor.newPage();
  let beaconsFromPages = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/vitals") beaconsFromPages += 1;
  });
  await page.goto("/faq");
  await measuring(page);
  // Something to measure for INP, as a reader's first tap would be.
  await page.locator("main h1").first().click();
  // The links are followed inside the page (a route change), not by loading a new document.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await follow(page, "/doctors");
  await follow(page, "/about");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The pages left by a link sent their views from the page itself, one each.
  await expect.poll(() => beaconsFromPages).toBe(2);
  await page.goto("/contact");
  await measuring(page);
  await page.close();
  await visitor.close();

  await expect
    .poll(async () => added(before, await overview(browser), pages), { timeout: 20_000 })
    .toEqual(pages.map((template) => ({ template, views: 1, lcpViews: 1 })));

  // The same pages again from the same address within half an hour, by links and by the address bar: no new view.
  const again = await visitorContext();
  const second = await again.newPage();
  await second.goto("/doctors");
  await measuring(second);
  await follow(second, "/faq");
  await second.goto("/about");
  await measuring(second);
  await second.close();
  await again.close();
  // The one path among them not yet seen counts, which also says the others' beacons had arrived.
  const third = await (await visitorContext()).newPage();
  await third.goto("/blogs");
  await measuring(third);
  await third.close();
  await third.context().close();
  await expect
    .poll(async () => added(before, await overview(browser), [...pages, "/blogs"]), { timeout: 20_000 })
    .toEqual([...pages, "/blogs"].map((template) => ({ template, views: 1, lcpViews: 1 })));
});

test("headless Chromium, a robot and the suite's own browser count no view", async ({ browser }) => {
  test.setTimeout(90_000);
  const before = await overview(browser);
  const robot = await launchAs(googlebot);
  const visits: Array<[string, BrowserContext]> = [
    // Headless Chromium as it is: its user agent says HeadlessChrome.
    ["/book-my-diet", await browser.newContext({ userAgent: undefined, extraHTTPHeaders: {} })],
    // A search engine's crawler that runs JavaScript.
    ["/dosha-assessment", await robot.newContext({ userAgent: googlebot, extraHTTPHeaders: {} })],
    // The suite's own browser, with its header (playwright.config.ts).
    ["/shipping", await browser.newContext()],
  ];
  for (const [path, context] of visits) {
    const page = await context.newPage();
    await page.goto(path);
    await measuring(page);
    await follow(page, "/consultations");
    await page.goto("/privacy");
    await page.close();
    await context.close();
  }
  await robot.close();
  // A visitor's view afterwards, whose arrival says the others had time to arrive too.
  const visitor = await (await visitorContext()).newPage();
  await visitor.goto("/terms");
  await measuring(visitor);
  // The tab closed first, as a visitor does, so that the view is sent before the browser goes.
  await visitor.close();
  await visitor.context().close();
  let after = new Map<string, Row>();
  await expect
    .poll(
      async () => {
        after = await overview(browser);
        return row(after, "/terms").views - row(before, "/terms").views;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  for (const template of ["/book-my-diet", "/dosha-assessment", "/shipping", "/consultations", "/privacy"])
    expect(row(after, template).views, template).toBe(row(before, template).views);
});

test("the overview shows the figures beside their thresholds' verdict, and the endpoint refuses what no beacon sends", async ({
  browser,
  request,
}) => {
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

  const headers = { "user-agent": phone };
  expect(
    (
      await request.post("/api/vitals", { headers: { ...headers, "content-type": "application/json" }, data: "{oops" })
    ).status(),
  ).toBe(400);
  expect((await request.post("/api/vitals", { headers, data: { path: "/faq", LCP: "fast" } })).status()).toBe(400);
  expect((await request.post("/api/vitals", { headers, form: { path: "/faq" } })).status()).toBe(415);
});
