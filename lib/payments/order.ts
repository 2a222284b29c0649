import { introPlan, type Plan } from "@/content/plans";
import { sum, type Money } from "@/lib/money";
import { planCatalogue } from "./catalogue";

/**
 * What a visitor's cart buys, worked out on the server from plan ids alone: the names, amounts
 * and periods are content/plans.ts's, never the browser's. The Book My Diet page shows the same
 * `price` (docs/payments.md), so the page and the charge cannot disagree. They come from
 * `planCatalogue()` (./catalogue.ts), as do the Prices `npm run stripe:setup` makes.
 */

type OrderLine = { id: string; name: string; price: Money; period: Plan["period"]; shipsHerbalKits: boolean };

export type Order = {
  lines: OrderLine[];
  /**
   * Stripe Checkout's mode: `subscription` as soon as one monthly plan is in the cart (the
   * intro plan's one-time price is then charged once, on the first invoice, which Stripe allows in
   * that mode), `payment` for the intro plan alone.
   */
  mode: "subscription" | "payment";
  /** Charged each month until cancelled. */
  monthly: Money;
  /** Charged once, today. */
  once: Money;
  /**
   * Taken off today's payment: the intro plan's price when it is bought with a monthly plan, as
   * the terms credit it (lib/payments/credit.ts puts the same amount on the Checkout Session).
   */
  credit?: Money;
  /** What today's payment comes to. */
  today: Money;
  /** A plan in it sends herbal kits: Stripe asks for a shipping address. */
  shipsHerbalKits: boolean;
};

/** The names of the plans a stored record names (a subscription's ids), each of them, whatever a cart may hold today. */
export const planNamesOf = (ids: readonly string[]) =>
  ids.flatMap((id) => planCatalogue().find((plan) => plan.id === id)?.name ?? []).join(", ") || "plan not named";

/** The plans a stored record names, in its order, each of them. */
export const plansOf = (ids: readonly string[]) =>
  ids.flatMap((id) => planCatalogue().find((plan) => plan.id === id) ?? []);

/** The ids in `?plans=`, in order, each once; anything that is not a plan id shape is dropped. */
export function planIds(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  return [
    ...new Set(
      text
        .split(",")
        .map((id) => id.trim())
        .filter((id) => /^[a-z0-9-]{1,60}$/.test(id)),
    ),
  ].slice(0, 10);
}

/**
 * The order for these plan ids; `unknown` lists ids the clinic no longer offers (the order leaves
 * them out). The monthly plans are tiers of one plan, so an order holds one: the last one named
 * (the cart's latest choice) stays, and `replaced` names those it replaced.
 */
export function orderFor(ids: readonly string[]): { order?: Order; unknown: string[]; replaced: string[] } {
  const unknown: string[] = [];
  const replaced: string[] = [];
  const lines: OrderLine[] = [];
  const known = [...new Set(ids)].flatMap((id) => {
    const plan = planCatalogue().find((p) => p.id === id);
    if (!plan) unknown.push(id);
    return plan ? [plan] : [];
  });
  const tier = known.findLast((plan) => plan.period === "month");
  for (const plan of known) {
    if (plan.period === "month" && plan !== tier) replaced.push(plan.name);
    else
      lines.push({
        id: plan.id,
        name: plan.name,
        price: plan.price,
        period: plan.period,
        shipsHerbalKits: plan.shipsHerbalKits,
      });
  }
  if (!lines.length) return { unknown, replaced };
  const monthly = sum(lines.filter((l) => l.period === "month").map((l) => l.price));
  const once = sum(lines.filter((l) => l.period === "one-time").map((l) => l.price));
  const credit = monthly.cents > 0 ? lines.find((l) => l.id === introPlan.id)?.price : undefined;
  return {
    unknown,
    replaced,
    order: {
      lines,
      mode: monthly.cents > 0 ? "subscription" : "payment",
      monthly,
      once,
      ...(credit ? { credit } : {}),
      today: credit
        ? { ...sum([monthly, once]), cents: sum([monthly, once]).cents - credit.cents }
        : sum([monthly, once]),
      shipsHerbalKits: lines.some((l) => l.shipsHerbalKits),
    },
  };
}
