import "server-only";
import type { PoolClient } from "pg";
import { migrations } from "./migrations";

/** Any fixed number; every instance that migrates takes this lock first. */
const migrationLock = 7_310_452_001;

/**
 * Brings the schema up to date: each migration runs once, in order, and schema_migrations
 * records which ones a database has had. Instances starting together queue on an advisory lock
 * and each later one finds the work done (even CREATE ... IF NOT EXISTS can fail with a
 * duplicate-key error when two run at once).
 */
export async function migrate(
  transaction: <T>(work: (client: PoolClient) => Promise<T>) => Promise<T>,
  schema: string | undefined,
): Promise<void> {
  await transaction(async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock($1)`, [migrationLock]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await adoptLeadMigrations(client);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM schema_migrations`);
    const applied = new Set(rows.map((row) => row.id));
    for (const [i, sql] of migrations.entries()) {
      if (applied.has(i + 1)) continue;
      await client.query(sql);
      await client.query(`INSERT INTO schema_migrations (id) VALUES ($1)`, [i + 1]);
    }
  });
}

/**
 * Releases before the one store kept their record in lead_migrations, under the same numbers
 * (1: leads and outbox, 2: the follow-up desk); a database they made carries on from there.
 */
async function adoptLeadMigrations(client: PoolClient) {
  const { rows } = await client.query<{ name: string | null }>(`SELECT to_regclass('lead_migrations')::text AS name`);
  if (!rows[0]?.name) return;
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  await client.query(`INSERT INTO schema_migrations (id, applied_at) SELECT id, applied_at FROM lead_migrations ON CONFLICT (id) DO NOTHING`);
  await client.query(`DROP TABLE lead_migrations`);
}
