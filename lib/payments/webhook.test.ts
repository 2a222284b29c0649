import { beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { checkoutCompleted, ids, subscriptionChanged } from "./events.fixture";
import { maxWebhookBytes, receiveWebhook as receive, type WebhookSettings } from "./webhook";

const secret = "whsec_test_secret";
const stripe = new Stripe("sk_test_unused");

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
const apiVersion = "2026-10-28.endive";
const settings = (key: string | undefined, more: Partial<WebhookSettings> = {}): WebhookSettings | undefined =>
  key ? { secrets: [key], apiVersion, livemode: false, ...more } : undefined;
const receiveWebhook = (request: Request, key: string | undefined, more: Partial<WebhookSettings> = {}) =>
  receive(request, settings(key, more), { store: async () => db });

const event = JSON.stringify({
  id: "evt_test_1",
  object: "event",
  type: "checkout.session.completed",
  livemode: false,
  api_version: "2026-10-28.endive",
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

  it("refuses a signature dated ahead of this clock beyond the tolerance, which the SDK lets through", async () => {
    const ahead = Math.floor(Date.now() / 1000) + 3600;
    expect((await receiveWebhook(post(event, signed(event, secret, ahead)), secret)).status).toBe(400);
    const slightly = Math.floor(Date.now() / 1000) + 60;
    expect((await receiveWebhook(post(event, signed(event, secret, slightly)), secret)).status).toBe(200);
  });

  it("takes an event signed with the previous secret during a rotation, and only while it is set", async () => {
    const body = event.replace("evt_test_1", "evt_test_rotation");
    const previous = "whsec_previous_secret";
    expect((await receiveWebhook(post(body, signed(body, previous)), secret)).status).toBe(400);
    expect(
      (await receiveWebhook(post(body, signed(body, previous)), secret, { secrets: [secret, previous] })).status,
    ).toBe(200);
  });

  it("refuses, stores and lists an event of another API version or another mode than the key's", async () => {
    const other = event.replace("evt_test_1", "evt_test_version").replace("2026-10-28.endive", "2024-06-20");
    const response = await receiveWebhook(post(other, signed(other)), secret);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/API version 2024-06-20/);
    const live = event.replace("evt_test_1", "evt_test_live").replace('"livemode":false', '"livemode":true');
    expect((await receiveWebhook(post(live, signed(live)), secret)).status).toBe(400);
    // The same live event is taken by a site with a live key.
    const rows = await db.kysely
      .selectFrom("payment_events")
      .select(["id", "outcome", "last_error"])
      .where("id", "in", ["evt_test_version", "evt_test_live"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "evt_test_live", outcome: "refused", last_error: expect.stringMatching(/live event.*test one/) },
      { id: "evt_test_version", outcome: "refused", last_error: expect.stringMatching(/2024-06-20/) },
    ]);
    // Delivered again, refused again, and nothing is processed.
    expect((await receiveWebhook(post(other, signed(other)), secret)).status).toBe(400);
  });

  it("stores every verified event and answers 2xx: a lone surrogate is processed, one nested 5,000 deep is kept as text and listed as failed", async () => {
    const at = Math.floor(Date.now() / 1000);
    const i = ids("webhook-surrogate");
    const named = checkoutCompleted(at, i) as ReturnType<typeof checkoutCompleted> & { data: { object: object } };
    Object.assign(named.data.object, { customer_details: { name: "Ann\ud800e", email: "ann@example.com" } });
    // JSON.stringify writes a lone surrogate as its escape, as a body from Stripe may carry it.
    const surrogate = JSON.stringify(named);
    expect(surrogate).toContain("Ann\\ud800e");
    expect((await receiveWebhook(post(surrogate, signed(surrogate)), secret)).status).toBe(200);
    expect(
      await db.kysely
        .selectFrom("orders")
        .select("status")
        .where("checkout_session_id", "=", i.session)
        .executeTakeFirst(),
    ).toEqual({ status: "paid" });

    const deep = `{"id":"evt_deep","object":"event","type":"checkout.session.completed","api_version":"${apiVersion}","livemode":false,"created":${at},"data":{"object":{"id":"cs_test_deep","metadata":${"[".repeat(5000)}${"]".repeat(5000)}}}}`;
    for (let n = 0; n < 2; n++) expect((await receiveWebhook(post(deep, signed(deep)), secret)).status).toBe(200);
    expect(
      await db.kysely
        .selectFrom("payment_events")
        .select(["outcome", "last_error", "raw"])
        .where("id", "=", "evt_deep")
        .executeTakeFirstOrThrow(),
    ).toEqual({ outcome: "failed", last_error: expect.stringMatching(/stored as JSON/), raw: deep });
  });

  it("a signed event that cannot be processed is answered 200, listed as failed with its reason, and the next valid one applies at once", async () => {
    const at = Math.floor(Date.now() / 1000);
    const probes = [{ amount_total: 3e9 }, { amount_total: -5 }, { metadata: { plans: 7 } }].map((change, n) => {
      const e = checkoutCompleted(at, ids(`probe${n}`));
      Object.assign(e.data.object, change);
      return JSON.stringify(e);
    });
    for (const body of probes) expect((await receiveWebhook(post(body, signed(body)), secret)).status).toBe(200);
    const failed = await db.kysely
      .selectFrom("payment_events")
      .select("last_error")
      .where("object_id", "like", "cs_test_probe%")
      .where("outcome", "=", "failed")
      .execute();
    expect(failed).toHaveLength(3);
    const good = ids("probe-good");
    const valid = JSON.stringify(checkoutCompleted(at, good));
    expect((await receiveWebhook(post(valid, signed(valid)), secret)).status).toBe(200);
    expect(
      await db.kysely
        .selectFrom("orders")
        .select("status")
        .where("checkout_session_id", "=", good.session)
        .executeTakeFirst(),
    ).toEqual({ status: "paid" });
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
