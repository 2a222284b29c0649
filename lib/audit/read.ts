import "server-only";
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { jsonObject } from "@/lib/db/columns";
import type { DB } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import { auditActions, type AuditAction } from "./actions";

/**
 * The audit as the owner's page reads it (docs/inbox.md, The audit): newest first, filtered by
 * action, member of staff, subject and a range of days on the clinic's clock.
 */
export type AuditFilters = {
  action?: AuditAction;
  staffId?: string;
  /** A subject's id (a lead's, an account's), matched exactly. */
  subject?: string;
  /** Inclusive days, YYYY-MM-DD, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
};

export type AuditRow = {
  id: string;
  at: Date;
  staffId: string | null;
  staffName: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  detail: Record<string, unknown>;
};

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && Object.hasOwn(auditActions, value);

/** The instant a day begins in the zone (Temporal: the zone's own rules, its midnight whatever the offset). */
export function dayStart(day: string, timeZone: string): Date {
  const start = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone });
  return new Date(start.epochMilliseconds);
}

/** The instant the day after `day` begins in the zone: the end of an inclusive range. */
export function dayEnd(day: string, timeZone: string): Date {
  return dayStart(Temporal.PlainDate.from(day).add({ days: 1 }).toString(), timeZone);
}

function filtered(db: Kysely<DB>, f: AuditFilters) {
  let query = db.selectFrom("audit_events");
  if (f.action) query = query.where("action", "=", f.action);
  if (f.staffId) query = query.where("staff_id", "=", withoutNul(f.staffId));
  if (f.subject) query = query.where("subject_id", "=", withoutNul(f.subject));
  if (f.from) query = query.where("at", ">=", dayStart(f.from, f.timeZone));
  if (f.to) query = query.where("at", "<", dayEnd(f.to, f.timeZone));
  return query;
}

const toRow = (r: {
  id: string;
  at: Date;
  staff_id: string | null;
  staff_name: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: unknown;
}): AuditRow => ({
  id: String(r.id),
  at: r.at,
  staffId: r.staff_id,
  staffName: r.staff_name,
  action: r.action,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  detail: jsonObject(r.detail),
});

/** One page of the audit, newest first, and how many rows match. */
export async function auditPage(
  db: Kysely<DB>,
  f: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
}

/** Every matching row, newest first, up to `max`: the CSV's. */
export async function auditRows(db: Kysely<DB>, f: AuditFilters, max: number): Promise<AuditRow[]> {
  const rows = await filtered(db, f).selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(max).execute();
  return rows.map(toRow);
}

/** The people who appear in the audit, for the filter's list (accounts removed since included). */
export async function auditPeople(db: Kysely<DB>): Promise<{ staffId: string; staffName: string }[]> {
  const rows = await db
    .selectFrom("audit_events")
    .select(["staff_id", (eb) => eb.fn.max("staff_name").as("staff_name")])
    .where("staff_id", "is not", null)
    .groupBy("staff_id")
    .orderBy("staff_name")
    .execute();
  return rows.map((r) => ({ staffId: r.staff_id!, staffName: r.staff_name }));
}
