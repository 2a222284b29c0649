// Interaction to Next Paint in the lab: `npm run bench:interactions` (after `npm run build`).
// Chromium (playwright-core, /usr/bin/chromium) on the production build served by server.mjs,
// its CPU slowed down as Lighthouse's mobile phone is (4x, or with --as-index N as a machine of
// CPU benchmark index N would be, decision 057), performs each of the site's interactions
// several times and reads what the browser itself measured: Event Timing entries
// (PerformanceObserver type "event", durationThreshold 16), the longest entry of each
// interaction id, which is how INP takes an interaction's latency. Beside them, the same figure
// for one button on a bare Next.js page (scripts/lighthouse-control/app/button), run in the same
// minutes, is what the framework alone costs on this machine. Targets (docs/speed.md): median at
// most 200 ms, and at most 100 ms where the work is a menu or drawer opening.
//
// Usage: npm run bench:interactions [-- --times 5] [-- --only cart,search] [-- --as-index 2444] [-- --port 3400]
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumArgs, chromiumPath } from "../playwright.config.ts";
import { serveControl } from "./lighthouse-control.mjs";
import { serveBuild } from "./serve-build.mjs";
import { calibratedSlowdown, defaultSlowdown, median } from "./speed-pages.mjs";

const { values } = parseArgs({
  options: {
    times: { type: "string", default: "5" },
    only: { type: "string" },
    "as-index": { type: "string" },
    port: { type: "string" },
  },
});
const times = Math.max(1, Number(values.times) || 5);
const asIndex = values["as-index"] === undefined ? undefined : Number(values["as-index"]);
if (asIndex !== undefined && !(asIndex > 0))
  throw new Error(`--as-index takes a positive number, not ${values["as-index"]}`);
const port = values.port === undefined ? undefined : Number(values.port);

/** What every page gets before its own scripts: the Event Timing observer the figures come from. */
const observeInteractions = () => {
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
};

/** Waits until the browser has painted twice and then some, so the last interaction's entries have been delivered. */
const settle = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 400)))),
  );

/**
 * Runs `act` and returns the latency of the interactions it made (the longest, if it made
 * several), or 0 when none lasted 16 ms (the observer's threshold: below it the browser reports
 * nothing). Reads `window.__interactions` before and after.
 */
async function timed(page, act) {
  const before = new Set(await page.evaluate(() => [...window.__interactions.keys()]));
  await act();
  await settle(page);
  const after = await page.evaluate(() => [...window.__interactions.entries()]);
  const fresh = after.filter(([id]) => !before.has(id)).map(([, duration]) => duration);
  return fresh.length ? Math.max(...fresh) : 0;
}

/** The header's enhanced DISEASE menu marks the moment React has hydrated a page of the site (tests/e2e/helpers.ts). */
const hydrated = (page) => page.locator(".dm[data-enhanced]").waitFor({ state: "attached", timeout: 60_000 });

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/**
 * Each interaction: where it happens, on which screen, whether it is a menu or drawer opening
 * (the 100 ms target), and `samples(page, times)`, which performs it and returns one latency per
 * interaction (some perform several per round: each key typed is one).
 */
