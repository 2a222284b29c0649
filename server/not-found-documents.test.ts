import { once } from "node:events";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses.mjs";
import { notFoundPage, wholeNotFound } from "./not-found-documents.mjs";

// What Next 16 sends for a page rendered per request that calls notFound(): nothing to see without scripts.
const blank =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f.push([1,"the page"])</script></body></html>';
const documents = new Map([
  ["/page-not-found", Buffer.from("<!DOCTYPE html><html><body><h1>Oops! Page not found</h1></body></html>")],
  [
    "/book-consultation/link-not-valid",
    Buffer.from("<!DOCTYPE html><html><body><h1>This link is not valid</h1></body></html>"),
  ],
  ["/not-allowed", Buffer.from("<!DOCTYPE html><html><body><h1>Your role does not allow this</h1></body></html>")],
]);

type App = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(app: App) {
  const compress = compressResponses();
  const server = createServer((req, res) =>
    compress(req, res, () => {
      wholeNotFound(req, res, documents);
      app(req, res);
    }),
  );
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
    request(url, { method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** Next's way: status and headers set, the body streamed in pieces. */
const next =
  (status: number, type: string, body: string): App =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader("Content-Type", type);
    res.flushHeaders();
    res.write(body.slice(0, 40));
    setTimeout(() => res.end(body.slice(40)), 5);
  };

describe("not-found pages sent whole", () => {
  it("sends the prerendered not-found page, with 404, in place of the blank document Next renders", async () => {
    const base = await serve(next(404, "text/html; charset=utf-8", blank));
    const missing = await get(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("<h1>Oops! Page not found</h1>");
    expect(missing.body).not.toContain("__next_error__");
    expect(missing.headers["cache-control"]).toContain("no-store");
    const link = await get(`${base}/book-consultation/manage/${"A".repeat(43)}`);
    expect(link.status).toBe(404);
    expect(link.body).toContain("This link is not valid");
    const head = await get(`${base}/no/such/page`, "HEAD");
    expect(head).toMatchObject({ status: 404, body: "" });
  });

  it("leaves pages, and 404s that are not HTML, as the app sent them", async () => {
    expect(
      (
        await get(
          `${await serve(next(200, "text/html", "<html><body>A page that is here, long enough to come in two pieces</body></html>"))}/about`,
        )
      ).body,
    ).toContain("A page that is here");
    const json = await get(
      `${await serve(next(404, "application/json", '{"error":"not found, as JSON, in more than forty characters"}'))}/api/x`,
    );
    expect(json).toMatchObject({ status: 404, body: '{"error":"not found, as JSON, in more than forty characters"}' });
  });

  it("answers a not-found page asked for by its own address with 404 too", async () => {
    const direct = await get(
      `${await serve(next(200, "text/html", "<html><body><h1>Oops! Page not found</h1> as prerendered</body></html>"))}/page-not-found`,
    );
    expect(direct.status).toBe(404);
    expect(direct.body).toContain("Oops! Page not found");
  });

  it("sends the not-allowed page, with 403, in place of the blank document of an inbox page's forbidden()", async () => {
    const base = await serve(next(403, "text/html; charset=utf-8", blank));
    const refused = await get(`${base}/inbox/payments`);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("<h1>Your role does not allow this</h1>");
    expect(refused.body).not.toContain("__next_error__");
    // A 403 outside the inbox is left as the app sent it.
    expect((await get(`${base}/api/x`)).body).toContain("__next_error__");
    const direct = await get(
      `${await serve(next(200, "text/html", "<html><body><h1>Your role does not allow this</h1> as prerendered</body></html>"))}/not-allowed`,
    );
    expect(direct.status).toBe(403);
  });

  it("chooses the inbox's own page for the inbox, the link pages for booking and plan links, the site's for the rest", () => {
    expect(notFoundPage("/inbox/leads/x")).toBe("/_not-found");
    expect(notFoundPage("/inbox")).toBe("/_not-found");
    expect(notFoundPage("/inbox/invitation/abc")).toBe("/staff-link-not-valid");
    expect(notFoundPage("/inbox/reset/abc")).toBe("/staff-link-not-valid");
    expect(notFoundPage("/inbox/reset")).toBe("/_not-found");
    expect(notFoundPage("/inboxes")).toBe("/page-not-found");
    expect(notFoundPage("/book-consultation/confirmed/abc")).toBe("/book-consultation/link-not-valid");
    expect(notFoundPage("/book-consultation/nope")).toBe("/page-not-found");
    expect(notFoundPage("/my-plan/abc")).toBe("/my-plan/link-not-valid");
    expect(notFoundPage("/my-plan")).toBe("/page-not-found");
    expect(notFoundPage("/inbox/payments", 403)).toBe("/not-allowed");
    expect(notFoundPage("/about", 403)).toBeUndefined();
  });
});
