import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { introPlan, plans } from "@/content/plans";
import { formatMoney } from "@/lib/money";
import { startFakeStripe, type FakeSession } from "@/tests/fakes/stripe";
import { lookupKeyOf, productIdOf } from "./catalogue";
import { orderFor } from "./order";
import { kitShippingCountries } from "./session";
import { setUpStripe } from "./setup";
import { createCheckoutSession, stripeClient } from "./stripe";

let fake: { server: Server; origin: string; sessions: FakeSession[] };
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

const client = () => stripeClient({ secretKey: "sk_test_fake", apiUrl: fake.origin });
const sent = (id: string) =>
  fake.sessions.find((s) => s.id === id)!.params as Record<string, unknown> & { line_items: Record<string, unknown>[] };

/** What Stripe was asked to charge for one line: the amount in cents, its currency, and whether it repeats. */
const charged = (line: Record<string, unknown>) => {
  const data = line.price_data as {
    unit_amount: string;
    currency: string;
    recurring?: { interval: string };
    product_data: { name: string };
  };
  return {
    name: data.product_data.name,
    cents: Number(data.unit_amount),
    currency: data.currency,
    interval: data.recurring?.interval ?? "once",
  };
};

describe("a Checkout Session through the official SDK, against the fake Stripe", () => {
  for (const plan of [...plans, introPlan]) {
    it(`${plan.name}: the amount the page shows (${formatMoney(plan.price)}) is the amount Stripe is asked to charge, in the right mode`, async () => {
      const { order } = orderFor([plan.id]);
      const session = await createCheckoutSession(client(), {
        order: order!,
        leadId: `lead-${plan.id}`,
        email: "buyer@example.com",
        siteUrl: "https://clinic.example",
      });
      expect(session.url).toBe(`${fake.origin}/c/pay/${session.id}`);
      const params = sent(session.id);
      expect(params.mode).toBe(plan.period === "month" ? "subscription" : "payment");
      expect(params.line_items.map(charged)).toEqual([
        {
          name: plan.name,
          cents: plan.price.cents,
          currency: "usd",
          interval: plan.period === "month" ? "month" : "once",
        },
      ]);
      // The page's figure is made from the same cents.
      expect(`$${Number(charged(params.line_items[0]!).cents) / 100}`).toBe(formatMoney(plan.price));
      expect(params).toMatchObject({
        client_reference_id: `lead-${plan.id}`,
        customer_email: "buyer@example.com",
        metadata: { lead_id: `lead-${plan.id}`, plans: plan.id },
        billing_address_collection: "required",
        // A promotion code the clinic issues in Stripe is taken on Stripe's page (decision 119).
        allow_promotion_codes: "true",
        // Fixed US dollars: Stripe's page shows the amount the order records (decision 123).
        adaptive_pricing: { enabled: "false" },
        success_url: "https://clinic.example/checkout/success?session_id={CHECKOUT_SESSION_ID}",
        cancel_url: `https://clinic.example/checkout/cancelled?plans=${plan.id}`,
      });
      // Stripe makes an invoice (and its receipt) for a one-time payment only when asked; a subscription's are its own.
      expect(params.invoice_creation).toEqual(
        plan.period === "one-time"
          ? { enabled: "true", invoice_data: { metadata: { lead_id: `lead-${plan.id}` } } }
          : undefined,
      );
      // Herbal kits ship with the monthly plans only, to the countries the shipping policy names.
      if (plan.shipsHerbalKits)
        expect(params.shipping_address_collection).toEqual({ allowed_countries: [...kitShippingCountries] });
      else expect(params.shipping_address_collection).toBeUndefined();
    });
  }

  it("checks a mixed cart out as one subscription with the intro plan charged once", async () => {
    const { order } = orderFor(["complete-healing-plan", "intro-plan"]);
    expect(order).toMatchObject({
      mode: "subscription",
      monthly: { cents: 34900 },
      once: { cents: 1900 },
      // The intro plan is credited against the first month (lib/payments/credit.ts): today is the plan's price.
      credit: { cents: 1900 },
      today: { cents: 34900, currency: "USD" },
    });
    const session = await createCheckoutSession(client(), {
      order: order!,
      leadId: "lead-mixed",
      email: "buyer@example.com",
      siteUrl: "https://clinic.example",
    });
    expect(sent(session.id).line_items.map(charged)).toEqual([
      { name: "Complete Healing Plan", cents: 34900, currency: "usd", interval: "month" },
      { name: "$19 Intro Plan", cents: 1900, currency: "usd", interval: "once" },
    ]);
  });

  it("asks once per stored request: a retry of the same lead gets the same session", async () => {
    const { order } = orderFor(["intro-plan"]);
    const request = {
      order: order!,
      leadId: "lead-retried",
      email: "buyer@example.com",
      siteUrl: "https://clinic.example",
    };
    const before = fake.sessions.length;
    const first = await createCheckoutSession(client(), request);
    const again = await createCheckoutSession(client(), request);
    expect(again.id).toBe(first.id);
    expect(fake.sessions.length).toBe(before + 1);
  });

  it("passes Stripe's refusal on as an error the caller can answer", async () => {
    const { order } = orderFor(["intro-plan"]);
    await expect(
      createCheckoutSession(client(), {
        order: order!,
        leadId: "lead-refused",
        email: "stripe-refuses@example.com",
        siteUrl: "https://clinic.example",
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError" });
  });
});

describe("the order from plan ids", () => {
  it("leaves out ids the clinic does not offer, and has no order without a plan", () => {
    expect(orderFor(["no-such-plan"])).toEqual({ unknown: ["no-such-plan"], replaced: [] });
    const { order, unknown } = orderFor(["intro-plan", "gone", "intro-plan"]);
    expect(unknown).toEqual(["gone"]);
    expect(order).toMatchObject({
      mode: "payment",
      lines: [{ id: "intro-plan" }],
      shipsHerbalKits: false,
      today: { cents: 1900 },
    });
  });

  it("holds one monthly plan: the last one named stays, and the ones it replaced are named", () => {
    const { order, replaced } = orderFor([
      "starter-care-plan",
      "intro-plan",
      "total-wellness-transformation",
      "complete-healing-plan",
    ]);
    expect(replaced).toEqual(["Starter Care Plan", "Total Wellness Transformation"]);
    expect(order?.lines.map((line) => line.id)).toEqual(["intro-plan", "complete-healing-plan"]);
    expect(order).toMatchObject({ mode: "subscription", monthly: { cents: 34900 }, today: { cents: 34900 } });
  });
});

describe("checkout once npm run stripe:setup has made the Prices", () => {
  it("names each plan's Price by its lookup key, and Stripe charges the page's figures", async () => {
    await setUpStripe(client(), { siteUrl: "https://clinic.example", apply: true });
    const { order } = orderFor(["complete-healing-plan", "intro-plan"]);
    const session = await createCheckoutSession(client(), {
      order: order!,
      leadId: "lead-with-prices",
      email: "buyer@example.com",
      siteUrl: "https://clinic.example",
    });
    const { data: prices } = await client().prices.list({
      lookup_keys: [lookupKeyOf("complete-healing-plan"), lookupKeyOf("intro-plan")],
    });
    const priceOf = (id: string) => prices.find((p) => p.lookup_key === lookupKeyOf(id))!.id;
    expect(sent(session.id).line_items).toEqual([
      { quantity: "1", price: priceOf("complete-healing-plan") },
      { quantity: "1", price: priceOf("intro-plan") },
    ]);
    const items = await client().checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.amount_subtotal, item.price?.type, item.price?.lookup_key])).toEqual([
      [34900, "recurring", lookupKeyOf("complete-healing-plan")],
      [1900, "one_time", lookupKeyOf("intro-plan")],
    ]);
  });

  it("charges inline a plan whose Price no longer says the page's amount", async () => {
    const stale = await client().prices.create({
      product: productIdOf("starter-care-plan"),
      currency: "usd",
      unit_amount: 17900,
      recurring: { interval: "month" },
      lookup_key: lookupKeyOf("starter-care-plan"),
      transfer_lookup_key: true,
    });
    const { order } = orderFor(["starter-care-plan"]);
    const session = await createCheckoutSession(client(), {
      order: order!,
      leadId: "lead-stale-price",
      email: "buyer@example.com",
      siteUrl: "https://clinic.example",
    });
    const [line] = sent(session.id).line_items;
    expect(line!.price).toBeUndefined();
    expect(charged(line!)).toMatchObject({ cents: 19900, interval: "month" });
    expect(stale.unit_amount).toBe(17900);
  });
});
