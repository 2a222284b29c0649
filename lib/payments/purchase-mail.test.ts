import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { freshDatabase } from "@/tests/setup/test-database";
import { checkoutCompleted, fixtureStripe, ids } from "./events.fixture";
import { receivedEvent, storeEvent } from "./events";
import { planByLink } from "./plan-links";
import { processPaymentEvent } from "./process";
import { kinds, renderEmail } from "@/lib/messages";
import { messagesOf } from "@/tests/setup/messages";
import { purchaseMessageKey, purchaseNotice, purchasePreparer } from "./purchase-mail";
import { openPaymentStore, type StoredOrder } from "./store";

const clinic = {
  name: "Test Ayurveda Clinic",
  url: "https://clinic.example",
  email: "care@clinic.example",
  phone: "+91 98765 43210",
  address: "12 Example Road, Noida, India",
};

/** The e-mail as the buyer gets it: its subject, HTML and text parts, from the purchase kind's template. */
async function purchaseEmail(...args: Parameters<typeof purchaseNotice>) {
  const content = kinds.purchase.email!(purchaseNotice(...args), clinic);
  return { ...content, ...(await renderEmail(content)) };
}
const t0 = 1_795_000_000;
const now = new Date("2026-11-28T04:00:00Z");

const order = (lines: StoredOrder["lines"], overrides: Partial<StoredOrder> = {}): StoredOrder => ({
  id: "order-1",
  leadId: "lead-1",
  leadName: "Fatima Al Mansoori",
  orderNumber: "K7QM-4TZ9",
  checkoutSessionId: "cs_test_1",
  invoiceId: null,
  paymentIntentId: null,
  subscriptionId: null,
  customerId: "cus_1",
  booking: null,
  lines,
  amount: { cents: lines.reduce((sum, line) => sum + line.cents, 0), currency: "USD" },
  refunded: { cents: 0, currency: "USD" },
  status: "paid",
  createdAt: now.toISOString(),
  paidAt: now.toISOString(),
  dispute: null,
  ...overrides,
});
const intro = { id: "intro-plan", name: "$19 Intro Plan", cents: 1900, currency: "USD", period: "one-time" as const };
const healing = {
  id: "complete-healing-plan",
  name: "Complete Healing Plan",
  cents: 34900,
  currency: "USD",
  period: "month" as const,
};
const buyer = { name: "Fatima Al Mansoori", email: "fatima@example.com" };

