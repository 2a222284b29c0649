import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type Stripe from "stripe";
import type { Database } from "@/lib/db";
import type { DB } from "@/lib/db/schema";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import { queueMessage } from "@/lib/messages";
import { addJobs } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { planIds, plansOf } from "./order";
import { cents, idOf, listData, optionalText, text, UnprocessableEvent } from "./shape";
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

/** What processing made of an event: applied, waiting for the order it names, ignored (a type the clinic does not act on), failed for good, or already done. */
export type ProcessOutcome = "applied" | "waiting" | "ignored" | "failed" | "already" | "missing";

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
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
] as const;

/** What processing may ask Stripe: an invoice's payments and a session's line items, which webhook bodies leave out. */
export type ProcessDeps = {
  stripe?: () => (Pick<Stripe, "invoicePayments"> & { checkout: Pick<Stripe["checkout"], "sessions"> }) | undefined;
};

/** Tries of an event whose processing throws (the store down, Stripe unreachable) before it is listed as failed. */
const maxProcessAttempts = 5;

/** An event waiting for its order this long (a refund of an order never reported) is listed as expired. */
const waitingExpiresAfterMs = 3 * 24 * 3600_000;

/** The job that tries the waiting events again once another event applied (lib/workers.ts). */
export const waitingEventsTask = "payment-events-waiting";

/** A completed Checkout Session whose money is in: paid, or nothing to pay (a full discount). */
const paidStatuses = new Set<string>(["paid", "no_payment_required"]);

const instant = (seconds: number) => new Date(seconds * 1000);

/** Letters and digits that cannot be misread for one another (no I, L, O, U, 0 or 1). */
const orderNumberAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The number a buyer quotes (the refund policy asks for one): two groups of four characters, about
 * 6.6 × 10^11 of them, so two orders of one clinic do not meet; the column is unique, so a meeting
 * fails the event's processing and its retry draws another.
 */
function newOrderNumber(): string {
  const pick = () => orderNumberAlphabet[randomInt(orderNumberAlphabet.length)];
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `${group()}-${group()}`;
}

/**
 * Processes one stored event (docs/payments.md, docs/decisions/076 and 095), in one transaction
 * that holds the event's row: an event already processed changes nothing, so a replay, a retry or
 * two workers on one event are harmless. What a webhook body leaves out (an invoice's payments) is
 * asked of Stripe first, outside the transaction. An event that refers to an order not yet known
 * (a refund reported before its checkout) waits; once an event applies, a job tries the waiting
 * ones again, never this request. An event whose content cannot be processed is listed as failed
 * at once with the reason; one whose processing throws otherwise is tried again (its job, with the
 * queue's back-off) up to maxProcessAttempts times, then listed as failed.
 */
export async function processPaymentEvent(
  db: Db,
  eventId: string,
  now: Date = new Date(),
  deps: ProcessDeps = {},
): Promise<ProcessOutcome> {
  let outcome: ProcessOutcome;
  try {
    const lookups = await lookupsFor(db, eventId, deps);
    outcome = await processOne(db, eventId, now, lookups);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const final = error instanceof UnprocessableEvent;
    const row = await db.kysely
      .updateTable("payment_events")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: withoutNul(reason) }))
      .where("id", "=", eventId)
      .where("processed_at", "is", null)
      .returning("attempts")
      .executeTakeFirst();
    if (row && (final || row.attempts >= maxProcessAttempts)) {
      await db.kysely
        .updateTable("payment_events")
        .set({ processed_at: now, outcome: "failed" })
        .where("id", "=", eventId)
        .execute();
      log().warn(
        { event: "payments.event-failed", stripeEvent: eventId, reason, attempts: row.attempts },
        "a payment event cannot be processed; it is listed in the desk",
      );
      return "failed";
    }
    throw error;
  }
  if (outcome === "applied")
    await addJobs(db.kysely, db.jobs, [{ task: waitingEventsTask, payload: {}, key: waitingEventsTask }]);
  return outcome;
}

