import "server-only";
import { sql, type Kysely } from "kysely";
import type { Database } from "@/lib/db/database";
import type { DB } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import type { LeadRecord, LeadStatus } from "../record";
import { changeStatus, deskQueries } from "./desk";
import { fromRow, leadInsert, toDeliveryRow } from "./rows";
import { containsPattern, emptySummary, queryDays, searchDigits } from "./shared";
import type { Actor, DeliveryJob, DeliveryRow, DeliverySummary, DeliveryTarget, LeadQuery, LeadStore } from "./types";

/** The database or a transaction on it: the functions other domains call take either, so the caller decides what runs together. */
export type Executor = Kysely<DB>;

/**
 * The lead store (docs/decisions/046, 058): leads and their delivery outbox here, the follow-up
 * desk's tables in desk.ts, on the process's one database. Every write the visitor waits for
 * is one transaction.
 */
export function openLeadStore(db: Database): LeadStore {
  const { kysely } = db;

  return {
    ...deskQueries(db),

    async insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]) {
      await kysely.transaction().execute((trx) => writeLead(trx, lead, targets));
    },

    async getLead(id: string) {
      const row = await kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? fromRow(row) : null;
    },

    async listLeads(query: LeadQuery) {
      const { fromIso, toIso } = queryDays(query);
      const q = query.q?.trim();
      const matching = kysely.selectFrom("leads").where((eb) => {
        const all = [];
        if (query.formType) all.push(eb("form_type", "=", query.formType));
        if (query.status) all.push(eb("status", "=", query.status));
        if (fromIso) all.push(eb("received_at", ">=", new Date(fromIso)));
        if (toIso) all.push(eb("received_at", "<", new Date(toIso)));
        if (q) {
          const pattern = withoutNul(containsPattern(q));
          const digits = searchDigits(q);
          const any = [eb("name", "ilike", pattern), eb("email", "ilike", pattern), eb("phone", "ilike", pattern)];
          if (digits) any.push(eb("phone_e164", "like", `%${digits}%`), eb("phone", "like", `%${digits}%`));
          all.push(eb.or(any));
        }
        return eb.and(all);
      });
      let list = matching.selectAll();
      if (query.overdueBefore) {
        // Leads still new past the cutoff first, oldest first; then the rest, newest first.
        const overdue = sql<boolean>`(status = 'new' AND received_at < ${query.overdueBefore})`;
        list = list.orderBy(sql`CASE WHEN ${overdue} THEN 0 ELSE 1 END`).orderBy(sql`CASE WHEN ${overdue} THEN received_at END`, "asc");
      }
      const [count, rows] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
        list.orderBy("received_at", "desc").orderBy("id", "desc").limit(query.limit).offset(query.offset).execute(),
      ]);
      return { leads: rows.map(fromRow), total: Number(count.n) };
    },

    async deliveriesFor(leadId: string) {
      const rows = await kysely.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
      return rows.map(toDeliveryRow);
    },

    async claimDeliveries({ now, limit, leaseMs, workerId }) {
      // SKIP LOCKED: instances claiming at the same moment take different rows instead of waiting
      // for each other; the lease then keeps the rows theirs after this statement commits.
      const rows = await kysely
        .with("claimed", (db) =>
          db
            .updateTable("outbox")
            .set({ locked_by: workerId, locked_until: new Date(now.getTime() + leaseMs) })
            .where("id", "in", (eb) =>
              eb
                .selectFrom("outbox")
                .select("id")
                .where("status", "=", "pending")
                .where("next_attempt_at", "<=", now)
                .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
                .orderBy("next_attempt_at")
                .orderBy("id")
                .limit(limit)
                .forUpdate()
                .skipLocked(),
            )
            .returning(["id", "lead_id", "target", "message", "attempts"]),
        )
        .selectFrom("claimed")
        .innerJoin("leads", "leads.id", "claimed.lead_id")
        .selectAll("leads")
        .select(["claimed.id as job_id", "claimed.target", "claimed.message as outbox_message", "claimed.attempts"])
        .orderBy("claimed.id")
        .execute();
      return rows.map(
        (row): DeliveryJob => ({ id: row.job_id, leadId: row.id, target: row.target as DeliveryTarget, message: row.outbox_message, attempts: row.attempts, lead: fromRow(row) }),
      );
    },

    async markDelivered(jobId, workerId, now) {
      await leased(kysely, jobId, workerId)
        .set((eb) => ({ status: "delivered", attempts: eb("attempts", "+", 1), delivered_at: now, updated_at: now, locked_by: null, locked_until: null, last_error: null }))
        .execute();
    },

    async markRetry(jobId, workerId, { attempts, nextAttemptAt, error, now }) {
      await leased(kysely, jobId, workerId)
        .set({ attempts, next_attempt_at: nextAttemptAt, last_error: withoutNul(error), updated_at: now, locked_by: null, locked_until: null })
        .execute();
    },

    async markFailed(jobId, workerId, { attempts, error, now }) {
      await leased(kysely, jobId, workerId)
        .set({ status: "failed", attempts, last_error: withoutNul(error), updated_at: now, locked_by: null, locked_until: null })
        .execute();
    },

    async retryFailed(now, jobIds) {
      if (jobIds && !jobIds.length) return 0;
      let retry = kysely
        .updateTable("outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: now, updated_at: now, locked_by: null, locked_until: null })
        .where("status", "=", "failed");
      if (jobIds) retry = retry.where("id", "in", [...jobIds]);
      const result = await retry.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deliverySummary(limit = 50) {
      const summary: DeliverySummary = emptySummary();
      const [counts, failed] = await Promise.all([
        kysely
          .selectFrom("outbox")
          .select(["target", "status", (eb) => eb.fn.countAll<string>().as("n")])
          .groupBy(["target", "status"])
          .execute(),
        kysely.selectFrom("outbox").selectAll().where("status", "=", "failed").orderBy("updated_at", "desc").orderBy("id", "desc").limit(limit).execute(),
      ]);
      for (const { target, status, n } of counts) {
        const byStatus = summary.counts[target as DeliveryTarget];
        if (byStatus) byStatus[status as DeliveryRow["status"]] = Number(n);
      }
      summary.failed = failed.map(toDeliveryRow);
      return summary;
    },
  };
}

