import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { openStaffStore } from "@/lib/staff/store";
import { keyFileName, loadVault, newKey, vaultOfKeys } from "@/lib/vault";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { restoreBackup, takeBackup } from "./backup";
import { openDatabase } from "./database";
import { openEmbeddedPostgres } from "./embedded";
import { migrate } from "./migrate";
import { migrations } from "./migrations";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "clinic-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The project's own command, as an operator runs it beside the server: only the store's variables set. */
const npmRun = (script: string, file: string, storeDir: string, env: Record<string, string> = {}) =>
  promisify(execFile)("node_modules/.bin/tsx", ["--conditions=react-server", `scripts/${script}.ts`, file], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      LEAD_DB_PATH: storeDir,
      ...env,
    },
  });

/** The embedded store's vault as the web server loads it: the key file in its directory, made on first start. */
const fileVault = (dir: string) => loadVault({ keyFile: join(dir, keyFileName), createKeyFile: true }).vault;

/** A diet-form lead with a medicine in it: the health text a backup must not show. */
const medicine = "Levothyroxine 50 mcg each morning";
const dietLead = () =>
  sampleLead({
    formType: "Diet Plan Form",
    email: "diet@example.com",
    message: `I take ${medicine}`,
    details: { healthIssue: "pcos", currentMedicine: "yes", age: 34, heightFeet: 5, heightInches: 4 },
  });

