import "server-only";
import { recordAudit } from "@/lib/audit";
import { sql, type Kysely } from "kysely";
import type { Database } from "@/lib/db/database";
import { addJobs } from "@/lib/jobs/queue";
import { queueMessage } from "@/lib/messages";
import type { DB } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import { deliveryJob, type DeliveryKey } from "../outbox/jobs";
import type { LeadRecord, LeadStatus } from "../record";
import { changeStatus, deskQueries } from "./desk";
import { fromRow, leadInsert, toDeliveryRow } from "./rows";
import { containsPattern, emptySummary, queryDays, searchDigits } from "./shared";
import type {
  Actor,
  DeliveryJob,
  DeliveryRow,
  DeliverySummary,
  DeliveryTarget,
  LeadQuery,
  LeadStore,
  OutboxTarget,
} from "./types";

/** The database or a transaction on it: the functions other domains call take either, so the caller decides what runs together. */
export type Executor = Kysely<DB>;

/**
 * The lead store (docs/decisions/046, 058): leads and their delivery outbox here, the follow-up
 * desk's tables in desk.ts, on the process's one database. Every write the visitor waits for
 * is one transaction.
 */
export function openLeadStore(db: Database): LeadStore {
  const { kysely, vault } = db;

  return {
    ...deskQueries(db),

    async insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]) {
      await kysely.transaction().execute((trx) => writeLead(trx, db, lead, targets));
    },

    async getLead(id: string) {
      const row = await kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? fromRow(row, vault) : null;
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
        list = list
          .orderBy(sql`CASE WHEN ${overdue} THEN 0 ELSE 1 END`)
          .orderBy(sql`CASE WHEN ${overdue} THEN received_at END`, "asc");
      }
      const [count, rows] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
        list.orderBy("received_at", "desc").orderBy("id", "desc").limit(query.limit).offset(query.offset).execute(),
      ]);
      return { leads: rows.map((row) => fromRow(row, vault)), total: Number(count.n) };
    },

    async deliveriesFor(leadId: string) {
      const rows = await kysely.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
      return rows.map(toDeliveryRow);
    },

    async pendingDelivery({ leadId, target, message }: DeliveryKey) {
      const row = await kysely
        .selectFrom("outbox")
        .innerJoin("leads", "leads.id", "outbox.lead_id")
        .selectAll("leads")
        .select(["outbox.id as job_id", "outbox.attempts"])
        .where("outbox.lead_id", "=", leadId)
        .where("outbox.target", "=", target)
        .where(sql<string>`coalesce(outbox.message, '')`, "=", message ?? "")
        .where("outbox.status", "=", "pending")
        .executeTakeFirst();
      return row
        ? ({
            id: row.job_id,
            leadId,
            target,
            message,
            attempts: row.attempts,
            lead: fromRow(row, vault),
          } satisfies DeliveryJob)
        : null;
    },

    async recordDelivered(id, { attempts, now }) {
      await pending(kysely, id)
        .set({ status: "delivered", attempts, delivered_at: now, updated_at: now, last_error: null })
        .execute();
    },

    async recordFailedAttempt(id, { attempts, error, now, nextAttemptAt }) {
      await pending(kysely, id)
        .set({
          status: nextAttemptAt ? "pending" : "failed",
          attempts,
          last_error: withoutNul(error),
          updated_at: now,
          ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : {}),
        })
        .execute();
    },

    async retryFailed(now, jobIds, by) {
      if (jobIds && !jobIds.length) return 0;
      let retry = kysely
        .updateTable("outbox")
        .set({
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          updated_at: now,
          locked_by: null,
          locked_until: null,
        })
        .where("status", "=", "failed");
      if (jobIds) retry = retry.where("id", "in", [...jobIds]);
      // The row and its new job together: a retry pressed twice, or by two staff, is still one job.
      return kysely.transaction().execute(async (trx) => {
        const rows = await retry.returning(["lead_id", "target", "message"]).execute();
        await addJobs(
          trx,
          db.jobs,
          rows.map((row) => deliveryJob({ leadId: row.lead_id, target: row.target, message: row.message }, now)),
        );
        if (by && rows.length)
          await recordAudit(trx, { by, action: "deliveries.retried", detail: { spreadsheet: rows.length }, at: now });
        return rows.length;
      });
    },

    async deliverySummary(limit = 50) {
      const summary: DeliverySummary = emptySummary();
      const [counts, failed] = await Promise.all([
        kysely
          .selectFrom("outbox")
          .select(["target", "status", (eb) => eb.fn.countAll<string>().as("n")])
          .groupBy(["target", "status"])
          .execute(),
        kysely
          .selectFrom("outbox")
          .selectAll()
          .where("status", "=", "failed")
          .orderBy("updated_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .execute(),
      ]);
      for (const { target, status, n } of counts) {
        const byStatus = summary.counts[target as OutboxTarget];
        if (byStatus) byStatus[status as DeliveryRow["status"]] = Number(n);
      }
      summary.failed = failed.map(toDeliveryRow);
      return summary;
    },
  };
}

