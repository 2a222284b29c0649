import "server-only";
import type Stripe from "stripe";
import { recordAudit } from "@/lib/audit";
import type { Database } from "@/lib/db";
import { refundNoncePattern } from "./refund";
import type { StoredSubscription } from "./store";

type Staff = { staffId: string | null; staffName: string };

/** Now (the plan ends today, no further charge) or at the end of the period already paid for. */
type CancelWhen = "now" | "period_end";

const isCancelWhen = (value: string): value is CancelWhen => value === "now" || value === "period_end";

export type CancelOutcome =
  | { status: "requested"; when: CancelWhen }
  | { status: "invalid"; message: string }
  | { status: "refused"; message: string };

/** Whether staff may still cancel this plan: Stripe has not reported it cancelled. */
export const cancellable = (subscription: Pick<StoredSubscription, "status">) => subscription.status !== "cancelled";

/**
 * Staff cancel a plan through Stripe (docs/payments.md, decision 116): now
 * (`subscriptions.cancel`) or at the end of the paid period (`cancel_at_period_end`). Stripe is
 * the record: the desk shows the cancellation once Stripe's customer.subscription.* event comes
 * back, as every subscription state. Who asked is in the audit (`plan.cancelled`) and the lead's
 * history. Stripe's idempotency key is the form's nonce (as a refund's), so a form posted twice
 * asks once.
 */
export async function cancelPlan(
  request: { subscription: StoredSubscription | null; when: string; nonce: string; by: Staff; orderId?: string },
  deps: {
    stripe: Pick<Stripe, "subscriptions">;
    db: Pick<Database, "transaction">;
    addToHistory: (leadId: string, note: string, by: Staff) => Promise<unknown>;
    now?: () => Date;
  },
): Promise<CancelOutcome> {
  const { subscription, when } = request;
  if (!subscription) return { status: "invalid", message: "There is no such plan." };
  if (!isCancelWhen(when))
    return { status: "invalid", message: "Choose when the plan ends: now or at the period's end." };
  if (!cancellable(subscription)) return { status: "invalid", message: "This plan is cancelled already." };
  if (when === "period_end" && subscription.cancelAt)
    return { status: "invalid", message: "This plan already ends at its period's end." };
  if (!refundNoncePattern.test(request.nonce))
    return { status: "invalid", message: "The form was not complete: open the plan again." };
  const idempotencyKey = `cancel-${request.nonce}`;
  try {
    if (when === "now") await deps.stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey });
    else await deps.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }, { idempotencyKey });
  } catch (error) {
    return { status: "refused", message: error instanceof Error ? error.message : String(error) };
  }
  const at = (deps.now ?? (() => new Date()))();
  await deps.db.transaction((trx) =>
    recordAudit(trx, {
      by: request.by,
      action: "plan.cancelled",
      subject: { type: "subscription", id: subscription.id },
      detail: { when, ...(request.orderId ? { order: request.orderId } : {}) },
      at,
    }),
  );
  if (subscription.leadId)
    await deps.addToHistory(
      subscription.leadId,
      when === "now"
        ? "Cancelled the plan through Stripe, from today: nothing more is charged."
        : "Cancelled the plan through Stripe at the end of the period already paid for.",
      request.by,
    );
  return { status: "requested", when };
}
