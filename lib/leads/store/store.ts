import "server-only";
import { Pool, type PoolClient } from "pg";
import { log } from "@/lib/log";
import type { LeadRecord } from "../record";
import { fromRow, leadColumns, toRow, type LeadRow } from "./columns";
import type { DeliveryJob, DeliveryRow, DeliverySummary, DeliveryTarget, LeadQuery, LeadStore } from "./types";
import { postgresDesk, postgresDeskMigration } from "./postgres-desk";
import { containsPattern, emptySummary, queryDays, searchDigits } from "./shared";

const leadColumnType = (column: string) =>
  column === "received_at" ? "timestamptz NOT NULL" : column === "details" ? "jsonb NOT NULL DEFAULT '{}'" : "text NOT NULL DEFAULT ''";

/** Each entry runs once, in order; lead_migrations records which ones a schema has had. */
const migrations = [
  // COLLATE "C": ties on received_at break in byte order, as in SQLite, whatever the database's locale.
  `CREATE TABLE leads (
     id text COLLATE "C" PRIMARY KEY,
     ${leadColumns.filter((c) => c !== "id").map((c) => `${c} ${leadColumnType(c)}`).join(",\n     ")},
     status text NOT NULL DEFAULT 'new',
     contacted_at timestamptz
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE TABLE outbox (
     id serial PRIMARY KEY,
     lead_id text NOT NULL REFERENCES leads (id),
     target text NOT NULL,
     status text NOT NULL DEFAULT 'pending',
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     locked_until timestamptz,
     locked_by text,
     last_error text,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     delivered_at timestamptz,
     UNIQUE (lead_id, target)
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  postgresDeskMigration,
];

/** Any fixed number; every instance that migrates takes this lock first. */
const migrationLock = 7_310_452_001;

export async function openPostgresStore(url: string, options: { schema?: string; poolMax?: number } = {}): Promise<LeadStore> {
  const { schema, poolMax = 10 } = options;
  // The name goes into SQL and the connection's startup options, so only a plain identifier will do.
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Lead store schema must be a lowercase SQL identifier, not ${JSON.stringify(schema)}`);
  }
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // A dropped idle connection (server restart, failover) is otherwise an unhandled 'error' event that ends the process.
  pool.on("error", (error) => log().error({ err: error, event: "store.pool" }, "lead store: idle PostgreSQL connection failed"));
  try {
    await migrate(pool, schema);
  } catch (error) {
    await pool.end();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const leadQuery = (sql: string, params: unknown[]) => pool.query<LeadRow>(sql, params);

  return {
    kind: "postgres",
    ...postgresDesk(pool, (work) => transaction(pool, work)),

    async insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]) {
      await transaction(pool, async (client) => {
        await client.query(
          `INSERT INTO leads (${leadColumns.join(", ")}) VALUES (${leadColumns.map((_, i) => `$${i + 1}`).join(", ")})`,
          storableRow(lead),
        );
        for (const target of targets) {
          await client.query(
            `INSERT INTO outbox (lead_id, target, next_attempt_at, created_at, updated_at) VALUES ($1, $2, $3, $3, $3)`,
            [lead.id, target, lead.receivedAt],
          );
        }
      });
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
      const { rows } = await pool.query<LeadRow & { job_id: number; target: DeliveryTarget; attempts: number }>(
        `WITH claimed AS (
           UPDATE outbox SET locked_by = $1, locked_until = $2
           WHERE id IN (SELECT id FROM outbox
                        WHERE status = 'pending' AND next_attempt_at <= $3 AND (locked_until IS NULL OR locked_until <= $3)
                        ORDER BY next_attempt_at, id LIMIT $4
                        FOR UPDATE SKIP LOCKED)
           RETURNING id, lead_id, target, attempts)
         SELECT claimed.id AS job_id, claimed.target, claimed.attempts, leads.*
         FROM claimed JOIN leads ON leads.id = claimed.lead_id
         ORDER BY claimed.id`,
        [workerId, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), limit],
      );
      return rows.map(
        (row): DeliveryJob => ({ id: row.job_id, leadId: row.id, target: row.target, attempts: row.attempts, lead: fromRow(row) }),
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

    async ping() {
      await pool.query("SELECT 1");
    },

    async close() {
      closing ??= pool.end();
      await closing;
    },
  };
}

async function migrate(pool: Pool, schema: string | undefined) {
  await transaction(pool, async (client) => {
    // Instances starting together queue here; each later one finds the work done. Even
    // CREATE ... IF NOT EXISTS can fail with a duplicate-key error when two run at once.
    await client.query(`SELECT pg_advisory_xact_lock($1)`, [migrationLock]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`CREATE TABLE IF NOT EXISTS lead_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM lead_migrations`);
    const applied = new Set(rows.map((row) => row.id));
    for (const [i, sql] of migrations.entries()) {
      if (applied.has(i + 1)) continue;
      await client.query(sql);
      await client.query(`INSERT INTO lead_migrations (id) VALUES ($1)`, [i + 1]);
    }
  });
}

async function transaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    // A connection that could not roll back is in an unknown state: discard it rather than reuse it.
    client.release(broken);
  }
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, which SQLite stores: a "%00" in a bot's UTM
 * value or message would otherwise cost the whole lead. It becomes U+FFFD, the usual stand-in.
 */
const withoutNul = (value: string) => value.replaceAll("\0", "\uFFFD");

function storableRow(lead: LeadRecord): string[] {
  const row = toRow(lead);
  return leadColumns.map((column) =>
    column === "details"
      ? JSON.stringify(lead.details, (_key, value: unknown) => (typeof value === "string" ? withoutNul(value) : value))
      : withoutNul(row[column]),
  );
}

type OutboxRow = {
  id: number;
  lead_id: string;
  target: DeliveryTarget;
  status: DeliveryRow["status"];
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
};

const toDeliveryRow = (row: OutboxRow): DeliveryRow => ({
  id: row.id,
  leadId: row.lead_id,
  target: row.target,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  deliveredAt: row.delivered_at?.toISOString() ?? null,
});
