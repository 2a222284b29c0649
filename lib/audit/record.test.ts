import { beforeEach, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { recordAudit } from "./record";

let db: Database;
beforeEach(async () => {
  db = await freshDatabase();
});

const rows = () => db.kysely.selectFrom("audit_events").selectAll().orderBy("id").execute();

it("appends who did what to which subject, with its detail", async () => {
  await recordAudit(db.kysely, {
    by: { staffId: "s1", staffName: "Asha" },
    action: "leads.exported",
    detail: { filters: "status=new", rows: 12 },
  });
  await recordAudit(db.kysely, { by: null, action: "lead.viewed", subject: { type: "lead", id: "L1" } });
  expect(
    (await rows()).map(({ staff_id, staff_name, action, subject_type, subject_id, detail }) => ({
      staff_id,
      staff_name,
      action,
      subject_type,
      subject_id,
      detail,
    })),
  ).toEqual([
    {
      staff_id: "s1",
      staff_name: "Asha",
      action: "leads.exported",
      subject_type: null,
      subject_id: null,
      detail: { filters: "status=new", rows: 12 },
    },
    {
      staff_id: null,
      staff_name: "the site",
      action: "lead.viewed",
      subject_type: "lead",
      subject_id: "L1",
      detail: {},
    },
  ]);
});

it("keeps a detail storable and short, whatever was typed into a filter", async () => {
  await recordAudit(db.kysely, {
    by: { staffId: "s1", staffName: "Asha" },
    action: "leads.exported",
    detail: { filters: `q=\0${"\uD800"}${"x".repeat(1000)}` },
  });
  const [row] = await rows();
  const filters = (row!.detail as { filters: string }).filters;
  expect(filters.length).toBe(300);
  expect(filters.startsWith("q=\uFFFD\uFFFD")).toBe(true);
});

it("refuses to change or delete a row, or to empty the table", async () => {
  await recordAudit(db.kysely, { by: null, action: "lead.viewed", subject: { type: "lead", id: "L1" } });
  await expect(db.kysely.updateTable("audit_events").set({ action: "x" }).execute()).rejects.toThrow(/append-only/);
  await expect(db.kysely.deleteFrom("audit_events").execute()).rejects.toThrow(/append-only/);
  await expect(db.pool.query("TRUNCATE audit_events")).rejects.toThrow(/append-only/);
  expect(await rows()).toHaveLength(1);
});
