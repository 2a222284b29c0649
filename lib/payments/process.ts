import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type Stripe from "stripe";
import type { Database } from "@/lib/db";
import type { DB } from "@/lib/db/schema";
import { jsonWithoutNul } from "@/lib/db/text";
import { queueMessage } from "@/lib/messages";
import { log } from "@/lib/log";
import { orderFor, planIds } from "./order";
import { purchaseMessageKey } from "./purchase-mail";
import {
  laterPayment,
  laterSubscriptionState,
  orderStatus,
  subscriptionStatusOf,
  type OrderPayment,
  type SubscriptionStatus,
} from "./state";

type Db = Pick<Database, "kysely" | "transaction" | "jobs">;
type Trx = Transaction<DB>;

/** What processing made of an event: applied, waiting for the order it names, ignored (a type the clinic does not act on), or already done. */
export type ProcessOutcome = "applied" | "waiting" | "ignored" | "already" | "missing";

/** The event types the clinic acts on; the README lists them for Stripe's dashboard. */
export const handledEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "charge.refunded",
] as const;

/** A completed Checkout Session whose money is in: paid, or nothing to pay (a full discount). */
const paidStatuses = new Set<string>(["paid", "no_payment_required"]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
const instant = (seconds: number) => new Date(seconds * 1000);

/**
 * Processes one stored event (docs/payments.md, docs/decisions/076), in one transaction that
 * holds the event's row: an event already processed changes nothing, so a replay, a retry or two
 * workers on one event are harmless. An event that refers to an order not yet known (a refund
 * reported before its checkout) stays unprocessed and is tried again after each checkout that
 * brings an order. The webhook calls this after storing the event; it needs nothing but the store,
 * so a job may call it instead.
 */
export async function processPaymentEvent(db: Db, eventId: string, now: Date = new Date()): Promise<ProcessOutcome> {
  const outcome = await processOne(db, eventId, now);
  if (outcome === "applied") await retryWaiting(db, eventId, now);
  return outcome;
}

async function processOne(db: Db, eventId: string, now: Date): Promise<ProcessOutcome> {
  return db.transaction(async (trx) => {
    const row = await trx
      .selectFrom("payment_events")
      .select(["payload", "processed_at"])
      .where("id", "=", eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return "missing";
    if (row.processed_at) return "already";
    const outcome = await apply(trx, db, row.payload as unknown as Stripe.Event, now);
    if (outcome !== "waiting")
      await trx.updateTable("payment_events").set({ processed_at: now, outcome }).where("id", "=", eventId).execute();
    else await trx.updateTable("payment_events").set({ outcome }).where("id", "=", eventId).execute();
    return outcome;
  });
}

/**
 * Events left unprocessed (waiting for their order, or whose processing failed) are few; each is
 * tried once more, in Stripe's order. One that fails again stays for the next time and never stops
 * the others.
 */
async function retryWaiting(db: Db, appliedId: string, now: Date) {
  const waiting = await db.kysely
    .selectFrom("payment_events")
    .select("id")
    .where("processed_at", "is", null)
    .where("id", "!=", appliedId)
    .orderBy("created")
    .orderBy("id")
    .limit(100)
    .execute();
  for (const { id } of waiting) {
    await processOne(db, id, now).catch((error: unknown) =>
      log().warn(
        { err: error, event: "payments.retry-failed", stripeEvent: id },
        "an unprocessed event failed again; it stays for the next try",
      ),
    );
  }
}

async function apply(
  trx: Trx,
  db: Db,
  event: Stripe.Event,
  now: Date,
): Promise<Exclude<ProcessOutcome, "already" | "missing">> {
  const at = instant(event.created);
  switch (event.type) {
    case "checkout.session.completed":
      // "unpaid" while a delayed method (a bank debit) is still under way: its async_payment_* event follows.
      return checkoutReported(
        trx,
        db,
        event.data.object,
        paidStatuses.has(event.data.object.payment_status) ? "paid" : "pending",
        at,
        now,
      );
    case "checkout.session.async_payment_succeeded":
      return checkoutReported(trx, db, event.data.object, "paid", at, now);
    case "checkout.session.async_payment_failed":
      return checkoutReported(trx, db, event.data.object, "failed", at, now);
    case "invoice.paid":
      return invoiceReported(trx, event.data.object, "active", at, now);
    case "invoice.payment_failed":
      return invoiceReported(trx, event.data.object, "past_due", at, now);
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const status =
        event.type === "customer.subscription.deleted" ? "cancelled" : subscriptionStatusOf(subscription.status);
      const periodEnds = (subscription.items?.data ?? [])
        .map((item) => item.current_period_end)
        .filter((end) => typeof end === "number");
      await subscriptionReported(trx, {
        id: subscription.id,
        status,
        at,
        now,
        leadId: subscription.metadata?.lead_id ?? null,
        customerId: idOf(subscription.customer),
        periodEnd: periodEnds.length ? instant(Math.max(...periodEnds)) : null,
      });
      return "applied";
    }
    case "charge.refunded":
      return refundReported(trx, event.data.object, now);
    default:
      return "ignored";
  }
}

/**
 * A Checkout Session's outcome: its order made or brought up to date, and a subscription it
 * started. When this makes the order paid, the buyer's purchase e-mail is queued in the same
 * transaction (lib/messages, kind purchase), one per order: a message is one of a kind by its key
 * (order:<id>), so a replayed or late event never sends it twice.
 */
async function checkoutReported(
  trx: Trx,
  db: Db,
  session: Stripe.Checkout.Session,
  payment: OrderPayment,
  at: Date,
  now: Date,
): Promise<"applied"> {
  const ids = planIds(session.metadata?.plans ?? "");
  const { order } = orderFor(ids);
  const lines = (order?.lines ?? []).map((line) => ({
    id: line.id,
    name: line.name,
    cents: line.price.cents,
    currency: line.price.currency,
    period: line.period,
  }));
  const leadId = session.client_reference_id ?? session.metadata?.lead_id ?? null;
  const subscriptionId = idOf(session.subscription);
  await trx
    .insertInto("orders")
    .values({
      id: randomUUID(),
      lead_id: leadId,
      checkout_session_id: session.id,
      lines: jsonWithoutNul(lines),
      amount_cents: session.amount_total ?? order?.today.cents ?? 0,
      currency: (session.currency ?? order?.today.currency ?? "usd").toUpperCase(),
      created_at: instant(session.created ?? at.getTime() / 1000),
      updated_at: now,
    })
    .onConflict((oc) => oc.column("checkout_session_id").doNothing())
    .execute();
  const stored = await trx
    .selectFrom("orders")
    .selectAll()
    .where("checkout_session_id", "=", session.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const next = laterPayment(stored.payment as OrderPayment, payment);
  await trx
    .updateTable("orders")
    .set({
      payment: next,
      status: orderStatus(next, stored.amount_cents, stored.refunded_cents),
      paid_at: next === "paid" ? (stored.paid_at ?? at) : stored.paid_at,
      payment_intent_id: stored.payment_intent_id ?? idOf(session.payment_intent),
      subscription_id: stored.subscription_id ?? subscriptionId,
      customer_id: stored.customer_id ?? idOf(session.customer),
      lead_id: stored.lead_id ?? leadId,
      updated_at: now,
    })
    .where("id", "=", stored.id)
    .execute();
  if (next === "paid" && stored.payment !== "paid")
    await queuePurchaseMail(trx, db, stored.lead_id ?? leadId, stored.id, now);
  if (subscriptionId && next === "paid") {
    await subscriptionReported(trx, {
      id: subscriptionId,
      status: "active",
      at,
      now,
      leadId,
      customerId: idOf(session.customer),
      orderId: stored.id,
      planIds: lines.filter((line) => line.period === "month").map((line) => line.id),
    });
  }
  return "applied";
}

/** The purchase e-mail goes to the lead the checkout stored; an order whose lead this store does not hold (erased, or a test event) gets none. */
async function queuePurchaseMail(trx: Trx, db: Db, leadId: string | null, orderId: string, now: Date) {
  const lead = leadId
    ? await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst()
    : undefined;
  if (!lead) return;
  await queueMessage(
    trx,
    db.jobs,
    "purchase",
    { orderId },
    { key: purchaseMessageKey(orderId), leadId: lead.id, ref: purchaseMessageKey(orderId), at: now },
  );
}

/**
 * An invoice of a subscription paid (the first, or a renewal) or failed. The first invoice's
 * payment is the order's: it is where a refund of the order is taken from, so it waits until the
 * order is known.
 */
async function invoiceReported(
  trx: Trx,
  invoice: Stripe.Invoice,
  status: SubscriptionStatus,
  at: Date,
  now: Date,
): Promise<"applied" | "waiting" | "ignored"> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return "ignored";
  const periodEnds = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end) => typeof end === "number");
  await subscriptionReported(trx, {
    id: subscriptionId,
    status,
    at,
    now,
    leadId: details?.metadata?.lead_id ?? null,
    customerId: idOf(invoice.customer),
    periodEnd: status === "active" && periodEnds.length ? instant(Math.max(...periodEnds)) : null,
    failedAt: status === "past_due" ? at : null,
  });
  const paymentIntent = idOf(invoice.payments?.data?.[0]?.payment?.payment_intent);
  if (status !== "active" || invoice.billing_reason !== "subscription_create" || !paymentIntent) return "applied";
  const linked = await trx
    .updateTable("orders")
    .set({ payment_intent_id: paymentIntent, updated_at: now })
    .where("subscription_id", "=", subscriptionId)
    .where("payment_intent_id", "is", null)
    .executeTakeFirst();
  if (linked.numUpdatedRows > 0n) return "applied";
  const known = await trx
    .selectFrom("orders")
    .select("id")
    .where("subscription_id", "=", subscriptionId)
    .executeTakeFirst();
  return known ? "applied" : "waiting";
}

