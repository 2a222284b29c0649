import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedUrl, openEmbeddedPostgres, StoreRefusal } from "./embedded";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "clinic-embedded-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function query<R extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const running = (dir: string) => existsSync(join(dir, "pgdata", "postmaster.pid"));

describe("the embedded store", () => {
  it("is made in an empty directory, shared by every process that opens it, and stopped by the last to leave", async () => {
    const dir = freshDir();
    // Two processes at once on a directory with nothing in it yet: one data directory, one server.
    const [web, staffCommand] = await Promise.all([
      openEmbeddedPostgres(dir, { throwaway: true }),
      openEmbeddedPostgres(dir, { throwaway: true }),
    ]);
    expect(web.url).toBe(staffCommand.url);
    expect(web.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
    expect(web.version).toMatch(/^\d+\.\d+/);
    expect(embeddedUrl(dir)).toBe(web.url);
    await query(web.url, "CREATE TABLE kept (note text)");
    await query(web.url, "INSERT INTO kept VALUES ('written before the restart')");

    // The staff command finishes while the web server still uses the store: it stays up.
    await staffCommand.release();
    expect(running(dir)).toBe(true);
    expect(await query(web.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    // The last user leaves: the server stops, and what it held is there at the next start.
    await web.release();
    expect(running(dir)).toBe(false);
    expect(embeddedUrl(dir)).toBeUndefined();

    const again = await openEmbeddedPostgres(dir, { throwaway: true });
    expect(await query(again.url, "SELECT note FROM kept")).toEqual([{ note: "written before the restart" }]);
    await again.release();
  }, 60_000);

  it("starts the server again when it stops under a process that uses it", async () => {
    const dir = freshDir();
    const events: string[] = [];
    const store = await openEmbeddedPostgres(dir, { throwaway: true, onEvent: (event) => events.push(event) });
    const pid = Number(readFileSync(join(dir, "pgdata", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGKILL");
    const deadline = Date.now() + 30_000;
    while (!events.includes("restarted") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual(["lost", "restarted"]);
    expect(await query(store.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await store.release();
    expect(running(dir)).toBe(false);
  }, 60_000);

  it("refuses a SQLite file from an earlier release, saying how to import it, and any other file", async () => {
    const dir = freshDir();
    const sqlite = join(dir, "leads.db");
    copyFileSync(join(import.meta.dirname, "../leads/import/fixtures/release-2026-11.db"), sqlite);
    const refusal = openEmbeddedPostgres(sqlite);
    await expect(refusal).rejects.toBeInstanceOf(StoreRefusal);
    await expect(refusal).rejects.toThrow(`npm run import-sqlite -- ${sqlite}`);
    const other = join(dir, "notes.txt");
    writeFileSync(other, "not a store");
    await expect(openEmbeddedPostgres(other)).rejects.toThrow(/must name a directory for the store/);
  });
});
