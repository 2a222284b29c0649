import { z } from "zod";
import type { JobSpec } from "@/lib/jobs/queue";
import type { OutboxTarget } from "../store/types";

/** The task that sends one delivery of the outbox (lib/leads/outbox/deliver.ts). */
export const deliveryTask = "lead-delivery";

/**
 * Which delivery a job sends, the outbox row's lead, target and message (null: the lead's own
 * notification): a delivery job's payload, parsed where the job reads it.
 */
export const deliveryKey = z.object({
  leadId: z.string(),
  target: z.literal("sheet") satisfies z.ZodType<OutboxTarget>,
  message: z.string().nullable(),
});
export type DeliveryKey = z.output<typeof deliveryKey>;

/**
 * graphile-worker gives up on a job after its max_attempts; the outbox decides instead
 * (LEAD_DELIVERY_MAX_ATTEMPTS, then the row is marked failed and the job ends), so the job's own
 * limit is the most its column holds.
 */
const jobAttempts = 32_767;

/**
 * The job that sends one outbox row, keyed by the row's identity (the outbox's unique lead,
 * target and message): each delivery is exactly one job however often it is queued.
 */
export const deliveryJob = ({ leadId, target, message }: DeliveryKey, runAt?: Date): JobSpec => ({
  task: deliveryTask,
  payload: { leadId, target, message },
  key: `delivery:${leadId}:${target}:${message ?? ""}`,
  runAt,
  maxAttempts: jobAttempts,
});
