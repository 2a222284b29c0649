// The Nu HTML Checker (the W3C's validator, from the vnu-jar package; needs Java) over every page
// of the production build: each page of the sitemap, pages rendered per request, and the
// not-found page. Prints each error with its page and line, and fails on any.
// Usage: npm run check:html   (after npm run build)
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnu from "vnu-jar";
import { serveBuild } from "./serve-build.mjs";

/** Pages the sitemap does not list: rendered per request, or only reached by a form or a mistake. */
const extra = ["/search?q=acid+reflux", "/search?q=xqzt", "/dosha-assessment/result?a=vvppkkvvppkkvpk", "/book-consultation", "/no-such-page"];

const server = await serveBuild();
const folder = mkdtempSync(join(tmpdir(), "html-check-"));
const pages = new Map();
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).concat(extra);
  for (const [i, path] of paths.entries()) {
    const file = join(folder, `${i}.html`);
    writeFileSync(file, await (await fetch(`${server.origin}${path}`)).text());
    pages.set(file, path);
  }
} finally {
  server.stop();
}

let report;
try {
  const { stdout, stderr } = await promisify(execFile)("java", ["-jar", vnu, "--errors-only", "--format", "json", ...pages.keys()], { maxBuffer: 64 * 1024 * 1024 });
  report = JSON.parse(stdout || stderr);
} catch (error) {
  // vnu exits 1 when it finds errors; its report is still on stderr.
  report = JSON.parse(error.stderr || error.stdout);
}
rmSync(folder, { recursive: true, force: true });

// Prerendered pages carry their critical CSS inline (decision 040), and the checker's CSS
// validator predates what Tailwind writes (@property, @container, margin-trim): its "CSS:"
// messages are about the build's stylesheet, which it never checked as a file either.
const isCss = (m) => m.message.startsWith("CSS:");
const errors = report.messages.filter((m) => m.type === "error" && !isCss(m));
const cssMessages = report.messages.filter(isCss).length;
if (cssMessages) console.log(`(${cssMessages} messages of the checker's CSS validator about the inlined stylesheet not counted)`);
for (const m of errors) console.log(`${pages.get(m.url.replace(/^file:/, "")) ?? m.url}:${m.lastLine ?? "?"}  ${m.message}`);
console.log(`Nu HTML Checker: ${pages.size} pages, ${errors.length} errors`);
if (errors.length) process.exit(1);
