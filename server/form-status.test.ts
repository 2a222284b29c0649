import { once } from "node:events";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { formStatusCookie } from "../lib/server-shared.mjs";
import { formStatus } from "./form-status.mjs";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A stand-in for Next answering a form's post: the action's cookies set on the response, then the page. */
async function serve(cookies: string[], type = "text/html; charset=utf-8") {
  const server = createServer((req, res) => {
    formStatus(req, res);
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    res.setHeader("Content-Type", type);
    res.end("<!DOCTYPE html><p>Please type an e-mail address.</p>");
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const send = (url: string, method: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on("error", reject)
      .end();
  });

const asked = (status: number) => `${formStatusCookie}=${status}; Path=/; HttpOnly; SameSite=strict`;

describe("a form's page after a refused post", () => {
  it("goes out with the status the action asked for, its whole page, and without the cookie", async () => {
    const base = await serve([asked(422), "other=1; Path=/"]);
    const answer = await send(`${base}/contact`, "POST");
    expect(answer.status).toBe(422);
    expect(answer.body).toContain("Please type an e-mail address.");
    expect(answer.headers["set-cookie"]).toEqual(["other=1; Path=/"]);
    expect((await send(`${await serve([asked(429)])}/my`, "POST")).status).toBe(429);
  });

  it("keeps 200 for the running form's call, and never lets the cookie out", async () => {
    const base = await serve([asked(422)]);
    const answer = await send(`${base}/contact`, "POST", { "Next-Action": "abc123" });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("leaves alone a post no action refused, a GET, a status nobody may ask for, and what is not HTML", async () => {
    expect((await send(`${await serve([])}/contact`, "POST")).status).toBe(200);
    expect((await send(`${await serve([asked(422)])}/contact`, "GET")).status).toBe(200);
    expect((await send(`${await serve([asked(500)])}/contact`, "POST")).status).toBe(200);
    expect((await send(`${await serve([asked(422)], "text/x-component")}/contact`, "POST")).status).toBe(200);
  });
});
