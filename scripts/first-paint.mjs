// Runs after `next build` (npm run build does both): prepares every prerendered page for a fast
// first paint on a phone (decision 040). Each page gets the CSS its own markup uses inline, with
// the full stylesheet loading without blocking the paint, and the framework's scripts start once
// the page has painted and loaded. Pages rendered on demand (the inbox, search results, filtered
// lists) are left as Next.js writes them.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import Beasties from "beasties";
import { deferFrameworkScripts, fontFaces, inlineCriticalCss } from "./first-paint/html.mjs";

const root = ".next";
const appDir = join(root, "server", "app");
if (!existsSync(appDir)) {
  console.error("No build found: run `next build` first.");
  process.exit(1);
}

const pages = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".html")) pages.push(path);
  }
})(appDir);

// Beasties finds the rules whose selectors match the page's elements. It only computes here:
// the page's markup is changed by the functions in first-paint/html.mjs, never re-serialised.
const beasties = new Beasties({
  path: join(root, "static"),
  publicPath: "/_next/static/",
  preload: false,
  mergeStylesheets: false,
  // Selectors Beasties cannot evaluate, so it would drop them though the page uses them:
  // Tailwind's :where()/:is() wrappers (space-y, divide-y, the no-JavaScript menu) and
  // arbitrary descendant variants such as [&_svg]:size-4. Without them the first paint would
  // lack borders and gaps, and the page would move when the full stylesheet arrives.
  allowRules: [/^:where\(/, /^:is\(/, /\\\[\\&_/],
  pruneSource: false,
  // The font faces are added whole (fontFaces); the font itself is already preloaded.
  fonts: false,
  keyframes: "critical",
  // A <style> the page already has stays as it is.
  reduceInlineStyles: false,
  logLevel: "warn",
});

/** The critical rules of each of the page's stylesheets, in the order of their links. */
async function criticalCssOf(html) {
  // Beasties replaces each link it inlines with a <style> holding that stylesheet's rules; the
  // page's own <style> elements are left out.
  const styles = (page) => [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const own = new Set(styles(html));
  return styles(await beasties.process(html)).filter((css) => !own.has(css));
}

/** The @font-face rules of each stylesheet, read once for all pages. */
const facesByHref = new Map();
const fontFacesOf = (href) => {
  if (!facesByHref.has(href)) facesByHref.set(href, fontFaces(readFileSync(join(root, href.replace(/^\/_next\//, "")), "utf8")));
  return facesByHref.get(href);
};

let inlined = 0;
let deferred = 0;
let addedGzip = 0;
for (const path of pages) {
  const html = readFileSync(path, "utf8");
  const critical = await criticalCssOf(html);
  const withCss = inlineCriticalCss(html, (href, index) => {
    if (critical[index] === undefined) throw new Error(`${path}: Beasties found no critical CSS for ${href}`);
    return fontFacesOf(href) + critical[index];
  });
  if (withCss !== html) inlined += 1;
  const prepared = deferFrameworkScripts(withCss);
  if (prepared !== withCss) deferred += 1;
  if (prepared !== html) {
    addedGzip += gzipSync(prepared).length - gzipSync(html).length;
    writeFileSync(path, prepared);
  }
}
// The server keeps a copy of each page it has served; a copy from before this step must go.
rmSync(join(root, "server", "route-cache"), { recursive: true, force: true });

console.log(
  `First paint: ${inlined} of ${pages.length} prerendered pages got their critical CSS inline, ` +
    `${deferred} load the framework's scripts after painting; ` +
    `${(addedGzip / 1024 / Math.max(1, inlined)).toFixed(1)} KB gzipped added per page on average.`,
);
