import pg from "pg";
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
