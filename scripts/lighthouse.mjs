// Lighthouse (mobile, default throttling) on the production build: prints performance, LCP,
// TBT, CLS, the other three scores and the bytes of each page. Fails when accessibility, best
// practices or SEO fall below 100, or CLS rises above 0.05, on any page; performance figures
// are printed, not enforced, because they move with the machine (decision 022). Before each run
// of a page it runs a bare Next.js page (scripts/lighthouse-control.mjs), and prints that page's
// TBT and the site page's TBT beyond it: what the site adds to the framework (decision 045).
// Usage: npm run lighthouse [-- --runs 3] [-- --pages /,/faq] [-- --tasks] [-- --as-index 2444] [-- --port 3400]
// (after npm run build). --tasks also prints, for every run, the long tasks behind its blocking
// time (decision 044). --as-index N measures as a machine whose CPU benchmark index is N would:
// Lighthouse's phone is 4x slower than the machine it runs on, so on a faster machine the
// slowdown is raised to 4 x (this machine's index) / N, the calibration Lighthouse's own
// throttling guide describes (decision 057).
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumPath } from "../playwright.config.ts";
import { serveControl } from "./lighthouse-control.mjs";
import { serveBuild } from "./serve-build.mjs";
import { calibratedSlowdown, defaultSlowdown, median, missedTargets, speedPages } from "./speed-pages.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    pages: { type: "string" },
    tasks: { type: "boolean", default: false },
    "as-index": { type: "string" },
    port: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const asIndex = values["as-index"] === undefined ? undefined : Number(values["as-index"]);
if (asIndex !== undefined && !(asIndex > 0))
  throw new Error(`--as-index takes a positive number, not ${values["as-index"]}`);
// The slot picker, rendered per request (with BOOKING=on, as serveBuild serves it), in two of
// the visitors' zones: the page a paying visitor waits on has targets of its own (docs/speed.md).
const bookingPages = ["/book-consultation?tz=America/Los_Angeles", "/book-consultation?tz=Europe/London"];
const bookingTargets = [
  { name: "performance at least 95", met: (row) => row.perf >= 95 },
  { name: "LCP at most 1.5 s", met: (row) => row.lcp <= 1.5 },
];
const pages = values.pages?.split(",") ?? [...speedPages, ...bookingPages];
// --port P serves the build on P and the bare page on P + 1; random ports otherwise.
const port = values.port === undefined ? undefined : Number(values.port);

const control = await serveControl(port === undefined ? {} : { port: port + 1 });
const server = await serveBuild(port === undefined ? {} : { port }).catch((error) => {
  control.stop();
  throw error;
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs.filter((flag) => flag !== "--headless").concat("--headless=new"),
});
let lastIndex;
const slowdowns = [];
/**
 * The CPU slowdown for the next run: Lighthouse's default, or with --as-index, the one that
 * makes this machine as slow as a machine of that index, from the index the last run measured
 * (the machine's speed drifts; the next run is likelier to resemble the last than the first).
 */
function slowdown() {
  if (asIndex === undefined || lastIndex === undefined) return defaultSlowdown;
  return calibratedSlowdown(lastIndex, asIndex);
}

/**
 * One Lighthouse run whose performance metrics were measured. On a busy machine a run sometimes
 * ends without them (no LCP in the trace): its scores would read 0 and its CLS 0, which hides a
 * shift instead of measuring it. Such a run is repeated, and after three the page fails.
 */
async function measuredRun(url) {
  let problem = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const throttling = { cpuSlowdownMultiplier: slowdown() };
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttling });
    if (typeof lhr.environment.benchmarkIndex === "number") lastIndex = lhr.environment.benchmarkIndex;
    const cls = lhr.audits["cumulative-layout-shift"];
    if (lhr.categories.performance.score !== null && typeof cls.numericValue === "number") {
      slowdowns.push(throttling.cpuSlowdownMultiplier);
      return lhr;
    }
    problem =
      lhr.runtimeError?.message ??
      lhr.audits["largest-contentful-paint"].errorMessage ??
      cls.errorMessage ??
      "no performance metrics";
  }
  throw new Error(`Lighthouse measured no performance metrics for ${url} in three runs: ${problem}`);
}

/**
 * One run's blocking time as Lighthouse's simulated phone saw it: its first contentful paint and
 * each main-thread task of 50 ms or more, with the script it is charged to ("Unattributable" is
 * the browser's own work, such as committing the navigation).
 */
function longTasks(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return {
    tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
    fcp: lhr.audits["first-contentful-paint"].numericValue ?? 0,
    tasks: (lhr.audits["long-tasks"].details?.items ?? []).map((t) => ({
      start: t.startTime,
      duration: t.duration,
      url: String(t.url).replace(origin, ""),
    })),
  };
}

