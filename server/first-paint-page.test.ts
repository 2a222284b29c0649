import { once } from "node:events";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses.mjs";
import { firstPaintPage, withoutStylesheetPreloads } from "./first-paint-page.mjs";

const href = "/_next/static/chunks/site.css";
const css = "@font-face{font-family:f;src:url(../media/f.woff2)}body{color:red}";
const cssOf = (address: string) => (address === href ? css : undefined);
const link = `<link rel="stylesheet" href="${href}" nonce="abc" data-precedence="next"/>`;
// What Next writes for a page rendered per request: the head in the first flush, the rest after.
const head =
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${link}` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="abc" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script></head>`;
const boot = `<script src="/_next/static/chunks/boot.js" nonce="abc" async=""></script>`;
const body = `<body><main><h1>Book a Consultation</h1><ul><li>10:00</li></ul></main><script nonce="abc" id="_R_">1</script>${boot}<script nonce="abc">self.__next_f.push([1,"é"])</script></body></html>`;
const preloads = `</_next/static/media/f.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", <${href}>; rel=preload; as="style"; nonce="abc"`;

type App = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(app: App, deferScripts?: (req: IncomingMessage) => boolean) {
  const compress = compressResponses();
  const server = createServer((req, res) =>
    compress(req, res, () => {
      firstPaintPage(res, { cssOf, deferScripts });
      app(req, res);
    }),
  );
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, encoding = "identity") {
  return new Promise<{ headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        resolve({
          headers: res.headers,
          body: (res.headers["content-encoding"] === "br" ? brotliDecompressSync(raw) : raw).toString(),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Next's way: headers flushed first, then the document in pieces, the head cut in two, the
 * bootstrap script cut in two as well, and the last piece later.
 */
const page =
  ({ type = "text/html; charset=utf-8", prerendered = false, html = head + body, status = 200 } = {}): App =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader("Content-Type", type);
    res.setHeader("Link", preloads);
    if (prerendered) res.setHeader("x-nextjs-prerender", "1");
    res.flushHeaders();
    const inBoot = Math.max(html.indexOf(boot) + 20, head.length + 10);
    res.write(html.slice(0, 60));
    res.write(html.slice(60, head.length + 10));
    res.write(html.slice(head.length + 10, inBoot));
    setTimeout(() => res.end(html.slice(inBoot)), 5);
  };

describe("the stylesheet inline in a page rendered per request", () => {
  it("puts the stylesheet in the head where its link was, keeps the link disabled for React, and sends the rest unchanged", async () => {
    const base = await serve(page());
    for (const encoding of ["identity", "br"]) {
      const { body: sent } = await get(`${base}/book-consultation?tz=Europe/London`, encoding);
      expect(sent).toContain(
        `<style data-inlined="${href}">@font-face{font-family:f;src:url(/_next/static/media/f.woff2)}body{color:red}</style>`,
      );
      expect(sent).toContain(`<link rel="stylesheet" href="${href}" nonce="abc" data-precedence="next" disabled=""/>`);
      expect(sent).not.toContain(link);
      expect(sent.endsWith(body)).toBe(true);
    }
  });

  it("drops the stylesheet's preload from the Link header and keeps the font's", async () => {
    const base = await serve(page());
    const { headers } = await get(`${base}/book-consultation`);
    expect(headers.link).toBe(
      `</_next/static/media/f.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"`,
    );
    expect(withoutStylesheetPreloads(`<${href}>; rel=preload; as="style"`)).toBeUndefined();
  });

  it("leaves prerendered pages, other content and a stylesheet it cannot read as they are", async () => {
    const prerendered = await get(`${await serve(page({ prerendered: true }))}/faq`);
    expect(prerendered.body).toBe(head + body);
    expect(prerendered.headers.link).toBe(preloads);
    const json = await get(`${await serve(page({ type: "application/json", html: `{"a":"${link}"}` }))}/api`);
    expect(json.body).toBe(`{"a":"${link}"}`);
    const other = head.replace(href, "/_next/static/chunks/gone.css") + body;
    expect((await get(`${await serve(page({ html: other }))}/search`)).body).toBe(other);
  });
});

describe("the framework's scripts after the first paint in a page rendered per request", () => {
  it("moves them from the head and the body into one loader with the request's nonce, in the bootstrap's place", async () => {
    const base = await serve(page(), (req) => req.url !== "/inbox");
    for (const encoding of ["identity", "br"]) {
      const { body: sent } = await get(`${base}/book-consultation?tz=Europe/London`, encoding);
      expect(sent).not.toMatch(/<script src="[^"]+" (async|nonce)=/);
      expect(sent).not.toContain('rel="preload" as="script"');
      expect(sent).toContain(`<style data-inlined="${href}">`);
      const loader = sent.match(
        /<script id="first-paint-scripts" nonce="abc">[^<]*\(\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/boot\.js"\],2\)<\/script>/,
      );
      expect(loader).not.toBeNull();
      // The page's content and its payload (with a character of two bytes) go out as they came.
      expect(sent).toContain(
        '<h1>Book a Consultation</h1><ul><li>10:00</li></ul></main><script nonce="abc" id="_R_">1</script><script id="first-paint-scripts"',
      );
      expect(sent.endsWith('<script nonce="abc">self.__next_f.push([1,"é"])</script></body></html>')).toBe(true);
    }
  });

  it("leaves them where Next put them on an error page, which its scripts draw: it would never paint without them", async () => {
    const sent = (await get(`${await serve(page({ status: 500 }), () => true)}/drill/error`)).body;
    expect(sent).toContain(boot);
    expect(sent).not.toContain("first-paint-scripts");
    expect(sent).toContain(`<style data-inlined="${href}">`);
  });

  it("leaves them where Next put them where the caller says so (the inbox), or when no bootstrap script comes", async () => {
    const base = await serve(page(), (req) => req.url !== "/inbox");
    const inbox = (await get(`${base}/inbox`)).body;
    expect(inbox).toContain(boot);
    expect(inbox).toContain('<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script>');
    expect(inbox).toContain(`<style data-inlined="${href}">`);
    const noBoot = head + body.replace(boot, "");
    const sent = (await get(`${await serve(page({ html: noBoot }), () => true)}/search`)).body;
    expect(sent).toContain('<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script>');
    expect(sent).not.toContain("first-paint-scripts");
    expect(sent).toContain(`<style data-inlined="${href}">`);
  });
});
