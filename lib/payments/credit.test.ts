import type { Server } from "node:http";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { startFakeStripe, type FakeSession } from "@/tests/fakes/stripe";
import { freshDatabase } from "@/tests/setup/test-database";
import { orderFor } from "./order";
import { applyCheckoutSession } from "./process";
import { createCheckoutSession, stripeClient } from "./stripe";

// No webhook address: each purchase is applied as the success page applies it, from Stripe's answer.
let fake: { server: Server; origin: string; sessions: FakeSession[] };
let db: Database;
beforeAll(async () => {
  fake = await startFakeStripe();
  db = await freshDatabase();
});
afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

const client = () => stripeClient({ secretKey: "sk_test_fake", apiUrl: fake.origin });

/** A buyer's checkout, paid: the lead stored, the session made as the checkout page makes it, "Pay", and the order applied. */
async function buy(plans: string[], email: string, now?: Temporal.Instant) {
  const lead = sampleLead({ formType: "Plan Purchase", email });
  await openLeadStore(db).insertLead(lead, []);
  const { id } = await createCheckoutSession(
    client(),
    { order: orderFor(plans).order!, leadId: lead.id, email, siteUrl: "https://clinic.example" },
    { kysely: db.kysely, now },
  );
  await fetch(`${fake.origin}/c/pay/${id}`, { method: "POST", redirect: "manual" });
  const session = await client().checkout.sessions.retrieve(id);
  await applyCheckoutSession(db, session, new Date(), { stripe: client });
  const order = await db.kysely
    .selectFrom("orders")
    .selectAll()
    .where("checkout_session_id", "=", id)
    .executeTakeFirstOrThrow();
  return { session, order, sent: fake.sessions.find((s) => s.id === id)!.params };
}

describe("the $19 credit, billed by Stripe", { timeout: 60_000 }, () => {
  it("a monthly plan bought within 7 days of the intro plan, with the same e-mail, is charged $19 less on its first invoice, once", async () => {
    const intro = await buy(["intro-plan"], "credit-buyer@example.com");
    expect(intro.order).toMatchObject({ amount_cents: 1900, status: "paid" });

    // Six days later, the e-mail typed in another case: the credit is the intro order's coupon.
    const sixDays = Temporal.Now.instant().add({ hours: 24 * 6 });
    const plan = await buy(["complete-healing-plan"], "Credit-Buyer@Example.com ", sixDays);
    expect(plan.sent.discounts).toEqual([{ coupon: `site-intro-credit-${intro.order.id}` }]);
    expect(plan.sent.metadata).toMatchObject({ intro_credit: intro.order.id });
    expect(plan.session.amount_total).toBe(34900 - 1900);
    expect(plan.order).toMatchObject({ amount_cents: 33000, currency: "USD", status: "paid" });
    // The line keeps the plan's price, what renews each month, and the credit taken off this payment.
    expect(plan.order.lines).toEqual([
      expect.objectContaining({ id: "complete-healing-plan", cents: 34900, discountCents: 1900, period: "month" }),
    ]);
    const coupon = await client().coupons.retrieve(`site-intro-credit-${intro.order.id}`);
    expect(coupon).toMatchObject({ amount_off: 1900, currency: "usd", duration: "once", max_redemptions: 1 });

    // Its credit is spent: a second plan by the same buyer is charged in full.
    const again = await buy(["starter-care-plan"], "credit-buyer@example.com", sixDays);
    expect(again.sent.discounts).toBeUndefined();
    expect(again.order.amount_cents).toBe(19900);
  });

  it("8 days after the intro plan: no credit, the first month charged in full", async () => {
    await buy(["intro-plan"], "late-buyer@example.com");
    const eightDays = Temporal.Now.instant().add({ hours: 24 * 8 });
    const plan = await buy(["complete-healing-plan"], "late-buyer@example.com", eightDays);
    expect(plan.sent.discounts).toBeUndefined();
    expect(plan.order.amount_cents).toBe(34900);
  });

  it("another buyer's e-mail gets no credit from someone's intro plan", async () => {
    await buy(["intro-plan"], "first-buyer@example.com");
    const plan = await buy(["total-wellness-transformation"], "someone-else@example.com");
    expect(plan.sent.discounts).toBeUndefined();
    expect(plan.order.amount_cents).toBe(59900);
  });

  it("a mixed cart says and bills the plan's price today: the intro plan credited in the same payment", async () => {
    const { order } = orderFor(["intro-plan", "complete-healing-plan"]);
    expect(order).toMatchObject({ credit: { cents: 1900 }, today: { cents: 34900 }, monthly: { cents: 34900 } });
    const mixed = await buy(["intro-plan", "complete-healing-plan"], "mixed-buyer@example.com");
    expect(mixed.sent.discounts).toEqual([{ coupon: "site-intro-credit-usd-1900" }]);
    // Stripe takes one discount per session: with the credit, no promotion code field.
    expect(mixed.sent.allow_promotion_codes).toBeUndefined();
    expect(mixed.session.amount_total).toBe(34900);
    expect(mixed.order.amount_cents).toBe(34900);
    const lines = mixed.order.lines as { id: string; cents: number; discountCents?: number }[];
    expect(lines.map((line) => [line.id, line.cents])).toEqual([
      ["intro-plan", 1900],
      ["complete-healing-plan", 34900],
    ]);
    expect(lines.reduce((total, line) => total + (line.discountCents ?? 0), 0)).toBe(1900);
    // The intro plan alone is a one-time payment and gets no coupon.
    expect(orderFor(["intro-plan"]).order).not.toHaveProperty("credit");
  });
});
