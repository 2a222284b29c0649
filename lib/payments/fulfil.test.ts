import type { Server } from "node:http";
import { parseCrontab } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { startFakeStripe, type FakeSession } from "@/tests/fakes/stripe";
import { messagesOf } from "@/tests/setup/messages";
import { freshDatabase } from "@/tests/setup/test-database";
import { confirmationFor } from "./confirmation";
import { receivedEvent, storeEvent } from "./events";
import { orderFor } from "./order";
import { isCheckoutOwner, newOwnerToken, recordCheckoutOwner } from "./owner";
import { applyCheckoutSession, processPaymentEvent } from "./process";
import { openPaymentStore } from "./store";
import { createCheckoutSession, stripeClient } from "./stripe";
import { paymentSweepCrontab, paymentSweepTask, sweepPayments } from "./sweep";

// The fake has no webhook address here: every event Stripe would send is lost, as with a wrong secret.
let fake: { server: Server; origin: string; sessions: FakeSession[] };
let db: Database;
beforeAll(async () => {
  fake = await startFakeStripe();
  db = await freshDatabase();
});
afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

const client = () => stripeClient({ secretKey: "sk_test_fake", apiUrl: fake.origin });
const page = () => ({
  store: async () => openPaymentStore(db),
  stripe: client,
  fulfil: (session: Parameters<typeof applyCheckoutSession>[1]) =>
    applyCheckoutSession(db, session, new Date(), { stripe: client }),
});

/** A buyer's checkout as the checkout page makes it: the lead stored first, then Stripe's session. */
async function checkout(plans: string[]) {
  const lead = sampleLead({ formType: "Plan Purchase", email: "buyer@example.com" });
  await openLeadStore(db).insertLead(lead, []);
  const { id } = await createCheckoutSession(client(), {
    order: orderFor(plans).order!,
    leadId: lead.id,
    email: lead.email,
    siteUrl: "https://clinic.example",
  });
  return { id, leadId: lead.id };
}

/** The stand-in payment page's "Pay"; the fake sends no event. */
const pay = (id: string) => fetch(`${fake.origin}/c/pay/${id}`, { method: "POST", redirect: "manual" });

/** The checkout.session.completed Stripe would have sent, arriving now through the webhook's path. */
async function webhookArrives(id: string) {
  const received = receivedEvent({
    id: `evt_late_${id}`,
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: await client().checkout.sessions.retrieve(id) },
  })!;
  await storeEvent(db, received, new Date());
  return processPaymentEvent(db, received.id, new Date(), { stripe: client });
}

const purchaseMails = async (leadId: string) => (await messagesOf(db, leadId)).filter((m) => m.kind === "purchase");
const orderOf = (sessionId: string) =>
  db.kysely.selectFrom("orders").selectAll().where("checkout_session_id", "=", sessionId).executeTakeFirst();

describe("the success page fulfils from Stripe's answer", { timeout: 60_000 }, () => {
  it("with the webhook lost, a paid session becomes a paid order and one purchase e-mail; a second visit and the late webhook change nothing", async () => {
    const { id, leadId } = await checkout(["intro-plan"]);
    await pay(id);
    expect(await confirmationFor(id, page())).toMatchObject({
      kind: "paid",
      intro: true,
      order: {
        status: "paid",
        amount: { cents: 1900, currency: "USD" },
        orderNumber: expect.stringMatching(/^\w{4}-\w{4}$/),
      },
    });
    expect(await purchaseMails(leadId)).toHaveLength(1);
    const first = await orderOf(id);

    expect(await confirmationFor(id, page())).toMatchObject({ kind: "paid" });
    expect(await webhookArrives(id)).toBe("applied");
    expect(await purchaseMails(leadId)).toHaveLength(1);
    expect(await orderOf(id)).toEqual({ ...first, updated_at: expect.any(Date) });
  });

  it("a session not paid makes no order, whatever the address says", async () => {
    const { id, leadId } = await checkout(["intro-plan"]);
    expect(await confirmationFor(id, page())).toEqual({ kind: "not-completed", planIds: ["intro-plan"] });
    expect(await orderOf(id)).toBeUndefined();
    expect(await purchaseMails(leadId)).toEqual([]);
  });

  it("a monthly plan paid with the webhook lost offers the portal while the plan runs", async () => {
    const { id } = await checkout(["starter-care-plan"]);
    await pay(id);
    expect(await confirmationFor(id, page())).toMatchObject({ kind: "paid", monthly: true, portal: true });
    const order = (await orderOf(id))!;
    await db.kysely
      .updateTable("subscriptions")
      .set({ status: "cancelled" })
      .where("id", "=", order.subscription_id!)
      .execute();
    expect(await confirmationFor(id, page())).toMatchObject({ kind: "paid", portal: false });
  });
});

