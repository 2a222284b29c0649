import type { ColumnValues } from "@/lib/db/columns";

/**
 * The rules that make the stored state independent of the order Stripe's events arrive in
 * (docs/decisions/076). Each event is folded in by what it says about its object, never by when
 * it arrived: a payment only moves forward, a refund total only grows, and a subscription's
 * status is the one reported at the latest Stripe instant, with cancellation final.
 */

export type OrderPayment = ColumnValues<"orders", "payment">;
export type OrderStatus = ColumnValues<"orders", "status">;
export type SubscriptionStatus = ColumnValues<"subscriptions", "status">;

const paymentRank: Record<OrderPayment, number> = { pending: 0, failed: 1, paid: 2 };

/** A checkout's payment moves from pending to failed or paid and never back (a late "completed, unpaid" changes nothing). */
export const laterPayment = (stored: OrderPayment, reported: OrderPayment): OrderPayment =>
  paymentRank[reported] > paymentRank[stored] ? reported : stored;

/** What the inbox shows for an order: its payment, and once paid, how much of it was refunded. */
export function orderStatus(payment: OrderPayment, amountCents: number, refundedCents: number): OrderStatus {
  if (payment !== "paid") return payment;
  if (refundedCents <= 0) return "paid";
  return refundedCents >= amountCents ? "refunded" : "partly_refunded";
}

const subscriptionRank: Record<SubscriptionStatus, number> = { active: 0, past_due: 1, cancelled: 2 };

export type SubscriptionState = { status: SubscriptionStatus; at: Date };

/**
 * The state to keep when an event reports `reported`: the later of the two by Stripe's instant;
 * on the same second, the graver one (a failure and a recovery in one second are rare, and
 * showing past due for a moment is the safer mistake). A cancelled subscription stays cancelled:
 * Stripe never revives one.
 */
export function laterSubscriptionState(
  stored: SubscriptionState | undefined,
  reported: SubscriptionState,
): SubscriptionState {
  if (!stored) return reported;
  if (stored.status === "cancelled") return stored;
  if (reported.status === "cancelled") return reported;
  const byTime = reported.at.getTime() - stored.at.getTime();
  if (byTime > 0 || (byTime === 0 && subscriptionRank[reported.status] > subscriptionRank[stored.status]))
    return reported;
  return stored;
}

/** Stripe's subscription statuses, in the three the clinic acts on. */
export function subscriptionStatusOf(stripeStatus: string): SubscriptionStatus {
  if (stripeStatus === "canceled" || stripeStatus === "incomplete_expired") return "cancelled";
  if (stripeStatus === "active" || stripeStatus === "trialing") return "active";
  // past_due, unpaid, incomplete, paused: the clinic is owed a payment or the plan is on hold.
  return "past_due";
}
