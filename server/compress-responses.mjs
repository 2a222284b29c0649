/**
 * Compression for server.mjs (docs/decisions/041-compression.md). Next compresses with gzip
 * only. Brotli makes the same pages and scripts smaller, and at its best quality (11) about
 * a sixth smaller than gzip on scripts and a third on pages; but quality 11 costs 100-300 ms
 * of CPU on a large file: too slow for each request, cheap once.
 *
 * - A response that is the same for everyone (status 200, an ETag, a Cache-Control without
 *   private, no-store or no-cache: the framework's hashed files, the prerendered pages and
 *   their payloads) is held until it ends and looked up by the hash of its bytes: first in
 *   memory, then among the files `npm run build` compressed at quality 11
 *   (scripts/precompress.mjs). A response not found there is compressed as below, and once
 *   more at quality 11 in the background, off the event loop, for the next visitor.
 * - Everything else is compressed as it streams (the `compression` package: brotli at a
 *   fast quality where the browser takes it, gzip otherwise) and flushed whenever Next
 *   flushes, so a page rendered per request still arrives in pieces.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants } from "node:zlib";
import compression from "compression";
import { LRUCache } from "lru-cache";
import { acknowledgeWrite, endArguments } from "./write-arguments.mjs";

/** Quality for compressing while streaming: the `compression` package's own default, fast enough per request. */
const streamingQuality = 4;
/** The best compression there is, spent once per body. */
const bestQuality = 11;
/** Larger shared responses stream like the rest rather than wait in memory. */
const maxHeldBody = 4 * 1024 * 1024;

