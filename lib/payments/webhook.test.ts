import { beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { checkoutCompleted, ids, subscriptionChanged } from "./events.fixture";
import { maxWebhookBytes, receiveWebhook as receive } from "./webhook";

const secret = "whsec_test_secret";
const stripe = new Stripe("sk_test_unused");

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
const receiveWebhook = (request: Request, key: string | undefined) => receive(request, key, { store: async () => db });

const event = JSON.stringify({
  id: "evt_test_1",
  object: "event",
  type: "checkout.session.completed",
  livemode: false,
  created: 1_795_000_000,
  data: { object: { id: "cs_test_1", object: "checkout.session", client_reference_id: "lead-1" } },
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

const signed = (body: string, key = secret, timestamp?: number) => ({
  "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp }),
});

describe("POST /api/stripe/webhook", () => {
  it("acknowledges an event signed with the endpoint's secret", async () => {
    const response = await receiveWebhook(post(event, signed(event)), secret);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });

  it("refuses an event without a signature, with another secret's, or with its body changed, with a 400", async () => {
    expect((await receiveWebhook(post(event), secret)).status).toBe(400);
    expect((await receiveWebhook(post(event, signed(event, "whsec_someone_else")), secret)).status).toBe(400);
    const changed = event.replace("lead-1", "lead-2");
    expect((await receiveWebhook(post(changed, signed(event)), secret)).status).toBe(400);
    expect((await receiveWebhook(post(event, { "stripe-signature": "t=1,v1=nonsense" }), secret)).status).toBe(400);
  });

  it("refuses a signed event older than the SDK's five minutes: a replayed delivery", async () => {
    const old = Math.floor(Date.now() / 1000) - 600;
    expect((await receiveWebhook(post(event, signed(event, secret, old)), secret)).status).toBe(400);
  });

  it("refuses a body over the limit with a 413, however it is sent", async () => {
    const huge = "x".repeat(maxWebhookBytes + 1);
    expect((await receiveWebhook(post(huge, signed(huge)), secret)).status).toBe(413);
    // No Content-Length: a stream read until it passes the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode("y".repeat(maxWebhookBytes / 4)));
        controller.close();
      },
    });
    const streamed = new Request("http://127.0.0.1/api/stripe/webhook", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: signed("y"),
    } as RequestInit);
    expect((await receiveWebhook(streamed, secret)).status).toBe(413);
  });

  it("answers 404 while payments are off, whatever is sent", async () => {
    expect((await receiveWebhook(post(event, signed(event)), undefined)).status).toBe(404);
  });

  it("stores a verified event under its id before answering; the same event again stores and changes nothing", async () => {
    const i = ids("webhook-paid");
    const completed = JSON.stringify(checkoutCompleted(Math.floor(Date.now() / 1000), i));
    expect((await receiveWebhook(post(completed, signed(completed)), secret)).status).toBe(200);
    const order = () =>
      db.kysely.selectFrom("orders").selectAll().where("checkout_session_id", "=", i.session).executeTakeFirstOrThrow();
    const paid = await order();
    expect(paid).toMatchObject({
      status: "paid",
      amount_cents: 36800,
      lead_id: i.lead,
      subscription_id: i.subscription,
    });
    expect((await receiveWebhook(post(completed, signed(completed)), secret)).status).toBe(200);
    expect(await order()).toEqual(paid);
    const rows = await db.kysely
      .selectFrom("payment_events")
      .select(["id", "type", "object_id", "processed_at"])
      .where("object_id", "=", i.session)
      .execute();
    expect(rows).toEqual([
      {
        id: JSON.parse(completed).id,
        type: "checkout.session.completed",
        object_id: i.session,
        processed_at: expect.any(Date),
      },
    ]);

    const deleted = JSON.stringify(
      subscriptionChanged("customer.subscription.deleted", Math.floor(Date.now() / 1000) + 1, i, "canceled"),
    );
    expect((await receiveWebhook(post(deleted, signed(deleted)), secret)).status).toBe(200);
    expect(
      await db.kysely
        .selectFrom("subscriptions")
        .select("status")
        .where("id", "=", i.subscription)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "cancelled" });
  });

  it("an unsigned event stores nothing", async () => {
    const i = ids("webhook-unsigned");
    const completed = JSON.stringify(checkoutCompleted(Math.floor(Date.now() / 1000), i));
    expect((await receiveWebhook(post(completed), secret)).status).toBe(400);
    expect(
      await db.kysely.selectFrom("orders").select("id").where("checkout_session_id", "=", i.session).execute(),
    ).toEqual([]);
  });

  it("answers nothing a client sends with a 5xx, signed or not", async () => {
    const at = Math.floor(Date.now() / 1000);
    const shaped = (type: string, object: unknown, id = `evt_odd_${Math.random().toString(36).slice(2)}`) =>
      JSON.stringify({ id, type, created: at, data: { object } });
    const bodies = [
      "",
      "not json",
      "null",
      "[]",
      "{}",
      '{"id": 5}',
      shaped("checkout.session.completed", null),
      shaped("checkout.session.completed", { id: "cs_odd" }),
      shaped("checkout.session.completed", { id: "cs_odd2", metadata: { plans: "x".repeat(5000) }, amount_total: -5 }),
      shaped("invoice.paid", {}),
      shaped("invoice.payment_failed", { parent: { subscription_details: { subscription: 42 } } }),
      shaped("customer.subscription.updated", {}),
      shaped("customer.subscription.deleted", { id: "sub_odd", status: 7, items: "none" }),
      shaped("charge.refunded", { id: "ch_odd", payment_intent: "pi_none", amount_refunded: "all" }),
      shaped("charge.refunded", { id: "ch_nul\u0000", payment_intent: { id: "pi_x" } }),
      shaped("something.else", { id: "x" }),
      shaped("checkout.session.completed", { id: "cs_bad_id" }, "evt_\u0000"),
    ];
    for (const body of bodies) {
      for (const headers of [{}, signed(body), { "stripe-signature": "garbage" }]) {
        const status = (await receiveWebhook(post(body, headers), secret)).status;
        expect(status, `${body.slice(0, 60)} ${JSON.stringify(headers).slice(0, 30)}`).toBeLessThan(500);
      }
    }
  });
});
