import "server-only";
import { Logger, parseCrontab, run, type JobHelpers, type Runner, type TaskList } from "graphile-worker";
import { sql } from "kysely";
import type { Database } from "@/lib/db/database";

/** What a task does with its job's payload; throwing means "try again later" (graphile-worker's back-off). */
export type TaskHandler = (payload: unknown, helpers: JobHelpers) => Promise<void>;

/**
 * How long graphile-worker waits after a job's `attempts`-th failure before its next try (its
 * fail_jobs: e^min(attempts, 10) seconds): what the desk shows as a delivery's next attempt.
 */
export const retryDelayMs = (attempts: number) => Math.round(Math.exp(Math.min(attempts, 10)) * 1000);

type LogFn = (fields: Record<string, unknown>, message: string) => void;
type Log = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

export type JobRunnerOptions = {
  db: Database;
  tasks: Record<string, TaskHandler>;
  /** graphile-worker crontab lines (`0 * * * * task-name`): the timed work, once per tick across instances. */
  crontab?: string;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** How often to look for jobs that became due (a new job wakes the runner at once through NOTIFY). */
  pollMs: number;
  /**
   * How long a job may stay locked by a runner that no longer runs (a process killed with
   * kill -9) before another runner may take it. graphile-worker's own release waits four hours;
   * a lead's delivery should not. Keep it above the slowest task's own timeout.
   */
  leaseMs: number;
  log: Log;
};

export type JobRunner = { stop(): Promise<void> };

/**
 * Runs the jobs of the database's queue in this process with graphile-worker, beside every other
 * instance's runner: each job is locked by one runner (SKIP LOCKED), retried with graphile-worker's
 * back-off when its task throws, and crontab ticks are added once however many instances run.
 * stop() takes no new job and waits for the running ones (SIGTERM, lib/shutdown.ts).
 */
export async function startJobRunner({
  db,
  tasks,
  crontab,
  concurrency,
  pollMs,
  leaseMs,
  log,
}: JobRunnerOptions): Promise<JobRunner> {
  const taskList: TaskList = {};
  for (const [name, handler] of Object.entries(tasks)) taskList[name] = (payload, helpers) => handler(payload, helpers);
  const runner: Runner = await run({
    pgPool: db.pool,
    schema: db.jobs.schema,
    taskList,
    parsedCronItems: parseCrontab(crontab ?? ""),
    concurrency,
    pollInterval: pollMs,
    // server.mjs owns SIGTERM and SIGINT and calls stop() (lib/shutdown.ts).
    noHandleSignals: true,
    logger: graphileLogger(log),
    // A finished job is marked complete (or failed) through a batch, which stop() flushes before it
    // resolves; without one, graphile-worker marks it after the task returns without waiting, and
    // a stop could close the pool first, leaving the job locked until the lease is over.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  });
  const release = setInterval(
    () =>
      void releaseAbandoned(db, leaseMs).catch((error: unknown) =>
        log.warn({ event: "jobs.release-failed", err: error }, "jobs: could not release abandoned jobs"),
      ),
    Math.max(1_000, leaseMs / 2),
  );
  release.unref();
  let stopping: Promise<void> | undefined;
  return {
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(release);
        await runner.stop();
      })()),
  };
}

/**
 * Unlocks the jobs of runners that held one longer than the lease, as graphile-worker's own reset
 * does after four hours, so a killed instance's jobs run again once the lease is over. Through its
 * public interface only (worker.graphile.org/docs/jobs-view and its force_unlock_workers
 * function): the `jobs` view names the runners, and the function frees their jobs and queues. A
 * runner past the lease holds nothing still running, since the lease is above every task's timeout.
 */
export async function releaseAbandoned(db: Database, leaseMs: number): Promise<void> {
  const lease = `${Math.ceil(leaseMs / 1000)} seconds`;
  await sql`
    SELECT ${sql.id(db.jobs.schema, "force_unlock_workers")}(array_agg(DISTINCT locked_by))
    FROM ${sql.id(db.jobs.schema, "jobs")}
    WHERE locked_at < now() - ${lease}::interval
    HAVING count(*) > 0
  `.execute(db.kysely);
}

/**
 * graphile-worker's log lines into the site's log (lib/log.ts), its chatter at debug. A task's
 * failure is logged by the task itself, with what it means (a delivery retried, given up), so the
 * queue's own line for it is kept at debug too. Only the job's id and task are passed on: its
 * payload stays out of the log.
 */
function graphileLogger(log: Log): Logger {
  return new Logger(() => (level, message, meta) => {
    const job = meta.job as { id?: string; task_identifier?: string } | undefined;
    const fields = { event: "jobs", ...(job ? { jobId: job.id, task: job.task_identifier } : {}) };
    if (level === "error" && !meta.failure) log.error(fields, `jobs: ${message}`);
    else if (level === "warning") log.warn(fields, `jobs: ${message}`);
    else log.debug(fields, `jobs: ${message}`);
  });
}