/** An outcome of an attempt applies only while this worker holds the delivery's lease. */
const leased = (kysely: Executor, jobId: number, workerId: string) =>
  kysely.updateTable("outbox").where("id", "=", jobId).where("locked_by", "=", workerId).where("status", "=", "pending");

/**
 * Writes a lead and one pending delivery per target inside the caller's transaction:
 * insertLead's own, or a booking's, which stores its lead in the same transaction as itself. A
 * lead that starts further on than new (a booked consultation needs no call back) gets there
 * through the status change staff make, so its history says when and by whom.
 */
export async function writeLead(trx: Executor, lead: LeadRecord, targets: readonly DeliveryTarget[], first?: { status: LeadStatus; by: Actor }): Promise<void> {
  await trx.insertInto("leads").values(leadInsert(lead)).execute();
  if (targets.length) {
    const at = lead.receivedAt;
    await trx
      .insertInto("outbox")
      .values(targets.map((target) => ({ lead_id: lead.id, target, next_attempt_at: at, created_at: at, updated_at: at })))
      .execute();
  }
  if (first) await changeStatus(trx, lead.id, first.status, new Date(lead.receivedAt), { by: first.by });
}

/**
 * Queues one more message of a lead's to a target, due at `at`, inside the caller's transaction
 * (a booking's e-mails to the visitor, lib/booking/mail.ts, one per message key); a second
 * queueing of the same message is ignored.
 */
export async function queueMessage(trx: Executor, leadId: string, target: DeliveryTarget, message: string, at: Date): Promise<void> {
  // The unique index is on an expression (coalesce(message, '')), which ON CONFLICT names as the index does.
  await trx
    .insertInto("outbox")
    .values({ lead_id: leadId, target, message, next_attempt_at: at, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.expression(sql`lead_id, target, (coalesce(message, ''))`).doNothing())
    .execute();
}

/** Drops a lead's messages to a target not yet sent (a confirmation or reminder a change makes wrong); what was sent stays as history. */
export async function dropPendingMessages(trx: Executor, leadId: string, target: DeliveryTarget): Promise<void> {
  await trx.deleteFrom("outbox").where("lead_id", "=", leadId).where("target", "=", target).where("status", "=", "pending").execute();
}
