import "server-only";
import type pg from "pg";
import type { PoolClient } from "pg";
import type { Vault } from "@/lib/vault";
import { poolTransaction } from "./pool-transaction";
import { migrations, type Migration } from "./migrations";

/** Any fixed number; every instance that migrates takes this lock first. */
const migrationLock = 7_310_452_001;

/**
 * What each position meant while schema_migrations recorded positions (until 2026-11-28):
 * a store made then names its migrations by these. Position 4 was an empty placeholder and
 * has no name: its record is dropped. Frozen: a migration added since has only its name.
 */
const positions: ReadonlyMap<number, string> = new Map([
  [1, "0001-leads-and-outbox"],
  [2, "0002-follow-up-desk"],
  [3, "0003-limit-windows"],
  [5, "0005-booking-availability"],
  [6, "0006-bookings"],
  [7, "0007-lead-consent"],
]);
const placeholder = 4;

/**
 * Brings the schema up to date: each migration runs once, in order, and schema_migrations
 * records which ones a database has had, by name. Instances starting together queue on an
 * advisory lock and each later one finds the work done (even CREATE ... IF NOT EXISTS can
 * fail with a duplicate-key error when two run at once). A migration's step (`after`) runs in
 * the same transaction with the store's vault.
 *
 * Rows a step rewrote (plain health details sealed by 0016) leave their old versions in the
 * table's files until PostgreSQL reuses the space: the tables are rewritten afterwards (VACUUM
 * FULL, which cannot run inside a transaction), so the old text is no longer in the data files.
 */
export async function migrate(
  pool: pg.Pool,
  schema: string | undefined,
  vault: Vault,
  list: readonly Migration[] = migrations,
): Promise<void> {
  const rewritten = await poolTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock($1)`, [migrationLock]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await adoptLeadMigrations(client);
    await nameRecordedPositions(client);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM schema_migrations`);
    const applied = new Set(rows.map((row) => row.name));
    const tables = new Set<string>();
    for (const { name, sql, after } of list) {
      if (applied.has(name)) continue;
      await client.query(sql);
      for (const table of (await after?.(client, vault)) ?? []) tables.add(table);
      await client.query(`INSERT INTO schema_migrations (name) VALUES ($1)`, [name]);
    }
    return [...tables];
  });
  if (rewritten.length) await pool.query(`VACUUM FULL ${rewritten.join(", ")}`);
}

/**
 * Releases before the one store kept their record in lead_migrations, under the same positions
 * (1: leads and outbox, 2: the follow-up desk); a database they made carries on from there.
 */
async function adoptLeadMigrations(client: PoolClient) {
  if (!(await tableExists(client, "lead_migrations"))) return;
  await client.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await client.query(
    `INSERT INTO schema_migrations (id, applied_at) SELECT id, applied_at FROM lead_migrations ON CONFLICT (id) DO NOTHING`,
  );
  await client.query(`DROP TABLE lead_migrations`);
}

/**
 * A store whose schema_migrations records positions (an `id` column) gets each one's name, in
 * place, keeping when it was applied. A position this release cannot name was recorded by a
 * newer release: running this one's migrations on its schema would be a guess, so it refuses.
 */
async function nameRecordedPositions(client: PoolClient) {
  const { rows: columns } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'schema_migrations'`,
  );
  if (!columns.some((c) => c.column_name === "id")) return;
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM schema_migrations ORDER BY id`);
  const unknown = rows.map((r) => r.id).filter((id) => id !== placeholder && !positions.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `schema_migrations records migration ${unknown.join(", ")}, which this release does not know: the store was made by a newer release`,
    );
  }
  await client.query(`ALTER TABLE schema_migrations ADD COLUMN name text`);
  await client.query(
    `UPDATE schema_migrations SET name = named.name FROM unnest($1::int[], $2::text[]) AS named (id, name) WHERE named.id = schema_migrations.id`,
    [[...positions.keys()], [...positions.values()]],
  );
  await client.query(`DELETE FROM schema_migrations WHERE name IS NULL`);
  await client.query(`ALTER TABLE schema_migrations DROP COLUMN id`);
  await client.query(`ALTER TABLE schema_migrations ADD PRIMARY KEY (name)`);
}

async function tableExists(client: PoolClient, name: string): Promise<boolean> {
  const { rows } = await client.query<{ name: string | null }>(`SELECT to_regclass($1)::text AS name`, [name]);
  return Boolean(rows[0]?.name);
}