describe("the sweep", { timeout: 60_000 }, () => {
  it("is a crontab line graphile-worker runs every 15 minutes", () => {
    const [item, ...more] = parseCrontab(paymentSweepCrontab);
    expect(more).toEqual([]);
    expect(item!.task).toBe(paymentSweepTask);
    expect(item!.match({ min: 30, hour: 3, date: 2, month: 12, dow: 3 })).toBe(true);
    expect(item!.match({ min: 31, hour: 3, date: 2, month: 12, dow: 3 })).toBe(false);
  });

  it("applies a paid session no event brought, skips the ones already applied, and a second sweep applies nothing", async () => {
    const missed = await checkout(["intro-plan"]);
    const reported = await checkout(["intro-plan"]);
    const unpaid = await checkout(["intro-plan"]);
    await pay(missed.id);
    await pay(reported.id);
    expect(await webhookArrives(reported.id)).toBe("applied");
    const before = await orderOf(reported.id);

    const result = await sweepPayments(db, client());
    expect(result).toMatchObject({ failed: 0 });
    expect(await orderOf(missed.id)).toMatchObject({ status: "paid", amount_cents: 1900 });
    expect(await purchaseMails(missed.leadId)).toHaveLength(1);
    expect(await orderOf(reported.id)).toEqual(before);
    expect(await purchaseMails(reported.leadId)).toHaveLength(1);
    expect(await orderOf(unpaid.id)).toBeUndefined();

    expect(await sweepPayments(db, client())).toEqual({ sessions: 0, invoices: 0, failed: 0 });
    expect(await purchaseMails(missed.leadId)).toHaveLength(1);
  });

  it("a monthly plan's first invoice and a renewal no event brought: the order refundable from its payment, the renewal an order of its own", async () => {
    const { id } = await checkout(["starter-care-plan"]);
    await pay(id);
    await sweepPayments(db, client());
    const order = (await orderOf(id))!;
    expect(order).toMatchObject({
      status: "paid",
      payment_intent_id: expect.stringMatching(/^pi_/),
      invoice_id: expect.stringMatching(/^in_/),
    });

    const renewed = (await (await fetch(`${fake.origin}/__renew/${id}`, { method: "POST" })).json()) as {
      invoice: { id: string; paymentIntent: string };
    };
    expect(await sweepPayments(db, client())).toMatchObject({ sessions: 0, invoices: 1, failed: 0 });
    expect(
      await db.kysely.selectFrom("orders").selectAll().where("invoice_id", "=", renewed.invoice.id).executeTakeFirst(),
    ).toMatchObject({
      status: "paid",
      payment_intent_id: renewed.invoice.paymentIntent,
      subscription_id: order.subscription_id,
    });
    expect(await sweepPayments(db, client())).toEqual({ sessions: 0, invoices: 0, failed: 0 });
  });
});

describe("the checkout's browser", () => {
  it("is the one holding the token the session was made with; another browser, or none, is not", async () => {
    const token = newOwnerToken();
    await recordCheckoutOwner(db.kysely, "cs_test_owned", token);
    expect(await isCheckoutOwner(db.kysely, "cs_test_owned", token)).toBe(true);
    expect(await isCheckoutOwner(db.kysely, "cs_test_owned", newOwnerToken())).toBe(false);
    expect(await isCheckoutOwner(db.kysely, "cs_test_owned", undefined)).toBe(false);
    expect(await isCheckoutOwner(db.kysely, "cs_test_other", token)).toBe(false);
    // A second record for the session (a replayed request) keeps the first browser's.
    await recordCheckoutOwner(db.kysely, "cs_test_owned", newOwnerToken());
    expect(await isCheckoutOwner(db.kysely, "cs_test_owned", token)).toBe(true);
  });
});