async function processOne(db: Db, eventId: string, now: Date, lookups: Lookups): Promise<ProcessOutcome> {
  return db.transaction(async (trx) => {
    const row = await trx
      .selectFrom("payment_events")
      .select(["payload", "processed_at"])
      .where("id", "=", eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return "missing";
    if (row.processed_at) return "already";
    if (!row.payload) throw new UnprocessableEvent("the body could not be stored as JSON; it is kept as text");
    const outcome = await applyEvent(trx, db, row.payload as unknown as Stripe.Event, now, lookups);
    if (outcome !== "waiting")
      await trx.updateTable("payment_events").set({ processed_at: now, outcome }).where("id", "=", eventId).execute();
    else await trx.updateTable("payment_events").set({ outcome }).where("id", "=", eventId).execute();
    return outcome;
  });
}

/** A line of an order as Stripe charged it. */
type ChargedLine = {
  id: string;
  name: string;
  /** The line's price, before any discount: what it charges each time. */
  cents: number;
  /** What a coupon took off this line this time (the $19 credit), when it took anything. */
  discountCents?: number;
  currency: string;
  period: "month" | "one-time";
  priceId: string | null;
};

/** What an event needs from Stripe beyond its body. */
export type Lookups = { invoicePaymentIntent?: string | null; checkoutLines?: ChargedLine[] };

/**
 * An invoice's payments are an includable property that webhook bodies leave out, so the payment
 * a paid invoice was taken from is asked of Stripe (GET /v1/invoice_payments, the intent
 * expanded). Without a Stripe client (payments off) it stays unknown.
 */
async function lookupsFor(db: Db, eventId: string, deps: ProcessDeps): Promise<Lookups> {
  const row = await db.kysely
    .selectFrom("payment_events")
    .select(["payload", "processed_at"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  if (!row?.payload || row.processed_at) return {};
  const event = row.payload as unknown as Stripe.Event;
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded")
    return sessionLookups(event.data.object, deps);
  if (event.type !== "invoice.paid") return {};
  return invoiceLookups(event.data.object, deps);
}

/**
 * What a Checkout Session charged, line by line: its `line_items` are includable, so webhook
 * bodies and a retrieved session leave them out, and they are listed as Stripe documents
 * (GET /v1/checkout/sessions/:id/line_items). Each line keeps Stripe's amount, currency and price;
 * the plan it is comes from the session's `metadata.plans`, in the order the lines were sent.
 * Without a Stripe client the lines stay unknown (an empty list), never today's prices.
 */
async function sessionLookups(session: Stripe.Checkout.Session, deps: ProcessDeps): Promise<Lookups> {
  const client = deps.stripe?.();
  if (!client) return { checkoutLines: [] };
  const sessionId = text(session.id, "session.id");
  const plans = planIds(optionalText(session.metadata?.plans, "metadata.plans") ?? "");
  const items = await client.checkout.sessions.listLineItems(sessionId, { limit: 100 });
  const data = listData<Stripe.LineItem>(items, "line_items");
  return {
    checkoutLines: data.map((item, index) => {
      const priceId = idOf(item.price, "line_items.price");
      return {
        id: (plans.length === data.length ? plans[index] : undefined) ?? priceId ?? text(item.id, "line_items.id"),
        name: optionalText(item.description, "line_items.description") ?? "",
        cents: cents(item.amount_subtotal, "line_items.amount_subtotal"),
        ...(cents(item.amount_discount, "line_items.amount_discount") > 0
          ? { discountCents: cents(item.amount_discount, "line_items.amount_discount") }
          : {}),
        currency: text(item.currency, "line_items.currency").toUpperCase(),
        period: item.price?.recurring ? ("month" as const) : ("one-time" as const),
        priceId,
      };
    }),
  };
}

async function invoiceLookups(invoice: Stripe.Invoice, deps: ProcessDeps): Promise<Lookups> {
  const invoiceId = text(invoice.id, "invoice.id");
  // A one-time payment's invoice (invoice_creation) is its checkout's, with nothing more to ask.
  if (!invoice.parent?.subscription_details) return {};
  if (cents(invoice.amount_paid, "invoice.amount_paid") === 0) return { invoicePaymentIntent: null };
  const client = deps.stripe?.();
  if (!client) return { invoicePaymentIntent: null };
  const payments = await client.invoicePayments.list({
    invoice: invoiceId,
    status: "paid",
    limit: 10,
    expand: ["data.payment.payment_intent"],
  });
  const payment = payments.data.find((p) => p.is_default) ?? payments.data[0];
  return { invoicePaymentIntent: idOf(payment?.payment.payment_intent, "invoice_payment.payment.payment_intent") };
}

/**
 * A Checkout Session as Stripe's own API answers for it (the success page, the sweep), applied as
 * its checkout.session.completed would be, by the same code: an order already paid changes
 * nothing and its purchase e-mail is queued once, whichever of the page, the sweep and the
 * webhook comes first. Only a session Stripe calls complete and paid is applied; the address a
 * visitor opened never makes a payment. Its subscription state is dated at the session's creation,
 * so any event Stripe sends about it since wins.
 */
export async function applyCheckoutSession(
  db: Db,
  session: Stripe.Checkout.Session,
  now: Date = new Date(),
  deps: ProcessDeps = {},
): Promise<"applied" | "already" | "unpaid"> {
  if (session.object !== "checkout.session" || session.status !== "complete") return "unpaid";
  if (!paidStatuses.has(session.payment_status)) return "unpaid";
  if (typeof session.created !== "number") throw new UnprocessableEvent("created is not an instant");
  const before = await db.kysely
    .selectFrom("orders")
    .select("payment")
    .where("checkout_session_id", "=", text(session.id, "session.id"))
    .executeTakeFirst();
  if (before?.payment === "paid") return "already";
  const lookups = await sessionLookups(session, deps);
  await db.transaction((trx) =>
    checkoutReported(trx, db, session, "paid", instant(session.created), now, lookups, now),
  );
  await addJobs(db.kysely, db.jobs, [{ task: waitingEventsTask, payload: {}, key: waitingEventsTask }]);
  return "applied";
}

/**
 * A paid invoice of a subscription as Stripe's API lists it (the sweep), applied as its
 * invoice.paid would be: a renewal becomes its order, the first invoice's payment joins the
 * checkout's order. One whose order already holds it changes nothing.
 */
export async function applyPaidInvoice(
  db: Db,
  invoice: Stripe.Invoice,
  now: Date = new Date(),
  deps: ProcessDeps = {},
): Promise<"applied" | "already" | "waiting" | "ignored"> {
  if (invoice.object !== "invoice" || invoice.status !== "paid") return "ignored";
  const invoiceId = text(invoice.id, "invoice.id");
  const known = await db.kysely
    .selectFrom("orders")
    .select("id")
    .where("invoice_id", "=", invoiceId)
    .executeTakeFirst();
  if (known) return "already";
  const lookups = await invoiceLookups(invoice, deps);
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  if (typeof paidAt !== "number") throw new UnprocessableEvent("paid_at is not an instant");
  return db.transaction((trx) => invoiceReported(trx, invoice, "active", instant(paidAt), now, lookups));
}

/**
 * Tries each waiting event once more, in Stripe's order (the job after an event applied, and the
 * sweep); one that fails again stays for the next time and never stops the others. An event
 * waiting longer than waitingExpiresAfterMs is listed as expired instead.
 */
export async function retryWaitingEvents(db: Db, now: Date = new Date(), deps: ProcessDeps = {}): Promise<void> {
  await db.kysely
    .updateTable("payment_events")
    .set({ processed_at: now, outcome: "expired", last_error: "waited too long for the order it names" })
    .where("processed_at", "is", null)
    .where("outcome", "=", "waiting")
    .where("received_at", "<", new Date(now.getTime() - waitingExpiresAfterMs))
    .execute();
  const waiting = await db.kysely
    .selectFrom("payment_events")
    .select("id")
    .where("processed_at", "is", null)
    .where("outcome", "=", "waiting")
    .orderBy("created")
    .orderBy("id")
    .limit(100)
    .execute();
  for (const { id } of waiting) {
    const outcome = await processOne(db, id, now, await lookupsFor(db, id, deps)).catch((error: unknown) => {
      log().warn(
        { err: error, event: "payments.retry-failed", stripeEvent: id },
        "a waiting event failed; it stays for the next try",
      );
      return "waiting" as const;
    });
    if (outcome === "applied")
      log().info({ event: "payments.waiting-applied", stripeEvent: id }, "a waiting event applied");
  }
}

/** Exported for the tests, which hand it events whose omitted fields throw when read. */
export async function applyEvent(
  trx: Trx,
  db: Db,
  event: Stripe.Event,
  now: Date,
  lookups: Lookups = {},
): Promise<Exclude<ProcessOutcome, "already" | "missing" | "failed">> {
  if (typeof event.created !== "number") throw new UnprocessableEvent("created is not an instant");
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
        lookups,
      );
    case "checkout.session.async_payment_succeeded":
      return checkoutReported(trx, db, event.data.object, "paid", at, now, lookups);
    case "checkout.session.async_payment_failed":
      return checkoutReported(trx, db, event.data.object, "failed", at, now, lookups);
    case "invoice.paid":
      return invoiceReported(trx, event.data.object, "active", at, now, lookups);
    case "invoice.payment_failed":
      return invoiceReported(trx, event.data.object, "past_due", at, now, lookups);
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const status =
        event.type === "customer.subscription.deleted" ? "cancelled" : subscriptionStatusOf(subscription.status);
      const periodEnds = listData<{ current_period_end?: unknown }>(subscription.items, "items")
        .map((item) => item.current_period_end)
        .filter((end) => typeof end === "number");
      const periodEnd = periodEnds.length ? instant(Math.max(...periodEnds)) : null;
      await subscriptionReported(trx, {
        id: text(subscription.id, "subscription.id"),
        status,
        at,
        now,
        leadId: optionalText(subscription.metadata?.lead_id, "metadata.lead_id") ?? null,
        customerId: idOf(subscription.customer, "customer"),
        periodEnd,
        cancelAt: cancelAtOf(subscription, periodEnd),
      });
      return "applied";
    }
    case "charge.refunded":
      return refundReported(trx, event.data.object, now);
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      return disputeReported(trx, event.data.object, now);
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
  lookups: Lookups,
  /** When the payment is first seen made: the event's instant, or (asked of Stripe's API) now. */
  paidAt: Date = at,
): Promise<"applied"> {
  const sessionId = text(session.id, "session.id");
  const ids = planIds(optionalText(session.metadata?.plans, "metadata.plans") ?? "");
  const lines = lookups.checkoutLines ?? [];
  const leadId =
    optionalText(session.client_reference_id, "client_reference_id") ??
    optionalText(session.metadata?.lead_id, "metadata.lead_id") ??
    null;
  const subscriptionId = idOf(session.subscription, "subscription");
  const paymentIntent = idOf(session.payment_intent, "payment_intent");
  const amount =
    session.amount_total === null || session.amount_total === undefined
      ? lines.reduce((total, line) => total + line.cents - (line.discountCents ?? 0), 0)
      : cents(session.amount_total, "amount_total");
  const currency = optionalText(session.currency, "currency") ?? lines[0]?.currency ?? "usd";
  if (!/^[a-z]{3}$/i.test(currency)) throw new UnprocessableEvent("currency is not a currency code");
  await trx
    .insertInto("orders")
    .values({
      id: randomUUID(),
      order_number: newOrderNumber(),
      lead_id: leadId,
      checkout_session_id: sessionId,
      lines: jsonWithoutNul(lines),
      amount_cents: amount,
      currency: currency.toUpperCase(),
      created_at: instant(typeof session.created === "number" ? session.created : at.getTime() / 1000),
      updated_at: now,
    })
    .onConflict((oc) => oc.column("checkout_session_id").doNothing())
    .execute();
  const stored = await trx
    .selectFrom("orders")
    .selectAll()
    .where("checkout_session_id", "=", sessionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (paymentIntent && !stored.payment_intent_id) {
    const other = await trx
      .selectFrom("orders")
      .select("id")
      .where("payment_intent_id", "=", paymentIntent)
      .where("id", "!=", stored.id)
      .executeTakeFirst();
    if (other) throw new UnprocessableEvent(`payment_intent ${paymentIntent.slice(0, 80)} is already another order's`);
  }
  const next = laterPayment(stored.payment as OrderPayment, payment);
  await trx
    .updateTable("orders")
    .set({
      payment: next,
      status: orderStatus(next, stored.amount_cents, stored.refunded_cents),
      paid_at: next === "paid" ? (stored.paid_at ?? paidAt) : stored.paid_at,
      payment_intent_id: stored.payment_intent_id ?? paymentIntent,
      subscription_id: stored.subscription_id ?? subscriptionId,
      customer_id: stored.customer_id ?? idOf(session.customer, "customer"),
      // An order first seen without its lines (a later event of the session) takes them once Stripe lists them.
      ...(Array.isArray(stored.lines) && stored.lines.length === 0 && lines.length
        ? { lines: jsonWithoutNul(lines) }
        : {}),
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
      customerId: idOf(session.customer, "customer"),
      orderId: stored.id,
      planIds: (lines.length ? lines : plansOf(ids)).filter((line) => line.period === "month").map((line) => line.id),
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
  lookups: Lookups,
): Promise<"applied" | "waiting" | "ignored"> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription, "parent.subscription_details.subscription");
  if (!subscriptionId) return "ignored";
  const invoiceId = text(invoice.id, "invoice.id");
  const lines = listData<Stripe.InvoiceLineItem>(invoice.lines, "lines");
  const periodEnds = lines.map((line) => line.period?.end).filter((end) => typeof end === "number");
  const leadId = optionalText(details?.metadata?.lead_id, "metadata.lead_id") ?? null;
  await subscriptionReported(trx, {
    id: subscriptionId,
    status,
    at,
    now,
    leadId,
    customerId: idOf(invoice.customer, "customer"),
    periodEnd: status === "active" && periodEnds.length ? instant(Math.max(...periodEnds)) : null,
    failedAt: status === "past_due" ? at : null,
  });
  if (status !== "active") return "applied";
  const paymentIntent = lookups.invoicePaymentIntent ?? null;
  if (invoice.billing_reason === "subscription_create") {
    // The first invoice is the checkout's payment: the order the checkout made is refunded from it.
    const order = await trx
      .selectFrom("orders")
      .select(["id", "payment_intent_id"])
      .where("subscription_id", "=", subscriptionId)
      .where("checkout_session_id", "is not", null)
      .orderBy("created_at")
      .forUpdate()
      .executeTakeFirst();
    if (!order) return "waiting";
    await trx
      .updateTable("orders")
      .set({ payment_intent_id: order.payment_intent_id ?? paymentIntent, invoice_id: invoiceId, updated_at: now })
      .where("id", "=", order.id)
      .execute();
    return "applied";
  }
  const paid = cents(invoice.amount_paid, "amount_paid");
  if (paid === 0) return "applied";
  await renewalOrder(trx, { invoice, invoiceId, subscriptionId, leadId, paymentIntent, lines, paid, at, now });
  return "applied";
}

/**
 * A renewal (or any later paid invoice of a plan) is an order of its own, paid, with what Stripe
 * charged: each invoice line's amount and currency and its price, so staff can refund it.
 */
async function renewalOrder(
  trx: Trx,
  r: {
    invoice: Stripe.Invoice;
    invoiceId: string;
    subscriptionId: string;
    leadId: string | null;
    paymentIntent: string | null;
    lines: Stripe.InvoiceLineItem[];
    paid: number;
    at: Date;
    now: Date;
  },
) {
  const subscription = await trx
    .selectFrom("subscriptions")
    .select(["lead_id", "customer_id", "plan_ids"])
    .where("id", "=", r.subscriptionId)
    .executeTakeFirstOrThrow();
  const plans = plansOf(subscription.plan_ids);
  const currency = text(r.invoice.currency, "currency");
  // A renewal of a buyer whose details were erased is a record of money without them, as the plan's first order is.
  const erased = await trx
    .selectFrom("orders")
    .select("personal_data_erased_at")
    .where("subscription_id", "=", r.subscriptionId)
    .where("personal_data_erased_at", "is not", null)
    .executeTakeFirst();
  const lines = r.lines.map((line, index) => {
    const plan = plans.length === r.lines.length ? plans[index] : undefined;
    const priceId = idOf(line.pricing?.price_details?.price, "lines.pricing.price_details.price");
    return {
      id: plan?.id ?? priceId ?? text(line.id, "lines.id"),
      name: plan?.name ?? optionalText(line.description, "lines.description") ?? "",
      cents: cents(line.amount, "lines.amount"),
      currency: text(line.currency, "lines.currency").toUpperCase(),
      period: "month" as const,
      priceId,
    };
  });
  if (r.paymentIntent) {
    const other = await trx
      .selectFrom("orders")
      .select("id")
      .where("payment_intent_id", "=", r.paymentIntent)
      .where((eb) => eb.or([eb("invoice_id", "is", null), eb("invoice_id", "!=", r.invoiceId)]))
      .executeTakeFirst();
    if (other)
      throw new UnprocessableEvent(`payment_intent ${r.paymentIntent.slice(0, 80)} is already another order's`);
  }
  const paidAt = r.invoice.status_transitions?.paid_at;
  await trx
    .insertInto("orders")
    .values({
      id: randomUUID(),
      order_number: newOrderNumber(),
      lead_id: r.leadId ?? subscription.lead_id,
      invoice_id: r.invoiceId,
      subscription_id: r.subscriptionId,
      customer_id: idOf(r.invoice.customer, "customer") ?? subscription.customer_id,
      payment_intent_id: r.paymentIntent,
      lines: jsonWithoutNul(lines),
      amount_cents: r.paid,
      currency: currency.toUpperCase(),
      payment: "paid",
      status: "paid",
      paid_at: typeof paidAt === "number" ? instant(paidAt) : r.at,
      created_at: typeof r.invoice.created === "number" ? instant(r.invoice.created) : r.at,
      updated_at: r.now,
      personal_data_erased_at: erased?.personal_data_erased_at ?? null,
    })
    .onConflict((oc) => oc.column("invoice_id").doNothing())
    .execute();
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
  /** When a plan the buyer cancelled stops (`cancel_at_period_end`, `cancel_at`); null once it is resumed; absent when the report does not say. */
  cancelAt?: Date | null;
};

/**
 * When a subscription Stripe reports ends of its own accord: at the period's end when
 * `cancel_at_period_end` is set, else at `cancel_at`; null when it renews.
 */
function cancelAtOf(subscription: Stripe.Subscription, periodEnd: Date | null): Date | null {
  if (subscription.cancel_at_period_end === true && periodEnd) return periodEnd;
  const at = subscription.cancel_at;
  if (at === null || at === undefined) return null;
  if (typeof at !== "number" || !Number.isSafeInteger(at)) throw new UnprocessableEvent("cancel_at is not an instant");
  return instant(at);
}

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
    { status: stored.status, at: stored.status_state_at },
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
      // The cancellation date of the latest report that speaks of it (an older update arriving late changes nothing).
      cancel_at:
        report.cancelAt !== undefined && report.at >= stored.status_state_at ? report.cancelAt : stored.cancel_at,
      updated_at: report.now,
    })
    .where("id", "=", report.id)
    .execute();
}