const interactions = [
  {
    name: "DISEASE flyout opens",
    key: "flyout",
    path: "/about",
    screen: desktop,
    opening: true,
    async samples(page, n) {
      const trigger = page.getByRole("button", { name: "Disease" });
      const out = [];
      for (let i = 0; i < n; i++) {
        out.push(await timed(page, () => trigger.click()));
        await page.keyboard.press("Escape");
        await page.mouse.move(5, 700);
        await settle(page);
      }
      return out;
    },
  },
  {
    name: "phone menu opens",
    key: "menu",
    path: "/",
    screen: phone,
    opening: true,
    async samples(page, n) {
      const toggle = page.locator("summary[aria-label=Menu]");
      const out = [];
      for (let i = 0; i < n; i++) {
        out.push(await timed(page, () => toggle.click()));
        await toggle.click();
        await settle(page);
      }
      return out;
    },
  },
  {
    name: "cart drawer opens",
    key: "cart",
    path: "/book-my-diet",
    screen: phone,
    opening: true,
    async samples(page, n) {
      const out = [];
      for (let i = 0; i < n; i++) {
        out.push(
          await timed(page, () =>
            page
              .getByRole("button", { name: /^Cart, / })
              .first()
              .click(),
          ),
        );
        await page.getByRole("dialog", { name: "Your cart" }).waitFor();
        await page.keyboard.press("Escape");
        await page.getByRole("dialog", { name: "Your cart" }).waitFor({ state: "hidden" });
      }
      return out;
    },
  },
  {
    name: "product filter: a concern ticked or unticked",
    key: "products",
    path: "/products",
    screen: phone,
    async samples(page, n) {
      await page.getByRole("button", { name: /^Filter by Health Concern/ }).click();
      const box = page.getByRole("checkbox", { name: "Detox", exact: true });
      const out = [];
      for (let i = 0; i < n; i++) out.push(await timed(page, () => box.click()));
      return out;
    },
  },
  {
    name: "blog filter: a category ticked or unticked",
    key: "blogs",
    path: "/blogs",
    screen: phone,
    async samples(page, n) {
      await page.getByRole("button", { name: /^Filter by Category/ }).click();
      const box = page.getByRole("checkbox", { name: "Nutrition" });
      const out = [];
      for (let i = 0; i < n; i++) out.push(await timed(page, () => box.click()));
      return out;
    },
  },
  {
    name: "dosha questions: an answer, then Next",
    key: "dosha",
    path: "/dosha-assessment",
    screen: phone,
    async samples(page, n) {
      const out = [];
      for (let i = 0; i < n; i++) {
        out.push(await timed(page, () => page.getByRole("radiogroup").getByRole("radio").first().check()));
        out.push(await timed(page, () => page.getByRole("button", { name: "Next" }).click()));
      }
      return out;
    },
  },
  {
    name: "search box: each key typed, with live results",
    key: "search",
    path: "/",
    screen: desktop,
    async samples(page, n) {
      await page.locator("header summary[aria-label=Search]").click();
      const box = page.locator("header details[open]").getByRole("searchbox", { name: "Search the site" });
      await box.click();
      const out = [];
      for (let i = 0; i < n; i++) {
        for (const key of "sleep") out.push(await timed(page, () => page.keyboard.press(key)));
        await box.fill("");
      }
      return out;
    },
  },
  {
    name: "booking picker: another day",
    key: "day",
    path: "/book-consultation?tz=America/Los_Angeles",
    screen: phone,
    async samples(page, n) {
      const out = [];
      for (let i = 0; i < n; i++) {
        // The second day link when the first is chosen, and back: a day not shown now each time.
        const next = page.locator("a[href*='day=']:not([aria-current])").first();
        const href = await next.getAttribute("href");
        out.push(await timed(page, () => next.click()));
        await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
        await page.locator(`a[href='${href}'][aria-current]`).waitFor();
      }
      return out;
    },
  },
  {
    name: "booking picker: another zone (Show times)",
    key: "zone",
    path: "/book-consultation?tz=America/Los_Angeles",
    screen: phone,
    async samples(page, n) {
      const zones = ["Europe/London", "Asia/Dubai", "America/Los_Angeles"];
      const out = [];
      for (let i = 0; i < n; i++) {
        const zone = zones[i % zones.length];
        await page.locator("#picker-tz").selectOption(zone);
        out.push(await timed(page, () => page.getByRole("button", { name: "Show times" }).click()));
        await page.waitForURL((url) => url.searchParams.get("tz") === zone);
        await page.locator("#zone-note strong", { hasText: zone.split("/")[1].replaceAll("_", " ") }).waitFor();
      }
      return out;
    },
  },
  {
    name: "lead form: Send Message on /contact",
    key: "lead",
    path: "/contact",
    screen: phone,
    async samples(page, n, origin) {
      const out = [];
      for (let i = 0; i < n; i++) {
        if (i > 0) {
          await page.goto(`${origin}/contact`);
          await hydrated(page);
        }
        const form = page.locator("main form");
        await form.getByLabel("Full Name").fill("Bench Visitor");
        await form.getByLabel("Email Address").fill(`bench${i}@example.com`);
        await form.getByLabel(/Message/).fill("A question about a consultation, typed by the interaction benchmark.");
        const consent = form.getByRole("checkbox");
        if (await consent.count()) await consent.first().check();
        out.push(await timed(page, () => form.getByRole("button", { name: "Send Message" }).click()));
        await page
          .getByText(/thank you|received|sent/i)
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => {});
      }
      return out;
    },
  },
];

