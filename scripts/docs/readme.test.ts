import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");

/** A line of a fenced block that maps a folder, as docs/architecture.md's map does: `lib/db/   the database`. */
const folderLine = /^\s*(?:app|components|content|lib|scripts|server|tests)\/\S*\s{2,}\S/;

function fencedLines(text: string): string[] {
  return text.split("```").flatMap((part, index) => (index % 2 === 1 ? part.split("\n") : []));
}

describe("the README", () => {
  it("is at most 200 lines: what the site is, the two commands, the commands and where to read on", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("holds no folder map: the one map is docs/architecture.md's", () => {
    expect(fencedLines(readme).filter((line) => folderLine.test(line))).toEqual([]);
    expect(fencedLines("```\nlib/db/                 the database\nnpm test   # the suite\n```")).toHaveLength(4);
    expect(folderLine.test("lib/db/                 the database")).toBe(true);
    expect(folderLine.test("npm test                   # the whole suite")).toBe(false);
  });
});
