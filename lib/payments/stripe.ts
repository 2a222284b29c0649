import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import type { DB } from "@/lib/db/schema";
import { introCreditFor } from "./credit";
import { lookupKeyOf, planCatalogue, portalConfigurationMark, priceMatches } from "./catalogue";
import { sessionParams, type SessionRequest } from "./session";

/**
 * The API version this code was written and tested against: the one the installed SDK ships
 * (node_modules/stripe/esm/apiVersion.js). Pinned, so that Stripe changing its default for the
 * account changes nothing here; a new SDK brings its own, and the tests say what moved.
 */
export const stripeApiVersion = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

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
  { kysely, now }: { kysely?: Kysely<DB>; now?: Temporal.Instant } = {},
): Promise<{ id: string; url: string }> {
  const prices = await setUpPrices(
    client,
    request.order.lines.map((line) => line.id),
  );
  // The $19 credit is Stripe's to bill (a coupon); a failure to make it is Stripe's failure, and checkout says so.
  const credit = await introCreditFor(kysely, client, { order: request.order, email: request.email, now });
  const session = await client.checkout.sessions.create(sessionParams({ ...request, prices, credit }), {
    idempotencyKey: `checkout-${request.leadId}`,
  });
  if (!session.url) throw new Error(`Stripe returned the session ${session.id} without a payment page address`);
  return { id: session.id, url: session.url };
}

/**
 * The Prices `npm run stripe:setup` made for these plans, by plan id: only those that charge what
 * the page shows, so a price changed on the site but not yet in Stripe is charged inline. Stripe
 * unreachable or the command not yet run: none, and checkout charges inline (never an error).
 */
async function setUpPrices(client: Stripe, planIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const plans = planCatalogue().filter((plan) => planIds.includes(plan.id));
  try {
    const { data } = await client.prices.list({ lookup_keys: plans.map((plan) => lookupKeyOf(plan.id)), active: true });
    for (const plan of plans) {
      const price = data.find((p) => p.lookup_key === lookupKeyOf(plan.id));
      if (price && priceMatches(price, plan)) found.set(plan.id, price.id);
    }
  } catch (error) {
    log().warn({ err: error, event: "payments.prices-unread" }, "the plans' Prices were not read; charging inline");
  }
  return found;
}

/**
 * Stripe's Customer Portal for the customer who paid (billing_portal.sessions): there the visitor
 * changes the card or cancels the plan, and Stripe reports the change by webhook. Its `url` is
 * short-lived, so it is made when the visitor asks, never stored or mailed.
 */
export async function createPortalSession(client: Stripe, customerId: string, returnUrl: string): Promise<string> {
  const configuration = await portalConfiguration(client);
  const session = await client.billingPortal.sessions.create({
    customer: customerId,
    return_url: returnUrl,
    ...(configuration ? { configuration } : {}),
  });
  return session.url;
}

/** The portal configuration `npm run stripe:setup` keeps (tier switching); the account's default until it has run. */
async function portalConfiguration(client: Stripe): Promise<string | undefined> {
  try {
    const { data } = await client.billingPortal.configurations.list({ active: true, limit: 100 });
    return data.find((c) => c.metadata?.managed_by === portalConfigurationMark.managed_by)?.id;
  } catch (error) {
    log().warn({ err: error, event: "payments.portal-configuration-unread" }, "opening the portal's default");
    return undefined;
  }
}
