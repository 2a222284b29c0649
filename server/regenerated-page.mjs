/**
 * A prerendered page Next rendered again after the build (its cache tag revalidated: the
 * clinic's facts changed in the desk, lib/site, decision 115) is a page the build never saw:
 * scripts/first-paint.mjs did not prepare it, its tags carry the nonce of the request that
 * re-rendered it, and its inline scripts (its RSC payload holds the new facts) are not the ones
 * whose hashes the build recorded. Its body is held (Next sends a
 * prerendered page as one buffer), prepared as the build prepares every page (the stylesheet
 * inline, the framework's scripts after the first paint), and its own inline scripts' hashes are
 * given to the page's Content-Security-Policy (server/secured-response.mjs). A page the build
 * prepared passes through with the build's hashes.
 */
import { deferFrameworkScripts, inlineStylesheets } from "../scripts/first-paint/html.mjs";
import { withoutStylesheetPreloads } from "./first-paint-page.mjs";
import { inlineScriptHashes } from "./page-scripts.mjs";
import { acknowledgeWrite, endArguments } from "./write-arguments.mjs";

/** A nonce attribute of a tag (in the RSC payload's strings its quotes are escaped, so it is not matched there). */
const staleNonce = / nonce="[^"\\]*"/g;

/** Next's render-blocking stylesheet link, which only a page the build did not prepare still has. */
const unpreparedStylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;

/**
 * Wraps `res`: `cssOf(href)` reads a stylesheet of the build; `recorded(path)` the build's hashes
 * of the page at that address. Sets `res.pageScriptHashes` for a page the build did not prepare.
 */
export function regeneratedPage(res, { cssOf, recorded }) {
  const { writeHead, write, end } = res;
  /** null: not decided yet; "pass": not a prerendered page; else the held status and bytes. */
  let held = null;

  const decide = (status) => {
    if (held !== null) return;
    const html = /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""));
    const prerendered = Boolean(res.getHeader("x-nextjs-prerender"));
    held = html && prerendered && res.req?.method === "GET" && status === 200 ? { status, chunks: [] } : "pass";
  };

  const hold = (chunk, encoding) => {
    if (chunk != null)
      held.chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"),
      );
  };

  res.writeHead = function (status, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (given) for (const [name, value] of Object.entries(given)) this.setHeader(name, value);
    decide(status);
    if (held !== "pass") return this;
    return writeHead.call(this, status, ...rest.filter((arg) => arg !== given));
  };

  res.write = function (chunk, encoding, callback) {
    if (held === null) this.writeHead(this.statusCode);
    if (held === "pass") return write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    return acknowledgeWrite(encoding, callback);
  };

  res.end = function (chunk, encoding, callback) {
    [chunk, encoding, callback] = endArguments(chunk, encoding, callback);
    if (held === null) this.writeHead(this.statusCode);
    if (held === "pass") return end.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const { status, chunks } = held;
    held = "pass";
    let body = Buffer.concat(chunks);
    const rendered = body.toString("utf8");
    // Next re-renders the page inside the request that found it stale and writes that request's
    // nonce into its tags, for every later visitor: a stale nonce, which no policy names, taken out.
    const html = rendered.replace(staleNonce, "");
    const hrefs = [...html.matchAll(unpreparedStylesheet)].map((match) => match[1]);
    // A stylesheet that cannot be read keeps its link, which still works.
    const inline = hrefs.length > 0 && hrefs.every((href) => cssOf(href) !== undefined);
    // Idempotent: the build's own page comes out as it went in.
    const prepared = deferFrameworkScripts(inline ? inlineStylesheets(html, cssOf) : html);
    if (prepared !== rendered) {
      body = Buffer.from(prepared, "utf8");
      if (inline) {
        const link = withoutStylesheetPreloads(this.getHeader("Link"));
        if (link) this.setHeader("Link", link);
        else this.removeHeader("Link");
      }
    }
    const hashes = inlineScriptHashes(body.toString("utf8"));
    const path = (this.req?.url ?? "/").split("?")[0];
    const built = new Set(recorded(path) ?? []);
    if (hashes.some((hash) => !built.has(hash))) this.pageScriptHashes = hashes;
    this.setHeader("Content-Length", body.length);
    writeHead.call(this, status);
    return end.call(this, body, callback);
  };
}
