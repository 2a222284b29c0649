import "server-only";
import { retryDelayMs, type TaskHandler } from "@/lib/jobs/runner";
import type { LeadRecord } from "../record";
import type { LeadStore, OutboxTarget } from "../store/types";
import { deliveryKey } from "./jobs";

/** Forwards one lead; throws when the target did not take it, so the job is tried again. */
export type Deliverer = (lead: LeadRecord, context: { idempotencyKey: string }) => Promise<void>;

/** A pino-shaped log: fields first, then the message (lib/log.ts). */
type LogFn = (fields: Record<string, unknown>, message: string) => void;
type Log = { info: LogFn; warn: LogFn; error: LogFn };

export type DeliveryTaskOptions = {
  store: () => Promise<LeadStore>;
  deliverers: Partial<Record<OutboxTarget, Deliverer>>;
  /** Attempts before the delivery is marked failed, for staff to retry from the inbox (LEAD_DELIVERY_MAX_ATTEMPTS). */
  maxAttempts: number;
  now?: () => Date;
  log: Log;
};

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "unknown error";

/**
 * The task that sends one outbox delivery (lib/leads/outbox/jobs.ts): it reads the row and its
 * lead as they are now, sends it with the idempotency key the target has always received, and
 * records the outcome on the row, which the inbox's deliveries panel reads. A failure is thrown
 * back to graphile-worker, which tries again after its back-off, until LEAD_DELIVERY_MAX_ATTEMPTS:
 * then the row is marked failed and the job ends; "Retry" in the inbox queues a new one.
 */
export function createDeliveryTask({
  store: openStore,
  deliverers,
  maxAttempts,
  now = () => new Date(),
  log,
}: DeliveryTaskOptions): TaskHandler {
  return async (payload, helpers) => {
    const parsed = deliveryKey.safeParse(payload);
    if (!parsed.success) {
      log.error({ event: "delivery.refused" }, "delivery: a job without its lead, target and message was dropped");
      return;
    }
    const key = parsed.data;
    const store = await openStore();
    const job = await store.pendingDelivery(key);
    // Delivered already, failed for good, dropped (a booking changed) or erased: nothing to send.
    if (!job) return;
    const attempts = job.attempts + 1;
    try {
      const deliver = deliverers[job.target];
      // The target was configured when the lead arrived and is not now: the job waits with a reason the admin can read.
      if (!deliver) throw new Error(`no ${job.target} delivery is configured on this server`);
      // The key the spreadsheet has always received.
      const idempotencyKey = `${job.leadId}:${job.target}`;
      await deliver(job.lead, { idempotencyKey });
    } catch (error) {
      const reason = reasonOf(error);
      const given = attempts >= maxAttempts;
      const nextAttemptAt = given ? null : new Date(now().getTime() + retryDelayMs(helpers.job.attempts));
      await store.recordFailedAttempt(job.id, { attempts, error: reason, now: now(), nextAttemptAt });
      if (given) {
        log.error(
          { event: "delivery.failed", leadId: job.leadId, target: job.target, attempts, reason },
          `outbox: ${job.target} delivery of lead ${job.leadId} failed for good after ${attempts} attempts: ${reason}`,
        );
        return;
      }
      log.warn(
        { event: "delivery.retry", leadId: job.leadId, target: job.target, attempts, reason },
        `outbox: ${job.target} delivery of lead ${job.leadId} failed (attempt ${attempts}): ${reason}`,
      );
      throw error;
    }
    await store.recordDelivered(job.id, { attempts, now: now() });
    log.info(
      { event: "delivery.delivered", leadId: job.leadId, target: job.target, attempts },
      `outbox: ${job.target} delivery of lead ${job.leadId} done`,
    );
  };
}