/** Content the browser gets as text: pages, scripts, styles, the RSC payload, JSON, SVG. */
function isCompressible(contentType) {
  const type = String(contentType ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  return (
    type.startsWith("text/") ||
    type === "application/javascript" ||
    type === "application/json" ||
    type === "application/manifest+json" ||
    type === "application/xml" ||
    type === "image/svg+xml"
  );
}

/** Whether the browser accepts brotli: `br` named with a quality above 0. */
export function acceptsBrotli(acceptEncoding) {
  return String(acceptEncoding ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().split(";");
      if (name.trim().toLowerCase() !== "br") return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** Whether a response is the same for every visitor, so its compressed bytes may be reused. */
export function isShared({ status, etag, cacheControl, contentType, contentEncoding }) {
  if (status !== 200 || !etag || contentEncoding || !isCompressible(contentType)) return false;
  return !/\b(private|no-store|no-cache)\b/i.test(String(cacheControl ?? ""));
}

/** The name a body's compressed copy goes by: the hash of its uncompressed bytes. */
export function bodyKey(body) {
  return createHash("sha256").update(body).digest("hex").slice(0, 40);
}

export function brotliBest(body) {
  return new Promise((resolve, reject) =>
    brotliCompress(
      body,
      { params: { [constants.BROTLI_PARAM_QUALITY]: bestQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
      (error, compressed) => (error ? reject(error) : resolve(compressed)),
    ),
  );
}

/** Compressed bodies by key: recently used ones in memory, within a total size, over the build's directory of them. */
export class CompressedBodies {
  #memory;
  #pending = new Set();

  /** @param {{ dir?: string, maxBytes?: number }} options `dir` holds `<key>.br` files made by the build. */
  constructor({ dir, maxBytes = 64 * 1024 * 1024 } = {}) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.#memory = new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => Math.max(1, body.length) });
  }

  async get(key) {
    const held = this.#memory.get(key);
    if (held) return held;
    if (!this.dir) return undefined;
    const built = await readFile(join(this.dir, `${key}.br`)).catch(() => undefined);
    if (built) this.#memory.set(key, built);
    return built;
  }

  /** Compresses a body at the best quality in the background, once; resolves when it is kept. */
  add(key, body) {
    if (this.#memory.has(key) || this.#pending.has(key) || body.length > this.maxBytes) return Promise.resolve();
    this.#pending.add(key);
    return brotliBest(body)
      .then((compressed) => void this.#memory.set(key, compressed))
      .catch(() => {})
      .finally(() => this.#pending.delete(key));
  }
}

/**
 * Connect-style middleware: `compressResponses({ dir })(req, res, next)`. `next` runs once the
 * response is wrapped; the app then writes to `res` as it would to a plain response.
 */
export function compressResponses({ bodies = new CompressedBodies() } = {}) {
  const streaming = compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: streamingQuality } },
    filter: (_req, res) => isCompressible(res.getHeader("Content-Type")),
  });
  return (req, res, next) => {
    streaming(req, res, () => {
      if (req.method === "GET" && !req.headers.range && acceptsBrotli(req.headers["accept-encoding"]))
        holdShared(res, bodies);
      next();
    });
  };
}

/**
 * Wraps a response above the streaming compression. When its headers are written, a shared
 * response is held: its headers and body wait until it ends, then go out as the stored
 * compressed copy if there is one, or through the streaming compression (and into the
 * background compression) if not. Any other response passes straight through.
 */
function holdShared(res, bodies) {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** @type {null | "pass" | { status: number, message?: string, chunks: Buffer[], size: number }} */
  let state = null;

  const release = () => {
    const { status, message, chunks } = state;
    state = "pass";
    if (message === undefined) writeHead.call(res, status);
    else writeHead.call(res, status, message);
    for (const chunk of chunks) write.call(res, chunk);
  };

  res.writeHead = function (status, ...rest) {
    if (state !== null) return state === "pass" ? writeHead.call(this, status, ...rest) : this;
    // writeHead(status, [message], [headers]): headers given here count as much as setHeader's.
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    const message = rest.find((arg) => typeof arg === "string");
    const shared = isShared({
      status,
      etag: this.getHeader("ETag"),
      cacheControl: this.getHeader("Cache-Control"),
      contentType: this.getHeader("Content-Type"),
      contentEncoding: this.getHeader("Content-Encoding"),
    });
    if (!shared || Number(this.getHeader("Content-Length")) > maxHeldBody) {
      state = "pass";
      return message === undefined ? writeHead.call(this, status) : writeHead.call(this, status, message);
    }
    state = { status, message, chunks: [], size: 0 };
    return this;
  };

  // Next flushes the headers of a streamed response before its body; a held one waits.
  const flushHeaders = res.flushHeaders;
  res.flushHeaders = function () {
    if (state === null) this.writeHead(this.statusCode);
    if (state === "pass") flushHeaders.call(this);
  };

  const hold = (chunk, encoding) => {
    if (chunk == null) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    state.chunks.push(buffer);
    state.size += buffer.length;
    if (state.size > maxHeldBody) release();
  };

  res.write = function (chunk, encoding, callback) {
    if (state === null) this.writeHead(this.statusCode);
    if (state === "pass") return write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    return acknowledgeWrite(encoding, callback);
  };

  res.end = function (chunk, encoding, callback) {
    [chunk, encoding, callback] = endArguments(chunk, encoding, callback);
    if (state === null) {
      // A body given whole has a known length, which decides whether it is worth compressing.
      if (chunk != null && !this.getHeader("Content-Length"))
        this.setHeader("Content-Length", Buffer.byteLength(chunk, encoding ?? "utf8"));
      this.writeHead(this.statusCode);
    }
    if (state === "pass") return end.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    if (state === "pass") return end.call(this, callback);
    const body = Buffer.concat(state.chunks);
    const key = bodyKey(body);
    void bodies.get(key).then((compressed) => {
      if (compressed) {
        this.setHeader("Content-Encoding", "br");
        this.setHeader("Content-Length", compressed.length);
        // The copy is whole: a byte range of the uncompressed file would not fit it.
        this.removeHeader("Accept-Ranges");
        state.chunks = [];
        release();
        end.call(this, compressed, callback);
      } else {
        this.setHeader("Content-Length", body.length);
        state.chunks = [];
        release();
        end.call(this, body, callback);
        this.once("finish", () => void bodies.add(key, body));
      }
    });
    return this;
  };
}
