import type Stripe from "stripe";
import type { Plan } from "@/content/plans";
import { lookupKeyOf, planCatalogue, portalConfigurationMark, priceMatches, productIdOf } from "./catalogue";
import { handledEventTypes } from "./process";
import { stripeApiVersion } from "./stripe";

/**
 * What `npm run stripe:setup` makes of a Stripe account (docs/payments.md, Turning payments on):
 * a Product and a Price with its lookup key for each plan, the webhook endpoint at the site's
 * address in the pinned API version with the events the code handles, and the Customer Portal's
 * configuration. Each part is read first and written only where it differs, so a second run
 * changes nothing; with `apply: false` it only says what a run would change (the launch check).
 */
export type SetupReport = {
  /** What was changed, or with `apply: false` what a run would change, one line each. */
  changes: string[];
  /** What the command cannot put right itself, each with what to do. */
  problems: string[];
  /** The new endpoint's signing secret: Stripe shows it once, when the endpoint is made. */
  webhookSecret?: string;
};

type Client = Pick<Stripe, "products" | "prices" | "webhookEndpoints"> & {
  billingPortal: Pick<Stripe["billingPortal"], "configurations">;
};

const webhookPath = "/api/stripe/webhook";

const monthly = (plans: readonly Plan[]) => plans.filter((plan) => plan.period === "month");

const missing = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;

