// Runs the Nu HTML Checker (the W3C's validator, from the vnu-jar package; needs Java) over
// HTML files and returns its errors. Shared by `npm run check:html` and the inbox's browser test.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import vnu from "vnu-jar";

/**
 * The checker's errors, each with the file it is in, and how many messages of its CSS
 * validator were left out: prerendered pages carry the site's stylesheet inline (decision
 * 041), and that validator predates what Tailwind writes (@property, @container, margin-trim).
 */
export async function htmlErrors(files) {
  let report;
  try {
    const { stdout, stderr } = await promisify(execFile)("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 });
    report = JSON.parse(stdout || stderr);
  } catch (error) {
    // vnu exits 1 when it finds errors; its report is still on stderr.
    if (!error.stderr && !error.stdout) throw error;
    report = JSON.parse(error.stderr || error.stdout);
  }
  const isCss = (m) => m.message.startsWith("CSS:");
  return {
    errors: report.messages.filter((m) => m.type === "error" && !isCss(m)).map((m) => ({ file: m.url.replace(/^file:/, ""), line: m.lastLine, message: m.message })),
    cssMessages: report.messages.filter(isCss).length,
  };
}
