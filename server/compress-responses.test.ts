import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsBrotli, bodyKey, CompressedBodies, compressResponses, isShared } from "./compress-responses.mjs";

// A page the size of a prerendered one, repetitive as HTML is.
const page = Buffer.from(
  "<!DOCTYPE html><html><body>" +
    Array.from({ length: 400 }, (_, i) => `<p class="text-body">Paragraph ${i} of the page.</p>`).join("") +
    "</body></html>",
);

type App = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(app: App, bodies = new CompressedBodies()) {
  const compress = compressResponses({ bodies });
  const server = createServer((req, res) => compress(req, res, () => app(req, res)));
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One response, its body undecoded, and when each piece of it arrived. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer; pieces: number[] }>(
    (resolve, reject) => {
      const started = Date.now();
      request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        const pieces: number[] = [];
        res.on("data", (chunk) => {
          chunks.push(chunk);
          pieces.push(Date.now() - started);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), pieces }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

/** Answers like Next does a prerendered page: headers set one by one, the whole body given to end(). */
const prerendered: App = (_req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "s-maxage=31536000");
  res.setHeader("ETag", '"page-1"');
  res.setHeader("Content-Length", page.length);
  res.end(page);
};

const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };

describe("a response that is the same for everyone", () => {
  it("goes out as brotli at once, then at the best quality from memory", async () => {
    const bodies = new CompressedBodies();
    const origin = await serve(prerendered, bodies);
    const first = await get(origin, browser);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.body)).toEqual(page);
    // The background compression finishes.
    await expect.poll(() => bodies.get(bodyKey(page))).toBeDefined();
    const second = await get(origin, browser);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-length"]).toBe(String(second.body.length));
    expect(brotliDecompressSync(second.body)).toEqual(page);
    expect(second.body.length).toBeLessThan(first.body.length);
    expect(second.headers["vary"]).toMatch(/accept-encoding/i);
  });

  it("is served from the build's compressed copy, found by the hash of its bytes, on the first request", async () => {
    const dir = mkdtempSync(join(tmpdir(), "brotli-"));
    const copy = brotliCompressSync(page);
    writeFileSync(join(dir, `${bodyKey(page)}.br`), copy);
    const origin = await serve(prerendered, new CompressedBodies({ dir }));
    const response = await get(origin, browser);
    expect(response.body).toEqual(copy);
  });

  it("is not held from a browser that takes only gzip, which gets gzip", async () => {
    const origin = await serve(prerendered);
    const response = await get(origin, { "Accept-Encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body)).toEqual(page);
  });

  it("is sent as it is to a browser that asks for no compression, and to a HEAD request", async () => {
    const origin = await serve(prerendered);
    const plain = await get(origin, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(page);
    const head = await get(origin, browser, "HEAD");
    expect(head.headers["content-length"]).toBe(String(page.length));
    expect(head.body.length).toBe(0);
  });
});

describe("a response for one visitor", () => {
  it("is compressed but never kept: a private page compressed twice comes out the same size", async () => {
    const bodies = new CompressedBodies();
    const origin = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.setHeader("ETag", '"inbox"');
      res.end(page);
    }, bodies);
    const first = await get(origin, browser);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await get(origin, browser);
    expect(brotliDecompressSync(second.body)).toEqual(page);
    expect(second.body.length).toBe(first.body.length);
    expect(await bodies.get(bodyKey(page))).toBeUndefined();
  });

  it("streams: what the app flushes reaches the browser before the response ends", async () => {
    const origin = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.flushHeaders();
      res.write(page.subarray(0, 2000));
      (res as ServerResponse & { flush: () => void }).flush();
      setTimeout(() => res.end(page.subarray(2000)), 600);
    });
    const response = await get(origin, browser);
    expect(brotliDecompressSync(response.body)).toEqual(page);
    // Held back until the end, every piece would arrive at once.
    expect((response.pieces.at(-1) ?? 0) - (response.pieces[0] ?? 0)).toBeGreaterThanOrEqual(400);
  });
});

describe("the rules", () => {
  it("shares only a complete, public, named, compressible answer", () => {
    const html = {
      status: 200,
      etag: '"a"',
      cacheControl: "s-maxage=31536000",
      contentType: "text/html; charset=utf-8",
    };
    expect(isShared(html)).toBe(true);
    expect(
      isShared({
        ...html,
        contentType: "application/javascript; charset=UTF-8",
        cacheControl: "public, max-age=31536000, immutable",
      }),
    ).toBe(true);
    expect(isShared({ ...html, status: 404 })).toBe(false);
    expect(isShared({ ...html, etag: undefined })).toBe(false);
    expect(isShared({ ...html, cacheControl: "private, no-cache" })).toBe(false);
    expect(isShared({ ...html, contentType: "font/woff2" })).toBe(false);
    expect(isShared({ ...html, contentEncoding: "gzip" })).toBe(false);
  });

  it("reads whether a browser takes brotli", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it("keeps the most recently used bodies within its size", async () => {
    const bodies = new CompressedBodies({ maxBytes: 400 });
    const random = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)));
    const [a, b] = [random(250), random(250)];
    await bodies.add("a", a);
    await bodies.add("b", b);
    expect(await bodies.get("a")).toBeUndefined();
    expect(brotliDecompressSync((await bodies.get("b"))!)).toEqual(b);
  });
});