type SubscriptionReport = {
  id: string;
  status: SubscriptionStatus;
  at: Date;
  now: Date;
  leadId?: string | null;
  customerId?: string | null;
  orderId?: string;
  planIds?: string[];
  periodEnd?: Date | null;
  failedAt?: Date | null;
};

/** Folds one report into the subscription's row (made on the first), by the rules of state.ts. */
async function subscriptionReported(trx: Trx, report: SubscriptionReport) {
  await trx
    .insertInto("subscriptions")
    .values({
      id: report.id,
      status: report.status,
      status_state_at: report.at,
      created_at: report.now,
      updated_at: report.now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const stored = await trx
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", report.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const state = laterSubscriptionState(
    { status: stored.status as SubscriptionStatus, at: stored.status_state_at },
    { status: report.status, at: report.at },
  );
  const later = (a: Date | null, b: Date | null | undefined) => (a && b ? (a > b ? a : b) : (a ?? b ?? null));
  await trx
    .updateTable("subscriptions")
    .set({
      status: state.status,
      status_state_at: state.at,
      current_period_end: later(stored.current_period_end, report.periodEnd),
      last_failed_at: later(stored.last_failed_at, report.failedAt),
      lead_id: stored.lead_id ?? report.leadId ?? null,
      customer_id: stored.customer_id ?? report.customerId ?? null,
      order_id: stored.order_id ?? report.orderId ?? null,
      plan_ids: stored.plan_ids.length ? stored.plan_ids : (report.planIds ?? []),
      updated_at: report.now,
    })
    .where("id", "=", report.id)
    .execute();
}

/** A charge refunded, in whole or in part: Stripe reports the total refunded so far, which only grows. */
async function refundReported(trx: Trx, charge: Stripe.Charge, now: Date): Promise<"applied" | "waiting" | "ignored"> {
  const paymentIntent = idOf(charge.payment_intent);
  // A charge made outside Checkout (in the dashboard, say) names no payment of an order here.
  if (!paymentIntent) return "ignored";
  const stored = await trx
    .selectFrom("orders")
    .selectAll()
    .where("payment_intent_id", "=", paymentIntent)
    .forUpdate()
    .executeTakeFirst();
  if (!stored) return "waiting";
  const refunded = Math.max(stored.refunded_cents, Math.min(charge.amount_refunded ?? 0, stored.amount_cents));
  await trx
    .updateTable("orders")
    .set({
      refunded_cents: refunded,
      status: orderStatus(stored.payment as OrderPayment, stored.amount_cents, refunded),
      updated_at: now,
    })
    .where("id", "=", stored.id)
    .execute();
  return "applied";
}
