import "server-only";
import { Kysely, PostgresDialect } from "kysely";
import pg, { type PoolClient } from "pg";
import { log } from "@/lib/log";
import { migrate } from "./migrate";
import type { DB } from "./schema";

/**
 * The site's one PostgreSQL database: a connection pool, transactions on it, and the schema
 * brought up to date when it opens. Every domain's store (leads, the desk, limits, bookings)
 * is written once, in PostgreSQL's dialect, against this (docs/decisions/046), through Kysely
 * typed by the migrated schema (lib/db/schema.ts, docs/decisions/058).
 */
export type Database = {
  pool: pg.Pool;
  /** Typed queries on the same pool; `kysely.transaction().execute(...)` for a transaction of them. */
  kysely: Kysely<DB>;
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A schema of its own (the tests use a fresh one each); created when missing. */
  schema?: string;
  poolMax?: number;
};

export async function openDatabase(url: string, { schema, poolMax = 10 }: DatabaseOptions = {}): Promise<Database> {
  // The name goes into SQL and the connection's startup options, so only a plain identifier will do.
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Database schema must be a lowercase SQL identifier, not ${JSON.stringify(schema)}`);
  }
  const pool = new pg.Pool({ connectionString: url, max: poolMax, options: schema ? `-c search_path=${schema}` : undefined });
  // A dropped idle connection (server restart, failover) is otherwise an unhandled 'error' event that ends the process.
  pool.on("error", (error) => log().error({ err: error, event: "store.pool" }, "database: an idle PostgreSQL connection failed"));
  const transaction = <T>(work: (client: PoolClient) => Promise<T>) => inTransaction(pool, work);
  try {
    await migrate(transaction, schema);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    pool,
    // Kysely borrows the pool's connections and never ends the pool: close() does, once.
    kysely: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
    transaction,
    close: () => (closing ??= pool.end()),
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
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
