import { describe, expect, it } from "vitest";
import { deferFrameworkScripts, deferredScripts, inlineStylesheets, rebaseUrls } from "./html.mjs";

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
    expect(deferredScripts(deferred)).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/boot.js",
    ]);
    expect(deferred).toMatch(/<script id="first-paint-scripts">[^<]+<\/script><\/body><\/html>$/);
  });

  it("leaves the legacy polyfill, the payload and the content alone", () => {
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('self.__next_f.push([1,"</body> inside the payload"])');
    expect(deferred).toContain("<h1>Piles</h1>");
  });

  /** Runs the loader against a stand-in browser, and returns the steps that browser can take. */
  const runLoader = ({ paintTiming, visibility = "visible" }: { paintTiming: boolean; visibility?: string }) => {
    const loader = deferred.match(/<script id="first-paint-scripts">([^<]+)<\/script>/)?.[1] ?? "";
    const added: string[] = [];
    const timers: { ms: number; run: () => void }[] = [];
    const onLoad: (() => void)[] = [];
    const observers: ((names: string[]) => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
      constructor(
        private callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: { disconnect: () => void },
        ) => void,
      ) {}
      observe() {
        const report = (names: string[]) =>
          this.callback(
            { getEntriesByName: (name) => names.filter((n) => n === name) },
            { disconnect: () => observers.splice(observers.indexOf(report), 1) },
          );
        observers.push(report);
      }
    }
    const document = {
      readyState: "interactive",
      visibilityState: visibility,
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (element: { src: string }) => added.push(element.src) },
    };
    new Function("window", "document", "setTimeout", "addEventListener", loader)(
      { PerformanceObserver },
      document,
      (run: () => void, ms: number) => timers.push({ ms, run }),
      (_: string, run: () => void) => onLoad.push(run),
    );
    /** Runs the timers due within `ms` once: one turn of the browser's task loop. */
    const turn = (ms: number) => {
      const due = timers.filter((timer) => timer.ms <= ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
      due.forEach((timer) => timer.run());
      return due.length;
    };
    /** Runs the timers due within `ms`, and those they set in turn. */
    const wait = (ms: number) => {
      while (turn(ms) > 0);
    };
    return {
      added,
      turn,
      paint: (name: string) => [...observers].forEach((report) => report([name])),
      wait,
      load: () => onLoad.splice(0).forEach((run) => run()),
    };
  };

  it("adds the scripts once the page has painted its content and loaded, and only once", () => {
    const browser = runLoader({ paintTiming: true });
    browser.paint("first-paint");
    browser.load();
    browser.wait(0);
    expect(browser.added).toEqual([]);
    browser.paint("first-contentful-paint");
    browser.wait(0);
    expect(browser.added).toHaveLength(3);
    browser.paint("first-contentful-paint");
    browser.wait(5000);
    expect(browser.added).toHaveLength(3);
  });

  it("adds one script per task, so no single task grows long", () => {
    const browser = runLoader({ paintTiming: true });
    browser.load();
    browser.paint("first-contentful-paint");
    browser.turn(0);
    expect(browser.added).toEqual(["/_next/static/chunks/react.js"]);
    browser.turn(0);
    expect(browser.added).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/page.js"]);
    browser.wait(0);
    expect(browser.added).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/boot.js",
    ]);
  });

  it("does not wait for a slow picture's load more than 3 s after the first paint", () => {
    const browser = runLoader({ paintTiming: true });
    browser.paint("first-contentful-paint");
    browser.wait(0);
    expect(browser.added).toEqual([]);
    browser.wait(3000);
    expect(browser.added).toHaveLength(3);
    browser.load();
    expect(browser.added).toHaveLength(3);
  });

  it("without paint timing, or in a background tab, adds them at load", () => {
    for (const browser of [runLoader({ paintTiming: false }), runLoader({ paintTiming: true, visibility: "hidden" })]) {
      browser.paint("first-contentful-paint");
      browser.wait(5000);
      expect(browser.added).toEqual([]);
      browser.load();
      browser.wait(0);
      expect(browser.added).toHaveLength(3);
    }
  });

  it("leaves a page it already prepared, or one without such scripts, unchanged", () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
    expect(deferredScripts(plain)).toEqual([]);
  });
});

describe("inlineStylesheets", () => {
  const prepared = inlineStylesheets(page, () => "h1{font-family:fraunces}");

  it("puts the stylesheet in a <style> where the render-blocking link was", () => {
    expect(prepared).toContain('<style data-inlined="/_next/static/chunks/site.css">h1{font-family:fraunces}</style>');
    expect(prepared).not.toMatch(/<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/);
  });

  it("keeps the link for React, disabled so that no browser fetches it", () => {
    expect(prepared).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
  });

  it("prepares a page once", () => {
    expect(inlineStylesheets(prepared, () => "h2{}")).toBe(prepared);
  });

  it("cannot be closed early by the CSS it carries", () => {
    expect(inlineStylesheets(page, () => "a::after{content:'</style><script>'}")).not.toContain("</style><script>'");
  });

  it("points the stylesheet's fonts from the site's root", () => {
    expect(inlineStylesheets(page, () => "@font-face{src:url(../media/f.woff2)}")).toContain(
      "@font-face{src:url(/_next/static/media/f.woff2)}",
    );
  });
});

describe("rebaseUrls", () => {
  it("points a stylesheet's relative font address from the site's root", () => {
    expect(rebaseUrls("src:url(../media/f.woff2)format('woff2')", "/_next/static/chunks/site.css")).toBe(
      "src:url(/_next/static/media/f.woff2)format('woff2')",
    );
    expect(rebaseUrls(`url("../media/f.woff2")`, "/_next/static/chunks/site.css")).toBe(
      `url("/_next/static/media/f.woff2")`,
    );
  });

  it("leaves absolute, data and fragment addresses alone", () => {
    const css = `url(/x.png) url("data:image/svg+xml,%3Csvg%3E") url(#clip) url(https://example.org/a.png)`;
    expect(rebaseUrls(css, "/_next/static/chunks/site.css")).toBe(css);
  });
});
