import "server-only";
import { Kysely, PostgresDialect, type Transaction } from "kysely";
import pg from "pg";
import { installJobQueue } from "@/lib/jobs/install";
import type { JobQueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import type { Vault } from "@/lib/vault";
import { migrate } from "./migrate";
import { refuseUnknownKeys } from "./sealed-keys";
import type { DB } from "./schema";

/**
 * The site's one PostgreSQL database: a connection pool, transactions on it, and the schema
 * brought up to date when it opens. Every domain's store (leads, the desk, limits, bookings)
 * is written once, in PostgreSQL's dialect, against this (docs/decisions/046), through Kysely
 * typed by the migrated schema (lib/db/schema.ts, docs/decisions/058).
 */
export type Database = {
  pool: pg.Pool;
  /** Typed queries on the same pool (lib/db/schema.ts); the backup and the migrations use the pool itself. */
  kysely: Kysely<DB>;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws; a connection whose rollback failed is discarded, not reused (Kysely's driver).
   */
  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /** graphile-worker's jobs on this database (lib/jobs): added in the same transactions as the rows they act on. */
  jobs: JobQueue;
  /**
   * Seals and opens the health details this database keeps encrypted (lib/vault), with its keys:
   * the stores seal on write and open on read; lib/db/sealed-columns.ts lists the columns.
   */
  vault: Vault;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** The keys of this database's sealed columns (lib/db/index.ts loads them; the tests give each a key of its own). */
  vault: Vault;
  /** A schema of its own (the tests use a fresh one each); created when missing. */
  schema?: string;
  /** The job queue's schema, when not the one named after `schema` (lib/jobs/install.ts). */
  jobsSchema?: string;
  poolMax?: number;
};

export async function openDatabase(
  url: string,
  { vault, schema, jobsSchema, poolMax = 10 }: DatabaseOptions,
): Promise<Database> {
  // The name goes into SQL and the connection's startup options, so only a plain identifier will do.
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Database schema must be a lowercase SQL identifier, not ${JSON.stringify(schema)}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  let closing: Promise<void> | undefined;
  // A dropped idle connection (server restart, failover) is otherwise an unhandled 'error' event
  // that ends the process. Once the pool is closing, an error on a connection it is ending
  // (a reset as the server hangs up on a connection told to terminate) is part of the stop, not a
  // fault: a graceful stop logged two error-level lines of these.
  pool.on("error", (error) =>
    closing
      ? log().debug(
          { err: error, event: "store.pool-closing" },
          "database: a connection ended with an error while the pool closed",
        )
      : log().error({ err: error, event: "store.pool" }, "database: an idle PostgreSQL connection failed"),
  );
  let jobs: JobQueue;
  // A connection that fails while checked out (graphile-worker's LISTEN connection holds one for
  // good) emits on the client, where an unheard 'error' would end the process: logged, and the
  // query on it fails as usual.
  pool.on("connect", (client) =>
    client.on("error", (error) => {
      if (!closing)
        log().warn({ err: error, event: "store.connection" }, "database: a PostgreSQL connection in use failed");
    }),
  );
  try {
    await migrate(pool, schema, vault);
    await refuseUnknownKeys(pool, vault);
    jobs = await installJobQueue(pool, jobsSchema);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Kysely borrows the pool's connections and never ends the pool: close() does, once.
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    pool,
    kysely,
    transaction: (work) => kysely.transaction().execute(work),
    jobs,
    vault,
    close: () => (closing ??= pool.end()),
  };
}