const chosen = values.only ? interactions.filter((i) => values.only.split(",").includes(i.key)) : interactions;
if (chosen.length === 0) throw new Error(`--only names none of: ${interactions.map((i) => i.key).join(", ")}`);

const control = await serveControl(port === undefined ? {} : { port: port + 1 });
const server = await serveBuild(port === undefined ? {} : { port }).catch((error) => {
  control.stop();
  throw error;
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs.filter((flag) => flag !== "--headless"),
});

/** This machine's CPU benchmark index, as Lighthouse measures it (median of three, on an unslowed page). */
async function benchmarkIndex() {
  const page = await browser.newPage();
  await page.goto(control.url);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  await page.close();
  return median(runs);
}

/** A fresh browser context and page with the observer, on `path`, hydrated, the CPU slowed down by `rate`. */
async function openPage(origin, path, screen, rate, ready) {
  const context = await browser.newContext({
    ...screen,
    // As the end-to-end tests do: a lead already sent, so the automatic popup stays away.
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "leadSent", value: "1" }] }] },
  });
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.goto(`${origin}${path}`);
  await ready(page);
  await page.waitForLoadState("load");
  return { page, close: () => context.close() };
}

/** The bare page's button, `n` presses, right before an interaction of the site. */
async function controlSamples(rate, n) {
  const { page, close } = await openPage(new URL(control.url).origin, "/button", desktop, rate, (p) =>
    p.locator("button[data-hydrated]").waitFor({ timeout: 60_000 }),
  );
  const out = [];
  for (let i = 0; i < n; i++) out.push(await timed(page, () => page.getByRole("button").click()));
  await close();
  return out;
}

const rows = [];
let index;
let rate = defaultSlowdown;
try {
  for (const interaction of chosen) {
    if (asIndex !== undefined) {
      index = await benchmarkIndex();
      rate = calibratedSlowdown(index, asIndex);
    }
    const bare = await controlSamples(rate, times);
    const { page, close } = await openPage(server.origin, interaction.path, interaction.screen, rate, hydrated);
    let samples;
    let problem;
    try {
      samples = await interaction.samples(page, times, server.origin);
    } catch (error) {
      problem = error.message.split("\n")[0];
    } finally {
      await close();
    }
    rows.push({ interaction, samples, bare, rate, problem });
  }
} finally {
  await browser.close();
  server.stop();
  control.stop();
}

const ms = (n) => (n === 0 ? "<16 ms" : `${Math.round(n)} ms`);
const note =
  asIndex === undefined
    ? `CPU slowed down ${defaultSlowdown}x (Lighthouse's mobile setting)`
    : `CPU slowed down ${[...new Set(rows.map((r) => r.rate))].join(", ")}x, as a machine of CPU benchmark index ${asIndex} would be (this machine measured ${index})`;
console.log(
  `Interaction to Next Paint on the production build, ${note}; each interaction ${times} times (Event Timing, longest entry per interaction; "<16 ms" is below the observer's threshold)\n`,
);
console.log("| interaction | samples (ms) | median | worst | target | met | bare Next.js button: median | worst |");
console.log("|---|---|---|---|---|---|---|---|");
let missed = 0;
for (const { interaction, samples, bare, problem } of rows) {
  const target = interaction.opening ? 100 : 200;
  if (problem || !samples) {
    missed += 1;
    console.log(
      `| ${interaction.name} | - | - | - | ${target} ms | not measured: ${problem} | ${ms(median(bare))} | ${ms(Math.max(...bare))} |`,
    );
    continue;
  }
  const mid = median(samples);
  const met = mid <= target;
  if (!met) missed += 1;
  console.log(
    `| ${interaction.name} | ${samples.map((n) => Math.round(n)).join(" ")} | ${ms(mid)} | ${ms(Math.max(...samples))} | ${target} ms | ${met ? "yes" : "NO"} | ${ms(median(bare))} | ${ms(Math.max(...bare))} |`,
  );
}
console.log(
  missed
    ? `\n${missed} of ${rows.length} interactions missed their target or were not measured.`
    : `\nEvery interaction's median met its target.`,
);
if (missed) process.exitCode = 1;