export async function setUpStripe(
  client: Client,
  { siteUrl, apply }: { siteUrl: string; apply: boolean },
): Promise<SetupReport> {
  const report: SetupReport = { changes: [], problems: [] };
  const plans = planCatalogue();

  // Products: one per plan, by the site's own id.
  for (const plan of plans) {
    const id = productIdOf(plan.id);
    const product = await client.products.retrieve(id).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    if (!product) {
      report.changes.push(`create the product ${id} (${plan.name})`);
      if (apply) await client.products.create({ id, name: plan.name, metadata: { plan_id: plan.id } });
    } else if (product.name !== plan.name || !product.active) {
      report.changes.push(`update the product ${id}: name "${plan.name}", active`);
      if (apply) await client.products.update(id, { name: plan.name, active: true });
    }
  }

  // Prices: a Price's amount never changes in Stripe, so a new one takes the lookup key and the old is archived.
  const priceIds = new Map<string, string>();
  const existing = await client.prices.list({ lookup_keys: plans.map((plan) => lookupKeyOf(plan.id)), limit: 100 });
  for (const plan of plans) {
    const key = lookupKeyOf(plan.id);
    const current = existing.data.find((price) => price.lookup_key === key);
    const product = productIdOf(plan.id);
    const productOf = (price: Stripe.Price) => (typeof price.product === "string" ? price.product : price.product.id);
    if (current && priceMatches(current, plan) && productOf(current) === product) {
      priceIds.set(plan.id, current.id);
      continue;
    }
    report.changes.push(
      `${current ? "replace" : "create"} the price ${key}: ${plan.price.cents} ${plan.price.currency} ${plan.period === "month" ? "each month" : "once"}`,
    );
    if (!apply) continue;
    const price = await client.prices.create({
      product,
      currency: plan.price.currency.toLowerCase(),
      unit_amount: plan.price.cents,
      ...(plan.period === "month" ? { recurring: { interval: "month" as const, interval_count: 1 } } : {}),
      lookup_key: key,
      transfer_lookup_key: true,
      metadata: { plan_id: plan.id },
    });
    if (current) await client.prices.update(current.id, { active: false });
    priceIds.set(plan.id, price.id);
  }

  // The webhook endpoint: its API version is set only when it is made (WebhookEndpointUpdateParams has none).
  const url = `${siteUrl.replace(/\/$/, "")}${webhookPath}`;
  const events = [...handledEventTypes].sort();
  const endpoints = await client.webhookEndpoints.list({ limit: 100 });
  const endpoint = endpoints.data.find((candidate) => candidate.url === url);
  if (!endpoint) {
    report.changes.push(
      `create the webhook endpoint ${url} (API version ${stripeApiVersion}, ${events.length} events)`,
    );
    if (apply) {
      const made = await client.webhookEndpoints.create({
        url,
        api_version: stripeApiVersion,
        enabled_events: events,
        description: "The clinic's site: orders, subscriptions, refunds and disputes (npm run stripe:setup)",
      });
      report.webhookSecret = made.secret;
    }
  } else {
    if (endpoint.api_version !== stripeApiVersion)
      report.problems.push(
        `the webhook endpoint ${url} (${endpoint.id}) sends events in API version ${endpoint.api_version ?? "of the account's default"}, not ${stripeApiVersion}, and Stripe sets an endpoint's version only when it is made: delete it in Stripe's dashboard (Developers, Webhooks) and run npm run stripe:setup again, then set the new signing secret as STRIPE_WEBHOOK_SECRET`,
      );
    if (endpoint.status !== "enabled" || [...endpoint.enabled_events].sort().join() !== events.join()) {
      report.changes.push(
        `update the webhook endpoint ${url}: enabled, with exactly the ${events.length} events handled`,
      );
      if (apply) await client.webhookEndpoints.update(endpoint.id, { enabled_events: events, disabled: false });
    }
  }

  // The Customer Portal: switching among the monthly tiers, cancelling at the period's end, changing the card.
  const configurations = await client.billingPortal.configurations.list({ active: true, limit: 100 });
  const configuration = configurations.data.find(
    (candidate) => candidate.metadata?.managed_by === portalConfigurationMark.managed_by,
  );
  const tiers = monthly(plans).map((plan) => ({ product: productIdOf(plan.id), prices: [priceIds.get(plan.id)] }));
  const features = {
    subscription_update: {
      enabled: true,
      default_allowed_updates: ["price" as const],
      proration_behavior: "create_prorations" as const,
      products: tiers.map((tier) => ({ product: tier.product, prices: tier.prices.filter((p) => p !== undefined) })),
    },
    subscription_cancel: { enabled: true, mode: "at_period_end" as const },
    payment_method_update: { enabled: true },
    invoice_history: { enabled: true },
  };
  if (!configuration) {
    report.changes.push("create the Customer Portal configuration (switch tiers, cancel at period end, change card)");
    if (apply)
      await client.billingPortal.configurations.create({
        features,
        business_profile: {
          privacy_policy_url: `${siteUrl}/privacy`,
          terms_of_service_url: `${siteUrl}/terms`,
        },
        default_return_url: siteUrl,
        metadata: { ...portalConfigurationMark },
      });
  } else if (!portalMatches(configuration, features)) {
    report.changes.push("update the Customer Portal configuration (switch tiers, cancel at period end, change card)");
    if (apply) await client.billingPortal.configurations.update(configuration.id, { features });
  }
  return report;
}

/** Whether the portal already offers what the plans need (only the parts this command sets are compared). */
function portalMatches(
  configuration: Stripe.BillingPortal.Configuration,
  wanted: {
    subscription_update: { products: { product: string; prices: string[] }[] };
  },
): boolean {
  const { features } = configuration;
  const offered = (features.subscription_update.products ?? [])
    .map((p) => `${p.product}=${[...p.prices].sort().join("+")}`)
    .sort()
    .join();
  const asked = wanted.subscription_update.products
    .map((p) => `${p.product}=${[...p.prices].sort().join("+")}`)
    .sort()
    .join();
  return (
    features.subscription_update.enabled &&
    features.subscription_update.default_allowed_updates.includes("price") &&
    features.subscription_update.proration_behavior === "create_prorations" &&
    offered === asked &&
    features.subscription_cancel.enabled &&
    features.subscription_cancel.mode === "at_period_end" &&
    features.payment_method_update.enabled &&
    features.invoice_history.enabled
  );
}
