import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import type Stripe from "stripe";
import {
  chargeRefunded,
  checkoutCompleted,
  disputeEvent,
  fixtureStripe,
  ids,
  includableFields,
  invoice,
  renewalIntent,
  subscriptionChanged,
} from "./events.fixture";
import { receivedEvent, storeEvent } from "./events";
import { applyEvent, processPaymentEvent, retryWaitingEvents } from "./process";
import { openPaymentStore } from "./store";
import { refundableCents } from "./refund";

const t0 = 1_795_000_000;
const now = new Date("2026-11-28T04:00:00Z");

const stripe = fixtureStripe();
const deps = { stripe: () => stripe.client };

/** Stores and processes each event as the webhook does, one after another, then runs the waiting events' job as the queue would. */
async function deliver(db: Database, events: readonly object[]) {
  for (const event of events) {
    const received = receivedEvent(JSON.parse(JSON.stringify(event)))!;
    const { processed } = await storeEvent(db, received, now);
    if (!processed) await processPaymentEvent(db, received.id, now, deps);
    await retryWaitingEvents(db, now, deps);
  }
}

/** The state a user of the inbox would see, without the ids that differ from run to run. */
async function stateOf(db: Database, session: string, subscription: string) {
  const order = await db.kysely
    .selectFrom("orders")
    .select(["status", "payment", "amount_cents", "refunded_cents", "currency", "lead_id", "paid_at"])
    .where("checkout_session_id", "=", session)
    .executeTakeFirst();
  const sub = await db.kysely
    .selectFrom("subscriptions")
    .select(["status", "current_period_end", "last_failed_at", "plan_ids"])
    .where("id", "=", subscription)
    .executeTakeFirst();
  return { order: order && { ...order, lead_id: order.lead_id?.replace(/-\w+$/, "") }, subscription: sub };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("processing Stripe's events", { timeout: 120_000 }, () => {
  it("ends in the same state whatever order a subscription's events arrive in: paid, refunded in part, a failed renewal", async () => {
    const db = await freshDatabase();
    const sequence = (i: ReturnType<typeof ids>) => [
      checkoutCompleted(t0, i),
      invoice("invoice.paid", t0 + 1, i, { first: true, periodEnd: t0 + 30 * 86400 }),
      chargeRefunded(t0 + 100, i, 1900),
      invoice("invoice.payment_failed", t0 + 30 * 86400 + 60, i, { periodEnd: t0 + 60 * 86400 }),
      subscriptionChanged("customer.subscription.updated", t0 + 30 * 86400 + 61, i, "past_due", t0 + 60 * 86400),
    ];
    const orders = permutations([0, 1, 2, 3, 4]);
    const ends = new Set<string>();
    for (const [n, order] of orders.entries()) {
      const i = ids(`perm${n}`);
      const events = sequence(i);
      await deliver(
        db,
        order.map((k) => events[k]!),
      );
      const state = await stateOf(db, i.session, i.subscription);
      ends.add(JSON.stringify(state));
      if (n === 0) {
        expect(state).toEqual({
          order: {
            status: "partly_refunded",
            payment: "paid",
            amount_cents: 36800,
            refunded_cents: 1900,
            currency: "USD",
            lead_id: "lead",
            paid_at: new Date(t0 * 1000),
          },
          subscription: {
            status: "past_due",
            current_period_end: new Date((t0 + 60 * 86400) * 1000),
            last_failed_at: new Date((t0 + 30 * 86400 + 60) * 1000),
            plan_ids: ["complete-healing-plan"],
          },
        });
      }
    }
    expect(orders.length).toBe(120);
    expect([...ends]).toHaveLength(1);
  });

  it("a one-time payment paid later (a delayed method) and refunded in full ends refunded in every order", async () => {
    const db = await freshDatabase();
    const ends = new Set<string>();
    for (const [n, order] of permutations([0, 1, 2]).entries()) {
      const i = ids(`once${n}`);
      const options = { mode: "payment" as const, plans: "intro-plan", amount: 1900 };
      const events = [
        checkoutCompleted(t0, i, { ...options, paymentStatus: "unpaid" }),
        checkoutCompleted(t0 + 3600, i, { ...options, type: "checkout.session.async_payment_succeeded" }),
        chargeRefunded(t0 + 7200, i, 1900, 1900),
      ];
      await deliver(
        db,
        order.map((k) => events[k]!),
      );
      ends.add(JSON.stringify((await stateOf(db, i.session, i.subscription)).order));
    }
    expect([...ends].map((s) => JSON.parse(s))).toEqual([
      {
        status: "refunded",
        payment: "paid",
        amount_cents: 1900,
        refunded_cents: 1900,
        currency: "USD",
        lead_id: "lead",
        paid_at: new Date((t0 + 3600) * 1000).toISOString(),
      },
    ]);
  });

  it("an older subscription.updated arriving late does not undo a newer state, and a cancellation is final", async () => {
    const db = await freshDatabase();
    const i = ids("late");
    await deliver(db, [
      checkoutCompleted(t0, i),
      subscriptionChanged("customer.subscription.updated", t0 + 500, i, "past_due"),
    ]);
    await deliver(db, [subscriptionChanged("customer.subscription.updated", t0 + 100, i, "active")]);
    expect((await stateOf(db, i.session, i.subscription)).subscription?.status).toBe("past_due");
    await deliver(db, [
      subscriptionChanged("customer.subscription.deleted", t0 + 900, i, "canceled"),
      invoice("invoice.paid", t0 + 1000, i),
    ]);
    expect((await stateOf(db, i.session, i.subscription)).subscription?.status).toBe("cancelled");
  });

  it("a failed checkout of a delayed method marks the order failed", async () => {
    const db = await freshDatabase();
    const i = ids("failed");
    const options = { mode: "payment" as const, plans: "intro-plan", amount: 1900 };
    await deliver(db, [
      checkoutCompleted(t0, i, { ...options, paymentStatus: "unpaid" }),
      checkoutCompleted(t0 + 60, i, { ...options, type: "checkout.session.async_payment_failed" }),
    ]);
    expect((await stateOf(db, i.session, i.subscription)).order).toMatchObject({ status: "failed", paid_at: null });
  });

  it("a replayed event changes nothing: one stored row, the same state", async () => {
    const db = await freshDatabase();
    const i = ids("replay");
    const refund = chargeRefunded(t0 + 100, i, 1900);
    await deliver(db, [checkoutCompleted(t0, i), invoice("invoice.paid", t0 + 1, i, { first: true }), refund]);
    const before = await db.kysely.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    await deliver(db, [refund, refund]);
    expect(await db.kysely.selectFrom("orders").selectAll().executeTakeFirstOrThrow()).toEqual(before);
    expect(
      (
        await db.kysely
          .selectFrom("payment_events")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe("3");
    expect(await processPaymentEvent(db, refund.id, now)).toBe("already");
  });
});

it("the README lists no event types by hand: npm run stripe:setup subscribes the endpoint to exactly those processed (setup.test.ts)", () => {
  const readme = readFileSync(`${import.meta.dirname}/../../README.md`, "utf8");
  const section = readme.slice(
    readme.indexOf("## Taking payments"),
    readme.indexOf("\n## ", readme.indexOf("## Taking payments") + 5),
  );
  const named = [...section.matchAll(/`([a-z_]+\.[a-z_.]+)`/g)].map((m) => m[1]);
  expect(named).toEqual([]);
  expect(section).toContain("`npm run stripe:setup`");
});

it("an event that cannot be processed is listed as failed with its reason at once, and a waiting refund still applies after its checkout", async () => {
  const db = await freshDatabase();
  const i = ids("retry");
  // Signed by Stripe but unreadable here: a subscription without an id.
  const broken = {
    id: "evt_broken",
    type: "customer.subscription.updated",
    created: t0,
    data: { object: { status: "active", items: { data: [] } } },
  };
  await storeEvent(db, receivedEvent(broken)!, now);
  expect(await processPaymentEvent(db, "evt_broken", now, deps)).toBe("failed");
  const refund = chargeRefunded(t0 + 100, i, 1900);
  await deliver(db, [refund]);
  await deliver(db, [checkoutCompleted(t0, i, { mode: "payment", plans: "intro-plan", amount: 1900 })]);
  expect((await stateOf(db, i.session, i.subscription)).order).toMatchObject({
    status: "refunded",
    refunded_cents: 1900,
  });
  expect(
    await db.kysely
      .selectFrom("payment_events")
      .select(["id", "outcome", "last_error"])
      .where("id", "=", "evt_broken")
      .execute(),
  ).toEqual([{ id: "evt_broken", outcome: "failed", last_error: "subscription.id is missing" }]);
});

it.each([
  ["an amount no column holds", { amount_total: 3e9 }, "amount_total is not an amount in cents"],
  ["a negative amount", { amount_total: -5 }, "amount_total is not an amount in cents"],
  ["numeric plans", { metadata: { plans: 5 } }, "metadata.plans is not text"],
])("a checkout with %s is failed at once, and a valid event after it applies", async (_, change, reason) => {
  const db = await freshDatabase();
  const bad = checkoutCompleted(t0, ids("bad"));
  Object.assign(bad.data.object, change);
  await deliver(db, [bad]);
  expect(
    await db.kysely
      .selectFrom("payment_events")
      .select(["outcome", "last_error"])
      .where("id", "=", bad.id)
      .executeTakeFirst(),
  ).toEqual({ outcome: "failed", last_error: expect.stringContaining(reason) });
  const good = ids("good");
  await deliver(db, [checkoutCompleted(t0, good)]);
  expect((await stateOf(db, good.session, good.subscription)).order?.status).toBe("paid");
});

it("a second checkout naming a payment another order holds is failed, and the first order keeps it", async () => {
  const db = await freshDatabase();
  const one = ids("one");
  const two = { ...ids("two"), paymentIntent: one.paymentIntent };
  const options = { mode: "payment" as const, plans: "intro-plan", amount: 1900 };
  await deliver(db, [checkoutCompleted(t0, one, options), checkoutCompleted(t0, two, options)]);
  const outcomes = await db.kysely.selectFrom("payment_events").select("outcome").orderBy("received_at").execute();
  expect(outcomes.map((o) => o.outcome).sort()).toEqual(["applied", "failed"]);
});

describe("a renewal, shaped as Stripe sends it", () => {
  it("makes a paid order of its own that staff can refund, and a dashboard refund of it is applied", async () => {
    const db = await freshDatabase();
    const i = ids("renewal");
    const renewalAt = t0 + 30 * 86400;
    const renewal = invoice("invoice.paid", renewalAt, i, { amount: 34900 });
    expect(renewal.data.object).not.toHaveProperty("payments");
    // The first invoice before its checkout waits for it.
    await deliver(db, [invoice("invoice.paid", t0 + 1, i, { first: true }), checkoutCompleted(t0, i), renewal]);
    const store = openPaymentStore(db);
    const { orders } = await store.orders({ limit: 10 });
    const renewed = orders.find((o) => o.invoiceId === renewal.data.object.id)!;
    expect(renewed).toMatchObject({
      status: "paid",
      amount: { cents: 34900, currency: "USD" },
      paymentIntentId: renewalIntent(i, renewalAt),
      subscriptionId: i.subscription,
      checkoutSessionId: null,
      lines: [expect.objectContaining({ cents: 34900, currency: "USD", priceId: "price_healing" })],
    });
    expect(renewed.orderNumber).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(refundableCents(renewed)).toBe(34900);
    // The checkout's own order is refunded from the first invoice's payment.
    const first = orders.find((o) => o.checkoutSessionId === i.session)!;
    expect(first.paymentIntentId).toBe(i.paymentIntent);
    expect(stripe.calls.at(-1)).toMatchObject({
      invoice: renewal.data.object.id,
      expand: ["data.payment.payment_intent"],
    });
    await deliver(db, [
      chargeRefunded(renewalAt + 60, { ...i, paymentIntent: renewalIntent(i, renewalAt) }, 34900, 34900),
    ]);
    expect((await store.order(renewed.id))?.status).toBe("refunded");
  });

  it("processing reads no property a webhook body leaves out", async () => {
    const db = await freshDatabase();
    const i = ids("strict");
    /** The event as a body: any property it lacks throws when read, as an omitted one would be undefined in production. */
    const strict = <T extends object>(value: T, path = "event"): T =>
      new Proxy(value, {
        get(target, key, receiver) {
          if (typeof key === "symbol" || key === "toJSON" || key === "then" || Array.isArray(target))
            return Reflect.get(target, key, receiver) as unknown;
          if (!(key in target)) throw new Error(`processing read ${path}.${key}, which the body does not carry`);
          const item = Reflect.get(target, key, receiver) as unknown;
          return typeof item === "object" && item !== null ? strict(item, `${path}.${key}`) : item;
        },
      });
    const events = [
      checkoutCompleted(t0, i),
      invoice("invoice.paid", t0 + 1, i, { first: true }),
      invoice("invoice.paid", t0 + 30 * 86400, i),
      invoice("invoice.payment_failed", t0 + 60 * 86400, i),
      subscriptionChanged("customer.subscription.updated", t0 + 60 * 86400 + 1, i, "past_due", t0 + 90 * 86400, {
        cancel_at_period_end: true,
      }),
      chargeRefunded(t0 + 100, i, 1900),
      disputeEvent("charge.dispute.created", t0 + 200, i, "needs_response"),
      disputeEvent("charge.dispute.closed", t0 + 300, i, "won"),
    ];
    for (const e of events) {
      const lookups = e.type === "invoice.paid" ? { invoicePaymentIntent: `${i.paymentIntent}_${e.created}` } : {};
      await db.transaction((trx) => applyEvent(trx, db, strict(e) as unknown as Stripe.Event, now, lookups));
    }
    for (const e of events) {
      const object = e.data.object as { object: string };
      const omitted = includableFields[object.object as keyof typeof includableFields] ?? [];
      for (const field of omitted) expect(object).not.toHaveProperty(field);
    }
  });
});

describe("disputes, cancellations at the period's end, and what Stripe charged", () => {
  it("a dispute holds the order out of 'Paid' with its amount and deadline until it is won; a late update does not reopen it", async () => {
    const db = await freshDatabase();
    const i = ids("dispute");
    const options = { mode: "payment" as const, plans: "intro-plan", amount: 1900 };
    await deliver(db, [
      disputeEvent("charge.dispute.created", t0 + 100, i, "needs_response", { amount: 1900, dueBy: t0 + 86400 * 10 }),
      checkoutCompleted(t0, i, options),
    ]);
    const store = openPaymentStore(db);
    const order = (await store.orderBySession(i.session))!;
    expect(order.dispute).toEqual({
      id: `du_${i.paymentIntent}`,
      amount: { cents: 1900, currency: "USD" },
      dueBy: new Date((t0 + 86400 * 10) * 1000).toISOString(),
      status: "needs_response",
    });
    expect(refundableCents(order)).toBe(0);
    expect((await store.orders({ status: "paid", limit: 10 })).orders).toEqual([]);
    expect((await store.orders({ status: "disputed", limit: 10 })).orders.map((o) => o.id)).toEqual([order.id]);

    await deliver(db, [
      disputeEvent("charge.dispute.closed", t0 + 300, i, "won", { amount: 1900 }),
      disputeEvent("charge.dispute.updated", t0 + 200, i, "under_review", { amount: 1900 }),
    ]);
    const won = (await store.order(order.id))!;
    expect(won.dispute?.status).toBe("won");
    expect(refundableCents(won)).toBe(1900);
    expect((await store.orders({ status: "paid", limit: 10 })).orders.map((o) => o.id)).toEqual([order.id]);
  });

  it("a cancellation at the period's end shows the day it ends; resumed, it renews again; an older update changes nothing", async () => {
    const db = await freshDatabase();
    const i = ids("ending");
    const end = t0 + 30 * 86400;
    await deliver(db, [checkoutCompleted(t0, i), invoice("invoice.paid", t0 + 1, i, { first: true, periodEnd: end })]);
    const store = openPaymentStore(db);
    await deliver(db, [
      subscriptionChanged("customer.subscription.updated", t0 + 500, i, "active", end, { cancel_at_period_end: true }),
    ]);
    expect(await store.subscription(i.subscription)).toMatchObject({
      status: "active",
      cancelAt: new Date(end * 1000).toISOString(),
    });
    await deliver(db, [
      subscriptionChanged("customer.subscription.updated", t0 + 400, i, "active", end),
      subscriptionChanged("customer.subscription.updated", t0 + 600, i, "active", end, { cancel_at: t0 + 20 * 86400 }),
    ]);
    expect((await store.subscription(i.subscription))?.cancelAt).toBe(new Date((t0 + 20 * 86400) * 1000).toISOString());
    await deliver(db, [subscriptionChanged("customer.subscription.updated", t0 + 700, i, "active", end)]);
    expect((await store.subscription(i.subscription))?.cancelAt).toBeNull();
  });

  it("an order's lines are what Stripe's line items say it charged (amount, currency, price), not today's prices", async () => {
    const db = await freshDatabase();
    const i = ids("charged");
    await deliver(db, [checkoutCompleted(t0, i, { currency: "eur" })]);
    const order = (await openPaymentStore(db).orderBySession(i.session))!;
    expect(order.amount).toEqual({ cents: 36800, currency: "EUR" });
    expect(order.lines).toEqual([
      {
        id: "complete-healing-plan",
        name: "Complete Healing Plan",
        cents: 34900,
        currency: "EUR",
        period: "month",
        priceId: "price_complete-healing-plan",
      },
      {
        id: "intro-plan",
        name: "$19 Intro Plan",
        cents: 1900,
        currency: "EUR",
        period: "one-time",
        priceId: "price_intro-plan",
      },
    ]);
    expect(stripe.calls).toContainEqual({ session: i.session });
    expect(await openPaymentStore(db).subscription(i.subscription)).toMatchObject({
      planIds: ["complete-healing-plan"],
    });
  });
});
