// Prints the gzipped JavaScript each prerendered page makes the browser load and the largest
// HTML documents, and fails when a page goes over its JavaScript budget or its HTML over 40 KB
// as sent (decisions 022 and 041: brotli, which every current browser takes; the page carries
// the site's stylesheet). Reads the build output; run `npm run build` first.
import { readFileSync, statSync, existsSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { bodyKey, brotliBest } from "../server/compress-responses.mjs";
import { brotliDir } from "../server/brotli-dir.mjs";
import { serveBuild } from "./serve-build.mjs";
import { deferredScripts } from "./first-paint/html.mjs";
import { filesUnder } from "./files-under.mjs";

const root = ".next";
const appDir = join(root, "server", "app");
if (!existsSync(appDir)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

/** KB budgets (gzip) by page group. The framework alone is about 136 KB of this. */
const budgets = { condition: 160, default: 160 };
/** KB of one HTML document as sent (brotli), framework payload and stylesheet included. */
const htmlBudget = 40;

const htmlFiles = filesUnder(appDir, ".html").filter((path) => !basename(path).startsWith("_global-error"));

const gzCache = new Map();
const gzipped = (src) => {
  if (!gzCache.has(src)) gzCache.set(src, gzipSync(readFileSync(join(root, src.replace(/^\/_next\//, "")))).length);
  return gzCache.get(src);
};

const group = (route) => {
  if (/^\/consultations\/[^/]+\/[^/]+$/.test(route)) return "condition";
  if (/^\/consultations\/[^/]+$/.test(route)) return "category or older page";
  if (/^\/blogs\/[^/]+$/.test(route)) return "blog article";
  return route;
};

/** The bytes server.mjs sends for a page: the build's brotli copy, or the same compression of it. */
async function brotliSize(html) {
  const built = join(brotliDir("."), `${bodyKey(Buffer.from(html))}.br`);
  return existsSync(built) ? statSync(built).size : (await brotliBest(Buffer.from(html))).length;
}

/** The scripts a page's HTML makes a modern browser download. */
async function measure(route, html) {
  // noModule scripts are legacy polyfills that modern browsers never download.
  const scripts = new Set(
    [...html.matchAll(/<script([^>]*)\ssrc="(\/_next\/[^"]+\.js)"([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[1] + m[3]))
      .map((m) => m[2])
      // Prerendered pages load the framework's scripts after their first paint (decision 040).
      .concat(deferredScripts(html)),
  );
  const bytes = [...scripts].reduce((sum, src) => sum + gzipped(src), 0);
  return {
    route: route === "/_not-found" ? "(not found)" : route,
    group: group(route),
    kb: bytes / 1024,
    scripts: scripts.size,
    htmlKb: (await brotliSize(html)) / 1024,
    htmlGzKb: gzipSync(html).length / 1024,
  };
}

const rows = await Promise.all(
  htmlFiles.map((file) => {
    const route =
      "/" +
      relative(appDir, file)
        .replace(/\.html$/, "")
        .replace(/^index$/, "");
    return measure(route, readFileSync(file, "utf8"));
  }),
);

// Pages that read the address (filters, search) are rendered on demand, so the build holds
// no HTML for them: serve the build for a moment and measure what it sends.
const prerendered = new Set(
  Object.keys(JSON.parse(readFileSync(join(root, "prerender-manifest.json"), "utf8")).routes),
);
const onDemand = Object.entries(JSON.parse(readFileSync(join(root, "app-path-routes-manifest.json"), "utf8")))
  // The clinic's inbox is not a visitor's page (and without a session it only redirects to sign in).
  .filter(
    ([entry, route]) =>
      entry.endsWith("/page") && !route.includes("[") && !prerendered.has(route) && !route.startsWith("/inbox"),
  )
  .map(([, route]) => route);
if (onDemand.length > 0) rows.push(...(await fetchRendered(onDemand)));

async function fetchRendered(routes) {
  const server = await serveBuild();
  try {
    const measured = [];
    for (const route of routes) {
      const response = await fetch(`${server.origin}${route}`);
      if (response.status === 200) measured.push(await measure(route, await response.text()));
    }
    return measured;
  } finally {
    server.stop();
  }
}

const byGroup = new Map();
for (const row of rows) {
  const current = byGroup.get(row.group);
  if (!current || row.kb > current.kb) byGroup.set(row.group, { ...row, pages: (current?.pages ?? 0) + 1 });
  else current.pages += 1;
}

console.log("Gzipped JavaScript loaded by each page's HTML (largest page of each group):\n");
console.log(
  `${"page".padEnd(52)} ${"pages".padStart(5)} ${"scripts".padStart(7)} ${"KB gz".padStart(8)} ${"budget".padStart(7)}`,
);
let failed = false;
for (const row of [...byGroup.values()].sort((a, b) => b.kb - a.kb)) {
  const budget = budgets[row.group] ?? budgets.default;
  const over = row.kb > budget;
  failed ||= over;
  console.log(
    `${row.route.padEnd(52)} ${String(row.pages).padStart(5)} ${String(row.scripts).padStart(7)} ${row.kb.toFixed(1).padStart(8)} ${String(budget).padStart(7)}${over ? "  OVER BUDGET" : ""}`,
  );
}

console.log(
  `\nThe largest HTML documents as sent, brotli (budget ${htmlBudget} KB each, ${rows.length} pages; gzip for a browser without brotli):\n`,
);
console.log(`${"page".padEnd(52)} ${"KB br".padStart(8)} ${"KB gz".padStart(8)}`);
const heaviest = [...rows].sort((a, b) => b.htmlKb - a.htmlKb);
const htmlOver = heaviest.filter((row) => row.htmlKb > htmlBudget);
for (const row of heaviest.slice(0, Math.max(5, htmlOver.length))) {
  console.log(
    `${row.route.padEnd(52)} ${row.htmlKb.toFixed(1).padStart(8)} ${row.htmlGzKb.toFixed(1).padStart(8)}${row.htmlKb > htmlBudget ? "  OVER BUDGET" : ""}`,
  );
}
if (failed || htmlOver.length > 0) {
  console.error(
    `\n${failed ? "A page is over its JavaScript budget." : ""}${htmlOver.length > 0 ? ` ${htmlOver.length} HTML document(s) over ${htmlBudget} KB.` : ""}`,
  );
  process.exit(1);
}
