import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

/**
 * `npm run lint` starts with `prettier --check .` (package.json): a file written by hand in
 * another shape fails it. Run in a folder inside the repository, so the repository's own
 * .prettierrc.json and .prettierignore apply as they do to `.`.
 */
const root = new URL("..", import.meta.url).pathname;
const folder = mkdtempSync(join(root, "tests", ".format-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const check = (file: string) =>
  promisify(execFile)(join(root, "node_modules/.bin/prettier"), ["--check", file], { cwd: root }).then(
    () => "formatted",
    (error: { stdout: string }) => `refused: ${error.stdout}`,
  );

it("the lint script checks formatting before ESLint", async () => {
  const { default: pkg } = await import("../package.json", { with: { type: "json" } });
  expect(pkg.scripts.lint).toMatch(/^prettier --check \. && eslint /);
});

it("refuses a file that is not formatted, and passes it once formatted", async () => {
  const file = join(folder, "unformatted.ts");
  writeFileSync(file, "export const a = {b:1,\n  c : 'two'}\n");
  expect(await check(file)).toMatch(/^refused: /);
  writeFileSync(file, 'export const a = { b: 1, c: "two" };\n');
  expect(await check(file)).toBe("formatted");
}, 30_000);

it("wraps code at 120 columns", async () => {
  const file = join(folder, "long.ts");
  const call = `export const x = f(${Array.from({ length: 12 }, (_, i) => `"argument-${i}"`).join(", ")});\n`;
  expect(call.length).toBeGreaterThan(120);
  writeFileSync(file, call);
  expect(await check(file)).toMatch(/^refused: /);
}, 30_000);
