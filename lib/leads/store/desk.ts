import "server-only";
import type { Database } from "@/lib/db/database";
import { sql } from "kysely";
import { recordAudit } from "@/lib/audit";
import { jsonObject } from "@/lib/db/columns";
import { sealedContext } from "@/lib/db/sealed-columns";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import type { Vault } from "@/lib/vault";
import { isLeadFormType } from "../form-types";
import type { LeadStatus } from "../record";
import { fromRow, iso, toEvent } from "./rows";
import { personDigits, statusStamps } from "./shared";
import type { Executor } from "./store";
import type { Actor, ErasureRecord, LeadEvent, LeadFact, LeadStoreDesk } from "./types";

/** A stored lead's form type, which only the forms' modules write; another is a fault to see, as fromRow says. */
function knownFormType(formType: string): LeadFact["formType"] {
  if (!isLeadFormType(formType)) throw new Error(`Unknown form type in the lead store: ${formType}`);
  return formType;
}

/** One history entry; its note sealed, bound to the entry's id, which is therefore taken first. */
async function record(
  trx: Executor,
  vault: Vault,
  leadId: string,
  at: Date,
  by: Actor | undefined,
  kind: LeadEvent["kind"],
  from: LeadStatus | null,
  to: LeadStatus | null,
  note: string,
) {
  const { id } = await trx
    .selectNoFrom(sql<number>`nextval(pg_get_serial_sequence('lead_events', 'id'))::int`.as("id"))
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("lead_events")
    .values({
      id,
      lead_id: leadId,
      at,
      staff_id: by?.staffId ?? null,
      staff_name: withoutNul(by?.staffName ?? ""),
      kind,
      from_status: from,
      to_status: to,
      note: vault.sealText(withoutNul(note), sealedContext("lead_events", "note", id)),
    })
    .execute();
}

/**
 * Moves a lead to `status` and records the change in its history, inside the caller's
 * transaction: setStatus's own, or the one that stores a lead with another first status
 * (writeLead, for a booking's lead). Setting the status it has records only the note.
 */
export async function changeStatus(
  trx: Executor,
  vault: Vault,
  id: string,
  status: LeadStatus,
  at: Date,
  change: { by?: Actor; note?: string } = {},
): Promise<boolean> {
  return (await statusChange(trx, vault, id, status, at, change)) !== null;
}

