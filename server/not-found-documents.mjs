/**
 * Whole not-found and not-allowed pages without JavaScript (docs/decisions/073, 088). A page
 * rendered per request that calls notFound() (an unknown address caught by
 * app/(site)/[...missing], a wrong booking link, an unknown lead) or forbidden() (an inbox page
 * the staff member's role does not open) comes from Next.js 16 as an empty document:
 * `<html id="__next_error__">` whose body is `<div hidden>`, the page itself only inside the
 * script payload (reported as vercel/next.js#95613 and #97000). Without JavaScript the visitor
 * sees a white page.
 *
 * The build prerenders the same pages at addresses of their own; server.mjs sends one of them,
 * still with its status, in place of the body of every HTML 404 or 403 Next answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { acknowledgeWrite, endArguments } from "./write-arguments.mjs";

/** The prerendered page that answers an address with a status; the first whose status and pattern match. */
const documents = [
  // An invitation or reset link used, expired or unknown (app/(inbox)/inbox/invitation, reset).
  { status: 404, pattern: /^\/inbox\/(?:invitation|reset)\//, page: "/staff-link-not-valid" },
  // The clinic's inbox: the root not-found, without the public site's frame.
  { status: 404, pattern: /^\/inbox(?:\/|$)/, page: "/_not-found" },
  // An inbox page or form the staff member's role does not allow (app/forbidden.tsx).
  { status: 403, pattern: /^\/inbox(?:\/|$)/, page: "/not-allowed" },
  { status: 404, pattern: /^\/book-consultation\/(?:confirmed|manage)\//, page: "/book-consultation/link-not-valid" },
  // A plan link of the purchase e-mail (app/(site)/my-plan).
  { status: 404, pattern: /^\/my-plan\//, page: "/my-plan/link-not-valid" },
  // A link to a patient's own page (app/(site)/my).
  { status: 404, pattern: /^\/my\//, page: "/my/link-not-valid" },
  { status: 404, pattern: /^\//, page: "/page-not-found" },
];

/** The prerendered page that answers `path` with `status` (404 when nothing is there). */
export const notFoundPage = (path, status = 404) =>
  documents.find((d) => d.status === status && d.pattern.test(path))?.page;

/** Asked for at their own addresses, these pages still answer with their status. */
const documentPages = new Map(documents.map((d) => [d.page, d.status]));

const noStore = "private, no-cache, no-store, max-age=0, must-revalidate";

/** The documents' HTML, by page, read from the build in `distDir` (.next); a page the build lacks is left out. */
export function loadNotFoundDocuments(distDir) {
  const loaded = new Map();
  for (const { page } of documents) {
    try {
      loaded.set(page, readFileSync(join(distDir, "server", "app", `${page}.html`)));
    } catch {
      // Next's own body is sent instead: whole with JavaScript, as before.
    }
  }
  return loaded;
}

/**
 * Wraps a response so that an HTML 404 goes out with the prerendered not-found document for its
 * address as its body, and that document asked for by its own address goes out as a 404. The
 * response's `documentPage` names the page sent, whose scripts its Content-Security-Policy must
 * allow (server/secured-response.mjs).
 */
export function wholeNotFound(req, res, loaded) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const path = req.url.split("?")[0];
  const bodyFor = (status) => {
    const page = notFoundPage(path, status);
    return page === undefined ? undefined : { page, body: loaded.get(page) };
  };
  const direct = documentPages.get(path);
  if (!bodyFor(404)?.body && !bodyFor(403)?.body && !direct) return;
  let body;
  const { writeHead, write, end } = res;
  let headed = false;
  let replacing = false;

  res.writeHead = function (status, ...rest) {
    if (headed) return writeHead.call(this, status, ...rest);
    headed = true;
    const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (given) for (const [name, value] of Object.entries(given)) this.setHeader(name, value);
    const args = rest.filter((arg) => arg !== given);
    const html = /^text\/html\b/i.test(String(this.getHeader("Content-Type") ?? ""));
    if (html && direct && status === 200) {
      this.setHeader("Cache-Control", noStore);
      this.removeHeader("ETag");
      return writeHead.call(this, direct, ...args.filter((arg) => typeof arg !== "string"));
    }
    const found = html && (status === 404 || status === 403) && !direct ? bodyFor(status) : undefined;
    if (found?.body) {
      replacing = true;
      body = found.body;
      this.documentPage = found.page;
      this.setHeader("Cache-Control", noStore);
      this.setHeader("Content-Length", body.length);
      this.removeHeader("ETag");
    }
    return writeHead.call(this, status, ...args);
  };
  res.write = function (chunk, encoding, callback) {
    if (!headed) this.writeHead(this.statusCode);
    if (!replacing) return write.call(this, chunk, encoding, callback);
    return acknowledgeWrite(encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    [chunk, encoding, callback] = endArguments(chunk, encoding, callback);
    if (!headed) {
      if (chunk != null && !this.getHeader("Content-Length"))
        this.setHeader("Content-Length", Buffer.byteLength(chunk, encoding ?? "utf8"));
      this.writeHead(this.statusCode);
    }
    if (!replacing) return end.call(this, chunk, encoding, callback);
    return end.call(this, req.method === "HEAD" ? undefined : body, callback);
  };
}
