import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadMarkdownFolder } from "./markdown";

const schema = z.object({ title: z.string().min(3), date: z.iso.date() });

/** A repository root holding `files` (path under the root: text). */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "markdown-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("loadMarkdownFolder", () => {
  it("reads each file's front matter, with YAML dates as ISO days, and its body", () => {
    const root = repository({
      "notes/b.md": "---\ntitle: Second\ndate: 2026-03-12\n---\nBody two\n",
      "notes/a.md": "---\ntitle: First\ndate: 2026-01-05\n---\nBody one\n",
      "notes/skip.txt": "not Markdown",
    });
    expect(loadMarkdownFolder("notes", schema, { root })).toEqual([
      {
        file: "notes/a.md",
        slug: "a",
        subfolder: "",
        data: { title: "First", date: "2026-01-05" },
        body: "Body one\n",
      },
      {
        file: "notes/b.md",
        slug: "b",
        subfolder: "",
        data: { title: "Second", date: "2026-03-12" },
        body: "Body two\n",
      },
    ]);
  });

  it("reads one level of sub-folders when asked, and files directly in the folder", () => {
    const good = "---\ntitle: Fine\ndate: 2026-01-05\n---\n";
    const root = repository({
      "notes/top.md": good,
      "notes/one/x.md": good,
      "notes/two/y.md": good,
      "notes/two/deeper/z.md": good,
    });
    expect(
      loadMarkdownFolder("notes", schema, { root, subfolders: true }).map((f) => [f.file, f.subfolder, f.slug]),
    ).toEqual([
      ["notes/top.md", "", "top"],
      ["notes/one/x.md", "one", "x"],
      ["notes/two/y.md", "two", "y"],
    ]);
    expect(loadMarkdownFolder("notes", schema, { root }).map((f) => f.file)).toEqual(["notes/top.md"]);
  });

  it("throws one error listing every problem of every file as <file>: <field>: <message>", () => {
    const root = repository({
      "notes/a.md": "---\ntitle: No\ndate: someday\n---\n",
      "notes/b.md": "---\ndate: 2026-01-05\n---\n",
      "notes/c.md": "---\ntitle: [unclosed\n---\n",
      "notes/d.md": "---\ntitle: Fine\ndate: 2026-01-05\n---\n",
    });
    let message = "";
    try {
      loadMarkdownFolder("notes", schema, { root });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(
      message
        .split("\n")
        .slice(1)
        .map((line) => line.trim().replace(/(front matter: ).+/, "$1...")),
    ).toEqual([
      "notes/a.md: title: Too small: expected string to have >=3 characters",
      "notes/a.md: date: Invalid ISO date",
      "notes/b.md: title: Invalid input: expected string, received undefined",
      "notes/c.md: front matter: ...",
    ]);
  });

  it("reads each file once per process", () => {
    const root = repository({ "notes/a.md": "---\ntitle: First\ndate: 2026-01-05\n---\n" });
    loadMarkdownFolder("notes", schema, { root });
    writeFileSync(path.join(root, "notes/a.md"), "---\ntitle: Changed\ndate: 2026-01-05\n---\n");
    expect(loadMarkdownFolder("notes", schema, { root })[0]!.data.title).toBe("First");
  });

  it("finds no files in a folder that does not exist", () => {
    expect(loadMarkdownFolder("missing", schema, { root: repository({}) })).toEqual([]);
  });
});
