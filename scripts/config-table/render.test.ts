import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { configDescriptions, configVariables } from "@/lib/config";
import { configDocument, configRows, configTable, tableEnd, tableStart, withTable } from "./render";

describe("the configuration table in docs/configuration.md", () => {
  it("is what npm run docs:config writes from lib/config.ts", () => {
    const committed = readFileSync(configDocument, "utf8");
    const fresh = withTable(committed, configTable(configRows(configVariables, configDescriptions)));
    expect(committed, `${configDocument} is stale: run npm run docs:config and commit the result`).toBe(fresh);
  });

  it("refuses a variable without a description, and a description without a variable, naming each", () => {
    const rules = { DESCRIBED: z.string(), NEW_SETTING: z.string() };
    expect(() => configRows(rules, { DESCRIBED: "x", GONE: "y" })).toThrow(
      /NEW_SETTING has no description[^]*GONE is described in configDescriptions but is not in the schema/,
    );
  });

  it("shows the schema's default, or what unset means, or that the variable was removed", () => {
    const rules = {
      WITH_DEFAULT: z.preprocess((v) => v, z.string().default("full")),
      OPTIONAL: z.string().optional(),
      OLD: z.undefined(),
      PIPE: z.string(),
    };
    const table = configTable(
      configRows(rules, {
        WITH_DEFAULT: "a | b",
        OPTIONAL: { text: "t", unset: "kept" },
        OLD: { removed: "gone" },
        PIPE: "p",
      }),
    );
    expect(table.split("\n").slice(2)).toEqual([
      "| `WITH_DEFAULT` | `full` | a \\| b |",
      "| `OPTIONAL` | unset (kept) | t |",
      "| `OLD` | (removed) | gone |",
      "| `PIPE` | unset | p |",
    ]);
  });

  it("replaces only what lies between the markers, and refuses a document without them", () => {
    const document = `intro\n${tableStart}\nold\n${tableEnd}\nafter\n`;
    expect(withTable(document, "new")).toBe(`intro\n${tableStart}\nnew\n${tableEnd}\nafter\n`);
    expect(() => withTable("no markers", "new")).toThrow(/config-table:start/);
  });
});
