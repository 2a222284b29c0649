import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every canonical URL, read from the site's own sitemap so the list never drifts. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Collects console errors and uncaught exceptions for the life of the page. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** The element React marks once the page has hydrated: the header's enhanced DISEASE menu. */
export const hydrationMark = (page: Page) => page.locator(".dm[data-enhanced]");

/**
 * Waits until React has hydrated the page (the header's menu marks that moment). Buttons that
 * only work with JavaScript (the cart, dialogs) do nothing before it; prerendered pages load the
 * framework's scripts after their first paint (docs/decisions/040-first-paint.md). It is not a
 * speed check (npm run lighthouse measures speed): on a two-core machine running two test
 * workers, the home page once took more than the default 5 s to hydrate after its held scripts
 * were released, so it waits up to 15 s.
 */
export const hydrated = (page: Page) => expect(hydrationMark(page)).toBeAttached({ timeout: 15_000 });

/**
 * Holds back the page's scripts until `release()` is called, so a test can act the way a visitor
 * on a slow phone does: on the server's markup, before React has hydrated it.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No WCAG 2.2 AA violation that axe finds on the page as it is now, each named with its elements. */
export async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The status of the page a form's post made without JavaScript comes back as (server/form-status.mjs). */
export async function postedStatus(page: Page, submit: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"),
    submit(),
  ]);
  return response.status();
}
