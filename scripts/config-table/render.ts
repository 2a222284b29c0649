import type { z } from "zod";
import type { ConfigDescription } from "@/lib/config";

/** The document the table is written into. */
export const configDocument = "docs/configuration.md";

/** The table sits between these two lines in docs/configuration.md; everything else there is written by hand. */
export const tableStart = "<!-- config-table:start -->";
export const tableEnd = "<!-- config-table:end -->";

type Row = { name: string; fallback: string; text: string };

/** One row per variable, in the schema's order; throws naming every variable without a description, and every description without a variable. */
export function configRows(
  rules: Record<string, z.ZodType>,
  descriptions: Record<string, ConfigDescription | undefined>,
): Row[] {
  const names = Object.keys(rules);
  const undescribed = names.filter((name) => !descriptions[name]);
  const unknown = Object.keys(descriptions).filter((name) => !(name in rules));
  if (undescribed.length || unknown.length) {
    throw new Error(
      [
        ...undescribed.map((name) => `${name} has no description: add one to configDescriptions in lib/config.ts`),
        ...unknown.map(
          (name) => `${name} is described in configDescriptions but is not in the schema of lib/config.ts`,
        ),
      ].join("\n"),
    );
  }
  return names.map((name) => {
    const description = descriptions[name]!;
    if (typeof description === "string") return { name, fallback: fallbackOf(rules[name]!), text: description };
    if ("removed" in description) return { name, fallback: "(removed)", text: description.removed };
    return { name, fallback: `unset (${description.unset})`, text: description.text };
  });
}

/** The value the schema gives an unset variable, as the table shows it. */
function fallbackOf(rule: z.ZodType): string {
  const parsed = rule.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? `\`${String(parsed.data)}\`` : "unset";
}

const cell = (text: string) => text.replaceAll("|", "\\|");

export function configTable(rows: Row[]): string {
  return [
    "| variable | default | used for |",
    "| --- | --- | --- |",
    ...rows.map((row) => `| \`${row.name}\` | ${cell(row.fallback)} | ${cell(row.text)} |`),
  ].join("\n");
}

/** `document` with the text between the markers replaced by `table`. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(tableStart);
  const end = document.indexOf(tableEnd);
  if (start < 0 || end < start)
    throw new Error(`the document lacks the lines ${tableStart} and ${tableEnd}, in that order`);
  return `${document.slice(0, start + tableStart.length)}\n${table}\n${document.slice(end)}`;
}
