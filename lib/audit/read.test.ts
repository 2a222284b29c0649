import { beforeEach, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { auditPage, auditPeople, auditRows, dayEnd, dayStart } from "./read";
import { recordAudit } from "./record";

const zone = "Asia/Kolkata";
let db: Database;
beforeEach(async () => {
  db = await freshDatabase();
});

it("reads a day on the clinic's clock: India's 2 December begins at 18:30 UTC on the 1st", () => {
  expect(dayStart("2026-12-02", zone).toISOString()).toBe("2026-12-01T18:30:00.000Z");
  expect(dayEnd("2026-12-02", zone).toISOString()).toBe("2026-12-02T18:30:00.000Z");
  // Across a change of the clocks: London's 29 March 2026 has 23 hours.
  expect(dayEnd("2026-03-29", "Europe/London").getTime() - dayStart("2026-03-29", "Europe/London").getTime()).toBe(
    23 * 3_600_000,
  );
});

it("lists newest first, filtered by action, person, subject and days in the zone, paged and counted", async () => {
  const asha = { staffId: "s1", staffName: "Asha" };
  const ravi = { staffId: "s2", staffName: "Ravi" };
  const entry = (at: string, by: typeof asha, action: "lead.viewed" | "leads.exported", id?: string) =>
    recordAudit(db.kysely, { by, action, at: new Date(at), ...(id ? { subject: { type: "lead", id } } : {}) });
  await entry("2026-12-01T18:00:00Z", asha, "lead.viewed", "L1"); // 1 December in India
  await entry("2026-12-01T19:00:00Z", ravi, "lead.viewed", "L2"); // 2 December
  await entry("2026-12-02T10:00:00Z", asha, "leads.exported");
  const base = { timeZone: zone };
  const all = await auditPage(db.kysely, base, { limit: 2, offset: 0 });
  expect(all.total).toBe(3);
  expect(all.rows.map((r) => r.at.toISOString())).toEqual(["2026-12-02T10:00:00.000Z", "2026-12-01T19:00:00.000Z"]);
  const ids = async (f: object) =>
    (await auditRows(db.kysely, { ...base, ...f }, 100)).map((r) => r.subjectId ?? r.action);
  expect(await ids({ from: "2026-12-02", to: "2026-12-02" })).toEqual(["leads.exported", "L2"]);
  expect(await ids({ to: "2026-12-01" })).toEqual(["L1"]);
  expect(await ids({ action: "lead.viewed", staffId: "s1" })).toEqual(["L1"]);
  expect(await ids({ subject: "L2" })).toEqual(["L2"]);
  expect(await auditRows(db.kysely, base, 1)).toHaveLength(1);
  expect(await auditPeople(db.kysely)).toEqual([
    { staffId: "s1", staffName: "Asha" },
    { staffId: "s2", staffName: "Ravi" },
  ]);
});
