import "server-only";
import type { Database } from "@/lib/db";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import { addJobs } from "@/lib/jobs/queue";

/** The job that processes a stored event (lib/workers.ts runs it with processPaymentEvent). */
export const paymentEventTask = "payment-event";

/**
 * How long the event's job waits: the webhook processes the event at once, so the visitor's
 * success page reads a paid order without waiting for a runner; the job is the retry, with the
 * queue's back-off, when that processing failed or the process died first. A job that finds the
 * event processed ends without doing anything.
 */
const jobDelayMs = 60_000;

/**
 * What the webhook keeps of a verified event: Stripe's id, type, the object it is about, its
 * instant and the whole event, or (when PostgreSQL cannot hold it as JSON) its body as text.
 */
export type ReceivedEvent = {
  id: string;
  type: string;
  objectId: string;
  created: Date;
  payload: unknown;
  raw?: string;
};

/**
 * The event's shape as Stripe sends it, checked before it is stored: a body signed with the
 * endpoint's secret but not an event (a test sent by hand) is refused, not stored half.
 */
export function receivedEvent(parsed: unknown): ReceivedEvent | undefined {
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { id, type, created, data } = parsed as {
    id?: unknown;
    type?: unknown;
    created?: unknown;
    data?: { object?: { id?: unknown } };
  };
  if (typeof id !== "string" || !/^evt_\w{1,200}$/.test(id) || typeof type !== "string" || type.length > 200)
    return undefined;
  if (typeof created !== "number" || !Number.isSafeInteger(created) || created < 0) return undefined;
  const object = data?.object;
  if (typeof object !== "object" || object === null) return undefined;
  return {
    id,
    type,
    created: new Date(created * 1000),
    objectId: typeof object.id === "string" ? withoutNul(object.id.slice(0, 255)) : "",
    payload: parsed,
  };
}

/**
 * Stores the event under Stripe's id before the webhook answers, with its job in the same
 * transaction (keyed by the event's id, so one job per event). A second delivery of the same id
 * stores nothing ("duplicate") and says whether the first was processed, so a delivery retried
 * after a failed processing gets it processed.
 */
export async function storeEvent(
  db: Pick<Database, "transaction" | "jobs">,
  event: ReceivedEvent,
  now: Date,
  /** Why the webhook refuses the event (another API version or mode): stored as refused, never processed. */
  refusal?: string,
): Promise<{ stored: boolean; processed: boolean }> {
  return db.transaction(async (trx) => {
    const inserted = await trx
      .insertInto("payment_events")
      .values({
        id: event.id,
        type: withoutNul(event.type),
        object_id: event.objectId,
        created: event.created,
        payload: event.payload === undefined ? null : jsonWithoutNul(event.payload),
        raw: event.raw === undefined ? null : withoutNul(event.raw),
        received_at: now,
        ...(refusal ? { processed_at: now, outcome: "refused", last_error: withoutNul(refusal) } : {}),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted && refusal) return { stored: true, processed: true };
    if (inserted) {
      const runAt = new Date(now.getTime() + jobDelayMs);
      await addJobs(trx, db.jobs, [
        { task: paymentEventTask, payload: { eventId: event.id }, key: `payment-event:${event.id}`, runAt },
      ]);
      return { stored: true, processed: false };
    }
    const earlier = await trx
      .selectFrom("payment_events")
      .select("processed_at")
      .where("id", "=", event.id)
      .executeTakeFirst();
    return { stored: false, processed: Boolean(earlier?.processed_at) };
  });
}
