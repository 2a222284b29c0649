import { join } from "node:path";
import pg from "pg";
import { sealedColumns, sealedContext } from "../../lib/db/sealed-columns";
import type { DB } from "../../lib/db/schema";
import { keyFileName, loadVault, type Vault } from "../../lib/vault";
import { embeddedUrl } from "../../scripts/embedded-store.mjs";

/**
 * The database of a server under test: the embedded store that server.mjs started in `dir`
 * (LEAD_DB_PATH), reached as every other process reaches it (scripts/embedded-store.mjs).
 */
const pools = new Map<string, pg.Pool>();

/** Runs one statement on the store in `dir`; a pool per store, kept for the test process's life. */
export async function storeQuery<R extends pg.QueryResultRow>(
  dir: string,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  let pool = pools.get(dir);
  if (!pool) {
    pool = new pg.Pool({ connectionString: embeddedUrl(dir), max: 2, idleTimeoutMillis: 1_000, allowExitOnIdle: true });
    pool.on("error", () => {});
    pools.set(dir, pool);
  }
  return (await pool.query<R>(sql, params)).rows;
}

/** Forgets the pool of a store whose server has stopped (its next start may use another port). */
export async function forgetStore(dir: string) {
  const pool = pools.get(dir);
  pools.delete(dir);
  await pool?.end().catch(() => {});
}

/**
 * The vault of the store in `dir`, from the key file the server made there (lib/vault): the
 * tests write leads sealed as the store writes them, and read them opened as the desk does.
 */
export const storeVault = (dir: string): Vault => loadVault({ keyFile: join(dir, keyFileName), recheckMs: 0 }).vault;

/** A row as read with a plain client, its sealed columns (lib/db/sealed-columns.ts) opened. */
export function openedRow<R extends Record<string, unknown>>(dir: string, table: keyof DB, row: R): R {
  const vault = storeVault(dir);
  const opened: Record<string, unknown> = { ...row };
  for (const { column, json } of sealedColumns.filter((c) => c.table === table)) {
    const value = row[column];
    if (typeof value !== "string") continue;
    const context = sealedContext(table, column, String(row.id));
    opened[column] = json ? vault.openJson(value, context) : vault.openText(value, context);
  }
  return opened as R;
}
