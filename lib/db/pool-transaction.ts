import "server-only";
import type pg from "pg";
import type { PoolClient } from "pg";

/**
 * A transaction on a plain `pg` connection, for the code whose SQL is not about the domains'
 * tables but about the store itself: the migrations (DDL) and the backup (every table, whatever
 * it holds, through the catalogue). Everything else goes through Kysely (`Database.transaction`).
 */
export async function poolTransaction<T>(pool: pg.Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
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
