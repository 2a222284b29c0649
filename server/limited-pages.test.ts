import { once } from "node:events";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { limitedPageStatus } from "./limited-pages.mjs";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(type: string) {
  const server = createServer((req, res) => {
    limitedPageStatus(req, res);
    res.setHeader("Content-Type", type);
    res.end("<!DOCTYPE html><p>Too many reset requests.</p>");
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string, method = "GET") =>
  new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
    request(url, { method }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on("error", reject)
      .end();
  });

describe("a page saying too many requests", () => {
  it("answers 429 with Retry-After and its whole page, for the forgot-password refusal only", async () => {
    const base = await serve("text/html; charset=utf-8");
    const limited = await get(`${base}/inbox/forgot?error=limited&retry=15`);
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("900");
    expect(limited.body).toContain("Too many reset requests.");
    expect((await get(`${base}/inbox/forgot?error=limited`)).headers["retry-after"]).toBe("60");
    for (const path of [
      "/inbox/forgot",
      "/inbox/forgot?error=email",
      "/inbox/forgot?sent=1",
      "/inbox/sign-in?error=limited",
    ])
      expect((await get(`${base}${path}`)).status, path).toBe(200);
    expect((await get(`${base}/inbox/forgot?error=limited`, "POST")).status).toBe(200);
  });

  it("leaves what is not HTML alone (the client router's payloads)", async () => {
    const base = await serve("text/x-component");
    expect((await get(`${base}/inbox/forgot?error=limited`)).status).toBe(200);
  });
});
