import "server-only";
import { sql, type Selectable } from "kysely";
import { z } from "zod";
import { database, type Database } from "@/lib/db";
import type { Orders, Subscriptions } from "@/lib/db/schema";
import type { Money } from "@/lib/money";
import type { OrderStatus, SubscriptionStatus } from "./state";

/**
 * Reading the orders and subscriptions that Stripe's events made (lib/payments/process.ts), for
 * the success page and the inbox. A row names its lead by id; the lead's name comes from the same
 * query (a join on `leads`), as booking reads its lead's, and is empty once the lead is erased.
 */
const orderLine = z.object({
  id: z.string(),
  name: z.string(),
  /** The line's price; a coupon's part of this payment is `discountCents` (lib/payments/process.ts). */
  cents: z.number().int(),
  discountCents: z.number().int().optional(),
  currency: z.string(),
  period: z.enum(["month", "one-time"]),
  /** Stripe's price the line was charged at, when Stripe named one. */
  priceId: z.string().nullable().optional(),
});
type OrderLine = z.output<typeof orderLine>;

/** An order's lines as lib/payments/process.ts stores them, read by their schema: a line no release wrote is left out. */
const orderLinesOf = (value: unknown): OrderLine[] =>
  Array.isArray(value) ? value.flatMap((line) => orderLine.safeParse(line).data ?? []) : [];

export type StoredOrder = {
  id: string;
  leadId: string | null;
  leadName: string;
  /** The short number the buyer quotes; empty for an order stored before numbers were given. */
  orderNumber: string;
  /** The checkout that made the order, or (a renewal) the invoice. */
  checkoutSessionId: string | null;
  invoiceId: string | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  booking: { id: string; leadId: string; startsAt: string } | null;
  lines: OrderLine[];
  amount: Money;
  refunded: Money;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** A dispute (chargeback) of the payment: the amount held and the date the evidence is due. */
  dispute: { id: string; amount: Money; dueBy: string | null; status: string } | null;
};

export type StoredSubscription = {
  id: string;
  planIds: string[];
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  /** When a plan the buyer (or staff) cancelled at the period's end stops; null while it renews. */
  cancelAt: string | null;
  lastFailedAt: string | null;
  leadId: string | null;
  leadName: string;
  orderId: string | null;
  updatedAt: string;
};

/** A Stripe event the desk lists: one that could not be processed, was refused, or waited too long for its order. */
export type EventProblem = {
  id: string;
  type: string;
  objectId: string;
  outcome: "failed" | "refused" | "expired";
  reason: string;
  attempts: number;
  receivedAt: string;
  /** Its body was kept as text: PostgreSQL could not hold it as JSON. */
  asText: boolean;
};

/** How Stripe's deliveries are going: the last event taken, those refused, those waiting over an hour. */
export type WebhookHealth = {
  lastReceivedAt: string | null;
  refused: number;
  failed: number;
  waitingOverAnHour: number;
};

const money = (cents: number, currency: string): Money => ({ cents, currency: currency as Money["currency"] });

type OrderRow = Selectable<Orders> & {
  lead_name: string | null;
  booking_lead_id: string | null;
  booking_starts_at: Date | null;
};

const fromOrderRow = (row: OrderRow): StoredOrder => ({
  id: row.id,
  leadId: row.lead_id,
  leadName: row.lead_name ?? "",
  orderNumber: row.order_number ?? "",
  checkoutSessionId: row.checkout_session_id,
  invoiceId: row.invoice_id,
  paymentIntentId: row.payment_intent_id,
  subscriptionId: row.subscription_id,
  customerId: row.customer_id,
  booking:
    row.booking_id && row.booking_lead_id && row.booking_starts_at
      ? { id: row.booking_id, leadId: row.booking_lead_id, startsAt: row.booking_starts_at.toISOString() }
      : null,
  lines: orderLinesOf(row.lines),
  amount: money(row.amount_cents, row.currency),
  refunded: money(row.refunded_cents, row.currency),
  status: row.status,
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
  dispute: row.dispute_id
    ? {
        id: row.dispute_id,
        amount: money(row.dispute_cents ?? 0, row.currency),
        dueBy: row.dispute_due_by?.toISOString() ?? null,
        status: row.dispute_status ?? "",
      }
    : null,
});

