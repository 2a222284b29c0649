import "server-only";
import type { Kysely } from "kysely";
import type { DB } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import type { AuditAction } from "./actions";

/** Who acted: a staff account, or null for the site itself (a job, a command). */
type AuditActor = { staffId: string | null; staffName: string };

/**
 * What an audit row may carry beside its action and subject: filters, counts, ids, a before and
 * after of a setting. Never a health detail, a message, a password or a token: what is read or
 * changed is named by its id, and the record of it stays where it is kept.
 */
type AuditDetail = {
  [key: string]: string | number | boolean | null | readonly (string | number)[] | AuditDetail;
};

export type AuditEntry = {
  by: AuditActor | null;
  action: AuditAction;
  /** What the action was on, by id: a lead, a booking, an order, a staff account, a page. */
  subject?: { type: string; id: string };
  detail?: AuditDetail;
  at?: Date;
};

/** Longest text kept in a detail: room for an id, a filter or a setting, not for a message. */
const maxText = 300;

// jsonb takes neither U+0000 nor half of a surrogate pair (a filter typed by anyone may hold either).
const text = (value: string) => withoutNul(value).slice(0, maxText).toWellFormed();

function bounded(detail: AuditDetail): AuditDetail {
  return Object.fromEntries(
    Object.entries(detail).map(([key, value]) => {
      if (typeof value === "string") return [key, text(value)];
      if (Array.isArray(value)) return [key, value.map((v) => (typeof v === "string" ? text(v) : v))];
      if (value && typeof value === "object") return [key, bounded(value as AuditDetail)];
      return [key, value];
    }),
  );
}

/**
 * Appends one row to the audit. Pass the transaction of the change it records, so that the two
 * are kept together or not at all; a read (a lead viewed, an export) passes the database.
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      at: entry.at ?? new Date(),
      staff_id: entry.by?.staffId ?? null,
      staff_name: withoutNul(entry.by?.staffName ?? "the site"),
      action: entry.action,
      subject_type: entry.subject?.type ?? null,
      subject_id: entry.subject ? withoutNul(entry.subject.id).slice(0, maxText) : null,
      detail: JSON.stringify(bounded(entry.detail ?? {})),
    })
    .execute();
}
