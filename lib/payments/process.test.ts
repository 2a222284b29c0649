import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { chargeRefunded, checkoutCompleted, ids, invoice, subscriptionChanged } from "./events.fixture";
import { receivedEvent, storeEvent } from "./events";
import { handledEventTypes, processPaymentEvent } from "./process";

const t0 = 1_795_000_000;
const now = new Date("2026-11-28T04:00:00Z");

/** Stores and processes each event as the webhook does, one after another. */
async function deliver(db: Database, events: readonly object[]) {
  for (const event of events) {
    const received = receivedEvent(JSON.parse(JSON.stringify(event)))!;
    const { processed } = await storeEvent(db, received, now);
    if (!processed) await processPaymentEvent(db, received.id, now);
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

it("the README asks the clinic to send Stripe every event type that is processed, and no other", () => {
  const readme = readFileSync(`${import.meta.dirname}/../../README.md`, "utf8");
  const section = readme.slice(
    readme.indexOf("## Taking payments"),
    readme.indexOf("\n## ", readme.indexOf("## Taking payments") + 5),
  );
  const named = [...section.matchAll(/`([a-z_]+\.[a-z_.]+)`/g)].map((m) => m[1]);
  expect(new Set(named)).toEqual(new Set(handledEventTypes));
});

it("an event whose processing failed is tried again after the next event that applies, and one that fails again stops nothing", async () => {
  const db = await freshDatabase();
  const i = ids("retry");
  // Signed by Stripe but unreadable here: a subscription without an id fails its processing each time.
  const broken = {
    id: "evt_broken",
    type: "customer.subscription.updated",
    created: t0,
    data: { object: { status: "active" } },
  };
  await storeEvent(db, receivedEvent(broken)!, now);
  await expect(processPaymentEvent(db, "evt_broken", now)).rejects.toThrow();
  const refund = chargeRefunded(t0 + 100, i, 1900);
  await deliver(db, [refund]);
  await deliver(db, [checkoutCompleted(t0, i, { mode: "payment", plans: "intro-plan", amount: 1900 })]);
  // The refund that waited for its order was applied after the checkout, past the broken event.
  expect((await stateOf(db, i.session, i.subscription)).order).toMatchObject({
    status: "refunded",
    refunded_cents: 1900,
  });
  expect(await db.kysely.selectFrom("payment_events").select("id").where("processed_at", "is", null).execute()).toEqual(
    [{ id: "evt_broken" }],
  );
});
