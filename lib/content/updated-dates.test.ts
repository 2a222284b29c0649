import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/catalogue";
import { allPosts } from "./blog";
import { loadPages } from "./pages";

/** Every page that prints "Last updated", with the file it comes from. */
const pages = [
  ...catalogue.conditions.map((c) => ({ file: c.file, updated: c.updated })),
  ...allPosts().map((p) => ({ file: `content/blog/${p.slug}.md`, updated: p.updated })),
  ...[...loadPages()].map(([slug, p]) => ({ file: `content/pages/${slug}.md`, updated: p.updated })),
];

const git = (...args: string[]) => {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
};

/**
 * Front-matter lines that describe a text rather than being part of it: its dates, who approved it, and
 * which readers it speaks to (`covers`, read from the text and never shown).
 */
const recordLine = /^(updated|effective|approvedBy|approvedOn|covers):/;

/**
 * The day of the newest commit that changed the file's text. A commit that only touched its
 * record lines (the clinic's approval added, a date moved to one place) did not change what the
 * page says, and must not make it claim a later "last updated".
 */
function lastTextChange(file: string): string | undefined {
  const log = git("log", "--format=%x00%cs", "-p", "-U0", "--no-color", "--no-ext-diff", "--", file);
  for (const commit of log?.split("\0").slice(1) ?? []) {
    const [day, ...lines] = commit.split("\n");
    let inHunk = false;
    for (const line of lines) {
      if (line.startsWith("diff --git")) inHunk = false;
      else if (line.startsWith("@@")) inHunk = true;
      else if (inHunk && /^[+-]/.test(line) && !recordLine.test(line.slice(1))) return day;
    }
  }
  return undefined;
}

const days = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

describe("the date a page says it was last updated", () => {
  it("is never in the future", () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const page of pages) expect([page.file, page.updated <= tomorrow]).toEqual([page.file, true]);
  });

  // A page must not claim to be fresher or staler than it is: its date is the day its text last
  // changed in the history (a day either side, for time zones). Files with uncommitted changes
  // and copies without history cannot be checked, and are named in the output.
  it("is the day its text last changed, where the history can tell", () => {
    if (git("rev-parse", "--is-inside-work-tree") !== "true") {
      console.info("updated dates: no git history here, not checked against it");
      return;
    }
    const changed = new Set(
      (git("status", "--porcelain", "--", "content") ?? "").split("\n").map((line) => line.replace(/^\s*\S+\s+/, "")),
    );
    const unchecked: string[] = [];
    for (const page of pages) {
      const committed = changed.has(page.file) ? undefined : lastTextChange(page.file);
      if (!committed) {
        unchecked.push(page.file);
        continue;
      }
      expect([page.file, page.updated, days(page.updated, committed) <= 1]).toEqual([page.file, page.updated, true]);
    }
    if (unchecked.length) console.info(`updated dates: ${unchecked.length} files with uncommitted changes not checked`);
  });
});
