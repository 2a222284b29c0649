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
 * up to date by graphile-worker itself (instances starting together are safe). The schema is
 * named after the site's: `graphile_worker` beside `public`, and `<schema>_jobs` beside any other,
 * so no two stores share a queue; or `schema` when given (the tests' one queue per test file,
 * tests/setup/test-database.ts, which spares each test graphile-worker's twenty migrations).
 */
export async function installJobQueue(pool: pg.Pool, schema?: string): Promise<JobQueue> {
  let name = schema;
  if (!name) {
    const { rows } = await pool.query<{ schema: string }>(`SELECT current_schema() AS schema`);
    const own = rows[0]?.schema ?? "public";
    name = own === "public" ? "graphile_worker" : `${own}_jobs`;
  }
  const queue: JobQueue = { schema: name };
  await runMigrations({ pgPool: pool, schema: queue.schema, logger: quietLogger });
  return queue;
}
