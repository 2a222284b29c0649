import "server-only";
import type { LeadRecord } from "../record";
import type { DeliveryJob, DeliveryTarget, LeadStore } from "../store/types";
import { onOutboxWork } from "./signal";

/**
 * Forwards one lead, or sends one of its messages (`message`, for targets that have several);
 * throws when the target did not take it, so the outbox tries again.
 */
export type Deliverer = (lead: LeadRecord, context: { idempotencyKey: string; message?: string | null }) => Promise<void>;

/** A pino-shaped log: fields first, then the message (lib/log.ts). */
type LogFn = (fields: Record<string, unknown>, message: string) => void;
type Log = { info: LogFn; warn: LogFn; error: LogFn };

export type OutboxWorkerOptions = {
  /** The store, or how to open it: opening may fail at boot (database down) and is then retried on the next poll. */
  store: LeadStore | (() => Promise<LeadStore>);
  deliverers: Partial<Record<DeliveryTarget, Deliverer>>;
  workerId: string;
  pollMs: number;
  /** How long a claimed job stays this worker's: well past any delivery's own timeout. */
  leaseMs: number;
  batchSize: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  now?: () => Date;
  log?: Log;
};

export type OutboxWorker = {
  start(): void;
  stop(): Promise<void>;
  /** Delivers everything due now, batch by batch; resolves with the number of jobs handled. */
  runOnce(): Promise<number>;
};

/** The wait before attempt `attempts + 1`: doubling from base, capped, plus up to 10% so instances spread out. */
export const backoffMs = (attempts: number, baseDelayMs: number, maxDelayMs: number, random = Math.random) => {
  const delay = Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);
  return Math.round(delay * (1 + 0.1 * random()));
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "unknown error";

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { deliverers, workerId, pollMs, leaseMs, batchSize, maxAttempts, baseDelayMs, maxDelayMs } = options;
  const now = options.now ?? (() => new Date());
  const log: Log = options.log ?? {
    info: (fields, message) => console.info(message, fields),
    warn: (fields, message) => console.warn(message, fields),
    error: (fields, message) => console.error(message, fields),
  };
  const openStore = typeof options.store === "function" ? options.store : () => Promise.resolve(options.store as LeadStore);

  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  let active: Promise<number> | undefined;
  let queued: Promise<number> | undefined;

  async function attempt(store: LeadStore, job: DeliveryJob) {
    const deliver = deliverers[job.target];
    if (!deliver) {
      // The target was configured when the lead arrived and is not now: keep the job, without spending an attempt.
      await store.markRetry(job.id, workerId, {
        attempts: job.attempts,
        nextAttemptAt: new Date(now().getTime() + Math.max(maxDelayMs, pollMs)),
        error: `no ${job.target} delivery is configured on this server`,
        now: now(),
      });
      return;
    }
    try {
      // The lead's own notifications keep the key they always had; each further message has its own.
      const idempotencyKey = job.message ? `${job.leadId}:${job.target}:${job.message}` : `${job.leadId}:${job.target}`;
      await deliver(job.lead, { idempotencyKey, message: job.message });
    } catch (error) {
      const attempts = job.attempts + 1;
      const reason = message(error);
      if (attempts >= maxAttempts) {
        log.error(
          { event: "delivery.failed", leadId: job.leadId, target: job.target, attempts, reason },
          `outbox: ${job.target} delivery of lead ${job.leadId} failed for good after ${attempts} attempts: ${reason}`,
        );
        await store.markFailed(job.id, workerId, { attempts, error: reason, now: now() });
      } else {
        const wait = backoffMs(attempts, baseDelayMs, maxDelayMs);
        log.warn(
          { event: "delivery.retry", leadId: job.leadId, target: job.target, attempts, retryInMs: wait, reason },
          `outbox: ${job.target} delivery of lead ${job.leadId} failed (attempt ${attempts}), retrying in ${wait} ms: ${reason}`,
        );
        await store.markRetry(job.id, workerId, { attempts, nextAttemptAt: new Date(now().getTime() + wait), error: reason, now: now() });
      }
      return;
    }
    await store.markDelivered(job.id, workerId, now());
    log.info({ event: "delivery.delivered", leadId: job.leadId, target: job.target, attempts: job.attempts + 1 }, `outbox: ${job.target} delivery of lead ${job.leadId} done`);
  }

  async function drain(): Promise<number> {
    let handled = 0;
    try {
      const store = await openStore();
      while (!stopped) {
        const jobs = await store.claimDeliveries({ now: now(), limit: batchSize, leaseMs, workerId });
        const results = await Promise.allSettled(jobs.map((job) => attempt(store, job)));
        for (const result of results) {
          // The lease runs out and the job comes back; the idempotency key covers a repeat.
          if (result.status === "rejected") log.error({ event: "delivery.unrecorded", err: result.reason }, "outbox: could not record a delivery's outcome");
        }
        handled += jobs.length;
        if (jobs.length < batchSize) break;
      }
    } catch (error) {
      log.error({ event: "outbox.store-failed", err: error }, "outbox: the lead store failed; trying again on the next poll");
    }
    return handled;
  }

  /** One run at a time; calls during a run share a single follow-up run, which sees whatever arrived meanwhile. */
  function runOnce(): Promise<number> {
    if (!active) {
      active = drain().finally(() => {
        active = undefined;
      });
      return active;
    }
    queued ??= active.then(() => {
      queued = undefined;
      return runOnce();
    });
    return queued;
  }

  const wake = () => {
    if (!stopped) void runOnce();
  };

  return {
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(wake, pollMs);
      // A web server keeps the process alive; the worker alone should not.
      timer.unref?.();
      unsubscribe = onOutboxWork(wake);
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await queued;
      await active;
    },
    runOnce,
  };
}
