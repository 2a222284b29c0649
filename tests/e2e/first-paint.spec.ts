import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./helpers";
import { deferredScripts } from "../../scripts/first-paint/html.mjs";
import { compileHint } from "../../scripts/first-paint/compile-hint.mjs";

// Prerendered pages carry the site's stylesheet in their head and load the framework's scripts
// after their first paint (docs/decisions/040-first-paint.md and 041, scripts/first-paint.mjs);
// server.mjs does the same to visitors' pages rendered per request (078, 086).

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
  "/dosha-assessment",
];

/**
 * Pages rendered per request, which server.mjs gives the stylesheet inline as it goes out
 * (server/first-paint-page.mjs, decision 078): the slot picker in two zones, search results,
 * a filtered list.
 */
const perRequestPages = [
  "/book-consultation?tz=America/Los_Angeles",
  "/book-consultation?tz=Europe/London",
  "/search?q=sleep",
  "/products?concern=detox",
];

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript a page, prerendered or rendered per request, is fully styled from its own HTML, with no stylesheet request`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet" || request.url().endsWith(".css")) stylesheets.push(request.url());
    });
    for (const path of [...pages, ...perRequestPages]) {
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
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).disabled));
  expect(stylesheets).toEqual([true]);
  // Client-side navigation still works once hydrated.
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the slot picker, rendered per request, has its times in its first HTML, starts its scripts after painting and hydrates over its inline stylesheet", async ({
  page,
}) => {
  const errors = watchConsole(page);
  // When each framework script was asked for, against the page's first paint (decision 086).
  await page.addInitScript(() => {
    const w = window as unknown as { firstPaint?: number; scriptsAsked?: number[] };
    w.scriptsAsked = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === "paint" && entry.name === "first-contentful-paint") w.firstPaint = entry.startTime;
        if (entry.entryType === "resource" && /\/_next\/static\/.+\.js$/.test(entry.name))
          w.scriptsAsked!.push(entry.startTime);
      }
    }).observe({ entryTypes: ["paint", "resource"] });
  });
  const response = await page.goto("/book-consultation?tz=Europe/London");
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<style data-inlined="\/_next\/static\/[^"]+\.css">/);
  // No script of the framework in the head or the body: one loader, allowed by the request's nonce.
  expect(html).not.toMatch(/<script src="[^"]+" (?:async="" nonce|nonce="[^"]*" async)=/);
  expect(html).toMatch(/<script id="first-paint-scripts" nonce="[^"]+">/);
  expect(deferredScripts(html).length).toBeGreaterThan(3);
  expect(response?.headers()["link"] ?? "").not.toMatch(/\.css>/);
  // The days and times are links in the document itself, not streamed in behind a fallback.
  expect(html).toMatch(/<a [^>]*href="\/book-consultation\?[^"]*day=[^"]*"/);
  expect(html).toMatch(/<a [^>]*href="\/book-consultation\?[^"]*at=[^"]*"/);
  await hydrated(page);
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).disabled));
  expect(stylesheets).toEqual([true]);
  const { firstPaint, scriptsAsked } = await page.evaluate(() => {
    const w = window as unknown as { firstPaint: number; scriptsAsked: number[] };
    return { firstPaint: w.firstPaint, scriptsAsked: w.scriptsAsked };
  });
  expect(scriptsAsked.length).toBeGreaterThan(3);
  expect(Math.min(...scriptsAsked)).toBeGreaterThanOrEqual(firstPaint);
  // No error and no refusal by the page's Content-Security-Policy: the loader's nonce let every script run.
  expect(errors).toEqual([]);
});

test("every script a page starts with carries V8's compile hint, so it compiles while it downloads", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/consultations/piles")).text();
  const scripts = deferredScripts(html);
  expect(scripts.length).toBeGreaterThan(3);
  // A page rendered per request (the inbox's sign-in has a script of its own) names its
  // scripts in the head, as Next.js writes them (with the request's nonce, decision 051).
  const signIn = await (await request.get("/inbox/sign-in")).text();
  const signInScripts = [...signIn.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)" async=""[^>]*>/g)].map(
    (m) => m[1]!,
  );
  expect(signInScripts.length).toBeGreaterThan(3);
  for (const src of new Set([...scripts, ...signInScripts])) {
    const js = await (await request.get(src)).text();
    expect(js.split("\n")[0], src).toBe(compileHint);
  }
  // The hinted scripts still run: the page hydrates and its DISEASE menu opens by click.
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/consultations/piles");
  await hydrated(page);
  await page.getByRole("button", { name: "Disease" }).click();
  await expect(page.getByRole("button", { name: "Disease" })).toHaveAttribute("aria-expanded", "true");
  expect(errors).toEqual([]);
});

test("a page's first screen needs no SVG picture file: its drawings are in the page, the icon is a PNG", async ({
  page,
}) => {
  // Each SVG picture costs the browser a document of its own on the main thread (decision 044).
  const svgFiles: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".svg")) svgFiles.push(request.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ["/consultations", "/consultations/womens-health/pcos-pcod", "/blogs", "/faq"]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(svgFiles, path).toEqual([]);
  }
  // The first cards of a list draw their pictures in the page, and they fill their boxes;
  // the cards further down still load theirs as files, when they come near.
  await page.goto("/consultations");
  const cards = page.locator("main article");
  await expect(cards.nth(0).locator("[data-drawing] > svg")).toBeVisible();
  const box = await cards.nth(0).locator("[data-drawing]").boundingBox();
  const drawn = await cards.nth(0).locator("[data-drawing] > svg").boundingBox();
  expect(box!.height).toBeGreaterThan(100);
  expect(drawn).toEqual(box);
  await expect(cards.nth(3).locator("[data-drawing] > svg")).toHaveCount(1);
  await expect(cards.nth(4).locator('img[src^="/art/"]')).toHaveAttribute("loading", "lazy");
});
