import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = "docs/decisions";

/**
 * Every record opens the same way, so a reader sees at once when it was decided and whether it
 * still stands:
 *
 *   # 025: Wrong passwords are slowed, then blocked
 *
 *   - Date: 2026-11-23
 *   - Status: Accepted                  (or: Superseded by 035)
 *   - Amended by: 035                   (optional: later records that changed part of it)
 */
const measurementRound = /\b(?:measured|measuring|measurements?|round)\b/i;

function headerProblems(files: Record<string, string>): string[] {
  const numbers = new Set(Object.keys(files).map((file) => file.slice(0, 3)));
  const problems: string[] = [];
  const known = (file: string, what: string, number: string) => {
    if (!numbers.has(number)) problems.push(`${file}: ${what} ${number}, which is no record in ${folder}/`);
  };
  for (const [file, text] of Object.entries(files)) {
    const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1];
    if (!number) {
      problems.push(`${file}: a record's file is named NNN-words-with-hyphens.md`);
      continue;
    }
    const [title, blank, date, status, ...rest] = text.split("\n");
    if (!title?.startsWith(`# ${number}: `)) problems.push(`${file}: the first line must be "# ${number}: <title>"`);
    if (measurementRound.test(title ?? "") || measurementRound.test(file.replaceAll("-", " ")))
      problems.push(`${file}: a record names what was decided; a measurement round goes in docs/measurements/`);
    if (blank !== "") problems.push(`${file}: the title must be followed by an empty line`);
    const day = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(date ?? "")?.[1];
    if (!day || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      problems.push(
        `${file}: the third line must be "- Date: YYYY-MM-DD", the day it was decided (is ${JSON.stringify(date)})`,
      );
    }
    const standing = /^- Status: (?:Accepted|Superseded by (\d{3}))$/.exec(status ?? "");
    if (!standing)
      problems.push(
        `${file}: the fourth line must be "- Status: Accepted" or "- Status: Superseded by NNN" (is ${JSON.stringify(status)})`,
      );
    else if (standing[1]) known(file, "is superseded by", standing[1]);
    const amended = rest[0]?.startsWith("- Amended by:") ? rest[0] : undefined;
    if (amended) {
      const list = /^- Amended by: (\d{3}(?:, \d{3})*)$/.exec(amended)?.[1];
      if (!list)
        problems.push(`${file}: "- Amended by:" takes record numbers, comma-separated (is ${JSON.stringify(amended)})`);
      else for (const later of list.split(", ")) known(file, "is amended by", later);
    }
    if (rest[amended ? 1 : 0] !== "") problems.push(`${file}: the header must be followed by an empty line`);
  }
  return problems;
}

describe("the decision records", () => {
  it("each open with their number and title, the date decided, and whether they still stand", () => {
    const files = Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith(".md"))
        .map((file) => [file, readFileSync(`${folder}/${file}`, "utf8")]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(headerProblems(files)).toEqual([]);
  });

  it("names what is wrong with a header", () => {
    const good = "# 001: Good\n\n- Date: 2026-11-21\n- Status: Accepted\n- Amended by: 002\n\n## Context\n";
    const problems = headerProblems({
      "001-good.md": good,
      "002-undated.md": "# 002: No date\n\n- Status: Accepted\n\n",
      "003-gone.md": "# 003: Gone\n\n- Date: 2026-02-30\n- Status: Superseded by 009\n\n",
      "004-wrong-number.md": "# 005: Wrong\n\n- Date: 2026-11-21\n- Status: accepted\n\n",
      "005-jobs-measured-on-a-shared-machine.md":
        "# 005: Jobs on a shared machine\n\n- Date: 2026-11-21\n- Status: Accepted\n\n",
      "006-speed.md": "# 006: Speed round three\n\n- Date: 2026-11-21\n- Status: Accepted\n\n",
      "007-around-the-clock.md": "# 007: Reminders around the clock\n\n- Date: 2026-11-21\n- Status: Accepted\n\n",
    });
    expect(problems).toEqual([
      '002-undated.md: the third line must be "- Date: YYYY-MM-DD", the day it was decided (is "- Status: Accepted")',
      '002-undated.md: the fourth line must be "- Status: Accepted" or "- Status: Superseded by NNN" (is "")',
      '003-gone.md: the third line must be "- Date: YYYY-MM-DD", the day it was decided (is "- Date: 2026-02-30")',
      "003-gone.md: is superseded by 009, which is no record in docs/decisions/",
      '004-wrong-number.md: the first line must be "# 004: <title>"',
      '004-wrong-number.md: the fourth line must be "- Status: Accepted" or "- Status: Superseded by NNN" (is "- Status: accepted")',
      "005-jobs-measured-on-a-shared-machine.md: a record names what was decided; a measurement round goes in docs/measurements/",
      "006-speed.md: a record names what was decided; a measurement round goes in docs/measurements/",
    ]);
  });
});
