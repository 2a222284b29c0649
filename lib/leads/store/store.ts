import "server-only";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";
import type { PoolClient } from "pg";
import type { LeadRecord, LeadStatus } from "../record";
import { changeStatus, deskQueries } from "./desk";
import { fromRow, insertLeadSql, leadValues, toDeliveryRow, type LeadRow, type OutboxRow } from "./rows";
import { containsPattern, emptySummary, queryDays, searchDigits } from "./shared";
import type { Actor, DeliveryJob, DeliveryRow, DeliverySummary, DeliveryTarget, LeadQuery, LeadStore } from "./types";

/**
 * The lead store (docs/decisions/046): leads and their delivery outbox here, the follow-up
 * desk's tables in desk.ts, on the process's one database. Every write the visitor waits for
 * is one transaction.
 */
export function openLeadStore(db: Database): LeadStore {
  const { pool, transaction } = db;
  const leadQuery = (sql: string, params: unknown[]) => pool.query<LeadRow>(sql, params);

  return {
    ...deskQueries(db),

    async insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]) {
      await transaction((client) => writeLead(client, lead, targets));
    },

    async getLead(id: string) {
      const { rows } = await leadQuery(`SELECT * FROM leads WHERE id = $1`, [id]);
      return rows[0] ? fromRow(rows[0]) : null;
    },

    async listLeads(query: LeadQuery) {
      const where: string[] = [];
      const params: unknown[] = [];
      const { fromIso, toIso } = queryDays(query);
      if (query.formType) where.push(`form_type = $${params.push(query.formType)}`);
      if (query.status) where.push(`status = $${params.push(query.status)}`);
      if (fromIso) where.push(`received_at >= $${params.push(fromIso)}`);
      if (toIso) where.push(`received_at < $${params.push(toIso)}`);
      const q = query.q?.trim();
      if (q) {
        const pattern = `$${params.push(withoutNul(containsPattern(q)))}`;
        const digits = searchDigits(q);
        const byDigits = digits ? ` OR phone_e164 LIKE $${params.push(`%${digits}%`)} OR phone LIKE $${params.length}` : "";
        where.push(`(name ILIKE ${pattern} OR email ILIKE ${pattern} OR phone ILIKE ${pattern}${byDigits})`);
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const listParams = [...params];
      let order = "received_at DESC, id DESC";
      if (query.overdueBefore) {
        const overdue = `(status = 'new' AND received_at < $${listParams.push(query.overdueBefore)})`;
        order = `CASE WHEN ${overdue} THEN 0 ELSE 1 END, CASE WHEN ${overdue} THEN received_at END ASC, ${order}`;
      }
      const page = `LIMIT $${listParams.length + 1} OFFSET $${listParams.length + 2}`;
      const [count, { rows }] = await Promise.all([
        pool.query<{ n: string }>(`SELECT count(*) AS n FROM leads ${clause}`, params),
        leadQuery(`SELECT * FROM leads ${clause} ORDER BY ${order} ${page}`, [...listParams, query.limit, query.offset]),
      ]);
      return { leads: rows.map(fromRow), total: Number(count.rows[0]?.n ?? 0) };
    },

    async deliveriesFor(leadId: string) {
      const { rows } = await pool.query<OutboxRow>(`SELECT * FROM outbox WHERE lead_id = $1 ORDER BY id`, [leadId]);
      return rows.map(toDeliveryRow);
    },

    async claimDeliveries({ now, limit, leaseMs, workerId }) {
      // SKIP LOCKED: instances claiming at the same moment take different rows instead of waiting
      // for each other; the lease then keeps the rows theirs after this statement commits.
      const { rows } = await pool.query<LeadRow & { job_id: number; target: DeliveryTarget; outbox_message: string | null; attempts: number }>(
        `WITH claimed AS (
           UPDATE outbox SET locked_by = $1, locked_until = $2
           WHERE id IN (SELECT id FROM outbox
                        WHERE status = 'pending' AND next_attempt_at <= $3 AND (locked_until IS NULL OR locked_until <= $3)
                        ORDER BY next_attempt_at, id LIMIT $4
                        FOR UPDATE SKIP LOCKED)
           RETURNING id, lead_id, target, message, attempts)
         SELECT claimed.id AS job_id, claimed.target, claimed.message AS outbox_message, claimed.attempts, leads.*
         FROM claimed JOIN leads ON leads.id = claimed.lead_id
         ORDER BY claimed.id`,
        [workerId, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), limit],
      );
      return rows.map(
        (row): DeliveryJob => ({ id: row.job_id, leadId: row.id, target: row.target, message: row.outbox_message, attempts: row.attempts, lead: fromRow(row) }),
      );
    },

    async markDelivered(jobId, workerId, now) {
      await pool.query(
        `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = $3, updated_at = $3,
           locked_by = NULL, locked_until = NULL, last_error = NULL
         WHERE id = $1 AND locked_by = $2 AND status = 'pending'`,
        [jobId, workerId, now.toISOString()],
      );
    },

    async markRetry(jobId, workerId, { attempts, nextAttemptAt, error, now }) {
      await pool.query(
        `UPDATE outbox SET attempts = $3, next_attempt_at = $4, last_error = $5, updated_at = $6,
           locked_by = NULL, locked_until = NULL
         WHERE id = $1 AND locked_by = $2 AND status = 'pending'`,
        [jobId, workerId, attempts, nextAttemptAt.toISOString(), withoutNul(error), now.toISOString()],
      );
    },

    async markFailed(jobId, workerId, { attempts, error, now }) {
      await pool.query(
        `UPDATE outbox SET status = 'failed', attempts = $3, last_error = $4, updated_at = $5,
           locked_by = NULL, locked_until = NULL
         WHERE id = $1 AND locked_by = $2 AND status = 'pending'`,
        [jobId, workerId, attempts, withoutNul(error), now.toISOString()],
      );
    },

    async retryFailed(now, jobIds) {
      const result = await pool.query(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, updated_at = $1, locked_by = NULL, locked_until = NULL
         WHERE status = 'failed'${jobIds ? " AND id = ANY($2::integer[])" : ""}`,
        jobIds ? [now.toISOString(), [...jobIds]] : [now.toISOString()],
      );
      return result.rowCount ?? 0;
    },

    async deliverySummary(limit = 50) {
      const summary: DeliverySummary = emptySummary();
      const [counts, failed] = await Promise.all([
        pool.query<{ target: DeliveryTarget; status: DeliveryRow["status"]; n: string }>(
          `SELECT target, status, count(*) AS n FROM outbox GROUP BY target, status`,
        ),
        pool.query<OutboxRow>(`SELECT * FROM outbox WHERE status = 'failed' ORDER BY updated_at DESC, id DESC LIMIT $1`, [limit]),
      ]);
      for (const { target, status, n } of counts.rows) {
        if (summary.counts[target]) summary.counts[target][status] = Number(n);
      }
      summary.failed = failed.rows.map(toDeliveryRow);
      return summary;
    },
  };
}

/**
 * Writes a lead and one pending delivery per target on `client`, inside the caller's transaction:
 * insertLead's own, or a booking's, which stores its lead in the same transaction as itself. A
 * lead that starts further on than new (a booked consultation needs no call back) gets there
 * through the status change staff make, so its history says when and by whom.
 */
export async function writeLead(client: PoolClient, lead: LeadRecord, targets: readonly DeliveryTarget[], first?: { status: LeadStatus; by: Actor }): Promise<void> {
  await client.query(insertLeadSql, leadValues(lead));
  for (const target of targets) {
    await client.query(`INSERT INTO outbox (lead_id, target, next_attempt_at, created_at, updated_at) VALUES ($1, $2, $3, $3, $3)`, [
      lead.id,
      target,
      lead.receivedAt,
    ]);
  }
  if (first) await changeStatus(client, lead.id, first.status, new Date(lead.receivedAt), { by: first.by });
}

/**
 * Queues one more message of a lead's to a target, due at `at`, inside the caller's transaction
 * (a booking's e-mails to the visitor, lib/booking/mail.ts, one per message key); a second
 * queueing of the same message is ignored.
 */
export async function queueMessage(client: PoolClient, leadId: string, target: DeliveryTarget, message: string, at: Date): Promise<void> {
  await client.query(
    `INSERT INTO outbox (lead_id, target, message, next_attempt_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $4, $4)
     ON CONFLICT (lead_id, target, (coalesce(message, ''))) DO NOTHING`,
    [leadId, target, message, at.toISOString()],
  );
}

/** Drops a lead's messages to a target not yet sent (a confirmation or reminder a change makes wrong); what was sent stays as history. */
export async function dropPendingMessages(client: PoolClient, leadId: string, target: DeliveryTarget): Promise<void> {
  await client.query(`DELETE FROM outbox WHERE lead_id = $1 AND target = $2 AND status = 'pending'`, [leadId, target]);
}
