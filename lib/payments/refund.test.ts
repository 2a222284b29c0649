import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { startFakeStripe, type FakeRefund, type FakeSession } from "@/tests/fakes/stripe";
import { freshDatabase } from "@/tests/setup/test-database";
import { orderFor } from "./order";
import { parseDollars, requestRefund } from "./refund";
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
      addToHistory: async (leadId: string, note: string, by: typeof staff) =>
        void history.push([leadId, note, by.staffName]),
    };
    const order = await paidOrder(["complete-healing-plan", "intro-plan"], "lead-refund");
    expect(order).toMatchObject({
      status: "paid",
      amount: { cents: 36800 },
      paymentIntentId: expect.stringMatching(/^pi_/),
    });

    expect(
      await requestRefund({ order, amount: "19", reason: "Intro plan not wanted", by: staff }, deps),
    ).toMatchObject({ status: "requested", cents: 1900 });
    // The same form posted again: Stripe is asked with the same key, and refunds once.
    await requestRefund({ order, amount: "19", reason: "Intro plan not wanted", by: staff }, deps);
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
    expect(history[0]).toEqual([
      "lead-refund",
      `Refunded $19 of $368 in part through Stripe (${fake.refunds[0]!.id}). Reason: Intro plan not wanted`,
      "Asha Rao",
    ]);

    expect(await requestRefund({ order: partly, amount: "349.01", reason: "x", by: staff }, deps)).toEqual({
      status: "invalid",
      field: "amount",
      message: "At most $349 is left to refund.",
    });
    expect(await requestRefund({ order: partly, amount: "349", reason: " ", by: staff }, deps)).toMatchObject({
      status: "invalid",
      field: "reason",
    });
    expect(
      await requestRefund({ order: partly, amount: "349", reason: "Moving abroad", by: staff }, deps),
    ).toMatchObject({ status: "requested", cents: 34900 });
    expect(await openPaymentStore(db).order(order.id)).toMatchObject({
      status: "refunded",
      refunded: { cents: 36800 },
    });
    expect(
      await requestRefund(
        { order: (await openPaymentStore(db).order(order.id))!, amount: "1", reason: "again", by: staff },
        deps,
      ),
    ).toMatchObject({ status: "invalid", field: "order" });
  });

  it("a one-time intro plan refunded in full", async () => {
    const order = await paidOrder(["intro-plan"], "lead-intro-refund");
    expect(
      await requestRefund(
        { order, amount: "$19.00", reason: "Asked by the buyer", by: staff },
        { stripe: client(), addToHistory: async () => true },
      ),
    ).toMatchObject({ status: "requested", cents: 1900 });
    expect(await openPaymentStore(db).order(order.id)).toMatchObject({ status: "refunded" });
  });

  it("reads amounts as dollars and cents, and nothing else", () => {
    expect(["19", "19.5", "$19.50", " 0.01 ", "349"].map(parseDollars)).toEqual([1900, 1950, 1950, 1, 34900]);
    expect(["", "-1", "1.234", "1e3", "ten", "19,50", "1.", "99999999"].map(parseDollars)).toEqual(
      Array(8).fill(undefined),
    );
  });
});
