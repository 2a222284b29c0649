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
 * - The method: one Next does not know, or anything but GET and HEAD on a file, gets 405 with
 *   Allow (decision 064). An unsafe method sent from another site's page (Sec-Fetch-Site:
 *   cross-site) gets 403.
 * - A server action's body must be a reply React can decode: every part a reference names is
 *   there, of its kind, and the arguments are a list (decision 064).
 *
 * Plain JavaScript, because server.mjs runs unbundled; tested in request-screen.test.ts.
 */
import { IncomingMessage } from "node:http";

/** The limit for a server action's body: 1 MB, Next's default, everywhere but the desk's doctor pages. */
const actionBodyLimit = 1024 * 1024;
/**
 * The desk's doctor pages take a photograph of up to 10 MB (lib/site/photos.ts); their forms may
 * send up to this much, so a file somewhat over 10 MB is refused beside its field, not here
 * (next.config.ts's serverActions.bodySizeLimit is this figure).
 */
const photoActionBodyLimit = 24 * 1024 * 1024;

/** A server action's body limit at `path`. */
export const actionBodyLimitFor = (path) =>
  /^\/inbox\/site\/doctors\/[a-z0-9-]+\/?(\?|$)/.test(path ?? "") ? photoActionBodyLimit : actionBodyLimit;
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
  if (!target.startsWith("/"))
    return answer(400, "request-target", "Bad request: ask for a page by its path, not by a full address.\n");
  const path = target.split("?")[0];
  try {
    decodeURIComponent(path);
  } catch {
    return answer(400, "malformed-path", "Bad request: the address is not valid.\n");
  }
  return undefined;
}

/** The methods Next's route handlers know; any other made Next throw ("'TRACE' HTTP method is unsupported"), a 500. */
const knownMethods = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"]);

/** The framework's files and the drawings and share cards made at build, served as files. */
const builtFiles = /^\/(?:_next\/static|art|share)\//;

/**
 * What a path serves, for a 405's Allow: files made at build or by the framework (scripts,
 * drawings, share cards) and the route handlers that only answer GET (Next adds HEAD), the lead
 * API's POST, and a page's GET and POST (its server actions). Kept beside the routes it names:
 * app/api/leads, app/healthz, app/whatsapp, app/art, app/share, app/search-index,
 * app/(inbox)/inbox/leads.csv and privacy/export, the booking's invitation.ics, and the metadata
 * files (robots.txt, sitemap.xml, icon.png).
 */
function allowedMethods(path) {
  if (path === "/api/leads") return "POST";
  if (
    builtFiles.test(path) ||
    /^\/search-index\//.test(path) ||
    /^\/(?:healthz|whatsapp|robots\.txt|sitemap\.xml|icon\.png|inbox\/leads\.csv|inbox\/privacy\/export)$/.test(path) ||
    /^\/book-consultation\/manage\/[^/]+\/invitation\.ics$/.test(path)
  ) {
    return "GET, HEAD";
  }
  return "GET, HEAD, POST";
}

/**
 * A method the path does not serve, where Next would not say so itself: one Next does not know
 * at all (TRACE, PROPFIND, PURGE, SEARCH, LOCK: a 500), or anything but GET and HEAD on a file
 * (the framework's files gave 500; the drawings, served as files once built, gave 200 to any
 * method). 405 with Allow; the known methods on a page or route handler are Next's to answer.
 */
export function screenMethod(method, path) {
  const file = builtFiles.test(path);
  if (knownMethods.has(method) && (!file || method === "GET" || method === "HEAD")) return undefined;
  const allow = allowedMethods(path);
  return answer(405, "method", `Method not allowed: this address answers ${allow}.\n`, { Allow: allow });
}

/** Methods that change something: what a page of another site must not make a visitor's browser send. */
const unsafeMethods = new Set(["POST", "PUT", "DELETE", "PATCH"]);

