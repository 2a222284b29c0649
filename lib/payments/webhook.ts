import "server-only";
import Stripe from "stripe";
import { log } from "@/lib/log";
import { readLimited } from "@/lib/net/read-limited";

/**
 * Stripe's events are far smaller than this (a Checkout Session with its line items is a few
 * kilobytes); anything larger is refused before it is read to the end.
 */
export const maxWebhookBytes = 256 * 1024;

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** A Stripe client only for verifying: constructEvent needs no key, and no request leaves. */
const verifier = new Stripe("sk_test_verify_only", { telemetry: false });

/**
 * POST /api/stripe/webhook (docs/payments.md). The signature is checked on the body exactly as it
 * arrived (`stripe.webhooks.constructEvent`, with its default tolerance of 300 s against replays
 * of an old delivery): without a valid one, 400; too large, 413; payments off, 404. A verified
 * event is logged and acknowledged with 200.
 *
 * This first stage stops there: storing each event by its id and processing it as a job
 * (orders, subscriptions, refunds) comes with the typed store and job queue of the domains work.
 * Until then the clinic sees payments in Stripe's dashboard, and each buyer's request in the inbox.
 */
export async function receiveWebhook(request: Request, secret: string | undefined): Promise<Response> {
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
    log().warn({ event: "payments.webhook-refused", reason: error instanceof Error ? error.message : String(error) }, "webhook refused: bad signature");
    return answer(400, { error: "The signature does not match this endpoint's secret." });
  }
  const object = event.data.object as { id?: string; client_reference_id?: string | null };
  log().info(
    { event: "payments.webhook", stripeEvent: event.id, type: event.type, object: object.id, leadId: object.client_reference_id ?? undefined, livemode: event.livemode },
    "webhook received",
  );
  return answer(200, { received: true });
}
