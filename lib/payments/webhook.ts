import "server-only";
import Stripe from "stripe";
import { database, type Database } from "@/lib/db";
import { log } from "@/lib/log";
import { readLimited } from "@/lib/net/read-limited";
import { receivedEvent, storeEvent } from "./events";
import { processPaymentEvent } from "./process";

/**
 * Stripe's events are far smaller than this (a Checkout Session with its line items is a few
 * kilobytes); anything larger is refused before it is read to the end.
 */
export const maxWebhookBytes = 256 * 1024;

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** A Stripe client only for verifying: constructEvent needs no key, and no request leaves. */
const verifier = new Stripe("sk_test_verify_only", { telemetry: false });

export type WebhookDeps = {
  /** The store events are kept in; this process's one database unless a test gives its own. */
  store?: () => Promise<Pick<Database, "kysely" | "transaction" | "jobs">>;
  now?: () => Date;
};

/**
 * POST /api/stripe/webhook (docs/payments.md). The signature is checked on the body exactly as it
 * arrived (`stripe.webhooks.constructEvent`, with its default tolerance of 300 s against replays
 * of an old delivery): without a valid one, 400; too large, 413; payments off, 404.
 *
 * A verified event is stored under its id, with its job, before the answer (a replay stores
 * nothing), then processed at once (lib/payments/process.ts); the answer is 200 once it is stored,
 * whatever processing made of it: an event whose processing failed stays unprocessed and its job
 * (lib/payments/events.ts) tries again with the queue's back-off, as does a delivery of the same
 * event; one left waiting for its order is tried after the next event that applies. Only a store that cannot take the event
 * answers 503, so that Stripe tries again later.
 */
export async function receiveWebhook(
  request: Request,
  secret: string | undefined,
  { store = database, now = () => new Date() }: WebhookDeps = {},
): Promise<Response> {
  if (!secret) return answer(404, { error: "Payments are not configured on this site." });
  const signature = request.headers.get("stripe-signature");
  const body = await readLimited(request, maxWebhookBytes);
  if (body === "too-large") return answer(413, { error: `An event may be at most ${maxWebhookBytes / 1024} KB.` });
  if (!signature) return answer(400, { error: "The Stripe-Signature header is missing." });
  let event: Stripe.Event;
  try {
    event = verifier.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    // Not worth a stack trace: anyone can post here. The reason is the SDK's own ("No signatures found…").
    log().warn(
      { event: "payments.webhook-refused", reason: error instanceof Error ? error.message : String(error) },
      "webhook refused: bad signature",
    );
    return answer(400, { error: "The signature does not match this endpoint's secret." });
  }
  const received = receivedEvent(event);
  if (!received) return answer(400, { error: "The body is not a Stripe event." });
  const object = event.data.object as { client_reference_id?: string | null };
  const fields = {
    stripeEvent: received.id,
    type: received.type,
    object: received.objectId,
    leadId: object.client_reference_id ?? undefined,
    livemode: event.livemode,
  };
  let db: Pick<Database, "kysely" | "transaction" | "jobs">;
  let stored: { stored: boolean; processed: boolean };
  try {
    db = await store();
    stored = await storeEvent(db, received, now());
  } catch (error) {
    log().error(
      { err: error, event: "payments.webhook-store-failed", ...fields },
      "webhook event not stored; Stripe will deliver it again",
    );
    return answer(503, { error: "The event could not be stored; please deliver it again." });
  }
  log().info(
    { event: "payments.webhook", ...fields, duplicate: !stored.stored },
    stored.stored ? "webhook event stored" : "webhook event already stored",
  );
  if (!stored.processed) {
    try {
      const outcome = await processPaymentEvent(db, received.id, now());
      log().info({ event: "payments.processed", ...fields, outcome }, `webhook event ${outcome}`);
    } catch (error) {
      log().error(
        { err: error, event: "payments.process-failed", ...fields },
        "webhook event stored but not processed; its job tries again",
      );
    }
  }
  return answer(200, { received: true });
}
