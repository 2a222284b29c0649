import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { migrations } from ".";

it("lists every migration file once, under its own name, in the order of its number", () => {
  const files = readdirSync(import.meta.dirname)
    .filter((f) => /^\d{4}-.+\.ts$/.test(f) && !f.endsWith(".test.ts"))
    .sort();
  const names = files.map((f) => f.replace(/\.ts$/, ""));
  expect(migrations.map((m) => m.name)).toEqual(names);
  const index = readFileSync(`${import.meta.dirname}/index.ts`, "utf8");
  const imported = [...index.matchAll(/from "\.\/(\d{4}-[^"]+)"/g)].map((m) => m[1]);
  expect(imported).toEqual(names);
  // Two files with one number would run in an order only their names decide.
  const numbers = names.map((n) => n.slice(0, 4));
  expect(new Set(numbers).size).toBe(numbers.length);
});
