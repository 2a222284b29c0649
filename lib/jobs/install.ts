import "server-only";
import { Logger, runMigrations } from "graphile-worker";
import type pg from "pg";
import type { JobQueue } from "./queue";

/** graphile-worker's messages while it installs its schema: only its errors are worth a line. */
const quietLogger = new Logger(() => (level, message) => {
  if (level === "error") console.error(`graphile-worker: ${message}`);
});

/**
 * The job queue of the database the pool opens: graphile-worker's schema, installed or brought
 * up to date by graphile-worker itself (it takes its own lock, so instances starting together
 * are safe). The schema is named after the site's: `graphile_worker` beside `public`, and
 * `<schema>_jobs` beside any other (each test's own schema, tests/setup/test-database.ts), so
 * no two stores share a queue.
 */
export async function installJobQueue(pool: pg.Pool): Promise<JobQueue> {
  const { rows } = await pool.query<{ schema: string }>(`SELECT current_schema() AS schema`);
  const own = rows[0]?.schema ?? "public";
  const queue: JobQueue = { schema: own === "public" ? "graphile_worker" : `${own}_jobs` };
  await runMigrations({ pgPool: pool, schema: queue.schema, logger: quietLogger });
  return queue;
}
