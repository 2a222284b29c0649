import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** `npm run staff -- …` as a person runs it: the project's tsx on scripts/staff.ts, with standard input given. */
function staff(args: string[], input = "") {
  const run = spawnSync(
    join(root, "node_modules/.bin/tsx"),
    ["--conditions=react-server", "scripts/staff.ts", ...args],
    { cwd: root, input, encoding: "utf8", env: { ...process.env, STAFF_PASSWORD: "" }, timeout: 30_000 },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run staff", () => {
  it("prints its usage for --help and exits 0, without a stack trace", () => {
    for (const args of [["--help"], ["-h"], ["help"]]) {
      const { status, stdout, stderr } = staff(args);
      expect(status, args.join(" ")).toBe(0);
      expect(stdout).toMatch(/^Usage:\n {2}npm run staff -- add --name/);
      expect(stdout).toContain("set-password");
      expect(stderr).toBe("");
    }
  }, 60_000);

  it("answers an unknown option with what was wrong and the usage, exit 2, no stack trace", () => {
    const { status, stderr } = staff(["add", "--colour", "blue"]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/Unknown option '--colour'/);
    expect(stderr).toContain("Usage:");
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it("refuses a guessable password with its reason, and adds nothing", () => {
    for (const [password, reason] of [
      ["password1234", /This is similar to a commonly used password\./],
      ["aaaaaaaaaaaa", /Repeated characters like "aaa" are easy to guess\./],
      ["short", /at least 12 characters/],
    ] as const) {
      const { status, stderr } = staff(
        ["add", "--name", "Priya Raman", "--email", "priya@clinic.example"],
        `${password}\n`,
      );
      expect(status, password).toBe(2);
      expect(stderr).toMatch(reason);
      expect(stderr).toContain("Nothing was changed.");
    }
  }, 60_000);
});
