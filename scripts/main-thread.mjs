// The main thread's own work on each page, in CPU time, beside the bare Next.js page
// (scripts/lighthouse-control/), from Chromium's trace: what `npm run lighthouse` measures in
// wall-clock time, without the time the page's thread spent waiting for one of the machine's two
// cores (decision 056). Prints, per page, medians over the loads:
// - CPU: the main thread's CPU time from navigation to 2.5 s after the load event;
// - "TBT at 4×": Lighthouse's blocking-time sum (each task after first paint, four times longer,
//   less 50 ms) over the same tasks' CPU time, and the same less the bare page's, load by load.
// Usage: npm run bench:main-thread [-- --loads 9] [-- --pages /,/faq]   (after npm run build)
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../playwright.config.ts";
import { serveControl } from "./lighthouse-control.mjs";
import { serveBuild } from "./serve-build.mjs";
import { defaultSlowdown, median, speedPages } from "./speed-pages.mjs";

const { values } = parseArgs({ options: { loads: { type: "string", default: "7" }, pages: { type: "string" } } });
const loads = Math.max(1, Number(values.loads) || 7);
const pages = values.pages?.split(",") ?? speedPages;

/** One load of `url` in a phone-sized window: the main thread's CPU time and blocking-time sum. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(2500);
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error(`no first paint in the trace of ${url}`);
  // The page's main thread is the one that painted; `tdur` is a task's CPU time, `dur` its wall time.
  const tasks = events.filter(
    (e) => e.name === "RunTask" && e.pid === paint.pid && e.tid === paint.tid && e.tdur !== undefined,
  );
  // Without a trace category that asks for thread timing, tasks carry no CPU time: fail, not print zeros.
  if (tasks.length === 0) throw new Error(`no task with its CPU time in the trace of ${url}`);
  const cpu = tasks.reduce((sum, t) => sum + t.tdur / 1000, 0);
  const tbt = tasks
    .filter((t) => t.ts >= paint.ts)
    .reduce((sum, t) => sum + Math.max(0, (t.tdur / 1000) * defaultSlowdown - 50), 0);
  return { cpu, tbt };
}

const control = await serveControl();
const server = await serveBuild().catch((error) => {
  control.stop();
  throw error;
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log(`Main thread, CPU time (median of ${loads} loads each, the bare page loaded before each):\n`);
  console.log("| page | CPU | bare page CPU | TBT at 4× | bare page TBT at 4× | TBT at 4× beyond it |");
  console.log("|---|---|---|---|---|---|");
  for (const path of pages) {
    const runs = [];
    for (let i = 0; i < loads; i++) {
      const bare = await measure(browser, control.url);
      const site = await measure(browser, server.origin + path);
      runs.push({ bare, site });
    }
    const ms = (n) => `${Math.round(n)} ms`;
    console.log(
      `| ${path} | ${ms(median(runs.map((r) => r.site.cpu)))} | ${ms(median(runs.map((r) => r.bare.cpu)))} | ` +
        `${ms(median(runs.map((r) => r.site.tbt)))} | ${ms(median(runs.map((r) => r.bare.tbt)))} | ` +
        `${ms(median(runs.map((r) => r.site.tbt - r.bare.tbt)))} |`,
    );
  }
} finally {
  await browser.close();
  server.stop();
  control.stop();
}
