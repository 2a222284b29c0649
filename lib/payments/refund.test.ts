import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { startFakeStripe, type FakeRefund, type FakeSession } from "@/tests/fakes/stripe";
import { freshDatabase } from "@/tests/setup/test-database";
import { cancelPlan } from "./cancel";
import { orderFor } from "./order";
import { newRefundNonce, parseDollars, requestRefund } from "./refund";
import { openPaymentStore } from "./store";
import { createCheckoutSession, stripeClient } from "./stripe";
import { receiveWebhook } from "./webhook";

const secret = "whsec_refund_test";
let fake: { server: Server; origin: string; sessions: FakeSession[]; refunds: FakeRefund[] };
let site: Server;
let db: Database;

/** The site's webhook on loopback, so the fake's signed events reach the store as Stripe's would. */
beforeAll(async () => {
  db = await freshDatabase();
  site = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request("http://127.0.0.1/api/stripe/webhook", {
      method: "POST",
      body: Buffer.concat(chunks),
      headers: { "stripe-signature": String(req.headers["stripe-signature"] ?? "") },
    });
    const response = await receiveWebhook(
      request,
      { secrets: [secret], apiVersion: "2026-10-28.endive", livemode: false },
      { store: async () => db, process: { stripe: client } },
    );
    res.writeHead(response.status).end(await response.text());
  });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
  const address = site.address() as { port: number };
  fake = await startFakeStripe(0, "127.0.0.1", { url: `http://127.0.0.1:${address.port}/`, secret });
});
afterAll(async () => {
  await new Promise<void>((done) => fake.server.close(() => done()));
  await new Promise<void>((done) => site.close(() => done()));
});

const client = () => stripeClient({ secretKey: "sk_test_fake", apiUrl: fake.origin });
const staff: { staffId: string | null; staffName: string } = { staffId: "s1", staffName: "Asha Rao" };

async function paidOrder(plans: string[], leadId: string) {
  const { id } = await createCheckoutSession(client(), {
    order: orderFor(plans).order!,
    leadId,
    email: "buyer@example.com",
    siteUrl: "https://clinic.example",
  });
  // The stand-in page's Pay: the fake sends the signed events to the webhook above before answering.
  await fetch(`${fake.origin}/c/pay/${id}`, { method: "POST", redirect: "manual" });
  return (await openPaymentStore(db).orderBySession(id))!;
}

