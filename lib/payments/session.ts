import type Stripe from "stripe";
import type { IntroCredit } from "./credit";
import type { Order } from "./order";

/**
 * The countries Stripe Checkout accepts a herbal kit's shipping address from: those the shipping
 * policy names (content/pages/shipping.md, "including the USA, Canada, the United Kingdom,
 * Australia and the UAE"). Stripe wants a closed list; the clinic adds a country here, and to the
 * policy, once it ships there (docs/payments.md).
 */
export const kitShippingCountries = [
  "US",
  "CA",
  "GB",
  "AU",
  "AE",
] as const satisfies Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[];

export type SessionRequest = {
  order: Order;
  /** The 'Plan Purchase' lead stored before the session is asked for: the webhook finds it by this id. */
  leadId: string;
  email: string;
  /** The site's own address (SITE_URL), where Stripe sends the visitor back. */
  siteUrl: string;
  /**
   * The Price in Stripe of each plan, by plan id, where `npm run stripe:setup` made one that charges
   * what the page shows (lib/payments/catalogue.ts); a plan without one is charged inline.
   */
  prices?: ReadonlyMap<string, string>;
  /** The $19 credit, a coupon on the first invoice (lib/payments/credit.ts). */
  credit?: IntroCredit;
};

/**
 * The Checkout Session for an order, as Stripe's API takes it: one line per plan, its Price by
 * lookup key once `npm run stripe:setup` has made it (so the Customer Portal can switch tiers),
 * else its amount inline (`price_data`); either way the page's figure. Monthly plans as
 * subscriptions, the intro plan once. Stripe collects the billing address always and, when a plan
 * sends herbal kits, the shipping address.
 */
export function sessionParams({
  order,
  leadId,
  email,
  siteUrl,
  prices,
  credit,
}: SessionRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: order.mode,
    line_items: order.lines.map((line) => {
      const price = prices?.get(line.id);
      if (price) return { quantity: 1, price };
      return {
        quantity: 1,
        price_data: {
          currency: line.price.currency.toLowerCase(),
          unit_amount: line.price.cents,
          product_data: { name: line.name, metadata: { plan_id: line.id } },
          ...(line.period === "month" ? { recurring: { interval: "month" as const } } : {}),
        },
      };
    }),
    client_reference_id: leadId,
    // Never the intro order's Stripe customer, though the credit was found by its e-mail: Checkout
    // fills in a customer's saved address, which whoever typed that e-mail would then see.
    customer_email: email,
    metadata: {
      lead_id: leadId,
      plans: order.lines.map((line) => line.id).join(","),
      ...(credit ? { intro_credit: credit.introOrderId ?? "in-cart" } : {}),
    },
    // A promotion code the clinic issues in Stripe (its "15% off", decision 119) is typed on Stripe's page;
    // Stripe takes one discount per session, so a session with the $19 credit takes no code.
    ...(credit ? { discounts: [{ coupon: credit.couponId }] } : { allow_promotion_codes: true }),
    // A one-time payment gets an invoice of its own, so Stripe e-mails its receipt as it does a subscription's.
    ...(order.mode === "subscription"
      ? { subscription_data: { metadata: { lead_id: leadId } } }
      : {
          payment_intent_data: { metadata: { lead_id: leadId } },
          invoice_creation: { enabled: true, invoice_data: { metadata: { lead_id: leadId } } },
        }),
    // Charged in US dollars, as the cards, the terms and the $19 coupon say, whatever the account's
    // Adaptive Pricing setting: the buyer sees on Stripe's page the amount the order records (decision 123).
    adaptive_pricing: { enabled: false },
    billing_address_collection: "required",
    ...(order.shipsHerbalKits ? { shipping_address_collection: { allowed_countries: [...kitShippingCountries] } } : {}),
    // Stripe puts the session's id where the placeholder stands; the page asks Stripe, never trusts it (docs/payments.md).
    success_url: `${siteUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl}/checkout/cancelled?plans=${order.lines.map((line) => line.id).join(",")}`,
  };
}
