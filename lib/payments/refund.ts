import "server-only";
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { recordAudit } from "@/lib/audit";
import type { Database } from "@/lib/db";
import { formatMoney } from "@/lib/money";
import type { StoredOrder, StoredSubscription } from "./store";

/** Who asked for a refund, as the lead's history names staff. */
type Staff = { staffId: string | null; staffName: string };

export const maxRefundReasonLength = 500;

/** "19", "19.5" or "$19.50" as cents; anything else (more than two decimals, a sign, words) is undefined. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * The nonce a refund form carries: drawn when the form is rendered, so one staff action (however
 * often its form is posted) is one refund, and the next form rendered is another.
 */
export const newRefundNonce = () => randomBytes(18).toString("base64url");
export const refundNoncePattern = /^[A-Za-z0-9_-]{24}$/;

export type RefundRequest = {
  order: StoredOrder | null;
  amount: string;
  reason: string;
  /** The form's nonce (newRefundNonce): Stripe's idempotency key is made of it. */
  nonce: string;
  by: Staff;
  /** The order's plan, when it is still billing, and what the form said of it: kept, or cancelled now or at the period's end. */
  plan?: { subscription: Pick<StoredSubscription, "status"> | null; choice: string };
};

/** What a refund form may say of the plan it refunds: it goes on, or it is cancelled too. */
const planChoices = ["keep", "now", "period_end"] as const;

export type RefundOutcome =
  /** `again`: the same form posted before made this refund; nothing new was asked or recorded. */
  | { status: "requested"; cents: number; refundId: string; again?: true }
  | { status: "invalid"; field: "amount" | "reason" | "order" | "plan"; message: string }
  | { status: "refused"; message: string };

/** A dispute's outcomes that leave the money with the clinic. */
const settledDisputeStatuses = new Set(["won", "warning_closed", "prevented"]);

/** A dispute still open, or lost: the money is Stripe's to return, and Stripe refuses a refund of it. */
export const disputed = (order: Pick<StoredOrder, "dispute">) =>
  Boolean(order.dispute && !settledDisputeStatuses.has(order.dispute.status));

/** What is still refundable of an order: paid and not yet refunded in full, through a payment Stripe named, not disputed. */
export const refundableCents = (order: StoredOrder) =>
  (order.status === "paid" || order.status === "partly_refunded") && order.paymentIntentId && !disputed(order)
    ? order.amount.cents - order.refunded.cents
    : 0;

type RefundDeps = {
  stripe: Pick<Stripe, "refunds">;
  db: Pick<Database, "kysely" | "transaction">;
  addToHistory: (leadId: string, note: string, by: Staff) => Promise<unknown>;
  now?: () => Date;
};

/**
 * Staff refund an order in full or in part through Stripe (docs/payments.md, decision 116): the
 * amount may not pass what is left of the payment, and the reason is required. Each form carries a
 * nonce, stored with the request before Stripe is asked with the idempotency key `refund-<nonce>`:
 * the same form posted twice (a double click) is one refund, and a second form is a second refund
 * even of the same amount. The refund is recorded in the lead's history with who asked for it and
 * in the audit (`payment.refunded`, in the transaction that stores Stripe's refund id); the
 * order's refunded total follows Stripe's `charge.refunded` event, as every payment state does.
 */
export async function requestRefund(request: RefundRequest, deps: RefundDeps): Promise<RefundOutcome> {
  const { order } = request;
  const now = deps.now ?? (() => new Date());
  if (!order) return { status: "invalid", field: "order", message: "There is no such order." };
  if (!refundNoncePattern.test(request.nonce))
    return { status: "invalid", field: "order", message: "The form was not complete: open the order again." };
  const earlier = await deps.db.kysely
    .selectFrom("refund_requests")
    .selectAll()
    .where("nonce", "=", request.nonce)
    .executeTakeFirst();
  if (earlier && earlier.order_id !== order.id)
    return { status: "invalid", field: "order", message: "The form was not complete: open the order again." };
  // The same form posted again once Stripe answered: the refund it made, nothing asked twice.
  if (earlier?.refund_id)
    return { status: "requested", cents: earlier.cents, refundId: earlier.refund_id, again: true };
  const left = refundableCents(order);
  if (left <= 0) return { status: "invalid", field: "order", message: "Nothing of this order is left to refund." };
  const cents = earlier ? earlier.cents : parseDollars(request.amount);
  if (cents === undefined || cents <= 0)
    return {
      status: "invalid",
      field: "amount",
      message: `Enter an amount in ${order.amount.currency}, such as 19 or 19.50.`,
    };
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
  // A full refund of a plan still billing asks whether it goes on: the money back would otherwise be charged again next month.
  const billing = request.plan?.subscription && request.plan.subscription.status !== "cancelled";
  if (billing && cents === left && !(planChoices as readonly string[]).includes(request.plan!.choice))
    return {
      status: "invalid",
      field: "plan",
      message: "This refunds the order in full: say whether the plan goes on being charged or is cancelled too.",
    };
  if (!earlier)
    await deps.db.kysely
      .insertInto("refund_requests")
      .values({ nonce: request.nonce, order_id: order.id, cents, staff_id: request.by.staffId, created_at: now() })
      .onConflict((oc) => oc.column("nonce").doNothing())
      .execute();
  let refund: Stripe.Refund;
  try {
    refund = await deps.stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId!,
        amount: cents,
        reason: "requested_by_customer",
        metadata: { order_id: order.id, lead_id: order.leadId ?? "", staff: request.by.staffName },
      },
      { idempotencyKey: `refund-${request.nonce}` },
    );
  } catch (error) {
    // A second post while the first is with Stripe is refused as a key in use; the first one's refund is the answer.
    const made = await deps.db.kysely
      .selectFrom("refund_requests")
      .select(["refund_id", "cents"])
      .where("nonce", "=", request.nonce)
      .executeTakeFirst();
    if (made?.refund_id) return { status: "requested", cents: made.cents, refundId: made.refund_id, again: true };
    return { status: "refused", message: error instanceof Error ? error.message : String(error) };
  }
  // Of two posts of one form that both reached Stripe (which answered both with one refund), one records it.
  const recorded = await deps.db.transaction(async (trx) => {
    const row = await trx
      .updateTable("refund_requests")
      .set({ refund_id: refund.id })
      .where("nonce", "=", request.nonce)
      .where("refund_id", "is", null)
      .returning("nonce")
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, {
      by: request.by,
      action: "payment.refunded",
      subject: { type: "order", id: order.id },
      detail: { orderNumber: order.orderNumber, cents, currency: order.amount.currency, refund: refund.id },
      at: now(),
    });
    return true;
  });
  if (!recorded) return { status: "requested", cents, refundId: refund.id, again: true };
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