describe("refunding an order through Stripe", () => {
  it("refunds in part, then the rest; each recorded in the lead's history with who, the order following Stripe's event", async () => {
    const history: Array<[string, string, string]> = [];
    const deps = {
      stripe: client(),
      db,
      addToHistory: async (leadId: string, note: string, by: typeof staff) =>
        void history.push([leadId, note, by.staffName]),
    };
    const nonce = newRefundNonce();
    const order = await paidOrder(["complete-healing-plan", "intro-plan"], "lead-refund");
    expect(order).toMatchObject({
      status: "paid",
      amount: { cents: 34900 },
      paymentIntentId: expect.stringMatching(/^pi_/),
    });

    expect(
      await requestRefund({ order, amount: "19", reason: "Intro plan not wanted", nonce, by: staff }, deps),
    ).toMatchObject({ status: "requested", cents: 1900 });
    // The same form posted again (a double click): one refund, one line in the history.
    expect(
      await requestRefund({ order, amount: "19", reason: "Intro plan not wanted", nonce, by: staff }, deps),
    ).toMatchObject({ status: "requested", cents: 1900, refundId: fake.refunds[0]!.id });
    expect(fake.refunds.map((r) => r.params)).toEqual([
      {
        payment_intent: order.paymentIntentId,
        amount: "1900",
        reason: "requested_by_customer",
        metadata: { order_id: order.id, lead_id: "lead-refund", staff: "Asha Rao" },
      },
    ]);
    const partly = (await openPaymentStore(db).order(order.id))!;
    expect(partly).toMatchObject({ status: "partly_refunded", refunded: { cents: 1900 } });
    expect(history).toEqual([
      [
        "lead-refund",
        `Refunded $19 of $349 in part through Stripe (${fake.refunds[0]!.id}). Reason: Intro plan not wanted`,
        "Asha Rao",
      ],
    ]);

    const form = () => ({ nonce: newRefundNonce(), by: staff });
    expect(await requestRefund({ order: partly, amount: "349.01", reason: "x", ...form() }, deps)).toEqual({
      status: "invalid",
      field: "amount",
      message: "At most $330 is left to refund.",
    });
    expect(await requestRefund({ order: partly, amount: "330", reason: " ", ...form() }, deps)).toMatchObject({
      status: "invalid",
      field: "reason",
    });
    expect(
      await requestRefund({ order: partly, amount: "330", reason: "Moving abroad", ...form() }, deps),
    ).toMatchObject({ status: "requested", cents: 33000 });
    expect(await openPaymentStore(db).order(order.id)).toMatchObject({
      status: "refunded",
      refunded: { cents: 34900 },
    });
    expect(
      await requestRefund(
        { order: (await openPaymentStore(db).order(order.id))!, amount: "1", reason: "again", ...form() },
        deps,
      ),
    ).toMatchObject({ status: "invalid", field: "order" });
  });

  it("a one-time intro plan refunded in full", async () => {
    const order = await paidOrder(["intro-plan"], "lead-intro-refund");
    expect(
      await requestRefund(
        { order, amount: "$19.00", reason: "Asked by the buyer", nonce: newRefundNonce(), by: staff },
        { stripe: client(), db, addToHistory: async () => true },
      ),
    ).toMatchObject({ status: "requested", cents: 1900 });
    expect(await openPaymentStore(db).order(order.id)).toMatchObject({ status: "refunded" });
  });

  it("two deliberate refunds of the same amount are two; each form's double submit is one; each is in the audit", async () => {
    const order = await paidOrder(["complete-healing-plan"], "lead-two-refunds");
    const deps = { stripe: client(), db, addToHistory: async () => true };
    const first = newRefundNonce();
    const second = newRefundNonce();
    const ask = (nonce: string) =>
      requestRefund({ order, amount: "10", reason: "Kit arrived late", nonce, by: staff }, deps);
    // Each form posted twice, the second at once (a double click, before Stripe's event comes back).
    const outcomes = await Promise.all([ask(first), ask(first)]);
    outcomes.push(await ask(second), await ask(second));
    expect(outcomes.map((o) => o.status)).toEqual(["requested", "requested", "requested", "requested"]);
    const mine = fake.refunds.filter((r) => r.params.payment_intent === order.paymentIntentId);
    expect(mine.map((r) => r.params.amount)).toEqual(["1000", "1000"]);
    expect(new Set(mine.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${first}`, `refund-${second}`]));
    expect(await openPaymentStore(db).order(order.id)).toMatchObject({
      status: "partly_refunded",
      refunded: { cents: 2000 },
    });
    const audit = await db.kysely
      .selectFrom("audit_events")
      .select(["action", "staff_name", "subject_type", "subject_id", "detail"])
      .where("subject_id", "=", order.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: "payment.refunded", staff_name: "Asha Rao", subject_type: "order" }),
      expect.objectContaining({ action: "payment.refunded", staff_name: "Asha Rao", subject_type: "order" }),
    ]);
    expect(audit[0]!.detail).toMatchObject({ cents: 1000, currency: "USD", orderNumber: order.orderNumber });
  });

  it("a full refund of a plan still billing asks whether the plan goes on", async () => {
    const order = await paidOrder(["complete-healing-plan"], "lead-full-plan");
    const deps = { stripe: client(), db, addToHistory: async () => true };
    const plan = { subscription: { status: "active" as const }, choice: "" };
    const request = { order, amount: "349", reason: "Not for me", nonce: newRefundNonce(), by: staff, plan };
    expect(await requestRefund(request, deps)).toMatchObject({ status: "invalid", field: "plan" });
    expect(fake.refunds.filter((r) => r.params.payment_intent === order.paymentIntentId)).toEqual([]);
    // In part, nothing is asked; in full with an answer, it is refunded.
    expect(await requestRefund({ ...request, amount: "100", nonce: newRefundNonce() }, deps)).toMatchObject({
      status: "requested",
    });
    const rest = (await openPaymentStore(db).order(order.id))!;
    expect(
      await requestRefund({ ...request, order: rest, amount: "249", plan: { ...plan, choice: "period_end" } }, deps),
    ).toMatchObject({ status: "requested", cents: 24900 });
  });

  it("reads amounts as dollars and cents, and nothing else", () => {
    expect(["19", "19.5", "$19.50", " 0.01 ", "349"].map(parseDollars)).toEqual([1900, 1950, 1950, 1, 34900]);
    expect(["", "-1", "1.234", "1e3", "ten", "19,50", "1.", "99999999"].map(parseDollars)).toEqual(
      Array(8).fill(undefined),
    );
  });
});

describe("cancelling a plan through Stripe", () => {
  const history: string[] = [];
  const deps = () => ({
    stripe: client(),
    db,
    addToHistory: async (_: string, note: string) => void history.push(note),
  });

  it("at the period's end: Stripe's update comes back as 'cancels on', the plan still active; then now: cancelled; each audited", async () => {
    const order = await paidOrder(["complete-healing-plan"], "lead-cancel");
    const store = openPaymentStore(db);
    const subscription = (await store.subscription(order.subscriptionId!))!;
    expect(subscription).toMatchObject({ status: "active", cancelAt: null });

    const nonce = newRefundNonce();
    const request = { subscription, when: "period_end", nonce, by: staff, orderId: order.id };
    expect(await cancelPlan(request, deps())).toEqual({ status: "requested", when: "period_end" });
    const ending = (await store.subscription(subscription.id))!;
    expect(ending.status).toBe("active");
    expect(ending.cancelAt).toBe(ending.currentPeriodEnd);
    expect(ending.cancelAt).not.toBeNull();
    expect(await cancelPlan({ ...request, subscription: ending, nonce: newRefundNonce() }, deps())).toMatchObject({
      status: "invalid",
    });

    expect(
      await cancelPlan({ ...request, subscription: ending, when: "now", nonce: newRefundNonce() }, deps()),
    ).toEqual({ status: "requested", when: "now" });
    expect(await store.subscription(subscription.id)).toMatchObject({ status: "cancelled" });
    const cancelled = (await store.subscription(subscription.id))!;
    expect(
      await cancelPlan({ ...request, subscription: cancelled, when: "now", nonce: newRefundNonce() }, deps()),
    ).toMatchObject({ status: "invalid" });

    const audit = await db.kysely
      .selectFrom("audit_events")
      .select(["action", "staff_name", "detail"])
      .where("subject_id", "=", subscription.id)
      .execute();
    expect(audit.map((row) => [row.action, row.staff_name, (row.detail as { when?: string }).when])).toEqual([
      ["plan.cancelled", "Asha Rao", "period_end"],
      ["plan.cancelled", "Asha Rao", "now"],
    ]);
    expect(history).toEqual([
      "Cancelled the plan through Stripe at the end of the period already paid for.",
      "Cancelled the plan through Stripe, from today: nothing more is charged.",
    ]);
  });

  it("asks nothing of Stripe for an unknown plan or a choice that is not one", async () => {
    expect(
      await cancelPlan({ subscription: null, when: "now", nonce: newRefundNonce(), by: staff }, deps()),
    ).toMatchObject({ status: "invalid" });
    const order = await paidOrder(["starter-care-plan"], "lead-cancel-bad");
    const subscription = (await openPaymentStore(db).subscription(order.subscriptionId!))!;
    expect(
      await cancelPlan({ subscription, when: "tomorrow", nonce: newRefundNonce(), by: staff }, deps()),
    ).toMatchObject({ status: "invalid" });
    expect(await openPaymentStore(db).subscription(subscription.id)).toMatchObject({ status: "active" });
  });
});
