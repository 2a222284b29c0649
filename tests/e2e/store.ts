import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/**
 * The database of a server under test: the embedded store that server.mjs started in `dir`
 * (LEAD_DB_PATH), reached as every other process reaches it, with the address and password kept
 * beside its data (lib/db/embedded.ts: pgdata/clinic-store.json). Read here without the app's
 * module, which only server code may import.
 */
export function storeUrl(dir: string): string {
  const { port, password } = JSON.parse(readFileSync(join(dir, "pgdata", "clinic-store.json"), "utf8")) as { port: number; password: string };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

const pools = new Map<string, pg.Pool>();

/** Runs one statement on the store in `dir`; a pool per store, kept for the test process's life. */
export async function storeQuery<R extends pg.QueryResultRow>(dir: string, sql: string, params: unknown[] = []): Promise<R[]> {
  let pool = pools.get(dir);
  if (!pool) {
    pool = new pg.Pool({ connectionString: storeUrl(dir), max: 2, idleTimeoutMillis: 1_000, allowExitOnIdle: true });
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
