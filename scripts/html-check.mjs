// The Nu HTML Checker (the W3C's validator, from the vnu-jar package; needs Java) over every page
// of the production build: each page of the sitemap, pages rendered per request, and the
// not-found page. Prints each error with its page and line, and fails on any.
// Usage: npm run check:html   (after npm run build)
import { htmlErrors } from "./html-check/vnu.mjs";
import { serveBuild } from "./serve-build.mjs";

/** Pages the sitemap does not list: rendered per request, or only reached by a form or a mistake. */
const extra = [
  "/search?q=acid+reflux",
  "/search?q=xqzt",
  "/dosha-assessment/result?a=vvppkkvvppkkvpk",
  "/book-consultation",
  "/checkout?plans=complete-healing-plan,intro-plan",
  "/checkout?plans=retired-plan",
  "/checkout/success",
  "/checkout/cancelled?plans=intro-plan",
  "/checkout/unavailable?plans=intro-plan",
  "/inbox/sign-in",
  "/no-such-page",
];

const server = await serveBuild();
/** Each page's HTML by its path. */
const pages = new Map();
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).concat(extra);
  for (const path of paths) pages.set(path, await (await fetch(`${server.origin}${path}`)).text());
} finally {
  server.stop();
}

const { errors, cssMessages } = await htmlErrors(pages);
if (cssMessages)
  console.log(`(${cssMessages} messages of the checker's CSS validator about the inlined stylesheet not counted)`);
for (const e of errors) console.log(`${e.page}:${e.line ?? "?"}  ${e.message}`);
console.log(`Nu HTML Checker: ${pages.size} pages, ${errors.length} errors`);
if (errors.length) process.exit(1);
