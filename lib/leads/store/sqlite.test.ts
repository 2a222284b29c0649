import { mkdtempSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { openSqliteStore } from "./sqlite";
import { leadStoreContract, sampleLead } from "./store.contract";

const dir = mkdtempSync(join(tmpdir(), "leads-sqlite-"));
let n = 0;
const freshFile = () => join(dir, `leads-${++n}.db`);

leadStoreContract("SQLite", async () => openSqliteStore(freshFile()));

it("creates its folder and tables, and keeps leads when the file is opened again", async () => {
  const file = join(dir, "nested", "again.db");
  const lead = sampleLead();
  const first = openSqliteStore(file);
  await first.insertLead(lead, ["sheet"]);
  await first.close();
  const second = openSqliteStore(file);
  expect(await second.getLead(lead.id)).toMatchObject({ id: lead.id, name: lead.name });
  expect(await second.deliveriesFor(lead.id)).toHaveLength(1);
  await second.close();
});

it("brings a file from before the follow-up desk forward, keeping its contacted leads", async () => {
  const file = freshFile();
  const first = openSqliteStore(file);
  const lead = sampleLead();
  await first.insertLead(lead, ["sheet"]);
  await first.setStatus(lead.id, "contacted", new Date("2026-11-20T12:00:00.000Z"));
  await first.close();
  // As the hardening release left it: only the first migration.
  const db = new DatabaseSync(file);
  db.exec(`DROP TABLE lead_events; DROP TABLE staff_sessions; DROP TABLE staff; DROP TABLE erasures; DROP TABLE digest_days;
           DROP INDEX leads_status_received; ALTER TABLE leads DROP COLUMN booked_at; PRAGMA user_version = 1;`);
  db.close();

  const second = openSqliteStore(file);
  expect(await second.getLead(lead.id)).toMatchObject({ status: "contacted", contactedAt: "2026-11-20T12:00:00.000Z", bookedAt: null });
  expect(await second.setStatus(lead.id, "booked", new Date("2026-11-21T12:00:00.000Z"))).toBe(true);
  expect(await second.historyFor(lead.id)).toMatchObject([{ fromStatus: "contacted", toStatus: "booked" }]);
  await second.close();
});
