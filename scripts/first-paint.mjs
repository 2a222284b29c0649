// Runs after `next build` (npm run build runs it): prepares every prerendered page for a fast
// first paint on a phone (decisions 040 and 041). Each page carries the site's stylesheet inline
// instead of fetching it, and the framework's scripts start once the page has painted and loaded.
// The scripts any page starts with, prerendered or not, carry V8's compile hint, so a phone
// compiles them while they download instead of in the middle of hydrating (decision 043).
// The HTML of pages rendered on demand (the inbox, search results, filtered lists) is left as
// Next.js writes it. It also records the hash of every inline script of every prepared page, for
// the Content-Security-Policy server.mjs sends with each (decision 051).
import { readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { deferFrameworkScripts, deferredScripts, inlineStylesheets } from "./first-paint/html.mjs";
import { withCompileHint } from "./first-paint/compile-hint.mjs";
import { filesUnder } from "./files-under.mjs";
import { inlineScriptHashes, manifestName, pagePath } from "../server/page-scripts.mjs";

const root = ".next";
const appDir = join(root, "server", "app");
if (!existsSync(appDir)) {
  console.error("No build found: run `next build` first.");
  process.exit(1);
}

const pages = filesUnder(appDir, ".html");

/** Each stylesheet's text, read once for all pages. */
const cssByHref = new Map();
const cssOf = (href) => {
  if (!cssByHref.has(href)) cssByHref.set(href, readFileSync(join(root, href.replace(/^\/_next\//, "")), "utf8"));
  return cssByHref.get(href);
};

let inlined = 0;
let deferred = 0;
let addedGzip = 0;
/** Every script a page loads at start. */
const startScripts = new Set();
/** Each page's inline scripts, as CSP hash sources, by the address it answers. */
const scriptHashes = {};
for (const path of pages) {
  const html = readFileSync(path, "utf8");
  const withCss = inlineStylesheets(html, cssOf);
  if (withCss !== html) inlined += 1;
  const prepared = deferFrameworkScripts(withCss);
  if (prepared !== withCss) deferred += 1;
  for (const src of deferredScripts(prepared)) startScripts.add(src);
  if (prepared !== html) {
    addedGzip += gzipSync(prepared).length - gzipSync(html).length;
    writeFileSync(path, prepared);
  }
  scriptHashes[pagePath(relative(appDir, path))] = inlineScriptHashes(prepared);
}
const buildId = readFileSync(join(root, "BUILD_ID"), "utf8").trim();
writeFileSync(join(root, manifestName), `${JSON.stringify({ buildId, pages: scriptHashes })}\n`);
// Pages rendered on demand (search results, filtered lists, the inbox) start with the scripts
// each route's client manifest lists as its entry files: they get the hint too.
for (const manifest of filesUnder(appDir, "page_client-reference-manifest.js")) {
  const entries = readFileSync(manifest, "utf8").match(/"entryJSFiles":(\{[^}]*\})/);
  for (const list of Object.values(entries ? JSON.parse(entries[1]) : {}))
    for (const src of list) startScripts.add(`/_next/${src}`);
}
// Their file names stay: each name is Turbopack's hash of the script, and the same script always
// gets the same hint, so a name still stands for one content.
for (const src of startScripts) {
  const file = join(root, src.replace(/^\/_next\//, ""));
  const js = readFileSync(file, "utf8");
  const hinted = withCompileHint(js);
  if (hinted !== js) writeFileSync(file, hinted);
}
// The server keeps a copy of each page it has served; a copy from before this step must go.
rmSync(join(root, "server", "route-cache"), { recursive: true, force: true });

console.log(
  `First paint: ${inlined} of ${pages.length} prerendered pages got their stylesheet inline, ` +
    `${deferred} load the framework's scripts after painting, ${startScripts.size} scripts carry the compile hint; ` +
    `the most inline scripts on one page is ${Math.max(...Object.values(scriptHashes).map((hashes) => hashes.length))}; ` +
    `${(addedGzip / 1024 / Math.max(1, inlined)).toFixed(1)} KB gzipped added per page on average.`,
);
