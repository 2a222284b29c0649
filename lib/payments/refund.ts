import "server-only";
import type Stripe from "stripe";
import { formatMoney } from "@/lib/money";
import type { StoredOrder } from "./store";

/** Who asked for a refund, as the lead's history names staff. */
type Staff = { staffId: string | null; staffName: string };

export const maxRefundReasonLength = 500;

/** "19", "19.5" or "$19.50" as cents; anything else (more than two decimals, a sign, words) is undefined. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export type RefundRequest = { order: StoredOrder | null; amount: string; reason: string; by: Staff };

export type RefundOutcome =
  | { status: "requested"; cents: number; refundId: string }
  | { status: "invalid"; field: "amount" | "reason" | "order"; message: string }
  | { status: "refused"; message: string };

/** What is still refundable of an order: paid and not yet refunded in full, through a payment Stripe named. */
export const refundableCents = (order: StoredOrder) =>
  (order.status === "paid" || order.status === "partly_refunded") && order.paymentIntentId
    ? order.amount.cents - order.refunded.cents
    : 0;

/**
 * Staff refund an order in full or in part through Stripe (docs/payments.md): the amount may not
 * pass what is left of the payment, and the reason is required. Stripe is asked with an
 * idempotency key made of the order, the amount already refunded and this amount, so a form posted
 * twice refunds once. The refund is recorded in the lead's history with who asked for it; the
 * order's refunded total follows Stripe's `charge.refunded` event, as every payment state does.
 */
export async function requestRefund(
  request: RefundRequest,
  deps: { stripe: Stripe; addToHistory: (leadId: string, note: string, by: Staff) => Promise<unknown> },
): Promise<RefundOutcome> {
  const { order } = request;
  if (!order) return { status: "invalid", field: "order", message: "There is no such order." };
  const left = refundableCents(order);
  if (left <= 0) return { status: "invalid", field: "order", message: "Nothing of this order is left to refund." };
  const cents = parseDollars(request.amount);
  if (cents === undefined || cents <= 0)
    return { status: "invalid", field: "amount", message: "Enter an amount in dollars, such as 19 or 19.50." };
  if (cents > left)
    return {
      status: "invalid",
      field: "amount",
      message: `At most ${formatMoney({ cents: left, currency: order.amount.currency })} is left to refund.`,
    };
  const reason = request.reason.trim();
  if (!reason)
    return {
      status: "invalid",
      field: "reason",
      message: "Say why the order is refunded: the lead's history keeps it.",
    };
  if (reason.length > maxRefundReasonLength)
    return { status: "invalid", field: "reason", message: `At most ${maxRefundReasonLength} characters.` };
  let refund: Stripe.Refund;
  try {
    refund = await deps.stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId!,
        amount: cents,
        reason: "requested_by_customer",
        metadata: { order_id: order.id, lead_id: order.leadId ?? "", staff: request.by.staffName },
      },
      { idempotencyKey: `refund-${order.id}-${order.refunded.cents}-${cents}` },
    );
  } catch (error) {
    return { status: "refused", message: error instanceof Error ? error.message : String(error) };
  }
  const amount = formatMoney({ cents, currency: order.amount.currency });
  const whole = cents === left && order.refunded.cents === 0 ? "in full" : "in part";
  if (order.leadId)
    await deps.addToHistory(
      order.leadId,
      `Refunded ${amount} of ${formatMoney(order.amount)} ${whole} through Stripe (${refund.id}). Reason: ${reason}`,
      request.by,
    );
  return { status: "requested", cents, refundId: refund.id };
}
