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

export const checkoutCompleted = (
  at: number,
  i: EventIds,
  options: {
    mode?: "subscription" | "payment";
    plans?: string;
    amount?: number;
    paymentStatus?: string;
    type?: string;
  } = {},
) => {
  const mode = options.mode ?? "subscription";
  return event(options.type ?? "checkout.session.completed", at, {
    id: i.session,
    object: "checkout.session",
    mode,
    created: at - 60,
    amount_total: options.amount ?? 36800,
    currency: "usd",
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
 * fixture invoices; `calls` counts the questions.
 */
export function fixtureStripe() {
  const calls: { invoice?: string; expand?: string[] }[] = [];
  const client = {
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
  return { client: client as unknown as Pick<import("stripe").Stripe, "invoicePayments">, calls };
}

export const subscriptionChanged = (
  type: "customer.subscription.updated" | "customer.subscription.deleted",
  at: number,
  i: EventIds,
  status: string,
  periodEnd = at + 30 * 86400,
) =>
  event(type, at, {
    id: i.subscription,
    object: "subscription",
    status,
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
