import "server-only";
import { sql, type Kysely } from "kysely";
import type { DB } from "@/lib/db/schema";

/**
 * Where graphile-worker keeps this database's jobs: its own schema beside the site's tables
 * (lib/db/database.ts installs it when the database opens; docs/decisions/074).
 */
export type JobQueue = { readonly schema: string };

/** A job to run once, by the task of that name (lib/workers.ts lists the tasks). */
export type JobSpec = {
  task: string;
  payload: Record<string, unknown>;
  /**
   * Makes the job one of a kind: adding a job under a key that is waiting replaces it (its
   * payload and run_at), so each delivery or reminder is exactly one job however often it is added.
   */
  key?: string;
  /** When it may run; now when left out. */
  runAt?: Date;
  /** Attempts before graphile-worker gives up; its default (25) when left out. */
  maxAttempts?: number;
  /**
   * "replace" (the default): the job under the key becomes this one. "missing": added only when no
   * job has the key, waiting or running (graphile-worker's unsafe_dedupe), for putting back the
   * jobs of rows that have none (requeueMissing in lib/workers.ts) without touching those that do.
   */
  ifKeyed?: "replace" | "missing";
};

/**
 * Adds jobs inside the caller's transaction (or on the database): they exist only if it
 * commits, so a lead and its deliveries, or a booking and its reminders, are stored together or
 * not at all. graphile-worker's `add_job` SQL function, one statement for them all; its insert
 * trigger wakes the runners through NOTIFY.
 */
export async function addJobs(executor: Kysely<DB>, queue: JobQueue, jobs: readonly JobSpec[]): Promise<void> {
  if (!jobs.length) return;
  const rows = JSON.stringify(
    jobs.map((job) => ({
      task: job.task,
      payload: job.payload,
      key: job.key ?? null,
      run_at: job.runAt?.toISOString() ?? null,
      max_attempts: job.maxAttempts ?? null,
      mode: job.ifKeyed === "missing" ? "unsafe_dedupe" : "replace",
    })),
  );
  await sql`
    SELECT ${sql.id(queue.schema, "add_job")}(
      identifier => j.task, payload => j.payload, run_at => j.run_at, max_attempts => j.max_attempts, job_key => j.key, job_key_mode => j.mode
    )
    FROM json_to_recordset(${rows}::json) AS j (task text, payload json, key text, run_at timestamptz, max_attempts int, mode text)
  `.execute(executor);
}

/**
 * Removes the waiting jobs whose key starts with `prefix` (a cancelled booking's reminders),
 * inside the caller's transaction; a job already running finishes and is not run again.
 */
export async function removeJobs(executor: Kysely<DB>, queue: JobQueue, prefix: string): Promise<void> {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await sql`
    SELECT ${sql.id(queue.schema, "remove_job")}(key) FROM ${sql.id(queue.schema, "jobs")} WHERE key LIKE ${like}
  `.execute(executor);
}
