import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/** The README and every Markdown file under docs/, each with its text. */
function documents(): Record<string, string> {
  const files = [
    "README.md",
    ...readdirSync("docs", { recursive: true, encoding: "utf8" }).map((file) => join("docs", file)),
  ];
  return Object.fromEntries(
    files.filter((file) => file.endsWith(".md")).map((file) => [file, readFileSync(file, "utf8")]),
  );
}

const topFolders = "app|components|content|lib|scripts|server|tests|docs|public|\\.ci";
/** A path from the repository's root, as the documents write them: `lib/config.ts`, app/(site)/, docs/deploy.md. */
const rootPath = new RegExp(`(?<![\\w/.@-])(?:${topFolders})/[\\w\\-./()\\[\\]{},<>*…]*`, "g");
/** A Markdown link's target, relative to the document. */
const link = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** `store/{sqlite,postgres}.ts` → both files. */
function expand(path: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(path);
  if (!brace) return [path];
  return brace[1]!
    .split(",")
    .flatMap((part) => expand(path.slice(0, brace.index) + part + path.slice(brace.index + brace[0].length)));
}

/** Where the clinic puts its own files: named before the first one exists. */
const placesToFill = ["public/photos/"];

/** What must exist for a reference: the path itself, or for a pattern (`<slug>`, `*`, `...`) the folder before it. */
function mustExist(reference: string): string {
  let path = reference.split("](")[0]!.replace(/[.,;:]+$/, "");
  while (path.endsWith(")") && path.split("(").length < path.split(")").length)
    path = path.slice(0, -1).replace(/[.,;:]+$/, "");
  const pattern = path.search(/<|\*|\.\.\.|…/);
  return pattern < 0 ? path : path.slice(0, path.lastIndexOf("/", pattern) + 1);
}

/** A decision record may be named by its number alone: docs/decisions/035. */
function exists(path: string): boolean {
  if (existsSync(path) || placesToFill.some((place) => path.startsWith(place))) return true;
  const record = /^docs\/decisions\/(\d{3})$/.exec(path);
  return Boolean(record && readdirSync("docs/decisions").some((file) => file.startsWith(`${record[1]}-`)));
}

function missingPaths(files: Record<string, string>): string[] {
  const missing: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const references = [
      ...[...text.matchAll(rootPath)].map((m) => m[0]),
      ...[...text.matchAll(link)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .map((target) => join(dirname(file), target)),
    ];
    for (const reference of references) {
      for (const path of expand(mustExist(reference))) {
        if (path && !exists(path)) missing.push(`${file}: ${reference} does not exist`);
      }
    }
  }
  return [...new Set(missing)];
}

describe("paths named in the README and docs/", () => {
  it("all exist", () => {
    const files = documents();
    expect(Object.keys(files)).toContain("docs/architecture.md");
    expect(missingPaths(files)).toEqual([]);
  });

  it("are read as the documents write them, and a missing one is named", () => {
    expect(
      missingPaths({
        "docs/x.md": [
          "See lib/config.ts, `lib/leads/store/{index,gone}.ts` and (docs/deploy.md).",
          "Put it in `content/conditions/<category>/<slug>.md`; records live in docs/decisions/035.",
          "[the map](architecture.md), [a page](https://example.com/x), [lost](missing.md#part)",
        ].join("\n"),
      }),
    ).toEqual([
      "docs/x.md: lib/leads/store/{index,gone}.ts does not exist",
      "docs/x.md: docs/missing.md does not exist",
    ]);
  });
});
