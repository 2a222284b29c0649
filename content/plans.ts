import type { Money } from "@/lib/money";
import { confirmedFact, type Confirmed } from "./clinic-facts";

/**
 * The diet and wellness plans, in US dollars (docs/product.md). Each plan's `price` is the one
 * amount the Book My Diet page shows and Stripe Checkout charges (docs/payments.md). The specification's reference prices,
 * badges and "24/7 support" are claims the clinic has to confirm (content/clinic-facts.ts, in the
 * desk): until it does, they are left out, and when it does, their words are the confirmed ones.
 * The pages take `plansShown(confirmed)` with the desk's claims at run time; `plans` holds the
 * same prices for the checkout and the leads, which read no claim.
 */
export type Plan = {
  id: string;
  name: string;
  /** What the page shows and the checkout charges: each month, or once. */
  price: Money;
  period: "month" | "one-time";
  /** The plan sends herbal kits, so its checkout asks for a shipping address (docs/payments.md). */
  shipsHerbalKits: boolean;
  /** A claim about the plan ("MOST POPULAR"), shown only once the clinic confirms it (content/clinic-facts.ts). */
  badge?: string;
  /** Drawn out among the plans: only the plan whose "MOST POPULAR" the clinic has confirmed. */
  featured?: boolean;
  /** Whole US dollars, a claim the clinic confirms (content/clinic-facts.ts). */
  regularPrice?: number;
  note?: string;
  features: string[];
};

function separately(price: number | undefined) {
  return price ? `$${price} if bought separately` : undefined;
}

/** "regularly $469, Save $120": a was-price shown only once the clinic confirms it charged it. */
function referencePrice(price: Money, regularPrice: number | undefined): Pick<Plan, "regularPrice" | "note"> {
  return regularPrice ? { regularPrice, note: `Save $${regularPrice - price.cents / 100}` } : {};
}

/** Whole US dollars in cents, written out: content may not import lib/money.ts's helpers, only its types. */
const dollars = (amount: number): Money => ({ cents: amount * 100, currency: "USD" });

const completeHealingPrice = dollars(349);

/** The plans with the claims `confirmed` holds: badges, reference prices and "24/7 support". */
export function plansShown(confirmed: Confirmed): Plan[] {
  const mostPopular = confirmed("mostPopularPlan");
  return [
    {
      id: "starter-care-plan",
      name: "Starter Care Plan",
      price: dollars(199),
      period: "month",
      shipsHerbalKits: true,
      note: separately(confirmed("starterBoughtSeparately")),
      features: ["1 free consultation", "4-week diet plan", "1 herbal kit (30 days)", "Basic support"],
    },
    {
      id: "complete-healing-plan",
      name: "Complete Healing Plan",
      price: completeHealingPrice,
      period: "month",
      shipsHerbalKits: true,
      badge: mostPopular,
      featured: mostPopular !== undefined,
      ...referencePrice(completeHealingPrice, confirmed("completeHealingRegularPrice")),
      features: [
        "8-week diet plan",
        "2 herbal kits (60 days)",
        "2 follow-up consultations",
        "Monthly progress reports",
        "Priority support",
      ],
    },
    {
      id: "total-wellness-transformation",
      name: "Total Wellness Transformation",
      price: dollars(599),
      period: "month",
      shipsHerbalKits: true,
      badge: confirmed("bestValuePlan"),
      features: [
        "12-week diet plan, updated every 4 weeks",
        "3 herbal kits (90 days)",
        "Unlimited consultations",
        ...[confirmed("roundTheClockSupport")].filter((feature) => feature !== undefined),
        "Free shipping, always",
        // Offers Stripe does not bill by themselves: shown once the clinic says how it gives them (decision 119).
        ...[confirmed("threeMonthOffer"), confirmed("futureOrdersDiscount")].filter((offer) => offer !== undefined),
      ],
    },
  ];
}

export const plans: Plan[] = plansShown(confirmedFact);

export const introPlan: Plan = {
  id: "intro-plan",
  name: "$19 Intro Plan",
  price: dollars(19),
  period: "one-time",
  shipsHerbalKits: false,
  note: "The $19 comes off the first month of a monthly plan bought within 7 days.",
  features: ["30-minute consultation", "4-week diet plan"],
};