/** An attempt's outcome applies to a delivery still pending: one erased or given up meanwhile stays so. */
const pending = (kysely: Executor, id: number) =>
  kysely.updateTable("outbox").where("id", "=", id).where("status", "=", "pending");

/**
 * Writes a lead with where it goes (the targets configured when it arrives), inside the caller's
 * transaction: insertLead's own, or a booking's, which stores its lead in the same transaction as
 * itself; its health details sealed with the database's vault. The spreadsheet is a row of the
 * lead outbox with its job (lib/leads/outbox/jobs.ts); the clinic's e-mail is a message
 * (lib/messages, kind lead-new), worded when sent from the lead as it is then. A lead that starts
 * further on than new (a booked consultation needs no call back) gets there through the status
 * change staff make, so its history says when and by whom.
 */
export async function writeLead(
  trx: Executor,
  { jobs, vault }: Pick<Database, "jobs" | "vault">,
  lead: LeadRecord,
  targets: readonly DeliveryTarget[],
  first?: { status: LeadStatus; by: Actor },
): Promise<void> {
  await trx.insertInto("leads").values(leadInsert(lead, vault)).execute();
  const at = lead.receivedAt;
  if (targets.includes("sheet")) {
    await trx
      .insertInto("outbox")
      .values({ lead_id: lead.id, target: "sheet", next_attempt_at: at, created_at: at, updated_at: at })
      .execute();
    await addJobs(trx, jobs, [deliveryJob({ leadId: lead.id, target: "sheet", message: null })]);
  }
  if (targets.includes("email"))
    await queueMessage(
      trx,
      jobs,
      "lead-new",
      { leadId: lead.id },
      { key: `lead:${lead.id}`, leadId: lead.id, ref: `lead:${lead.id}`, at: new Date(at) },
    );
  if (first) await changeStatus(trx, vault, lead.id, first.status, new Date(lead.receivedAt), { by: first.by });
}

/**
 * Gives each pending delivery that has no job one (a store restored from a backup, which holds
 * no jobs, or one upgraded from the release before the queue); a delivery with a job, waiting or
 * running, keeps it. Run when the job runner starts (lib/workers.ts).
 */
export async function requeuePendingDeliveries({ kysely, jobs }: Pick<Database, "kysely" | "jobs">): Promise<void> {
  const rows = await kysely
    .selectFrom("outbox")
    .select(["lead_id", "target", "message"])
    .where("status", "=", "pending")
    .execute();
  await addJobs(
    kysely,
    jobs,
    rows.map((row) => ({
      ...deliveryJob({ leadId: row.lead_id, target: row.target, message: row.message }),
      ifKeyed: "missing" as const,
    })),
  );
}
