/**
 * Stripe events as Stripe sends them to the webhook, trimmed to the fields lib/payments reads,
 * for the tests. `at` is the event's instant in seconds; each builder takes the ids it links.
 * Shaped after Stripe's OpenAPI description (github.com/stripe/openapi, spec3.json): includable
 * properties, which webhook bodies leave out, are absent (`includableFields` lists those the
 * code could be tempted by); what processing needs of them it asks Stripe (`fixtureStripe`).
 */
export type EventIds = { session: string; subscription: string; paymentIntent: string; lead: string; customer: string };

let counter = 0;
const event = (
  type: string,
  at: number,
  object: Record<string, unknown>,
  id = `evt_${type.replaceAll(".", "_")}_${++counter}`,
) => ({
  id,
  object: "event",
  type,
  created: at,
  livemode: false,
  api_version: "2026-10-28.endive",
  data: { object },
});

export const ids = (prefix: string): EventIds => ({
  session: `cs_test_${prefix}`,
  subscription: `sub_${prefix}`,
  paymentIntent: `pi_${prefix}`,
  lead: `lead-${prefix}`,
  customer: `cus_${prefix}`,
});

/** What the fixture sessions charged for each plan, as Stripe's line items say (not the site's prices of today). */
const fixtureCharges: Record<string, { name: string; cents: number; recurring: boolean }> = {
  "starter-care-plan": { name: "Starter Care Plan", cents: 19900, recurring: true },
  "complete-healing-plan": { name: "Complete Healing Plan", cents: 34900, recurring: true },
  "total-wellness-transformation": { name: "Total Wellness Transformation", cents: 59900, recurring: true },
  "intro-plan": { name: "$19 Intro Plan", cents: 1900, recurring: false },
};

/** Each fixture session's line items, as GET /v1/checkout/sessions/:id/line_items lists them. */
const sessionLineItems = new Map<string, object[]>();

export const checkoutCompleted = (
  at: number,
  i: EventIds,
  options: {
    mode?: "subscription" | "payment";
    plans?: string;
    amount?: number;
    currency?: string;
    paymentStatus?: string;
    type?: string;
  } = {},
) => {
  const mode = options.mode ?? "subscription";
  const currency = options.currency ?? "usd";
  sessionLineItems.set(
    i.session,
    (options.plans ?? "complete-healing-plan,intro-plan").split(",").map((plan, index) => {
      const charge = fixtureCharges[plan] ?? { name: plan, cents: 0, recurring: false };
      return {
        id: `li_${i.session}_${index}`,
        object: "item",
        amount_subtotal: charge.cents,
        amount_total: charge.cents,
        amount_discount: 0,
        amount_tax: 0,
        currency,
        description: charge.name,
        quantity: 1,
        price: {
          id: `price_${plan}`,
          object: "price",
          currency,
          unit_amount: charge.cents,
          type: charge.recurring ? "recurring" : "one_time",
          recurring: charge.recurring ? { interval: "month", interval_count: 1 } : null,
          product: `prod_${plan}`,
        },
      };
    }),
  );
  return event(options.type ?? "checkout.session.completed", at, {
    id: i.session,
    object: "checkout.session",
    mode,
    created: at - 60,
    amount_total: options.amount ?? 36800,
    currency,
    payment_status: options.paymentStatus ?? "paid",
    client_reference_id: i.lead,
    customer: i.customer,
    metadata: { lead_id: i.lead, plans: options.plans ?? "complete-healing-plan,intro-plan" },
    subscription: mode === "subscription" ? i.subscription : null,
    payment_intent: mode === "payment" ? i.paymentIntent : null,
  });
};

/** The payment each fixture invoice was paid with, as GET /v1/invoice_payments tells it. */
const invoicePayments = new Map<string, string>();

/** Properties Stripe's API returns only when asked (`include`/list endpoints), never in a webhook body. */
export const includableFields = {
  invoice: ["payments"],
  "checkout.session": ["line_items"],
} as const;

