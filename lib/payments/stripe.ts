import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { sessionParams, type SessionRequest } from "./session";

/**
 * The API version this code was written and tested against: the one the installed SDK ships
 * (node_modules/stripe/esm/apiVersion.js). Pinned, so that Stripe changing its default for the
 * account changes nothing here; a new SDK brings its own, and the tests say what moved.
 */
const stripeApiVersion = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

type PaymentsConfig = NonNullable<ReturnType<typeof config>["payments"]>;

/** The SDK's client for these settings; STRIPE_API_URL points it at another host (the tests' fake). */
export function stripeClient({ secretKey, apiUrl }: Pick<PaymentsConfig, "secretKey" | "apiUrl">): Stripe {
  const api = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    apiVersion: stripeApiVersion,
    // One retry, on the idempotency key below: a session is never made twice for one request.
    maxNetworkRetries: 1,
    // The visitor waits on this: 20 s, then the request is kept and the clinic sends the link.
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/**
 * What the webhook takes (lib/payments/webhook.ts): events signed with the endpoint's secret or,
 * during a rotation, the previous one; rendered in the pinned API version; in the key's mode.
 */
export const webhookSettings = (payments: PaymentsConfig) => ({
  secrets: [payments.webhookSecret, payments.previousWebhookSecret].filter((s): s is string => Boolean(s)),
  apiVersion: stripeApiVersion,
  livemode: /^(sk|rk)_live_/.test(payments.secretKey),
});

let client: { for: PaymentsConfig; stripe: Stripe } | undefined;

/** The client for this process's settings, or undefined while payments are off. It holds no connection, so each bundle may keep its own. */
export function stripe(): Stripe | undefined {
  const payments = config().payments;
  if (!payments) return undefined;
  if (client?.for !== payments) client = { for: payments, stripe: stripeClient(payments) };
  return client.stripe;
}

/** Asks Stripe for the Checkout Session of a stored request; its `url` is Stripe's payment page. */
export async function createCheckoutSession(
  client: Stripe,
  request: SessionRequest,
): Promise<{ id: string; url: string }> {
  const session = await client.checkout.sessions.create(sessionParams(request), {
    idempotencyKey: `checkout-${request.leadId}`,
  });
  if (!session.url) throw new Error(`Stripe returned the session ${session.id} without a payment page address`);
  return { id: session.id, url: session.url };
}

/**
 * Stripe's Customer Portal for the customer who paid (billing_portal.sessions): there the visitor
 * changes the card or cancels the plan, and Stripe reports the change by webhook. Its `url` is
 * short-lived, so it is made when the visitor asks, never stored or mailed.
 */
export async function createPortalSession(client: Stripe, customerId: string, returnUrl: string): Promise<string> {
  const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}
