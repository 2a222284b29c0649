import "server-only";
import Stripe from "stripe";
import { database, type Database } from "@/lib/db";
import { log } from "@/lib/log";
import { readLimited } from "@/lib/net/read-limited";
import { receivedEvent, storeEvent, type ReceivedEvent } from "./events";
import { processPaymentEvent, type ProcessDeps } from "./process";

/**
 * Stripe's events are far smaller than this (a Checkout Session with its line items is a few
 * kilobytes); anything larger is refused before it is read to the end.
 */
export const maxWebhookBytes = 256 * 1024;

/** Stripe's tolerance for a signature's age (the SDK's default), used for one dated ahead too. */
const signatureToleranceSeconds = 300;

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** A Stripe client only for verifying: constructEvent needs no key, and no request leaves. */
const verifier = new Stripe("sk_test_verify_only", { telemetry: false });

/** What an event must match to be taken: a signature by one of the secrets, the pinned API version, the key's mode. */
export type WebhookSettings = {
  /** The endpoint's signing secret, and during a rotation the one it replaces (docs/decisions/096). */
  secrets: readonly string[];
  /** The API version events must be rendered in: the one the code reads (lib/payments/stripe.ts). */
  apiVersion: string;
  /** true for a live key: a test event is refused, and a live one with a test key. */
  livemode: boolean;
};

export type WebhookDeps = {
  /** The store events are kept in; this process's one database unless a test gives its own. */
  store?: () => Promise<Pick<Database, "kysely" | "transaction" | "jobs">>;
  now?: () => Date;
  /** What processing asks Stripe (an invoice's payments). */
  process?: ProcessDeps;
};

/** The `t=` of a Stripe-Signature header, in seconds; NaN when there is none. */
const signedAt = (header: string) => Number(/(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header)?.[1] ?? NaN);

/**
 * POST /api/stripe/webhook (docs/payments.md, docs/decisions/096). The signature is checked on the
 * body exactly as it arrived (`stripe.webhooks.constructEvent`, against each secret): without a
 * valid one, or dated more than the tolerance ahead of this clock (the SDK checks only its age),
 * 400; too large, 413; payments off, 404.
 *
 * A verified event is stored under its id before the answer, whatever its content: where
 * PostgreSQL cannot hold it as JSON, its body is kept as text. One rendered in another API version
 * than the pinned one, or in another mode than the key's, is stored as refused (listed in the desk
 * and by preflight) and answered 400, so Stripe's dashboard shows the endpoint failing. Any other
 * is answered 200 once stored, whatever processing made of it: processing that failed is retried
 * by the event's job (lib/payments/events.ts), and an event that cannot be processed is listed as
 * failed. Only a store that cannot take the event answers 503, so that Stripe tries again later.
 */
export async function receiveWebhook(
  request: Request,
  settings: WebhookSettings | undefined,
  { store = database, now = () => new Date(), process = {} }: WebhookDeps = {},
): Promise<Response> {
  if (!settings?.secrets.length) return answer(404, { error: "Payments are not configured on this site." });
  const signature = request.headers.get("stripe-signature");
  const body = await readLimited(request, maxWebhookBytes);
  if (body === "too-large") return answer(413, { error: `An event may be at most ${maxWebhookBytes / 1024} KB.` });
  if (!signature) return answer(400, { error: "The Stripe-Signature header is missing." });
  const nowSeconds = Math.floor(now().getTime() / 1000);
  const refused = (reason: string) => {
    // Not worth a stack trace: anyone can post here.
    log().warn({ event: "payments.webhook-refused", reason }, "webhook refused: bad signature");
    return answer(400, { error: "The signature does not match this endpoint's secret." });
  };
  if (signedAt(signature) > nowSeconds + signatureToleranceSeconds)
    return refused("the signature is dated ahead of this server's clock");
  let event: Stripe.Event | undefined;
  let reason = "";
  for (const secret of settings.secrets) {
    try {
      // receivedAt is in milliseconds (node_modules/stripe/esm/Webhooks.js).
      event = verifier.webhooks.constructEvent(
        body,
        signature,
        secret,
        signatureToleranceSeconds,
        undefined,
        nowSeconds * 1000,
      );
      break;
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  if (!event) return refused(reason);
  const received = receivedEvent(event);
  if (!received) return answer(400, { error: "The body is not a Stripe event." });
  const object = event.data.object as { client_reference_id?: unknown };
  const fields = {
    stripeEvent: received.id,
    type: received.type,
    object: received.objectId,
    leadId: typeof object.client_reference_id === "string" ? object.client_reference_id : undefined,
    livemode: event.livemode,
    apiVersion: event.api_version,
  };
  const refusal =
    event.api_version !== settings.apiVersion
      ? `rendered in API version ${String(event.api_version).slice(0, 40)}, not ${settings.apiVersion}: set the endpoint's version (npm run stripe:setup)`
      : event.livemode !== settings.livemode
        ? `a ${event.livemode ? "live" : "test"} event, and this site's key is a ${settings.livemode ? "live" : "test"} one`
        : undefined;
  let db: Pick<Database, "kysely" | "transaction" | "jobs">;
  let stored: { stored: boolean; processed: boolean };
  try {
    db = await store();
    stored = await storeWhatever(db, received, body, now(), refusal);
  } catch (error) {
    log().error(
      { err: error, event: "payments.webhook-store-failed", ...fields },
      "webhook event not stored; Stripe will deliver it again",
    );
    return answer(503, { error: "The event could not be stored; please deliver it again." });
  }
  if (refusal) {
    log().warn({ event: "payments.webhook-refused-event", ...fields, reason: refusal }, "webhook event refused");
    return answer(400, { error: `The event was refused: ${refusal}.` });
  }
  log().info(
    { event: "payments.webhook", ...fields, duplicate: !stored.stored },
    stored.stored ? "webhook event stored" : "webhook event already stored",
  );
  if (!stored.processed) {
    try {
      const outcome = await processPaymentEvent(db, received.id, now(), process);
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

/** Deeper than any object Stripe sends (a few levels); jsonb and the code reading it are spared the rest. */
const maxDepth = 64;

function depthOf(value: unknown, limit: number): number {
  if (typeof value !== "object" || value === null) return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, limit - 1));
  return deepest + 1;
}

/**
 * The event as jsonb may hold it: each string well formed (a lone surrogate becomes U+FFFD, which
 * jsonb takes; the text column keeps the body as sent), or undefined when it nests too deep.
 */
function storablePayload(payload: unknown): unknown {
  if (depthOf(payload, maxDepth + 1) > maxDepth) return undefined;
  return JSON.parse(
    JSON.stringify(payload, (_key, item: unknown) => (typeof item === "string" ? item.toWellFormed() : item)),
  );
}

/** Stores the event as JSON where it can, else its body as text, so that a verified event is never answered 5xx for its content. */
async function storeWhatever(
  db: Pick<Database, "kysely" | "transaction" | "jobs">,
  received: ReceivedEvent,
  body: Buffer,
  now: Date,
  refusal: string | undefined,
) {
  const payload = storablePayload(received.payload);
  const result = async (asJson: boolean) =>
    storeEvent(
      db,
      { ...received, payload: asJson ? payload : undefined, raw: asJson ? undefined : body.toString("utf8") },
      now,
      refusal,
    );
  if (payload === undefined) return result(false);
  try {
    return await result(true);
  } catch (error) {
    log().warn(
      { err: error, event: "payments.webhook-stored-as-text", stripeEvent: received.id },
      "event kept as text",
    );
    return result(false);
  }
}
