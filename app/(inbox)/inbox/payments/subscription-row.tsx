import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import type { Input } from "@/lib/input";
import { clinicTime } from "@/lib/clinic-time";
import { cancellable, clinicDay, newRefundNonce, planNamesOf } from "@/lib/payments";
import type { StoredSubscription } from "@/lib/payments";
import { cn } from "@/lib/utils";
import { cancelSubscription } from "./actions";
import { LeadLink } from "./lead-link";
import { badge, badgeColours, subscriptionLabels } from "./labels";

/**
 * One plan: its buyer, status, paid period or the day it ends (a cancellation at the period's
 * end, from the Customer Portal or the desk), and for the owner "Cancel plan", now or then.
 */
export function SubscriptionRow({
  subscription,
  cancels,
  query,
}: {
  subscription: StoredSubscription;
  /** Whether this account may cancel plans here (payments on, and the owner's role). */
  cancels: boolean;
  /** The address's query when it is about this plan (a cancellation that came back refused). */
  query?: Input;
}) {
  const error = query?.text("error") ?? "";
  const message = query?.text("message", 300) ?? "";
  const ending = subscription.status !== "cancelled" && subscription.cancelAt;
  return (
    <li id={`subscription-${subscription.id}`} className="grid gap-2 py-3">
      <div className="grid gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
        <div>
          <p className="font-medium">
            <LeadLink id={subscription.leadId} name={subscription.leadName} />{" "}
            <span className="text-muted">· {planNamesOf(subscription.planIds)}</span>
          </p>
          <p className="text-sm text-muted">
            {ending ? <strong className="text-ink">Cancels on {clinicDay(subscription.cancelAt!)}</strong> : null}
            {ending ? " · " : ""}
            {subscription.currentPeriodEnd
              ? `${subscription.status === "cancelled" ? "Last period ended or ends" : "Paid until"} ${clinicTime(subscription.currentPeriodEnd)}`
              : "Period not reported yet"}
            {subscription.lastFailedAt ? ` · last payment failed ${clinicTime(subscription.lastFailedAt)}` : ""}
            {subscription.orderId ? (
              <>
                {" · "}
                <a href={`#order-${subscription.orderId}`} className="link-brand">
                  its order
                </a>
              </>
            ) : null}
          </p>
        </div>
        <span className={cn(badge, badgeColours[subscription.status], "self-start justify-self-start")}>
          {subscriptionLabels[subscription.status]}
        </span>
      </div>
      {cancels && cancellable(subscription) ? (
        <details open={Boolean(error)} className="rounded-xl border border-line p-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center link-brand">Cancel plan</summary>
          {error ? (
            <p role="alert" className="mt-2 text-danger">
              {error === "cancel-refused" ? `Stripe refused the cancellation: ${message}` : message}
            </p>
          ) : null}
          <ActionForm action={cancelSubscription} page="/inbox/payments" className="mt-3 grid gap-3">
            <input type="hidden" name="subscription" value={subscription.id} />
            <input type="hidden" name="nonce" value={newRefundNonce()} />
            <fieldset className="grid gap-1">
              <legend className="text-sm">When the plan ends (Stripe charges nothing after it)</legend>
              {ending ? null : (
                <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" name="when" value="period_end" required defaultChecked />
                  At the end of the period already paid for
                  {subscription.currentPeriodEnd ? ` (${clinicDay(subscription.currentPeriodEnd)})` : ""}
                </label>
              )}
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="when" value="now" required defaultChecked={Boolean(ending)} />
                Now
              </label>
            </fieldset>
            <button type="submit" className={cn(buttonVariants({ variant: "secondary" }), "justify-self-start")}>
              Cancel the plan through Stripe
            </button>
          </ActionForm>
        </details>
      ) : null}
    </li>
  );
}
