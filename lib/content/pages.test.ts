import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config";
import { copyContent } from "./copy-for-test";
import { getPage, loadPages } from "./pages";

describe("policy pages", () => {
  it("renders each page with the site's name, phone and e-mail filled in", () => {
    const pages = loadPages();
    expect([...pages.keys()].sort()).toEqual([
      "about",
      "disclaimer",
      "editorial-policy",
      "privacy",
      "refund",
      "shipping",
      "terms",
    ]);
    for (const page of pages.values()) expect(page.html).not.toContain("{{");
    expect(getPage("privacy").html).toContain(config().site.email);
  });

  it("a broken front-matter field stops the build with the file's name", () => {
    const { root, dir } = copyContent("content/pages");
    const file = path.join(dir, "refund.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^description: .*$/m, 'description: "Too short."'));
    expect(() => loadPages(root)).toThrow(/content\/pages\/refund\.md: description: /);
  });

  it("refuses a policy's own effective date: the policies' one date lives in content/policies.ts", () => {
    const { root, dir } = copyContent("content/pages");
    const file = path.join(dir, "terms.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^updated: /m, "effective: 2025-06-22\nupdated: "));
    expect(() => loadPages(root)).toThrow(
      "content/pages/terms.md: effective: the policies' effective date is set once, in content/policies.ts",
    );
  });

  it("names the file of a page that does not exist", () => {
    expect(() => getPage("no-such-page")).toThrow("content/pages/no-such-page.md does not exist");
  });
});
