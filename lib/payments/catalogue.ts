import { introPlan, plans, type Plan } from "@/content/plans";

/**
 * The plans and their prices as the checkout charges them and `npm run stripe:setup` gives Stripe:
 * read through this one function, so that moving the prices to the site's store changes only it.
 */
export function planCatalogue(): readonly Plan[] {
  return [...plans, introPlan];
}

/** The Price's lookup key of a plan: checkout finds the plan's Price in Stripe by it (docs/payments.md). */
export const lookupKeyOf = (planId: string) => `site-plan:${planId}`;

/** The plan's Product in Stripe: an id of the site's own, so a second run finds it (Stripe takes a custom product id). */
export const productIdOf = (planId: string) => `site-plan-${planId}`;

/** Whether a Price in Stripe charges exactly what the plan's page shows: amount, currency and how often. */
export function priceMatches(
  price: {
    unit_amount: number | null;
    currency: string;
    recurring: { interval: string; interval_count: number } | null;
    active: boolean;
  },
  plan: Pick<Plan, "price" | "period">,
): boolean {
  return (
    price.active &&
    price.unit_amount === plan.price.cents &&
    price.currency === plan.price.currency.toLowerCase() &&
    (plan.period === "month"
      ? price.recurring?.interval === "month" && price.recurring.interval_count === 1
      : price.recurring === null)
  );
}

/** Marks the portal configuration `npm run stripe:setup` keeps (metadata), so portal sessions ask for it by id. */
export const portalConfigurationMark = { managed_by: "stripe-setup" } as const;
