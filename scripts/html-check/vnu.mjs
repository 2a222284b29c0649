// Runs the Nu HTML Checker (the W3C's validator, from the vnu-jar package; needs Java) over
// pages' HTML and returns its errors. Shared by `npm run check:html` and the inbox's browser test.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnu from "vnu-jar";

/**
 * The checker's errors in pages (a Map of each page's name to its HTML), each with the page's
 * name, and how many messages of its CSS validator were left out: prerendered pages carry the
 * site's stylesheet inline (decision 041), and that validator predates what Tailwind writes
 * (@property, @container, margin-trim).
 */
export async function htmlErrors(pages) {
  const folder = mkdtempSync(join(tmpdir(), "html-check-"));
  const names = new Map();
  let report;
  try {
    for (const [name, html] of pages) {
      const file = join(folder, `${names.size}.html`);
      writeFileSync(file, html);
      names.set(file, name);
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnu, "--errors-only", "--format", "json", ...names.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    report = JSON.parse(stdout || stderr);
  } catch (error) {
    // vnu exits 1 when it finds errors; its report is still on stderr.
    if (!error.stderr && !error.stdout) throw error;
    report = JSON.parse(error.stderr || error.stdout);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const isCss = (m) => m.message.startsWith("CSS:");
  return {
    errors: report.messages
      .filter((m) => m.type === "error" && !isCss(m))
      .map((m) => ({ page: names.get(m.url.replace(/^file:/, "")) ?? m.url, line: m.lastLine, message: m.message })),
    cssMessages: report.messages.filter(isCss).length,
  };
}