const fromSubscriptionRow = (row: Selectable<Subscriptions> & { lead_name: string | null }): StoredSubscription => ({
  id: row.id,
  planIds: row.plan_ids,
  status: row.status,
  currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
  cancelAt: row.cancel_at?.toISOString() ?? null,
  lastFailedAt: row.last_failed_at?.toISOString() ?? null,
  leadId: row.lead_id,
  leadName: row.lead_name ?? "",
  orderId: row.order_id,
  updatedAt: row.updated_at.toISOString(),
});

export function openPaymentStore({ kysely }: Pick<Database, "kysely">) {
  const orders = () =>
    kysely
      .selectFrom("orders")
      .leftJoin("leads", "leads.id", "orders.lead_id")
      .leftJoin("bookings", "bookings.id", "orders.booking_id")
      .selectAll("orders")
      .select([
        "leads.name as lead_name",
        "bookings.lead_id as booking_lead_id",
        "bookings.starts_at as booking_starts_at",
      ]);
  const subscriptions = () =>
    kysely
      .selectFrom("subscriptions")
      .leftJoin("leads", "leads.id", "subscriptions.lead_id")
      .selectAll("subscriptions")
      .select("leads.name as lead_name");

  return {
    async orderBySession(sessionId: string): Promise<StoredOrder | null> {
      const row = await orders().where("orders.checkout_session_id", "=", sessionId).executeTakeFirst();
      return row ? fromOrderRow(row) : null;
    },

    async order(id: string): Promise<StoredOrder | null> {
      const row = await orders().where("orders.id", "=", id).executeTakeFirst();
      return row ? fromOrderRow(row) : null;
    },

    /**
     * Orders, newest first, one page of them: of one status or all ("paid" leaves out an order
     * whose payment is disputed; "disputed" is those), and when `search` is given, those whose
     * buyer's name or e-mail holds it or whose order number is it. `more` says whether a next page
     * exists.
     */
    async orders(query: {
      status?: OrderStatus | "disputed";
      search?: string;
      limit: number;
      offset?: number;
    }): Promise<{ orders: StoredOrder[]; more: boolean }> {
      let q = orders();
      const undecided = sql<boolean>`orders.dispute_id IS NOT NULL AND coalesce(orders.dispute_status, '') NOT IN ('won', 'warning_closed', 'prevented')`;
      if (query.status === "disputed") q = q.where(undecided);
      else if (query.status) {
        q = q.where("orders.status", "=", query.status);
        if (query.status === "paid") q = q.where(sql<boolean>`NOT (${undecided})`);
      }
      const search = query.search?.trim();
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const number = search.toUpperCase().replace(/[^0-9A-Z]/g, "");
        q = q.where((eb) =>
          eb.or([
            eb("leads.name", "ilike", like),
            eb("leads.email", "ilike", like),
            ...(number.length === 8
              ? [eb("orders.order_number", "=", `${number.slice(0, 4)}-${number.slice(4)}`)]
              : []),
          ]),
        );
      }
      const rows = await q
        .orderBy("orders.created_at", "desc")
        .orderBy("orders.id")
        .limit(query.limit + 1)
        .offset(query.offset ?? 0)
        .execute();
      return { orders: rows.slice(0, query.limit).map(fromOrderRow), more: rows.length > query.limit };
    },

    async subscription(id: string): Promise<StoredSubscription | null> {
      const row = await subscriptions().where("subscriptions.id", "=", id).executeTakeFirst();
      return row ? fromSubscriptionRow(row) : null;
    },

    /** The subscriptions of these ids (the orders on a page of the desk), by id. */
    async subscriptionsById(ids: readonly string[]): Promise<Map<string, StoredSubscription>> {
      if (!ids.length) return new Map();
      const rows = await subscriptions()
        .where("subscriptions.id", "in", [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, fromSubscriptionRow(row)]));
    },

    /** Subscriptions, those past due first (the clinic is owed a payment), then the most recently changed. */
    async subscriptions(query: { status?: SubscriptionStatus; limit: number }): Promise<StoredSubscription[]> {
      let q = subscriptions();
      if (query.status) q = q.where("subscriptions.status", "=", query.status);
      const rows = await q
        .orderBy(sql`CASE WHEN subscriptions.status = 'past_due' THEN 0 ELSE 1 END`)
        .orderBy("subscriptions.updated_at", "desc")
        .orderBy("subscriptions.id")
        .limit(query.limit)
        .execute();
      return rows.map(fromSubscriptionRow);
    },

    /** Subscriptions whose renewal failed and that are still past due: the overview and the morning digest list them. */
    async failedRenewals(limit = 20): Promise<StoredSubscription[]> {
      const rows = await subscriptions()
        .where("subscriptions.status", "=", "past_due")
        .orderBy("subscriptions.last_failed_at", "desc")
        .orderBy("subscriptions.id")
        .limit(limit)
        .execute();
      return rows.map(fromSubscriptionRow);
    },

    /**
     * The orders of these leads (one person's: lib/patients), newest first, each with its
     * subscription's status when it has one: the patient's page lists them. Pending orders (a
     * checkout never finished) are left out: nothing was bought.
     */
    async ordersOfLeads(
      leadIds: readonly string[],
    ): Promise<Array<StoredOrder & { subscriptionStatus: SubscriptionStatus | null }>> {
      if (!leadIds.length) return [];
      const rows = await orders()
        .leftJoin("subscriptions", "subscriptions.id", "orders.subscription_id")
        .select("subscriptions.status as subscription_status")
        .where("orders.lead_id", "in", [...leadIds])
        .where("orders.status", "<>", "pending")
        .orderBy("orders.created_at", "desc")
        .orderBy("orders.id")
        .limit(100)
        .execute();
      return rows.map((row) => ({
        ...fromOrderRow(row),
        subscriptionStatus: row.subscription_status ?? null,
      }));
    },

    /** The events the desk lists for staff to look at, newest first. */
    async eventProblems(limit = 50): Promise<EventProblem[]> {
      const rows = await kysely
        .selectFrom("payment_events")
        .select(["id", "type", "object_id", "outcome", "last_error", "attempts", "received_at", "raw"])
        .where("outcome", "in", ["failed", "refused", "expired"])
        .orderBy("received_at", "desc")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        objectId: row.object_id,
        outcome: row.outcome as EventProblem["outcome"],
        reason: row.last_error,
        attempts: row.attempts,
        receivedAt: row.received_at.toISOString(),
        asText: row.raw !== null,
      }));
    },

    async webhookHealth(now: Date = new Date()): Promise<WebhookHealth> {
      const row = await kysely
        .selectFrom("payment_events")
        .select((eb) => [
          eb.fn.max("received_at").as("last"),
          eb.fn.countAll<string>().filterWhere("outcome", "=", "refused").as("refused"),
          eb.fn.countAll<string>().filterWhere("outcome", "=", "failed").as("failed"),
          eb.fn
            .countAll<string>()
            .filterWhere((w) =>
              w.and([w("processed_at", "is", null), w("received_at", "<", new Date(now.getTime() - 3600_000))]),
            )
            .as("waiting"),
        ])
        .executeTakeFirstOrThrow();
      return {
        lastReceivedAt: row.last ? new Date(row.last as Date | string).toISOString() : null,
        refused: Number(row.refused),
        failed: Number(row.failed),
        waitingOverAnHour: Number(row.waiting),
      };
    },
  };
}

export type PaymentStore = ReturnType<typeof openPaymentStore>;

const stores = new WeakMap<Database, PaymentStore>();

/** The store on this process's one database. */
export async function paymentStore(): Promise<PaymentStore> {
  const db = await database();
  let store = stores.get(db);
  if (!store) stores.set(db, (store = openPaymentStore(db)));
  return store;
}