/** A charge refunded, in whole or in part: Stripe reports the total refunded so far, which only grows. */
async function refundReported(trx: Trx, charge: Stripe.Charge, now: Date): Promise<"applied" | "waiting" | "ignored"> {
  const paymentIntent = idOf(charge.payment_intent, "payment_intent");
  // A charge made outside Checkout (in the dashboard, say) names no payment of an order here.
  if (!paymentIntent) return "ignored";
  const stored = await trx
    .selectFrom("orders")
    .selectAll()
    .where("payment_intent_id", "=", paymentIntent)
    .forUpdate()
    .executeTakeFirst();
  if (!stored) return "waiting";
  const refunded = Math.max(
    stored.refunded_cents,
    Math.min(cents(charge.amount_refunded, "amount_refunded"), stored.amount_cents),
  );
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

/** A dispute's statuses once it is decided: a later event never reopens it. */
const closedDisputeStatuses = new Set(["won", "lost", "warning_closed", "prevented"]);

/**
 * A chargeback opened, updated or closed (charge.dispute.*): kept on the order of the payment it
 * disputes, with the amount held and the evidence deadline, so the desk shows it and no longer
 * counts the order as paid. A decided dispute stays decided whatever arrives after.
 */
async function disputeReported(
  trx: Trx,
  dispute: Stripe.Dispute,
  now: Date,
): Promise<"applied" | "waiting" | "ignored"> {
  const paymentIntent = idOf(dispute.payment_intent, "payment_intent");
  if (!paymentIntent) return "ignored";
  const stored = await trx
    .selectFrom("orders")
    .select(["id", "dispute_id", "dispute_status"])
    .where("payment_intent_id", "=", paymentIntent)
    .forUpdate()
    .executeTakeFirst();
  if (!stored) return "waiting";
  const status = text(dispute.status, "dispute.status");
  const dueBy = dispute.evidence_details?.due_by;
  if (dueBy !== null && dueBy !== undefined && (typeof dueBy !== "number" || !Number.isSafeInteger(dueBy)))
    throw new UnprocessableEvent("evidence_details.due_by is not an instant");
  const id = text(dispute.id, "dispute.id");
  if (stored.dispute_id === id && closedDisputeStatuses.has(stored.dispute_status ?? "")) return "applied";
  await trx
    .updateTable("orders")
    .set({
      dispute_id: id,
      dispute_cents: cents(dispute.amount, "dispute.amount"),
      // Stripe sends 0 when the bank allows no response.
      dispute_due_by: dueBy ? instant(dueBy) : null,
      dispute_status: status.slice(0, 40),
      updated_at: now,
    })
    .where("id", "=", stored.id)
    .execute();
  return "applied";
}
