/**
 * Stripe events as Stripe sends them to the webhook, trimmed to the fields lib/payments reads,
 * for the tests. `at` is the event's instant in seconds; each builder takes the ids it links.
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

export const invoice = (
  type: "invoice.paid" | "invoice.payment_failed",
  at: number,
  i: EventIds,
  options: { first?: boolean; periodEnd?: number } = {},
) =>
  event(type, at, {
    id: `in_${i.subscription}_${at}`,
    object: "invoice",
    billing_reason: options.first ? "subscription_create" : "subscription_cycle",
    customer: i.customer,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: i.subscription, metadata: { lead_id: i.lead } },
    },
    lines: { object: "list", data: [{ period: { start: at, end: options.periodEnd ?? at + 30 * 86400 } }] },
    payments: options.first
      ? { object: "list", data: [{ payment: { type: "payment_intent", payment_intent: i.paymentIntent } }] }
      : undefined,
  });

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
