import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { openMessageDesk } from "@/lib/messages";
import { describe, expect, it } from "vitest";
import { createHashGate } from "@/lib/staff/hash-gate";
import { signIn } from "@/lib/staff/sign-in";
import { openStaffStore } from "@/lib/staff/store";
import { freshDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";
import { openLeadStore } from "../store/store";
import { importSqlite } from "./sqlite";

/**
 * fixtures/release-2026-11.db was made by the last release that kept leads in SQLite (commit
 * 3e22fc6, lib/leads/store/sqlite.ts, PRAGMA user_version 2), with a row in every table: five
 * leads of five forms in three scripts, deliveries pending, delivered and failed, status changes
 * and a note, two staff accounts (one disabled) with their scrypt hashes, a session, an erasure
 * and two digest days. Its staff's password is "release fixture password".
 */
const fixture = copied("release-2026-11.db");

/** A copy to import from: SQLite adds its -shm and -wal files beside a WAL database it opens, and the fixtures stay as committed. */
function copied(name: string) {
  const file = join(mkdtempSync(join(tmpdir(), "import-")), name);
  copyFileSync(join(import.meta.dirname, "fixtures", name), file);
  return file;
}

const expected = [
  { table: "leads", found: 5, copied: 5 },
  { table: "deliveries", found: 6, copied: 6 },
  { table: "history entries", found: 4, copied: 4 },
  { table: "staff accounts", found: 2, copied: 2 },
  { table: "staff sessions", found: 1, copied: 0, note: "not copied: staff sign in again" },
  { table: "erasure records", found: 1, copied: 1 },
  { table: "digest days", found: 2, copied: 2 },
];

describe("importing an earlier release's SQLite lead database", () => {
  it("copies every lead, delivery, history entry, staff account, erasure and digest day; staff sign in with their old passwords", async () => {
    const db = await freshDatabase();
    expect(await importSqlite(fixture, db)).toEqual(expected);
    const store = openLeadStore(db);

    const { leads, total } = await store.listLeads({ limit: 10, offset: 0 });
    expect(total).toBe(5);
    expect(leads.map((l) => l.name)).toEqual([
      "Zoë Smith",
      "Ravi Kumar",
      "محمد علي",
      "Nguyễn Thị Hương",
      "Anne-Marie O'Brien",
    ]);
    expect(await store.getLead("33333333-3333-4333-8333-333333333333")).toMatchObject({
      formType: "Diet Plan Form",
      receivedAt: "2026-10-03T11:45:00.000Z",
      message: "نظام غذائي",
      details: { age: "41", gender: "Male", healthIssue: "Diabetes", medicine: "Metformin", height: "172 cm" },
      status: "not_interested",
    });
    expect(await store.getLead("44444444-4444-4444-8444-444444444444")).toMatchObject({
      details: { items: [{ title: "Complete Healing Plan", price: 349, quantity: 1 }], total: 349 },
    });
    expect(await store.getLead("11111111-1111-4111-8111-111111111111")).toMatchObject({
      status: "booked",
      contactedAt: "2026-10-01T12:00:00.000Z",
      bookedAt: "2026-10-02T12:00:00.000Z",
      phoneE164: "+447911123456",
      utmCampaign: "winter",
    });
    expect(
      (await store.historyFor("11111111-1111-4111-8111-111111111111")).map((e) => [e.toStatus, e.note, e.staffName]),
    ).toEqual([
      ["contacted", "Called, will book", "Dr. Fixture Staff"],
      ["booked", "", "Dr. Fixture Staff"],
    ]);
    const summary = await store.deliverySummary();
    expect(summary.counts).toEqual({ sheet: { pending: 2, delivered: 1, failed: 0 } });
    // The clinic's e-mails are messages now (lib/messages), as migration 0018 moves them.
    const messages = await openMessageDesk(db).summary();
    expect(messages.counts.email).toMatchObject({ pending: 2, sent: 0, failed: 1 });
    expect(messages.failed[0]).toMatchObject({ kind: "lead-new", lastError: "503 from the sheet", attempts: 12 });
    expect(await store.erasures(5)).toMatchObject([
      { reason: "request", leadCount: 1, staffName: "Dr. Fixture Staff" },
    ]);
    expect(await store.claimDigest("2026-10-06", new Date(), "now")).toBe(false);
    expect(await store.claimDigest("2026-10-08", new Date(), "now")).toBe(true);

    const staffAccounts = openStaffStore(db);
    const staff = await staffAccounts.listStaff();
    expect(staff.map((s) => [s.email, s.disabledAt])).toEqual([
      ["staff@clinic.example", null],
      ["former@clinic.example", "2026-10-10T08:00:00.000Z"],
    ]);
    const open = {
      attempt: async () => ({ allowed: true as const, failureDelayMs: 0 }),
      blocked: async () => undefined,
      succeeded: async () => {},
    };
    const guards = { address: open, account: open, device: open, code: open };
    const deps = {
      store: staffAccounts,
      guards,
      gate: createHashGate({ concurrency: 1, queueLength: 4 }),
      now: () => new Date(),
      sessionMs: 3_600_000,
      requireTwoFactor: "off" as const,
      vault: db.vault,
      wait: async () => {},
    };
    expect(
      await signIn(
        { email: "staff@clinic.example", password: "release fixture password", address: "203.0.113.7" },
        deps,
      ),
    ).toMatchObject({ kind: "signed-in", staff: { name: "Dr. Fixture Staff" } });
    expect(
      await signIn({ email: "staff@clinic.example", password: "not the password", address: "203.0.113.7" }, deps),
    ).toEqual({ kind: "failed" });
  });

  it("copies nothing the second time", async () => {
    const db = await freshDatabase();
    await importSqlite(fixture, db);
    expect(await importSqlite(fixture, db)).toEqual(expected.map((r) => ({ ...r, copied: 0 })));
    expect((await openLeadStore(db).listLeads({ limit: 1, offset: 0 })).total).toBe(5);
  });

  it("refuses a file it does not recognise, and copies nothing", async () => {
    const db = await freshDatabase();
    const dir = mkdtempSync(join(tmpdir(), "import-"));
    const text = join(dir, "leads.csv");
    writeFileSync(text, "name,email\n");
    await expect(importSqlite(text, db)).rejects.toThrow(/is not a SQLite database/);
    await expect(importSqlite(copied("other-app.db"), db)).rejects.toThrow(/not one this site's earlier releases made/);
    await expect(importSqlite(join(dir, "missing.db"), db)).rejects.toThrow(/no such file/);
    expect((await openLeadStore(db).listLeads({ limit: 1, offset: 0 })).total).toBe(0);
  });

  it("npm run import-sqlite prints what it found and copied", async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/import-sqlite.ts", fixture], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "production",
          LOG_LEVEL: "silent",
          // A server at DATABASE_URL keeps the health details sealed with this key (lib/config.ts).
          DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY,
          ...env,
        },
      });
    const url = await freshDatabaseUrl();
    const { stdout } = await run({ DATABASE_URL: url });
    expect(stdout).toContain(`Imported ${fixture} into PostgreSQL at`);
    expect(stdout).toMatch(/leads\s+5 found\s+5 copied\n/);
    expect(stdout).toMatch(/staff sessions\s+1 found\s+not copied: staff sign in again/);
    const again = await run({ DATABASE_URL: url });
    expect(again.stdout).toMatch(/leads\s+5 found\s+0 copied \(5 already there\)/);
    await expect(
      run({ DATABASE_URL: url, LEAD_DB_PATH: "" }).then(() => run({ LEAD_DB_PATH: fixture })),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("LEAD_DB_PATH still names the SQLite file"),
    });
  }, 60_000);
});
