/**
 * Requests server.mjs answers itself, before Next.js sees them (docs/decisions/052). Next answers
 * each of these with a 500 and a stack trace in the log that anyone can repeat; here they get a
 * 400, 403 or 413 and one log line.
 *
 * - The request target: only a path (`/…`). The absolute form (`GET http://evil.example/`) made
 *   Next redirect to the other host; `OPTIONS *` asks about the server, not a page.
 * - The path: its %-escapes must spell UTF-8 (`/%zz`, the overlong `/%c0%ae` made Next throw).
 * - Server actions (a POST to a page with a `Next-Action` header, or a multipart form; Next's own
 *   test, lib/server-action-request-meta.js): an `Origin` other than the site's is refused (403,
 *   Next's CSRF rule, which it answered with a 500); a body over Next's 1 MB limit gets 413; and the
 *   body is read here, at most 1 MB, and checked the way Next will read it: the multipart form
 *   must parse, and the parts Next decodes as JSON (the arguments) must be JSON, at most 1,000
 *   arguments and 32 levels deep (8,000 levels overflowed the stack). Next then reads the same
 *   bytes from a copy of the request.
 *
 * Plain JavaScript, because server.mjs runs unbundled; tested in request-screen.test.ts.
 */
import { IncomingMessage } from "node:http";

/** Next's own limit for a server action's body (`serverActions.bodySizeLimit`, 1 MB by default). */
const actionBodyLimit = 1024 * 1024;
/** Next refuses more arguments than this, with a 500. */
export const maxArguments = 1000;
/** Far deeper than any form's arguments; far shallower than what overflows the decoder's stack. */
const maxNesting = 32;
/** Parts of a multipart body Next decodes as JSON; each may refer to the next, so their count bounds the nesting too. */
const maxJsonParts = 32;

/** @typedef {{ status: number, reason: string, message: string, headers?: Record<string, string> }} Answer */

const answer = (status, reason, message, headers) => ({ status, reason, message, ...(headers ? { headers } : {}) });

/** A request whose target or path Next cannot take: the answer to give instead, or undefined to go on. */
export function screenTarget(method, target) {
  if (target === "*") {
    return method === "OPTIONS"
      ? answer(204, "options-server", "", { Allow: "GET, HEAD, POST" })
      : answer(400, "request-target", "Bad request: ask for a page by its path.\n");
  }
  if (!target.startsWith("/")) return answer(400, "request-target", "Bad request: ask for a page by its path, not by a full address.\n");
  const path = target.split("?")[0];
  try {
    decodeURIComponent(path);
  } catch {
    return answer(400, "malformed-path", "Bad request: the address is not valid.\n");
  }
  return undefined;
}

/** Whether Next would take the request for a server action (JSON routes under /api handle their own bodies). */
export function isPossibleServerAction(method, path, headers) {
  if (method !== "POST" || path.startsWith("/api/")) return false;
  const type = headers["content-type"] ?? "";
  return headers["next-action"] !== undefined || type.startsWith("multipart/form-data");
}

/**
 * Next's CSRF rule for server actions: an Origin, when there is one, must name the host the
 * request was sent to (X-Forwarded-Host before Host, as Next reads them). No Origin passes, as in
 * Next: a hand-made request carries no visitor's cookies.
 */
export function screenActionHeaders(headers) {
  const origin = headers.origin;
  if (origin !== undefined) {
    const forwarded = headers["x-forwarded-host"]?.split(",")[0]?.trim();
    let originHost;
    try {
      originHost = origin === "null" ? undefined : new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!originHost || (originHost !== forwarded && originHost !== headers.host)) {
      return answer(403, "action-origin", "Forbidden: this form can only be sent from the site's own pages.\n");
    }
  }
  const length = Number(headers["content-length"]);
  if (Number.isFinite(length) && length > actionBodyLimit) return tooLarge();
  const type = headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data") && !/;\s*boundary=/i.test(type)) return malformed("multipart-boundary");
  return undefined;
}

const tooLarge = () => answer(413, "action-too-large", "The form is too large to send.\n", { Connection: "close" });
const malformed = (reason) => answer(400, reason, "Bad request: the form could not be read.\n");

/** The body, up to `limit` bytes; "too-large" as soon as it goes past (the rest is not read). */
function readBody(req, limit = actionBodyLimit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve("too-large");
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** How deep a JSON text nests, counted without parsing it (parsing 8,000 levels is what overflowed). */
export function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The reason a JSON part of a server action cannot be decoded, or undefined when it can. */
export function argumentsProblem(text) {
  if (jsonDepth(text) > maxNesting) return "action-nesting";
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return "action-not-json";
  }
  if (Array.isArray(value) && value.length > maxArguments) return "action-arguments";
  return undefined;
}

/** A multipart part Next decodes as JSON: the reply's numbered parts, and a no-JavaScript form's `$ACTION_n:m` (its bound arguments). */
const jsonPart = /^(?:\$ACTION_\d+:)?\d+$/;

/** Checks a server action's whole body the way Next will decode it: the answer to give, or undefined. */
export async function screenActionBody(headers, body) {
  const type = headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) {
    // A call from the page's script: the arguments, as one JSON text. A url-encoded body Next
    // does not decode at all (it answers such a call as an unknown action).
    if (headers["next-action"] === undefined || type === "application/x-www-form-urlencoded") return undefined;
    const problem = argumentsProblem(body.toString("utf8"));
    return problem ? malformed(problem) : undefined;
  }
  let form;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return malformed("multipart-body");
  }
  let jsonParts = 0;
  for (const [name, value] of form) {
    if (!jsonPart.test(name) || typeof value !== "string") continue;
    if (++jsonParts > maxJsonParts) return malformed("action-nesting");
    const problem = argumentsProblem(value);
    if (problem) return malformed(problem);
  }
  return undefined;
}

/** Screens a server action: its headers, then its body, which it reads. Resolves with an answer, or the body to hand on. */
export async function screenServerAction(req) {
  const refused = screenActionHeaders(req.headers);
  if (refused) return { refused };
  const body = await readBody(req);
  if (body === "too-large") return { refused: tooLarge() };
  const problem = await screenActionBody(req.headers, body);
  return problem ? { refused: problem } : { body };
}

/**
 * A copy of a request whose body has been read: the same connection, method, address and
 * headers, and the same bytes to read again. Next reads the copy; the response stays the
 * original's.
 */
export function replayRequest(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}
