import { formatMoney, type Money } from "@/lib/money";
import type { OrderStatus, SubscriptionStatus } from "@/lib/payments";

/** An order's status as the desk shows it: Stripe's payment and refunds, or a dispute that holds the money. */
export type OrderBadge = OrderStatus | "disputed";

export const orderLabels: Record<OrderBadge, string> = {
  pending: "Pending",
  paid: "Paid",
  disputed: "Disputed",
  failed: "Failed",
  refunded: "Refunded",
  partly_refunded: "Partly refunded",
};
export const subscriptionLabels: Record<SubscriptionStatus, string> = {
  past_due: "Past due",
  active: "Active",
  cancelled: "Cancelled",
};
export const badge =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase";
export const badgeColours: Record<OrderBadge | SubscriptionStatus, string> = {
  pending: "border border-muted bg-white text-ink",
  paid: "bg-brand text-white",
  active: "bg-brand text-white",
  failed: "bg-danger text-white",
  disputed: "bg-danger text-white",
  past_due: "bg-danger text-white",
  refunded: "border border-ink bg-white text-ink",
  partly_refunded: "bg-highlight-soft text-brand",
  cancelled: "border border-ink bg-white text-ink",
};
/** An amount with its currency's code, as Stripe charged it: "$349 USD". */
export const charged = (money: Money) => `${formatMoney(money)} ${money.currency}`;
export const field = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";
export const section = "rounded-2xl border border-line bg-white p-4 sm:p-6";

/** Stripe's dispute statuses in the desk's words. */
export const disputeStatusText: Record<string, string> = {
  warning_needs_response: "inquiry, a response is needed",
  warning_under_review: "inquiry under review",
  warning_closed: "inquiry closed",
  needs_response: "a response is needed",
  under_review: "under review",
  won: "won",
  lost: "lost",
  prevented: "prevented",
  appeal_needs_response: "appeal, a response is needed",
  appeal_under_review: "appeal under review",
};
