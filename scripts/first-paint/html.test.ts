import { describe, expect, it } from "vitest";
import { deferFrameworkScripts, deferredScripts, fontFaces, inlineCriticalCss, rebaseUrls } from "./html.mjs";

// The head and the end of the body as Next.js 16 writes them for a prerendered page.
const page =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><h1>Piles</h1><script src="/_next/static/chunks/boot.js" async=""></script>` +
  `<script>self.__next_f.push([1,"</body> inside the payload"])</script></body></html>`;

describe("deferFrameworkScripts", () => {
  const deferred = deferFrameworkScripts(page);

  it("takes the framework's scripts and their preload out of the markup", () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
  });

  it("loads every one of them, in a loader at the very end of the body", () => {
    expect(deferredScripts(deferred)).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/page.js", "/_next/static/chunks/boot.js"]);
    expect(deferred).toMatch(/<script id="first-paint-scripts">[^<]+<\/script><\/body><\/html>$/);
  });

  it("leaves the legacy polyfill, the payload and the content alone", () => {
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('self.__next_f.push([1,"</body> inside the payload"])');
    expect(deferred).toContain("<h1>Piles</h1>");
  });

  it("adds the scripts only after a frame has been painted, and once", async () => {
    const loader = deferred.match(/<script id="first-paint-scripts">([^<]+)<\/script>/)?.[1] ?? "";
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    const document = {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (element: { src: string }) => added.push(element.src) },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", "addEventListener", loader)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (_: string, callback: () => void) => listeners.push(callback),
    );
    expect(added).toEqual([]);
    frames.forEach((run) => run());
    expect(added).toEqual([]);
    timers.forEach((run) => run());
    expect(added).toHaveLength(3);
    listeners.forEach((run) => run());
    expect(added).toHaveLength(3);
  });

  it("leaves a page it already prepared, or one without such scripts, unchanged", () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
    expect(deferredScripts(plain)).toEqual([]);
  });
});

describe("inlineCriticalCss", () => {
  const prepared = inlineCriticalCss(page, () => "h1{font-family:fraunces}");

  it("puts the page's critical rules in a <style> where the render-blocking link was", () => {
    expect(prepared).toContain('<style data-critical="/_next/static/chunks/site.css">h1{font-family:fraunces}</style>');
    expect(prepared).not.toContain('href="/_next/static/chunks/site.css" data-precedence="next"/><link rel="preload"');
  });

  it("keeps the stylesheet (for React) loading without blocking, and for readers without JavaScript", () => {
    expect(prepared).toContain(`<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="print" onload="this.media='all'"/>`);
    expect(prepared).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript>');
  });

  it("prepares a page once", () => {
    expect(inlineCriticalCss(prepared, () => "h2{}")).toBe(prepared);
  });

  it("cannot be closed early by the CSS it carries", () => {
    expect(inlineCriticalCss(page, () => "a::after{content:'</style><script>'}")).not.toContain("</style><script>'");
  });
});

describe("rebaseUrls and fontFaces", () => {
  it("points a stylesheet's relative font address from the site's root", () => {
    expect(rebaseUrls("src:url(../media/f.woff2)format('woff2')", "/_next/static/chunks/site.css")).toBe("src:url(/_next/static/media/f.woff2)format('woff2')");
    expect(rebaseUrls(`url("../media/f.woff2")`, "/_next/static/chunks/site.css")).toBe(`url("/_next/static/media/f.woff2")`);
  });

  it("leaves absolute, data and fragment addresses alone", () => {
    const css = `url(/x.png) url("data:image/svg+xml,%3Csvg%3E") url(#clip) url(https://example.org/a.png)`;
    expect(rebaseUrls(css, "/_next/static/chunks/site.css")).toBe(css);
  });

  it("finds every @font-face rule, and nothing else", () => {
    const css = "h1{color:red}@font-face{font-family:fraunces;src:url(a.woff2)}@media (min-width:1px){p{margin:0}}@font-face{font-family:fraunces Fallback;src:local(Times New Roman)}";
    expect(fontFaces(css)).toBe("@font-face{font-family:fraunces;src:url(a.woff2)}@font-face{font-family:fraunces Fallback;src:local(Times New Roman)}");
  });
});