export const invoice = (
  type: "invoice.paid" | "invoice.payment_failed",
  at: number,
  i: EventIds,
  options: { first?: boolean; periodEnd?: number; amount?: number; currency?: string } = {},
) => {
  const id = `in_${i.subscription}_${at}`;
  const amount = options.amount ?? (options.first ? 36800 : 34900);
  const currency = options.currency ?? "usd";
  const paid = type === "invoice.paid";
  if (paid) invoicePayments.set(id, options.first ? i.paymentIntent : `${i.paymentIntent}_${at}`);
  return event(type, at, {
    id,
    object: "invoice",
    billing_reason: options.first ? "subscription_create" : "subscription_cycle",
    created: at,
    currency,
    customer: i.customer,
    livemode: false,
    status: paid ? "paid" : "open",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    status_transitions: { paid_at: paid ? at : null, finalized_at: at, voided_at: null, marked_uncollectible_at: null },
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: i.subscription, metadata: { lead_id: i.lead } },
    },
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: `il_${id}`,
          object: "line_item",
          amount,
          currency,
          description: "1 × Complete Healing Plan",
          period: { start: at, end: options.periodEnd ?? at + 30 * 86400 },
          pricing: { type: "price_details", price_details: { price: "price_healing", product: "prod_healing" } },
        },
      ],
    },
  });
};

/** The payment intent a fixture renewal (not a first invoice) is paid with. */
export const renewalIntent = (i: EventIds, at: number) => `${i.paymentIntent}_${at}`;

/**
 * The part of a Stripe client processing uses, answering as GET /v1/invoice_payments does for the
 * fixture invoices and GET /v1/checkout/sessions/:id/line_items for the fixture sessions; `calls`
 * counts the questions.
 */
export function fixtureStripe() {
  const calls: { invoice?: string; expand?: string[]; session?: string }[] = [];
  const client = {
    checkout: {
      sessions: {
        listLineItems: async (session: string) => {
          calls.push({ session });
          return { object: "list", has_more: false, data: sessionLineItems.get(session) ?? [] };
        },
      },
    },
    invoicePayments: {
      list: async (params: { invoice?: string; expand?: string[] }) => {
        calls.push(params);
        const intent = params.invoice ? invoicePayments.get(params.invoice) : undefined;
        return {
          object: "list",
          has_more: false,
          data: intent
            ? [
                {
                  id: `inpay_${params.invoice}`,
                  object: "invoice_payment",
                  invoice: params.invoice,
                  is_default: true,
                  status: "paid",
                  payment: {
                    type: "payment_intent",
                    payment_intent: params.expand?.includes("data.payment.payment_intent")
                      ? { id: intent, object: "payment_intent" }
                      : intent,
                  },
                },
              ]
            : [],
        };
      },
    },
  };
  return {
    client: client as unknown as Pick<import("stripe").Stripe, "invoicePayments"> & {
      checkout: Pick<import("stripe").Stripe["checkout"], "sessions">;
    },
    calls,
  };
}

export const subscriptionChanged = (
  type: "customer.subscription.updated" | "customer.subscription.deleted",
  at: number,
  i: EventIds,
  status: string,
  periodEnd = at + 30 * 86400,
  cancel: { cancel_at_period_end?: boolean; cancel_at?: number | null } = {},
) =>
  event(type, at, {
    id: i.subscription,
    object: "subscription",
    status,
    cancel_at_period_end: cancel.cancel_at_period_end ?? false,
    cancel_at: cancel.cancel_at ?? (cancel.cancel_at_period_end ? periodEnd : null),
    customer: i.customer,
    metadata: { lead_id: i.lead },
    items: { object: "list", data: [{ current_period_end: periodEnd }] },
  });

export const chargeRefunded = (at: number, i: EventIds, amountRefunded: number, amount = 36800) =>
  event("charge.refunded", at, {
    id: `ch_${i.paymentIntent}`,
    object: "charge",
    payment_intent: i.paymentIntent,
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
  });

/** A chargeback of the fixture's payment, as charge.dispute.* events carry it (the SDK's Dispute). */
export const disputeEvent = (
  type: "charge.dispute.created" | "charge.dispute.updated" | "charge.dispute.closed",
  at: number,
  i: EventIds,
  status: string,
  options: { amount?: number; dueBy?: number | null } = {},
) =>
  event(type, at, {
    id: `du_${i.paymentIntent}`,
    object: "dispute",
    amount: options.amount ?? 36800,
    balance_transactions: [],
    charge: `ch_${i.paymentIntent}`,
    created: at,
    currency: "usd",
    evidence_details: {
      due_by: options.dueBy === undefined ? at + 14 * 86400 : options.dueBy,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: i.paymentIntent,
    reason: "fraudulent",
    status,
  });