describe("the purchase e-mail's words", () => {
  it("a plan bought with the $19 credit: the plan's monthly price, the credit on this payment and the amount charged", async () => {
    const email = await purchaseEmail(
      order([{ ...healing, discountCents: 1900 }], { amount: { cents: 33000, currency: "USD" } }),
      buyer,
      {},
    );
    expect(email.text).toContain("payment of $330 USD for Complete Healing Plan.");
    expect(email.text).toContain("$349 each month until you cancel it");
    expect(email.text).toContain("Credited on this payment: −$19");
  });

  it("names the seller: the clinic's name and postal address as the desk holds them, the address only once saved", async () => {
    const seller = { name: "Sanjeevani Wellness Pvt Ltd", address: "4th floor, 21 Raj Nagar, Ghaziabad 201002, India" };
    const email = await purchaseEmail(order([healing]), buyer, { seller });
    expect(email.text).toContain(
      "Sold by Sanjeevani Wellness Pvt Ltd, 4th floor, 21 Raj Nagar, Ghaziabad 201002, India.",
    );
    expect(email.html).toContain("Sold by Sanjeevani Wellness Pvt Ltd");
    const nameOnly = await purchaseEmail(order([healing]), buyer, { seller: { name: seller.name } });
    expect(nameOnly.text).toContain("Sold by Sanjeevani Wellness Pvt Ltd.");
  });

  it("a monthly plan with the intro plan: the amount charged with its currency, each line, the consultation link, the clinic's next step and the plan page's link", async () => {
    const email = await purchaseEmail(order([healing, intro], { subscriptionId: "sub_1" }), buyer, {
      consultationUrl: "https://clinic.example/book-consultation?type=follow-up&order=order-1",
      planUrl: "https://clinic.example/my-plan/abc",
    });
    expect(email.to).toEqual({ name: "Fatima Al Mansoori", address: "fatima@example.com" });
    expect(email.subject).toBe("Payment received: Complete Healing Plan and $19 Intro Plan, $368");
    expect(email.text).toContain(
      "Thank you: we have received your payment of $368 USD for Complete Healing Plan and $19 Intro Plan.",
    );
    expect(email.text).toContain("Order number: K7QM-4TZ9");
    expect(email.text).toContain("Complete Healing Plan: $349 each month until you cancel it");
    expect(email.text).toContain("$19 Intro Plan: $19 once");
    expect(email.text).toContain("30-minute consultation with one of our doctors");
    // The one action is the button: the intro plan's consultation time.
    expect(email.html).toMatch(
      /<a href="https:\/\/clinic\.example\/book-consultation\?type=follow-up&amp;order=order-1"[^>]*>[\s\S]*?Choose my consultation time/,
    );
    expect(email.text).toContain(
      "Choose my consultation time https://clinic.example/book-consultation?type=follow-up&order=order-1",
    );
    expect(email.text).toContain("contacts you within 24 hours");
    expect(email.text).toContain("https://clinic.example/shipping");
    expect(email.text).toContain("To change your card or cancel your plan");
    expect(email.text).toContain("https://clinic.example/my-plan/abc");
  });

  it("the intro plan alone: the consultation's link, and no plan page (nothing renews)", async () => {
    const email = await purchaseEmail(order([intro]), buyer, {
      consultationUrl: "https://clinic.example/book-consultation?order=order-1",
    });
    expect(email.text).toContain("payment of $19 USD for $19 Intro Plan.");
    expect(email.text).toContain("https://clinic.example/book-consultation?order=order-1");
    expect(email.text).not.toContain("cancel your plan");
    expect(email.text).not.toContain("herbal kit");
  });
});

/** Stripe as processing asks it: the sessions' line items, which webhook bodies leave out. */
const stripe = fixtureStripe();
const deps = { stripe: () => stripe.client };

/** Stores and processes an event as the webhook does. */
async function deliver(db: Database, event: object) {
  const received = receivedEvent(JSON.parse(JSON.stringify(event)))!;
  const { processed } = await storeEvent(db, received, now);
  if (!processed) await processPaymentEvent(db, received.id, now, deps);
}

