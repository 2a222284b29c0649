import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveNonce, securedResponse } from "./secured-response.mjs";

/** Stands in for Next: answers each path the way Next answers that kind of response. */
function answer(req: IncomingMessage, res: ServerResponse & { scriptNonce?: string }) {
  const path = req.url!.split("?")[0]!;
  if (!path.startsWith("/_next/static/")) res.scriptNonce = giveNonce(req);
  if ((path === "/about" || path === "/unrecorded") && req.headers["if-none-match"]) {
    // Next's answer to a revalidation: no body, no Content-Type, and the config's policy.
    res.setHeader("x-nextjs-prerender", "1");
    res.setHeader("Content-Security-Policy", "script-src 'none'");
    res.writeHead(304).end();
  } else if (path === "/about" || path === "/unrecorded") {
    res.setHeader("x-nextjs-prerender", "1");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<p>prerendered</p>");
  } else if (path === "/search") {
    // Next reads the nonce from the request's own header; the page echoes it for the test.
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(String(req.headers["content-security-policy"]));
  } else if (path === "/api/leads") {
    res.setHeader("Content-Type", "application/json");
    res.end("{}");
  } else if (path === "/invitation.ics") {
    // A response that sets a stricter policy of its own (the booking's invitation: its address holds the manage token).
    res.writeHead(200, { "Content-Type": "text/calendar", "Referrer-Policy": "no-referrer" }).end("BEGIN:VCALENDAR");
  } else if (path === "/_next/static/chunks/a.js") {
    res.writeHead(200, { "Content-Type": "application/javascript" }).end("1");
  } else {
    res.statusCode = path === "/contact/" ? 308 : 404;
    if (res.statusCode === 308) res.setHeader("Location", "/contact");
    res.end();
  }
}

const unknown: string[] = [];
const server = createServer(
  {
    ServerResponse: securedResponse({
      pageScripts: (path) => (path === "/about" ? ["'sha256-abc='"] : undefined),
      siteScripts: ["'sha256-site='"],
      onUnknownPage: (path) => void unknown.push(path),
    }),
  },
  answer,
);
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const scriptSrc = (response: Response) =>
  /script-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("the response class of server.mjs", () => {
  it("lets a prerendered page run only its recorded inline scripts", async () => {
    const response = await fetch(`${base}/about?utm_source=x`);
    expect(scriptSrc(response)).toBe("'self' 'strict-dynamic' 'sha256-abc='");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("leaves a 304 without a policy, so the one the browser stored with the page stands", async () => {
    const response = await fetch(`${base}/about`, { headers: { "if-none-match": '"x"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("gives a page rendered per request the nonce Next was handed, whatever the client sent, and the site's own scripts", async () => {
    const response = await fetch(`${base}/search`, {
      headers: { "content-security-policy": "script-src 'nonce-chosen-by-client'" },
    });
    const nonce = /'nonce-([^']+)'/.exec(await response.text())?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe("chosen-by-client");
    expect(scriptSrc(response)).toBe(`'self' 'strict-dynamic' 'nonce-${nonce}' 'sha256-site='`);
  });

  it("runs no script in what is not a page: JSON, a redirect, an error", async () => {
    for (const path of ["/api/leads", "/contact/", "/nope"]) {
      const response = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(scriptSrc(response), path).toBe("'none'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("keeps a response's own Referrer-Policy (the invitation's no-referrer was overwritten)", async () => {
    const response = await fetch(`${base}/invitation.ics`);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sends a prerendered page with no recorded hashes without scripts, and says so", async () => {
    expect(scriptSrc(await fetch(`${base}/unrecorded`))).toBe("'none'");
    expect(unknown).toEqual(["/unrecorded"]);
  });

  it("gives the framework's files only nosniff, and HSTS only behind HTTPS", async () => {
    const file = await fetch(`${base}/_next/static/chunks/a.js`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toBeNull();
    expect((await fetch(`${base}/about`)).headers.get("strict-transport-security")).toBeNull();
    expect(
      (await fetch(`${base}/about`, { headers: { "x-forwarded-proto": "https" } })).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=31536000");
  });
});