/**
 * A browser says where a request comes from in Sec-Fetch-Site (Fetch Metadata, sent by every
 * current browser): `cross-site` is another site's page. A request without an Origin and with a
 * cross-site Referer passed the server actions' Origin check; this refuses it on any method that
 * changes something, at every address. A request without the header (a script, an older
 * browser) is not refused for that.
 */
export function screenSite(method, headers) {
  if (!unsafeMethods.has(method) || headers["sec-fetch-site"] !== "cross-site") return undefined;
  return answer(403, "cross-site", "Forbidden: this can only be sent from the site's own pages.\n");
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
export function screenActionHeaders(headers, limit = actionBodyLimit) {
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
  if (Number.isFinite(length) && length > limit) return tooLarge();
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

/**
 * What React's reply decoder does with a string that begins with `$` (parseModelString in
 * react-server-dom-webpack's server, as Next 16 bundles it): a value of its own (`$undefined`,
 * `$D<date>`, `$K<n>`, an empty form data), a reference to another JSON part (`$@1`, `$Q2`,
 * `$W1`, `$h1`, `$1`, and any hex number after the `$`), or to a file part (`$B4`, and the typed
 * arrays `$A`, `$S`, `$l`, ...), or a stream. A reference to a part that is not there makes
 * the decoder throw or wait for a part that never comes, which Next answered with a 500 and a
 * stack trace (`["$B4"]`: "Referenced Blob is not a Blob"; `["$Q2"]`: "Connection closed").
 */
function reference(text, temporaryAllowed) {
  const kind = text[1];
  const hex = (digits) => {
    const id = parseInt(digits, 16);
    return Number.isNaN(id) ? { problem: "action-reference" } : { id };
  };
  if (
    kind === "$" ||
    kind === "K" ||
    kind === "H" ||
    kind === "I" ||
    kind === "N" ||
    kind === "u" ||
    kind === "D" ||
    kind === "-"
  )
    return {};
  if (kind === "T") return temporaryAllowed ? {} : { problem: "action-reference" };
  if (kind === "n") return /^-?\d{1,300}$/.test(text.slice(2)) ? {} : { problem: "action-reference" };
  if (kind === "@") return { chunk: hex(text.slice(2)), path: [] };
  if (kind === "h" || kind === "Q" || kind === "W" || kind === "i")
    return { chunk: hex(text.slice(2).split(":")[0]), path: text.slice(2).split(":").slice(1) };
  if ("BAOoUSsLlGgMmV".includes(kind)) return { file: hex(text.slice(2)) };
  // Streams and async iterables: no form of the site sends one, and its actions read none.
  if ("RrXx".includes(kind)) return { problem: "action-stream" };
  return { chunk: hex(text.slice(1).split(":")[0]), path: text.slice(1).split(":").slice(1) };
}

/** Every string in a decoded JSON value, depth first (the depth is already bounded by jsonDepth). */
function* strings(value) {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* strings(item);
}

/**
 * Whether React can decode a reply from its parts (name to text or file; `prefix` is a
 * no-JavaScript form's `$ACTION_n:`, or nothing): part 0 must be there, and every part a
 * reference names, of the kind it names, and every key of a reference's path. Part 0 is the
 * arguments, a list, for a call from a script; for a form posted without JavaScript, the
 * action's id and its bound arguments (a list, or none). The reason a reply cannot be read, or undefined.
 */
function replyProblem(parts, prefix, { root, temporaryAllowed }) {
  const parsed = new Map();
  const chunk = (id) => {
    if (!parsed.has(id)) {
      const text = parts.get(`${prefix}${id}`);
      if (typeof text !== "string") return { problem: "action-missing-part" };
      const problem = argumentsProblem(text);
      parsed.set(id, problem ? { problem } : { value: JSON.parse(text) });
    }
    return parsed.get(id);
  };
  const first = chunk(0);
  if (first.problem) return first.problem;
  if (root === "arguments" && !Array.isArray(first.value)) return "action-arguments";
  if (root === "action") {
    const { id, bound } = first.value ?? {};
    if (typeof id !== "string" || !(bound === null || typeof bound === "string")) return "action-reference";
    if (typeof bound === "string") {
      const target = /^\$@([0-9a-f]+)$/.exec(bound);
      const list = target && chunk(parseInt(target[1], 16));
      if (!list || list.problem || !Array.isArray(list.value)) return list?.problem ?? "action-arguments";
    }
  }
  const queue = [0];
  const visited = new Set(queue);
  while (queue.length) {
    for (const text of strings(parsed.get(queue.shift()).value)) {
      if (text[0] !== "$") continue;
      const found = reference(text, temporaryAllowed);
      if (found.problem) return found.problem;
      const { id, problem } = found.chunk ?? found.file ?? {};
      if (problem) return problem;
      if (found.file) {
        if (!(parts.get(`${prefix}${id}`) instanceof Blob)) return "action-missing-part";
      } else if (found.chunk) {
        const target = chunk(id);
        if (target.problem) return target.problem;
        let value = target.value;
        for (const key of found.path) {
          if (typeof value === "string" && value.startsWith("$")) break;
          if (!value || typeof value !== "object" || !Object.hasOwn(value, key)) return "action-reference";
          value = value[key];
        }
        if (!visited.has(id)) {
          visited.add(id);
          queue.push(id);
        }
      }
    }
  }
  return undefined;
}

/** Checks a server action's whole body the way Next will decode it: the answer to give, or undefined. */
export async function screenActionBody(headers, body) {
  const type = headers["content-type"] ?? "";
  const call = headers["next-action"] !== undefined;
  if (!type.startsWith("multipart/form-data")) {
    // A call from the page's script: the arguments, as one JSON text. A url-encoded body Next
    // does not decode at all (it answers such a call as an unknown action).
    if (!call || type === "application/x-www-form-urlencoded") return undefined;
    const problem = replyProblem(new Map([["0", body.toString("utf8")]]), "", {
      root: "arguments",
      temporaryAllowed: true,
    });
    return problem ? malformed(problem) : undefined;
  }
  let form;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return malformed("multipart-body");
  }
  let jsonParts = 0;
  const parts = new Map();
  let actionKey;
  for (const [name, value] of form) {
    if (!parts.has(name)) parts.set(name, value);
    // React's decodeAction takes the last of these it meets.
    if (name.startsWith("$ACTION_REF_") || name.startsWith("$ACTION_ID_")) actionKey = name;
    if (!jsonPart.test(name) || typeof value !== "string") continue;
    if (++jsonParts > maxJsonParts) return malformed("action-nesting");
    const problem = argumentsProblem(value);
    if (problem) return malformed(problem);
  }
  // A call from the page's script with a file or form data among its arguments.
  if (call) {
    const problem = replyProblem(parts, "", { root: "arguments", temporaryAllowed: true });
    return problem ? malformed(problem) : undefined;
  }
  // A form posted without JavaScript whose action has bound arguments: `$ACTION_REF_n` names
  // the part `$ACTION_n:0`, the action's id and its arguments (React's decodeAction).
  if (actionKey?.startsWith("$ACTION_REF_")) {
    const problem = replyProblem(parts, `$ACTION_${actionKey.slice("$ACTION_REF_".length)}:`, {
      root: "action",
      temporaryAllowed: false,
    });
    return problem ? malformed(problem) : undefined;
  }
  return undefined;
}

/** Screens a server action: its headers, then its body, which it reads. Resolves with an answer, or the body to hand on. */
export async function screenServerAction(req) {
  const limit = actionBodyLimitFor(req.url);
  const refused = screenActionHeaders(req.headers, limit);
  if (refused) return { refused };
  const body = await readBody(req, limit);
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