describe("npm run backup and npm run restore, on the embedded store", () => {
  it("back up the store while the server writes to it, and the copy restores into a new store with every row it holds", async () => {
    // The web server's side: the embedded store, opened and written to.
    const live = freshDir();
    const server = await openEmbeddedPostgres(live, { throwaway: true });
    const db = await openDatabase(server.url, { vault: fileVault(live) });
    const store = openLeadStore(db);
    const before = Array.from({ length: 200 }, (_, i) => sampleLead({ email: `before-${i}@example.com` }));
    for (const lead of before) await store.insertLead(lead, ["sheet"]);
    const diet = dietLead();
    await store.insertLead(diet, ["sheet"]);
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
    expect(stdout).toContain(`encrypted with data key ${db.vault.currentKeyId()}`);
    const leads = Number(/leads\s+(\d+) rows/.exec(stdout)?.[1]);
    expect(leads).toBeGreaterThanOrEqual(202);
    // The file holds none of the health text, nor anything gzip can read: it is sealed whole.
    const bytes = readFileSync(file);
    for (const text of [medicine, "pcos", "Knee pain", "before-199@example.com"])
      expect(bytes.includes(text)).toBe(false);
    // One snapshot: every lead in it has its delivery, however many arrived meanwhile.
    expect(stdout).toMatch(new RegExp(`outbox\\s+${leads} rows`));
    expect(stdout).toMatch(/staff\s+1 rows/);
    await expect(npmRun("backup", file, live)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("exists already"),
    });
    await db.close();
    await server.release();

    // Restore into a new store directory, as docs/store.md says. Its new key cannot open the backup.
    const restoredDir = freshDir();
    const liveKey = JSON.parse(readFileSync(join(live, keyFileName), "utf8")) as { current: string };
    await expect(npmRun("restore", file, restoredDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `is encrypted with data key ${db.vault.currentKeyId()}, which this store does not have: set DATA_ENCRYPTION_KEY to it`,
      ),
    });
    // With the key, every row comes back, its health details sealed with the new store's own key.
    const restored = await npmRun("restore", file, restoredDir, { DATA_ENCRYPTION_KEY_PREVIOUS: liveKey.current });
    expect(restored.stdout).toMatch(new RegExp(`leads\\s+${leads} rows`));
    for (const [, table, n] of stdout.matchAll(/^ {2}(\w+)\s+(\d+) rows$/gm))
      expect(restored.stdout).toMatch(new RegExp(`^  ${table}\\s+${n} rows$`, "m"));
    const again = await openEmbeddedPostgres(restoredDir, { throwaway: true });
    const restoredDb = await openDatabase(again.url, { vault: fileVault(restoredDir) });
    expect(restoredDb.vault.currentKeyId()).not.toBe(db.vault.currentKeyId());
    const copy = openLeadStore(restoredDb);
    expect((await copy.listLeads({ limit: 1, offset: 0 })).total).toBe(leads);
    expect(await copy.getLead(diet.id)).toMatchObject({ message: diet.message, details: diet.details });
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
    // Or the old store's key file copied into the new directory first: the restored store keeps that key.
    const withKeyFile = freshDir();
    writeFileSync(join(withKeyFile, keyFileName), readFileSync(join(live, keyFileName)), { mode: 0o600 });
    const kept = await npmRun("restore", file, withKeyFile);
    expect(kept.stdout).toMatch(new RegExp(`leads\\s+${leads} rows`));
    expect(fileVault(withKeyFile).currentKeyId()).toBe(db.vault.currentKeyId());
    // The ids go on after the restored ones.
    await copy.addNote(before[1]!.id, "After the restore", new Date(), { staffId: "s1", staffName: "Priya Raman" });
    expect((await copy.historyFor(before[1]!.id))[0]?.id).toBeGreaterThan(1);
    // A restore never writes over a store that has rows.
    await expect(
      npmRun("restore", file, restoredDir, { DATA_ENCRYPTION_KEY_PREVIOUS: liveKey.current }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("the store is not empty"),
    });
    await restoredDb.close();
    await again.release();
  }, 120_000);

  it("refuses a file that is not one of its backups, or one changed or cut short, and restores nothing", async () => {
    const db = await freshDatabase();
    const file = join(freshDir(), "not-a-backup.json.gz");
    writeFileSync(file, "plain text");
    await expect(restoreBackup(db, file)).rejects.toThrow(/is not a backup of this site's store/);
    const good = join(freshDir(), "empty.json.gz");
    expect(await takeBackup(db, good)).toMatchObject({ tables: { leads: 0, outbox: 0, staff: 0 } });
    await expect(takeBackup(db, good)).rejects.toThrow(/exists already/);

    const source = await freshDatabase();
    await openLeadStore(source).insertLead(dietLead(), []);
    const taken = join(freshDir(), "one.backup");
    await takeBackup(source, taken);
    const bytes = readFileSync(taken);
    const changed = Buffer.from(bytes);
    changed[changed.length - 20]! ^= 1;
    const cut = join(freshDir(), "cut.backup");
    writeFileSync(cut, bytes.subarray(0, bytes.length - 5));
    const flipped = join(freshDir(), "changed.backup");
    writeFileSync(flipped, changed);
    await expect(restoreBackup(db, flipped)).rejects.toThrow(
      /does not open with its key: .*; it was changed or cut short/,
    );
    await expect(restoreBackup(db, cut)).rejects.toThrow(/it was changed or cut short/);
    expect((await openLeadStore(db).listLeads({ limit: 1, offset: 0 })).total).toBe(0);
    // A store of another key cannot open it at all, and says which key it needs.
    const other = await openDatabase(testDatabaseUrl(), { vault: vaultOfKeys(newKey()), schema: freshSchema() });
    await expect(restoreBackup(other, taken)).rejects.toThrow(
      `is encrypted with data key ${source.vault.currentKeyId()}, which this store does not have`,
    );
    await other.close();
    await restoreBackup(db, taken);
    expect((await openLeadStore(db).listLeads({ limit: 5, offset: 0 })).leads).toMatchObject([
      { message: `I take ${medicine}` },
    ]);
  }, 60_000);

  it("restores a backup of the release before, which was not encrypted, sealing its health details", async () => {
    // The rows as that release's backup holds them: its schema (up to 0013), and every row as row_to_json wrote it.
    const schema = freshSchema();
    const old = new pg.Pool({ connectionString: testDatabaseUrl(), options: `-c search_path=${schema}`, max: 1 });
    const before = migrations.slice(
      0,
      migrations.findIndex((m) => m.name === "0013-plan-links-and-payment-erasure") + 1,
    );
    await migrate(old, schema, vaultOfKeys(newKey()), before);
    await old.query(
      `INSERT INTO leads (id, form_type, received_at, name, email, message, details) VALUES ('old', 'Diet Plan Form', now(), 'Asha', 'asha@example.com', $1, '{"healthIssue":"pcos"}')`,
      [`I take ${medicine}`],
    );
    await old.query(
      `INSERT INTO lead_events (lead_id, at, kind, note) VALUES ('old', now(), 'note', 'Thyroid since 2019')`,
    );
    const { rows } = await old.query<{ row: unknown }>(`SELECT row_to_json(t) AS row FROM leads t`);
    const { rows: events } = await old.query<{ row: unknown }>(`SELECT row_to_json(t) AS row FROM lead_events t`);
    await old.end();
    const file = join(freshDir(), "release-before.json.gz");
    const lines = [
      {
        format: "clinic-store-backup",
        version: 1,
        takenAt: new Date().toISOString(),
        migrations: before.length,
        tables: { leads: 1, lead_events: 1 },
      },
      { table: "leads", row: rows[0]!.row },
      { table: "lead_events", row: events[0]!.row },
    ];
    writeFileSync(file, gzipSync(lines.map((l) => `${JSON.stringify(l)}\n`).join("")));

    const db = await freshDatabase();
    expect(await restoreBackup(db, file)).toMatchObject({ tables: { leads: 1, lead_events: 1 } });
    const { rows: stored } = await db.pool.query<{ row: string }>(`SELECT t::text AS row FROM leads t`);
    expect(stored[0]!.row).not.toContain(medicine);
    const leads = openLeadStore(db);
    expect(await leads.getLead("old")).toMatchObject({
      message: `I take ${medicine}`,
      details: { healthIssue: "pcos" },
    });
    expect(await leads.historyFor("old")).toMatchObject([{ note: "Thyroid since 2019" }]);
  });
});
