import "server-only";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { LeadRecord } from "../record";
import { fromRow, leadColumns, toRow, type LeadRow } from "./columns";
import type { DeliveryJob, DeliveryRow, DeliverySummary, DeliveryTarget, LeadQuery, LeadStore } from "./types";
import { containsPattern, emptySummary, queryDays, searchDigits } from "./shared";
import { sqliteDesk, sqliteDeskMigration } from "./sqlite-desk";

/** Each entry runs once, in order; PRAGMA user_version remembers how far a file has come. */
const migrations = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     ${leadColumns.filter((c) => c !== "id").map((c) => `${c} TEXT NOT NULL DEFAULT ''`).join(",\n     ")},
     status TEXT NOT NULL DEFAULT 'new',
     contacted_at TEXT
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     target TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     locked_until TEXT,
     locked_by TEXT,
     last_error TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     delivered_at TEXT,
     UNIQUE (lead_id, target)
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  sqliteDeskMigration,
];

type Row = Record<string, SQLInputValue>;

export function openSqliteStore(file: string, options: { synchronous?: "full" | "normal" } = {}): LeadStore {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  // FULL: a lead the visitor was told about survives a power cut, not only a crash.
  db.exec(`PRAGMA synchronous = ${options.synchronous === "normal" ? "NORMAL" : "FULL"};`);
  migrate(db);

  const tx = <T>(work: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  const insertLead = db.prepare(
    `INSERT INTO leads (${leadColumns.join(", ")}) VALUES (${leadColumns.map((c) => `:${c}`).join(", ")})`,
  );
  const insertDelivery = db.prepare(
    `INSERT INTO outbox (lead_id, target, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const selectLead = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  const selectDeliveries = db.prepare(`SELECT * FROM outbox WHERE lead_id = ? ORDER BY id`);
  const claim = db.prepare(
    `UPDATE outbox SET locked_by = :worker, locked_until = :until
     WHERE id IN (SELECT id FROM outbox
                  WHERE status = 'pending' AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until <= :now)
                  ORDER BY next_attempt_at, id LIMIT :limit)
     RETURNING id, lead_id, target, attempts`,
  );
  const delivered = db.prepare(
    `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = :now, updated_at = :now,
       locked_by = NULL, locked_until = NULL, last_error = NULL
     WHERE id = :id AND locked_by = :worker AND status = 'pending'`,
  );
  const retry = db.prepare(
    `UPDATE outbox SET attempts = :attempts, next_attempt_at = :next, last_error = :error, updated_at = :now,
       locked_by = NULL, locked_until = NULL
     WHERE id = :id AND locked_by = :worker AND status = 'pending'`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET status = 'failed', attempts = :attempts, last_error = :error, updated_at = :now,
       locked_by = NULL, locked_until = NULL
     WHERE id = :id AND locked_by = :worker AND status = 'pending'`,
  );

  return {
    kind: "sqlite",
    ...sqliteDesk(db, tx),

    async insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]) {
      tx(() => {
        insertLead.run(toRow(lead) as Row);
        for (const target of targets) {
          insertDelivery.run(lead.id, target, lead.receivedAt, lead.receivedAt, lead.receivedAt);
        }
      });
    },

    async getLead(id: string) {
      const row = selectLead.get(id) as (LeadRow & Row) | undefined;
      return row ? fromRow(row) : null;
    },

    async listLeads(query: LeadQuery) {
      const where: string[] = [];
      const params: SQLInputValue[] = [];
      const { fromIso, toIso } = queryDays(query);
      const filter = (condition: string, value: SQLInputValue) => {
        where.push(condition);
        params.push(value);
      };
      if (query.formType) filter("form_type = ?", query.formType);
      if (query.status) filter("status = ?", query.status);
      if (fromIso) filter("received_at >= ?", fromIso);
      if (toIso) filter("received_at < ?", toIso);
      const q = query.q?.trim();
      if (q) {
        // LIKE ignores case for ASCII letters only; names in other scripts match as typed.
        const pattern = containsPattern(q);
        const digits = searchDigits(q);
        where.push(`(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\'${digits ? " OR phone_e164 LIKE ? OR phone LIKE ?" : ""})`);
        params.push(pattern, pattern, pattern, ...(digits ? [`%${digits}%`, `%${digits}%`] : []));
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = (db.prepare(`SELECT count(*) AS n FROM leads ${clause}`).get(...params) as { n: number }).n;
      const overdue = query.overdueBefore ? `(status = 'new' AND received_at < ?)` : undefined;
      const order = overdue
        ? `CASE WHEN ${overdue} THEN 0 ELSE 1 END, CASE WHEN ${overdue} THEN received_at END ASC, received_at DESC, id DESC`
        : "received_at DESC, id DESC";
      const orderParams = query.overdueBefore ? [query.overdueBefore, query.overdueBefore] : [];
      const rows = db
        .prepare(`SELECT * FROM leads ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...params, ...orderParams, query.limit, query.offset) as unknown as LeadRow[];
      return { leads: rows.map(fromRow), total: Number(total) };
    },

    async deliveriesFor(leadId: string) {
      return (selectDeliveries.all(leadId) as unknown as OutboxRow[]).map(toDeliveryRow);
    },

    async claimDeliveries({ now, limit, leaseMs, workerId }) {
      return tx(() => {
        const claimed = claim.all({
          worker: workerId,
          until: new Date(now.getTime() + leaseMs).toISOString(),
          now: now.toISOString(),
          limit,
        }) as unknown as Array<{ id: number; lead_id: string; target: DeliveryTarget; attempts: number }>;
        return claimed
          .sort((a, b) => a.id - b.id)
          .map((row): DeliveryJob => ({
            id: Number(row.id),
            leadId: row.lead_id,
            target: row.target,
            attempts: Number(row.attempts),
            lead: fromRow(selectLead.get(row.lead_id) as unknown as LeadRow),
          }));
      });
    },

    async markDelivered(jobId, workerId, now) {
      delivered.run({ id: jobId, worker: workerId, now: now.toISOString() });
    },

    async markRetry(jobId, workerId, { attempts, nextAttemptAt, error, now }) {
      retry.run({ id: jobId, worker: workerId, attempts, next: nextAttemptAt.toISOString(), error, now: now.toISOString() });
    },

    async markFailed(jobId, workerId, { attempts, error, now }) {
      failed.run({ id: jobId, worker: workerId, attempts, error, now: now.toISOString() });
    },

    async retryFailed(now, jobIds) {
      const iso = now.toISOString();
      const ids = jobIds ? ` AND id IN (${jobIds.map(() => "?").join(", ") || "NULL"})` : "";
      const result = db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?, locked_by = NULL, locked_until = NULL
           WHERE status = 'failed'${ids}`,
        )
        .run(iso, iso, ...(jobIds ?? []));
      return Number(result.changes);
    },

    async deliverySummary(limit = 50) {
      const summary: DeliverySummary = emptySummary();
      const counts = db.prepare(`SELECT target, status, count(*) AS n FROM outbox GROUP BY target, status`).all() as Array<{
        target: DeliveryTarget;
        status: keyof DeliverySummary["counts"][DeliveryTarget];
        n: number;
      }>;
      for (const { target, status, n } of counts) {
        if (summary.counts[target]) summary.counts[target][status] = Number(n);
      }
      summary.failed = (
        db.prepare(`SELECT * FROM outbox WHERE status = 'failed' ORDER BY updated_at DESC, id DESC LIMIT ?`).all(limit) as unknown as OutboxRow[]
      ).map(toDeliveryRow);
      return summary;
    },

    async ping() {
      db.prepare("SELECT 1").get();
    },

    async close() {
      if (db.isOpen) db.close();
    },
  };
}

function migrate(db: DatabaseSync) {
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  for (const [i, sql] of migrations.entries()) {
    if (i < version) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${i + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}

type OutboxRow = {
  id: number;
  lead_id: string;
  target: DeliveryTarget;
  status: DeliveryRow["status"];
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  updated_at: string;
  delivered_at: string | null;
};

const toDeliveryRow = (row: OutboxRow): DeliveryRow => ({
  id: Number(row.id),
  leadId: row.lead_id,
  target: row.target,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  updatedAt: row.updated_at,
  deliveredAt: row.delivered_at,
});
