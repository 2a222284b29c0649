import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { openStaffStore } from "@/lib/staff/store";
import { freshDatabase } from "@/tests/setup/test-database";
import { restoreBackup, takeBackup } from "./backup";
import { openDatabase } from "./database";
import { openEmbeddedPostgres } from "./embedded";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "clinic-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The project's own command, as an operator runs it beside the server: only the store's variable set. */
const npmRun = (script: string, file: string, storeDir: string) =>
  promisify(execFile)("node_modules/.bin/tsx", ["--conditions=react-server", `scripts/${script}.ts`, file], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      LEAD_DB_PATH: storeDir,
    },
  });

describe("npm run backup and npm run restore, on the embedded store", () => {
  it("back up the store while the server writes to it, and the copy restores into a new store with every row it holds", async () => {
    // The web server's side: the embedded store, opened and written to.
    const live = freshDir();
    const server = await openEmbeddedPostgres(live, { throwaway: true });
    const db = await openDatabase(server.url);
    const store = openLeadStore(db);
    const before = Array.from({ length: 200 }, (_, i) => sampleLead({ email: `before-${i}@example.com` }));
    for (const lead of before) await store.insertLead(lead, ["sheet"]);
    await openStaffStore(db).addStaff({
      id: "s1",
      name: "Priya Raman",
      email: "priya@clinic.example",
      passwordHash: "scrypt$hash",
      role: "owner",
      doctorId: null,
      createdAt: new Date().toISOString(),
      disabledAt: null,
    });
    await store.setStatus(before[0]!.id, "contacted", new Date(), {
      by: { staffId: "s1", staffName: "Priya Raman" },
      note: "Called",
    });

    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await store.insertLead(sampleLead({ email: `during-${i}@example.com` }), ["sheet"]);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const file = join(freshDir(), "store.json.gz");
    const { stdout } = await npmRun("backup", file, live);
    writing = false;
    await writer;
    expect(stdout).toContain(`Backed up the embedded store in ${live} to ${file}`);
    const leads = Number(/leads\s+(\d+) rows/.exec(stdout)?.[1]);
    expect(leads).toBeGreaterThanOrEqual(201);
    // One snapshot: every lead in it has its delivery, however many arrived meanwhile.
    expect(stdout).toMatch(new RegExp(`outbox\\s+${leads} rows`));
    expect(stdout).toMatch(/staff\s+1 rows/);
    await expect(npmRun("backup", file, live)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("exists already"),
    });
    await db.close();
    await server.release();

    // Restore into a new store directory, as docs/store.md says.
    const restoredDir = freshDir();
    const restored = await npmRun("restore", file, restoredDir);
    expect(restored.stdout).toMatch(new RegExp(`leads\\s+${leads} rows`));
    const again = await openEmbeddedPostgres(restoredDir, { throwaway: true });
    const restoredDb = await openDatabase(again.url);
    const copy = openLeadStore(restoredDb);
    expect((await copy.listLeads({ limit: 1, offset: 0 })).total).toBe(leads);
    expect(await copy.getLead(before[199]!.id)).toMatchObject({
      email: "before-199@example.com",
      receivedAt: before[199]!.receivedAt,
      details: {},
    });
    expect(await copy.historyFor(before[0]!.id)).toMatchObject([
      { toStatus: "contacted", note: "Called", staffName: "Priya Raman" },
    ]);
    expect(await openStaffStore(restoredDb).staffByEmail("priya@clinic.example")).toMatchObject({
      passwordHash: "scrypt$hash",
      role: "owner",
      doctorId: null,
    });
    // The ids go on after the restored ones.
    await copy.addNote(before[1]!.id, "After the restore", new Date(), { staffId: "s1", staffName: "Priya Raman" });
    expect((await copy.historyFor(before[1]!.id))[0]?.id).toBeGreaterThan(1);
    // A restore never writes over a store that has rows.
    await expect(npmRun("restore", file, restoredDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("the store is not empty"),
    });
    await restoredDb.close();
    await again.release();
  }, 120_000);

  it("refuses a file that is not one of its backups", async () => {
    const db = await freshDatabase();
    const file = join(freshDir(), "not-a-backup.json.gz");
    writeFileSync(file, "plain text");
    await expect(restoreBackup(db, file)).rejects.toThrow();
    const good = join(freshDir(), "empty.json.gz");
    expect(await takeBackup(db, good)).toMatchObject({ tables: { leads: 0, outbox: 0, staff: 0 } });
    await expect(takeBackup(db, good)).rejects.toThrow(/exists already/);
  });
});
