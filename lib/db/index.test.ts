import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";

const fixture = join(import.meta.dirname, "../leads/import/fixtures/release-2026-11.db");
const started = process.cwd();
const dirs: string[] = [];

/** A fresh copy of lib/db, reading the environment the test set. */
async function load(env: Record<string, string>) {
  vi.resetModules();
  await forgetProcessDatabase();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("./index");
}

afterEach(async () => {
  await forgetProcessDatabase();
  vi.unstubAllEnvs();
  process.chdir(started);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the process's database", () => {
  it("is the PostgreSQL server at DATABASE_URL, named without its password", async () => {
    const url = await freshDatabaseUrl();
    const { database } = await load({ DATABASE_URL: url });
    const db = await database();
    const { host, pathname, password } = new URL(url);
    expect(db.store).toEqual({ kind: "external", server: `${host}${pathname}` });
    if (password) expect(JSON.stringify(db.store)).not.toContain(password);
    expect(await database()).toBe(db);
  });

  it("refuses to start beside an earlier release's data/leads.db, naming the import command, and the import may open it", async () => {
    // A clinic upgrading with LEAD_DB_PATH unset: its leads are in data/leads.db.
    const project = mkdtempSync(join(tmpdir(), "clinic-upgrade-"));
    dirs.push(project);
    // As a project's folder usually is: under root, the store's server (nobody) must reach data/store.
    chmodSync(project, 0o755);
    mkdirSync(join(project, "data"));
    copyFileSync(fixture, join(project, "data", "leads.db"));
    process.chdir(project);
    const { database, openConfiguredDatabase, StoreRefusal } = await load({ DATABASE_URL: "", LEAD_DB_PATH: "" });
    const refused = database();
    await expect(refused).rejects.toBeInstanceOf(StoreRefusal);
    await expect(refused).rejects.toThrow("npm run import-sqlite -- data/leads.db");
    // The import itself opens the new store in data/store beside it.
    const db = await openConfiguredDatabase({ importing: "data/leads.db" });
    expect(db.store).toEqual({ kind: "embedded", directory: join(project, "data", "store") });
    await db.close();
  }, 60_000);
});
