/**
 * Pages rendered per request prepared for their first paint as the build prepares the
 * prerendered ones (scripts/first-paint.mjs, decisions 040, 078 and 086):
 *
 * - The site's stylesheet inline. Next.js writes a render-blocking `<link rel="stylesheet">` into
 *   the head of every page; a phone on a slow network then paints nothing until that second
 *   file has come. The booking picker measured its LCP at 1.4-1.9 s against 0.9-1.2 s for the
 *   prerendered pages for this reason.
 * - Where `deferScripts(req)` says so, the framework's scripts started after the first paint
 *   instead of from the head: with them in the head the picker's first paint waited for their
 *   evaluation, and Lighthouse's simulated phone counted all of them in its LCP (2.0-2.4 s).
 *
 * The start of the document is held until `</head>` (for the stylesheet) or the framework's
 * bootstrap script (for the scripts) has been written, both in Next's first flush of the
 * page's first screen; it is changed as scripts/first-paint/html.mjs changes a prerendered page,
 * and the rest streams as Next sends it. A prerendered page (already prepared) and anything that
 * is not HTML pass through untouched.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bootstrapEnd, deferRequestScripts, rebaseUrls } from "../scripts/first-paint/html.mjs";
import { acknowledgeWrite, endArguments } from "./write-arguments.mjs";

const headEnd = Buffer.from("</head>");
/**
 * A start larger than this is sent as it is (a stylesheet still inline if its head has come):
 * Next's heads are a few kilobytes, and the picker's bootstrap script comes at about 145 KB.
 */
const maxHeld = 512 * 1024;

/**
 * The stylesheets' text by their address (`/_next/static/…css`), read from the build in
 * `distDir` once each; undefined for an address that is not one of its stylesheets.
 */
export function stylesheetReader(distDir) {
  const texts = new Map();
  return (href) => {
    if (!/^\/_next\/static\/[\w./-]+\.css$/.test(href) || href.includes("..")) return undefined;
    if (!texts.has(href)) {
      let text;
      try {
        text = readFileSync(join(distDir, "static", href.slice("/_next/static/".length)), "utf8");
      } catch {
        text = undefined;
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}

/**
 * The stylesheet links Next.js writes into the head of a page rendered per request: as in a
 * prerendered page, but with the request's script nonce.
 */
const stylesheetLinks =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"( nonce="[^"]*")? data-precedence="next"\/>/g;

/**
 * The page's head with each stylesheet inline where its render-blocking link was, the link kept
 * but disabled for React (as scripts/first-paint/html.mjs does, which says why); unchanged when
 * one of them cannot be read: a link still works.
 */
function inlineHead(head, cssOf) {
  const hrefs = [...head.matchAll(stylesheetLinks)].map((match) => match[1]);
  if (hrefs.length === 0 || hrefs.some((href) => cssOf(href) === undefined)) return head;
  return head.replace(stylesheetLinks, (_, href, nonce = "") => {
    const css = rebaseUrls(cssOf(href), href).replaceAll("</", "<\\/");
    return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}"${nonce} data-precedence="next" disabled=""/>`;
  });
}

/**
 * Next.js also names the stylesheet in the page's `Link` header as a preload, which the browser
 * fetches at its highest priority beside the document, whose own head now carries it. The
 * other entries (the heading font's preload) stay.
 */
export function withoutStylesheetPreloads(header) {
  if (header === undefined) return undefined;
  const entries = (Array.isArray(header) ? header.join(", ") : String(header)).split(/,\s*(?=<)/);
  const kept = entries.filter(
    (entry) => !/^<\/_next\/static\/[^>]+\.css>/.test(entry.trim()) || !/;\s*as="?style"?/.test(entry),
  );
  return kept.length ? kept.join(", ") : undefined;
}

/**
 * Wraps `res` so that an HTML page rendered for this request goes out with its stylesheet inline
 * and, when `deferScripts(req)`, its framework scripts started after its first paint.
 */
export function firstPaintPage(res, { cssOf, deferScripts = () => false }) {
  const { writeHead, write, end } = res;
  /** null: not decided yet; "pass": not a page to change, or its head has gone out; else the held bytes. */
  let held = null;
  /** Whether to wait for the bootstrap script and move the scripts after the first paint. */
  let defer = false;

  const decide = (status) => {
    if (held !== null) return;
    const html = /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""));
    const prerendered = Boolean(res.getHeader("x-nextjs-prerender"));
    if (!html || prerendered || res.req?.method === "HEAD") {
      held = "pass";
      return;
    }
    held = [];
    // Only a page that rendered: an error page's document is empty until its scripts draw it,
    // so it never paints, and a loader waiting for the first paint would never start them.
    defer = status === 200 && deferScripts(res.req);
    // The body grows by the stylesheet: a length given for the original would cut it off.
    res.removeHeader("Content-Length");
    const link = withoutStylesheetPreloads(res.getHeader("Link"));
    if (link) res.setHeader("Link", link);
    else res.removeHeader("Link");
  };

  /**
   * Sends what is held once what it waits for is in it (or `force`, at the end, or when too much
   * is held): the head changed, and the scripts deferred if their bootstrap has come.
   */
  const release = (force) => {
    const body = Buffer.concat(held);
    const at = body.indexOf(headEnd);
    // Only the end of the held bytes can cut a character in two, and that is after any tag found.
    const scriptsEnd = defer && at >= 0 ? bootstrapEnd(body.toString("utf8")) : -1;
    const waiting = at < 0 || (defer && scriptsEnd < 0);
    if (waiting && !force && body.length <= maxHeld) return false;
    held = "pass";
    if (at < 0) {
      if (body.length) write.call(res, body);
      return true;
    }
    const cut = scriptsEnd >= 0 ? Buffer.byteLength(body.toString("utf8").slice(0, scriptsEnd)) : at + headEnd.length;
    const text = body.subarray(0, cut).toString("utf8");
    const headCut = text.indexOf("</head>") + headEnd.length;
    const start = inlineHead(text.slice(0, headCut), cssOf) + text.slice(headCut);
    write.call(res, scriptsEnd >= 0 ? deferRequestScripts(start) : start);
    if (cut < body.length) write.call(res, body.subarray(cut));
    return true;
  };

  res.writeHead = function (status, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (given) for (const [name, value] of Object.entries(given)) this.setHeader(name, value);
    decide(status);
    return writeHead.call(this, status, ...rest.filter((arg) => arg !== given));
  };

  res.write = function (chunk, encoding, callback) {
    if (!this.headersSent && held === null) this.writeHead(this.statusCode);
    if (held === "pass" || held === null || chunk == null) return write.call(this, chunk, encoding, callback);
    held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    release(false);
    return acknowledgeWrite(encoding, callback);
  };

  res.end = function (chunk, encoding, callback) {
    [chunk, encoding, callback] = endArguments(chunk, encoding, callback);
    if (!this.headersSent && held === null) this.writeHead(this.statusCode);
    if (held === "pass" || held === null) return end.call(this, chunk, encoding, callback);
    if (chunk != null)
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    release(true);
    return end.call(this, callback);
  };
}
