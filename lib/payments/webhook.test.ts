import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { maxWebhookBytes, receiveWebhook } from "./webhook";

const secret = "whsec_test_secret";
const stripe = new Stripe("sk_test_unused");

const event = JSON.stringify({
  id: "evt_test_1",
  object: "event",
  type: "checkout.session.completed",
  livemode: false,
  created: 1_795_000_000,
  data: { object: { id: "cs_test_1", object: "checkout.session", client_reference_id: "lead-1" } },
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/stripe/webhook", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

const signed = (body: string, key = secret, timestamp?: number) => ({ "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp }) });

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
    const streamed = new Request("http://127.0.0.1/api/stripe/webhook", { method: "POST", body: stream, duplex: "half", headers: signed("y") } as RequestInit);
    expect((await receiveWebhook(streamed, secret)).status).toBe(413);
  });

  it("answers 404 while payments are off, whatever is sent", async () => {
    expect((await receiveWebhook(post(event, signed(event)), undefined)).status).toBe(404);
  });
});
