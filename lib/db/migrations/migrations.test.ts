import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { migrations } from ".";

it("lists every migration file once, in the order of its number, with no gap", () => {
  const files = readdirSync(import.meta.dirname).filter((f) => /^\d{4}-.+\.ts$/.test(f) && !f.endsWith(".test.ts")).sort();
  expect(files.map((f) => Number(f.slice(0, 4)))).toEqual(files.map((_, i) => i + 1));
  const index = readFileSync(`${import.meta.dirname}/index.ts`, "utf8");
  const imported = [...index.matchAll(/from "\.\/(\d{4}-[^"]+)"/g)].map((m) => `${m[1]}.ts`);
  expect(imported).toEqual(files);
  expect(migrations).toHaveLength(files.length);
});
