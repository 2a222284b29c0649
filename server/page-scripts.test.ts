import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, loadPageScripts, manifestName, pagePath } from "./page-scripts.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as the browser does, and nothing a browser does not run", () => {
    const html =
      `<script>self.__next_f.push([0])</script><script id="_R_">x()</script>` +
      `<script type="application/ld+json">{"@type":"Thing"}</script><script src="/_next/static/a.js" async=""></script>` +
      `<script type="module">y()</script><script>self.__next_f.push([0])</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f.push([0])"), sha("x()"), sha("y()")]);
  });
});

describe("pagePath", () => {
  it("names the address a prerendered page answers", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("about.html")).toBe("/about");
    expect(pagePath("consultations/womens-health/pcos-pcod.html")).toBe("/consultations/womens-health/pcos-pcod");
    expect(pagePath("(site)/faq.html")).toBe("/faq");
  });
});

describe("loadPageScripts", () => {
  const build = (buildId: string, manifest?: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), "page-scripts-"));
    writeFileSync(join(dir, "BUILD_ID"), buildId);
    if (manifest) writeFileSync(join(dir, manifestName), JSON.stringify(manifest));
    return dir;
  };

  it("reads the hashes of the build it belongs to", () => {
    const { pages, problem } = loadPageScripts(build("b1", { buildId: "b1", pages: { "/": ["'sha256-a'"] } }));
    expect(problem).toBeUndefined();
    expect(pages.get("/")).toEqual(["'sha256-a'"]);
  });

  it("says why when there are none, or they are another build's", () => {
    expect(loadPageScripts(build("b1")).problem).toMatch(/could not be read/);
    expect(loadPageScripts(build("b2", { buildId: "b1", pages: {} })).problem).toMatch(/another build/);
  });
});
