import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferFrameworkScripts, inlineStylesheets } from "../scripts/first-paint/html.mjs";
import { inlineScriptHashes, scriptHash } from "./page-scripts.mjs";
import { regeneratedPage } from "./regenerated-page.mjs";
import { securedResponse } from "./secured-response.mjs";

const href = "/_next/static/chunks/site.css";
const cssOf = (address: string) => (address === href ? "body{color:red}" : undefined);
const page = (phone: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="${href}" data-precedence="next"/>` +
  `<script src="/_next/static/chunks/a.js" async=""></script></head><body><p>${phone}</p>` +
  `<script>self.__next_f.push([1,"${phone}"])</script></body></html>`;
// The build's page, as scripts/first-paint.mjs left it: prepared, and its hashes recorded.
const built = deferFrameworkScripts(inlineStylesheets(page("+91 120 456 7890"), (address) => cssOf(address) ?? ""));
const recorded = new Map([["/contact", inlineScriptHashes(built)]]);
let served = built;

const server = createServer(
  { ServerResponse: securedResponse({ pageScripts: (path) => recorded.get(path) }) },
  (req: IncomingMessage, res: ServerResponse) => {
    regeneratedPage(res, { cssOf, recorded: (path) => recorded.get(path) });
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("x-nextjs-prerender", "1");
    res.end(served);
  },
);
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const scriptSrc = (response: Response) =>
  /script-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";

describe("a prerendered page Next rendered again after the build", () => {
  it("the build's page goes out as it is, with the build's hashes", async () => {
    served = built;
    const response = await fetch(`${base}/contact`);
    expect(await response.text()).toBe(built);
    expect(scriptSrc(response)).toContain(scriptHash('self.__next_f.push([1,"+91 120 456 7890"])'));
  });

  it("a page rendered again is prepared as the build prepares pages, without the stale nonce, and its own scripts may run", async () => {
    // As Next re-renders it: the nonce of the request that found it stale in its tags.
    served = page("+91 98100 00001")
      .replace('data-precedence="next"/>', 'nonce="stale" data-precedence="next"/>')
      .replaceAll("<script", '<script nonce="stale"');
    const response = await fetch(`${base}/contact`);
    const html = await response.text();
    expect(html).toContain(`<style data-inlined="${href}">body{color:red}</style>`);
    expect(html).not.toContain('/_next/static/chunks/a.js" async');
    expect(html).toContain("first-paint-scripts");
    expect(html).not.toContain("stale");
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    const allowed = scriptSrc(response);
    expect(allowed).toContain(scriptHash('self.__next_f.push([1,"+91 98100 00001"])'));
    expect(allowed).not.toContain(scriptHash('self.__next_f.push([1,"+91 120 456 7890"])'));
  });
});