/** changeStatus, answering the status the lead had before (null when there is no such lead). */
async function statusChange(
  trx: Executor,
  vault: Vault,
  id: string,
  status: LeadStatus,
  at: Date,
  change: { by?: Actor; note?: string },
): Promise<string | null> {
  const row = await trx
    .selectFrom("leads")
    .select(["status", "contacted_at", "booked_at"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  if (row.status !== status) {
    const stamps = statusStamps(status, at.toISOString(), {
      contactedAt: iso(row.contacted_at),
      bookedAt: iso(row.booked_at),
    });
    await trx
      .updateTable("leads")
      .set({ status, contacted_at: stamps.contactedAt, booked_at: stamps.bookedAt })
      .where("id", "=", id)
      .execute();
    await record(trx, vault, id, at, change.by, "status", row.status, status, change.note?.trim() ?? "");
  } else if (change.note?.trim()) {
    await record(trx, vault, id, at, change.by, "note", null, null, change.note.trim());
  }
  return row.status;
}

/**
 * A booking's lead follows the booking: a move writes the new time into the
 * lead's details, which the list, the lead page and the CSV show; a cancellation marks them
 * cancelled and closes a lead still at booked, with the history saying who cancelled. Inside
 * the booking's own transaction, so the lead never tells a time the booking no longer has; the
 * details, sealed, are opened, changed and sealed again with the row locked.
 */
export async function followBooking(
  trx: Executor,
  vault: Vault,
  leadId: string,
  at: Date,
  change:
    | { kind: "moved"; details: Record<string, unknown>; by?: Actor; note?: string }
    | { kind: "cancelled"; by?: Actor; note?: string },
): Promise<void> {
  const patch =
    change.kind === "moved" ? { ...change.details, bookingStatus: "confirmed" } : { bookingStatus: "cancelled" };
  const row = await trx
    .selectFrom("leads")
    .select(["status", "details"])
    .where("id", "=", leadId)
    .forUpdate()
    .executeTakeFirst();
  if (row) {
    const context = sealedContext("leads", "details", leadId);
    const details = { ...jsonObject(vault.openJson(row.details, context)), ...patch };
    await trx
      .updateTable("leads")
      .set({ details: vault.sealText(jsonWithoutNul(details), context) })
      .where("id", "=", leadId)
      .execute();
  }
  if (change.kind === "cancelled" && row?.status === "booked")
    await changeStatus(trx, vault, leadId, "closed", at, { by: change.by, note: change.note });
  else if (change.note)
    await changeStatus(trx, vault, leadId, row?.status ?? "booked", at, {
      by: change.by,
      note: change.note,
    });
}

/**
 * The follow-up desk's part of the lead store (docs/decisions/035-039): history and notes,
 * the overdue rule and overview, privacy requests and erasures, the digest's claimed days.
 */
export function deskQueries({ kysely, vault }: Pick<Database, "kysely" | "vault">): LeadStoreDesk {
  const eraseIds = async (trx: Executor, ids: string[]) => {
    if (!ids.length) return 0;
    await trx.deleteFrom("lead_events").where("lead_id", "in", ids).execute();
    await trx.deleteFrom("outbox").where("lead_id", "in", ids).execute();
    return Number((await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst()).numDeletedRows);
  };
  // The erasure's own record and the audit's row, in the erasure's transaction: who, when, why, how many; never whose.
  const audit = async (trx: Executor, at: Date, by: Actor, reason: ErasureRecord["reason"], count: number) => {
    await trx
      .insertInto("erasures")
      .values({ at, staff_id: by.staffId, staff_name: withoutNul(by.staffName), reason, lead_count: count })
      .execute();
    await recordAudit(trx, {
      by: by.staffId || by.staffName ? by : null,
      action: "privacy.erased",
      detail: { reason, leads: count },
      at,
    });
  };

  return {
    // A member of staff's change is in the audit with the change itself: the statuses, never the note.
    async setStatus(id, status, at, change = {}) {
      return kysely.transaction().execute(async (trx) => {
        const from = await statusChange(trx, vault, id, status, at, change);
        if (from === null) return false;
        const by = change.by?.staffId ? change.by : null;
        const subject = { type: "lead", id };
        if (by && from !== status)
          await recordAudit(trx, { by, action: "lead.status-changed", subject, detail: { from, to: status }, at });
        else if (by && change.note?.trim()) await recordAudit(trx, { by, action: "lead.note-added", subject, at });
        return true;
      });
    },

    async addNote(id, note, at, by, options = {}) {
      return kysely.transaction().execute(async (trx) => {
        if (!(await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst())) return false;
        await record(trx, vault, id, at, by, "note", null, null, note.trim());
        if (by.staffId && !options.audited)
          await recordAudit(trx, { by, action: "lead.note-added", subject: { type: "lead", id }, at });
        return true;
      });
    },

    async historyFor(leadId) {
      const rows = await kysely
        .selectFrom("lead_events")
        .selectAll()
        .where("lead_id", "=", leadId)
        .orderBy("at")
        .orderBy("id")
        .execute();
      return rows.map((row) => toEvent(row, vault));
    },

    async countOverdue(cutoff) {
      const row = await kysely
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("status", "=", "new")
        .where("received_at", "<", cutoff)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async overdueLeads(cutoff, limit) {
      const rows = await kysely
        .selectFrom("leads")
        .selectAll()
        .where("status", "=", "new")
        .where("received_at", "<", cutoff)
        .orderBy("received_at")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => fromRow(row, vault));
    },

    async leadFacts(since) {
      const rows = await kysely
        .selectFrom("leads")
        .select([
          "id",
          "received_at",
          "form_type",
          "landing_page",
          "page_url",
          "referrer",
          "utm_campaign",
          "country",
          "status",
          "booked_at",
        ])
        .where("received_at", ">=", since)
        .orderBy("received_at")
        .execute();
      return rows.map((r): LeadFact => ({
        receivedAt: r.received_at.toISOString(),
        formType: knownFormType(r.form_type),
        landingPage: vault.openText(r.landing_page, sealedContext("leads", "landing_page", r.id)),
        pageUrl: vault.openText(r.page_url, sealedContext("leads", "page_url", r.id)),
        referrer: r.referrer,
        utmCampaign: r.utm_campaign,
        country: r.country,
        status: r.status,
        bookedAt: iso(r.booked_at),
      }));
    },

    async findPerson({ email, phone }) {
      const address = email?.trim().toLowerCase();
      const digits = personDigits(phone);
      if (!address && !digits) return [];
      const rows = await kysely
        .selectFrom("leads")
        .selectAll()
        .where((eb) => {
          const any = [];
          if (address) any.push(eb(eb.fn("lower", ["email"]), "=", address));
          if (digits) {
            any.push(eb(eb.fn("replace", ["phone_e164", eb.val("+"), eb.val("")]), "like", `%${digits}`));
            any.push(eb(eb.fn("ltrim", ["phone", eb.val("0")]), "=", digits));
          }
          return eb.or(any);
        })
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => fromRow(row, vault));
    },

    async eraseLeads(ids, { at, by, reason }) {
      return kysely.transaction().execute(async (trx) => {
        const erased = await eraseIds(trx, [...new Set(ids)]);
        if (erased) await audit(trx, at, by, reason, erased);
        return erased;
      });
    },

    async eraseReceivedBefore(cutoff, { at, by }) {
      return kysely.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom("leads").select("id").where("received_at", "<", cutoff).forUpdate().execute();
        const erased = await eraseIds(
          trx,
          rows.map((r) => r.id),
        );
        if (erased) await audit(trx, at, by, "retention", erased);
        return erased;
      });
    },

    async erasures(limit) {
      const rows = await kysely
        .selectFrom("erasures")
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        staffId: r.staff_id,
        staffName: r.staff_name,
        reason: r.reason,
        leadCount: r.lead_count,
      }));
    },

    async claimDigest(day, at, by) {
      const result = await kysely
        .insertInto("digest_days")
        .values({ day, claimed_at: at, claimed_by: by })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async releaseDigest(day) {
      await kysely.deleteFrom("digest_days").where("day", "=", day).execute();
    },
  };
}
