import { beforeEach, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { recordAudit } from "./record";
import { auditCutoff, pruneAudit } from "./retention";

let db: Database;
beforeEach(async () => {
  db = await freshDatabase();
});

const now = new Date("2032-12-02T03:43:00.000Z");
const actions = async () =>
  (await db.kysely.selectFrom("audit_events").select("action").orderBy("id").execute()).map((r) => r.action);

it("deletes only the rows older than the clinic's years; the table still refuses any other delete", async () => {
  const by = { staffId: "s1", staffName: "Asha" };
  await recordAudit(db.kysely, { by, action: "leads.exported", at: new Date("2026-12-01T09:00:00.000Z") });
  await recordAudit(db.kysely, { by, action: "lead.viewed", at: new Date("2026-12-02T09:00:00.000Z") });
  await recordAudit(db.kysely, { by, action: "staff.signed-in", at: new Date("2032-12-01T09:00:00.000Z") });

  expect(auditCutoff(now, 6).toISOString()).toBe("2026-12-02T03:43:00.000Z");
  expect(await pruneAudit(db.kysely, now, 6)).toBe(1);
  expect(await actions()).toEqual(["lead.viewed", "staff.signed-in"]);

  await expect(db.kysely.deleteFrom("audit_events").execute()).rejects.toThrow(/append-only/);
  expect(await actions()).toEqual(["lead.viewed", "staff.signed-in"]);
});
