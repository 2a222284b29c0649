import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { startFakeStripe, type FakeSession } from "@/tests/fakes/stripe";
import { freshDatabase } from "@/tests/setup/test-database";
import { confirmationFor } from "./confirmation";
import { receivedEvent, storeEvent } from "./events";
import { orderFor } from "./order";
import { processPaymentEvent } from "./process";
import { openPaymentStore } from "./store";
import { createCheckoutSession, stripeClient } from "./stripe";

let fake: { server: Server; origin: string; sessions: FakeSession[] };
let db: Database;
beforeAll(async () => {
  fake = await startFakeStripe();
  db = await freshDatabase();
});
afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

const client = () => stripeClient({ secretKey: "sk_test_fake", apiUrl: fake.origin });
const deps = () => ({ store: async () => openPaymentStore(db), stripe: client });

async function session(plans: string[], leadId: string) {
  return createCheckoutSession(client(), {
    order: orderFor(plans).order!,
    leadId,
    email: "buyer@example.com",
    siteUrl: "https://clinic.example",
  });
}

/** The stand-in payment page's "Pay", with Stripe's event held back. */
const pay = (id: string) => fetch(`${fake.origin}/c/pay/${id}?webhook=later`, { method: "POST", redirect: "manual" });

/** The event Stripe would send for the session as it now stands. */
async function webhookArrives(id: string) {
  const object = await client().checkout.sessions.retrieve(id);
  const received = receivedEvent({
    id: `evt_for_${id}`,
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })!;
  await storeEvent(db, received, new Date());
  await processPaymentEvent(db, received.id, new Date(), { stripe: client });
}

describe("what the success page may say", () => {
  it("never 'paid' from the address alone: an id Stripe does not know, or not an id at all", async () => {
    expect(await confirmationFor("cs_test_nosuchsession", deps())).toEqual({ kind: "unknown" });
    expect(await confirmationFor("{CHECKOUT_SESSION_ID}", deps())).toEqual({ kind: "unknown" });
    expect(await confirmationFor(["cs_test_a", "cs_test_b"], deps())).toEqual({ kind: "unknown" });
  });

  it("a checkout never paid: not completed, with its plans for the way back", async () => {
    const { id } = await session(["complete-healing-plan", "intro-plan"], "lead-unpaid");
    expect(await confirmationFor(id, deps())).toEqual({
      kind: "not-completed",
      planIds: ["complete-healing-plan", "intro-plan"],
    });
  });

  it("paid at Stripe but before the webhook: being confirmed; after the webhook: paid, with what comes next", async () => {
    const { id } = await session(["intro-plan"], "lead-intro");
    await pay(id);
    expect(await confirmationFor(id, deps())).toEqual({ kind: "confirming" });
    await webhookArrives(id);
    expect(await confirmationFor(id, deps())).toMatchObject({
      kind: "paid",
      intro: true,
      monthly: false,
      order: { amount: { cents: 1900, currency: "USD" }, leadId: "lead-intro", status: "paid" },
    });
  });

  it("a monthly plan paid: monthly, with the customer the portal opens for", async () => {
    const { id } = await session(["starter-care-plan"], "lead-monthly");
    await pay(id);
    await webhookArrives(id);
    const confirmation = await confirmationFor(id, deps());
    expect(confirmation).toMatchObject({
      kind: "paid",
      intro: false,
      monthly: true,
      order: { customerId: expect.stringMatching(/^cus_/), subscriptionId: expect.stringMatching(/^sub_/) },
    });
  });
});