describe("the purchase e-mail's job", { timeout: 60_000 }, () => {
  it("is queued once when the order becomes paid, however often Stripe's event comes again", async () => {
    const db = await freshDatabase();
    const lead = sampleLead({ formType: "Plan Purchase", name: "Fatima Al Mansoori", email: "fatima@example.com" });
    await openLeadStore(db).insertLead(lead, []);
    const i = { ...ids("mail"), lead: lead.id };
    const completed = checkoutCompleted(t0, i);
    await deliver(db, completed);
    // The same event again, and another event of the same paid session (a late delayed-payment success).
    await deliver(db, completed);
    await deliver(db, checkoutCompleted(t0 + 5, i, { type: "checkout.session.async_payment_succeeded" }));
    await processPaymentEvent(db, completed.id, now, deps);

    const orderRow = await db.kysely
      .selectFrom("orders")
      .select("id")
      .where("checkout_session_id", "=", i.session)
      .executeTakeFirstOrThrow();
    const rows = await messagesOf(db, lead.id);
    expect(rows.map((m) => [m.kind, m.channel, m.key, m.data, m.status])).toEqual([
      ["purchase", "email", purchaseMessageKey(orderRow.id), { orderId: orderRow.id }, "pending"],
    ]);
    const { rows: jobs } = await db.pool.query(`SELECT key FROM ${db.jobs.schema}.jobs WHERE key = $1`, [
      `message:${rows[0]!.id}`,
    ]);
    expect(jobs).toHaveLength(1);

    // Worded when sent: the buyer's name and address from the lead, the amount from the stored order, a plan link that opens the plan.
    const prepared = purchasePreparer({
      db,
      clinic,
      consultationPath: async (id) => `/book-consultation?type=follow-up&order=${id}`,
      seller: async () => ({ name: "Test Ayurveda Clinic LLP", address: "12 Example Road, Noida, India" }),
    });
    const prepare = (leadId: string, orderId: string) => prepared({ orderId }, { now, leadId });
    const email = (await prepare(lead.id, orderRow.id))!;
    expect(email.seller).toEqual({ name: "Test Ayurveda Clinic LLP", address: "12 Example Road, Noida, India" });
    expect(email.to).toEqual({ name: "Fatima Al Mansoori", address: "fatima@example.com" });
    expect(email.charged).toBe("$368 USD");
    expect(email.orderNumber).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(email.orderNumber).toBe((await openPaymentStore(db).order(orderRow.id))!.orderNumber);
    expect(email.consultationUrl).toBe(`https://clinic.example/book-consultation?type=follow-up&order=${orderRow.id}`);
    const token = /https:\/\/clinic\.example\/my-plan\/([\w-]{43})/.exec(email.planUrl!)![1];
    expect(await planByLink(db, token)).toMatchObject({
      status: "found",
      customerId: i.customer,
      subscriptionId: i.subscription,
    });
    // A later e-mail's link replaces it: one live link per order.
    const again = (await prepare(lead.id, orderRow.id))!;
    expect(await planByLink(db, token)).toEqual({ status: "not-valid" });
    expect(await planByLink(db, /\/my-plan\/([\w-]{43})/.exec(again.planUrl!)![1])).toMatchObject({ status: "found" });
    // An order unknown, or another lead's, is not sent.
    expect(await prepare(lead.id, "no-such-order")).toBeNull();
    expect(await prepare("someone-else", orderRow.id)).toBeNull();
  });

  it("is not queued for a checkout that is not paid yet, nor for an order whose lead the store does not hold", async () => {
    const db = await freshDatabase();
    const lead = sampleLead({ formType: "Plan Purchase" });
    await openLeadStore(db).insertLead(lead, []);
    await deliver(db, checkoutCompleted(t0, { ...ids("unpaid"), lead: lead.id }, { paymentStatus: "unpaid" }));
    await deliver(db, checkoutCompleted(t0, ids("no-lead")));
    expect(await messagesOf(db)).toEqual([]);
  });

  it("a plan link opens nothing once Stripe reports the subscription cancelled, and a made-up token opens nothing", async () => {
    const db = await freshDatabase();
    const lead = sampleLead({ formType: "Plan Purchase" });
    await openLeadStore(db).insertLead(lead, []);
    const i = { ...ids("cancel"), lead: lead.id };
    await deliver(db, checkoutCompleted(t0, i));
    const orderRow = await db.kysely
      .selectFrom("orders")
      .select("id")
      .where("checkout_session_id", "=", i.session)
      .executeTakeFirstOrThrow();
    const prepare = purchasePreparer({ db, clinic, consultationPath: async () => "/book-consultation" });
    const token = /\/my-plan\/([\w-]{43})/.exec(
      (await prepare({ orderId: orderRow.id }, { now, leadId: lead.id }))!.planUrl!,
    )![1]!;
    expect(await planByLink(db, "A".repeat(43))).toEqual({ status: "not-valid" });
    expect(await planByLink(db, "not a token")).toEqual({ status: "not-valid" });
    const { subscriptionChanged } = await import("./events.fixture");
    await deliver(db, subscriptionChanged("customer.subscription.deleted", t0 + 100, i, "canceled"));
    expect(await planByLink(db, token)).toEqual({ status: "not-valid" });
  });
});
