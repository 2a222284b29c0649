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

/**
 * The folders the map in docs/architecture.md names. A line of the map is `<names>  <what they hold>`;
 * a name ending in `/` is a folder inside the nearest line above it that is indented less. A line
 * indented more than two columns past the line above continues that line's description.
 */
function mappedFolders(architecture: string): Set<string> {
  const section = architecture.slice(architecture.indexOf("\n## Folders\n"));
  const map = /```\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
  const named = new Set<string>();
  const parents: { indent: number; path: string }[] = [];
  let previousIndent = -2;
  for (const line of map.split("\n")) {
    const indent = line.search(/\S/);
    if (indent < 0 || indent > previousIndent + 2) continue;
    previousIndent = indent;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const parent = parents.at(-1)?.path ?? "";
    const folders = line
      .trim()
      .split(/\s{2,}/)[0]!
      .split(" ")
      .filter((name) => name.endsWith("/"));
    for (const folder of folders) {
      const path = parent + folder;
      for (let end = path.indexOf("/"); end >= 0; end = path.indexOf("/", end + 1)) named.add(path.slice(0, end + 1));
    }
    if (folders[0]) parents.push({ indent, path: parent + folders[0] });
  }
  return named;
}

/** The folders the map must name: those of app/ and lib/, of the inbox and of app/api/. */
function foldersToMap(): string[] {
  return ["app/", "app/(inbox)/inbox/", "app/api/", "lib/"].flatMap((parent) =>
    readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}${entry.name}/`),
  );
}

describe("the folder map in docs/architecture.md", () => {
  it("names every folder of app/, the inbox, app/api/ and lib/", () => {
    const named = mappedFolders(readFileSync("docs/architecture.md", "utf8"));
    expect(foldersToMap().length).toBeGreaterThan(20);
    expect(foldersToMap().filter((folder) => !named.has(folder))).toEqual([]);
  });

  it("reads folders by their indent, several to a line, and not from a description's words", () => {
    const named = mappedFolders(
      [
        "# Architecture",
        "## Folders",
        "```",
        "app/                    routes only",
        "  (inbox)/inbox/        the inbox",
        "    agenda/ hours/      the desk; a description's last word/",
        "                        continued/ here",
        "  api/",
        "    leads/              the intake",
        "lib/",
        "  db/ vault/            the store",
        "```",
      ].join("\n"),
    );
    expect([...named].sort()).toEqual([
      "app/",
      "app/(inbox)/",
      "app/(inbox)/inbox/",
      "app/(inbox)/inbox/agenda/",
      "app/(inbox)/inbox/hours/",
      "app/api/",
      "app/api/leads/",
      "lib/",
      "lib/db/",
      "lib/vault/",
    ]);
    expect(named.has("app/(inbox)/inbox/continued/")).toBe(false);
  });
});