const rows = [];
try {
  // One run, not counted, to learn this machine's speed before the first counted one.
  if (asIndex !== undefined) await measuredRun(control.url).then(() => slowdowns.pop());
  for (const path of pages) {
    const results = [];
    const controls = [];
    for (let i = 0; i < runs; i++) {
      controls.push(await measuredRun(control.url));
      results.push(await measuredRun(`${server.origin}${path}`));
    }
    const tbtOf = (lhr) => lhr.audits["total-blocking-time"].numericValue ?? 0;
    const pick = (fn) => median(results.map(fn));
    const score = (id) => pick((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100));
    const audit = (id) => pick((lhr) => lhr.audits[id].numericValue ?? 0);
    rows.push({
      path,
      perf: score("performance"),
      lcp: audit("largest-contentful-paint") / 1000,
      tbt: audit("total-blocking-time"),
      controlTbt: median(controls.map(tbtOf)),
      // Each run against the control run just before it, so that the machine's drift between
      // runs falls on both sides.
      beyond: median(results.map((lhr, i) => tbtOf(lhr) - tbtOf(controls[i]))),
      controlPerf: controls.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
      cls: audit("cumulative-layout-shift"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      kb: audit("total-byte-weight") / 1024,
      runs: results.map(longTasks),
      benchmarkIndex: [...results, ...controls].map((lhr) => lhr.environment.benchmarkIndex),
      browser: `Chromium ${results[0].environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? "(unknown)"}`,
      failing: [
        ...new Set(
          results.flatMap((lhr) =>
            ["accessibility", "best-practices", "seo"].flatMap((id) =>
              lhr.categories[id].auditRefs
                .map((ref) => lhr.audits[ref.id])
                .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
                .map((a) => `${id}: ${a.id}`),
            ),
          ),
        ),
      ],
    });
  }
} finally {
  await chrome.kill();
  server.stop();
  control.stop();
}

const throttlingNote =
  asIndex === undefined
    ? "default throttling"
    : `default throttling but the CPU slowed down ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x instead of ${defaultSlowdown}x, as a machine of CPU benchmark index ${asIndex} would be`;
console.log(
  `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}on the production build, mobile, ${throttlingNote}\n`,
);
console.log(
  "| page | perf | LCP | TBT | bare Next.js TBT | TBT beyond it | CLS | a11y | best practices | SEO | bytes |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
let failed = false;
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.perf} | ${r.lcp.toFixed(1)} s | ${Math.round(r.tbt)} ms | ${Math.round(r.controlTbt)} ms | ${Math.round(r.beyond)} ms | ${r.cls.toFixed(3)} | ${r.a11y} | ${r.bp} | ${r.seo} | ${Math.round(r.kb)} KB |`,
  );
  const bad = r.a11y < 100 || r.bp < 100 || r.seo < 100 || r.cls > 0.05;
  if (bad) {
    failed = true;
    for (const f of r.failing) console.log(`    ${r.path}: ${f}`);
  }
}
// The simulated phone multiplies what this machine recorded, so the figures move with its
// speed: Lighthouse's own CPU benchmark says how fast it was (decision 044).
const indexes = rows.flatMap((r) => r.benchmarkIndex).filter((n) => typeof n === "number");
const controlPerf = rows.flatMap((r) => r.controlPerf);
console.log(
  `\nBare Next.js: a page of text made with the site's Next.js and React and none of its code, run just before each run of a page (${rows.length * runs} runs): performance ${Math.min(...controlPerf)}-${Math.max(...controlPerf)}. "TBT beyond it" is the median of each run's TBT less its control's.`,
);
if (indexes.length)
  console.log(
    `\nThis machine: ${rows[0].browser}, Lighthouse's CPU benchmark index ${Math.round(median(indexes))} (median; ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}).`,
  );
// The targets are the ten pages' (docs/speed.md); the picker, rendered per request, is printed beside them.
const measured = rows.filter((r) => speedPages.includes(r.path));
if (measured.length) {
  const targets = missedTargets(measured);
  const missed = targets.filter((t) => t.missedBy.length);
  const scope = measured.length === speedPages.length ? "all ten pages" : `${measured.length} of the ten pages`;
  console.log(
    missed.length
      ? `\nSpeed targets missed (${scope}, medians): ${missed.map((t) => `${t.target}: ${t.missedBy.join(", ")}`).join("; ")}.`
      : `\nSpeed targets met on ${scope}: ${targets.map((t) => t.target).join(", ")}.`,
  );
}
const booking = rows.filter((r) => bookingPages.includes(r.path));
if (booking.length) {
  const missed = bookingTargets
    .map((t) => ({ target: t.name, missedBy: booking.filter((r) => !t.met(r)).map((r) => r.path) }))
    .filter((t) => t.missedBy.length);
  console.log(
    missed.length
      ? `\nBooking page targets missed (medians): ${missed.map((t) => `${t.target}: ${t.missedBy.join(", ")}`).join("; ")}.`
      : `\nBooking page targets met in ${booking.length} zone${booking.length > 1 ? "s" : ""}: ${bookingTargets.map((t) => t.name).join(", ")}.`,
  );
}
if (values.tasks) {
  console.log(
    "\nLong tasks on the simulated phone (start and length in ms; TBT counts what lies after the first contentful paint, less 50 ms a task):",
  );
  for (const r of rows) {
    for (const [i, run] of r.runs.entries()) {
      console.log(`\n${r.path}, run ${i + 1}: TBT ${Math.round(run.tbt)} ms, FCP at ${Math.round(run.fcp)} ms`);
      for (const t of run.tasks)
        console.log(`    ${String(Math.round(t.start)).padStart(5)} +${Math.round(t.duration)}  ${t.url}`);
    }
  }
}
if (failed) {
  console.error("\nAccessibility, best practices and SEO must be 100 and CLS at most 0.05 on every page.");
  process.exit(1);
}
