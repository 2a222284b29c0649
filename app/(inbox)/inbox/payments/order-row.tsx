import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import type { Input } from "@/lib/input";
import { clinicTime } from "@/lib/clinic-time";
import { formatMoney } from "@/lib/money";
import { disputed, maxRefundReasonLength, newRefundNonce, refundableCents } from "@/lib/payments";
import type { StoredOrder, StoredSubscription } from "@/lib/payments";
import { leadPath } from "@/lib/desk-paths";
import { cn } from "@/lib/utils";
import { refundOrder } from "./actions";
import { LeadLink } from "./lead-link";
import { badge, badgeColours, charged, disputeStatusText, field, orderLabels } from "./labels";

/**
 * One order: its buyer, plans, number, amount with its currency, dispute, and (for the owner)
 * the refund form. The form carries a nonce drawn as the page is rendered: posting it twice is
 * one refund, and the next refund is made from a page rendered afresh.
 */
export function OrderRow({
  order,
  subscription,
  refunds,
  query,
}: {
  order: StoredOrder;
  /** The order's plan, when it has one: a full refund asks whether it goes on. */
  subscription?: StoredSubscription;
  /** Whether this account may refund here (payments on, and the owner's role). */
  refunds: boolean;
  /** The address's query when it is about this order (a refund that came back refused). */
  query?: Input;
}) {
  const left = refundableCents(order);
  const error = query?.text("error") ?? "";
  const message = query?.text("message", 300) ?? "";
  const held = disputed(order);
  const billing = subscription && subscription.status !== "cancelled";
  const status = held ? "disputed" : order.status;
  const currency = order.amount.currency;
  return (
    <li id={`order-${order.id}`} className="grid gap-2 py-4">
      <div className="grid gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
        <div>
          <p className="font-medium">
            <LeadLink id={order.leadId} name={order.leadName} />{" "}
            <span className="text-muted">· {order.lines.map((line) => line.name).join(", ") || "plans not named"}</span>
          </p>
          <p className="text-sm text-muted">
            {order.orderNumber ? `Order ${order.orderNumber} · ` : ""}
            {charged(order.amount)} · {clinicTime(order.createdAt)}
            {order.invoiceId && !order.checkoutSessionId ? " · a monthly renewal" : ""}
            {order.refunded.cents ? ` · ${charged(order.refunded)} refunded` : ""}
            {order.booking ? (
              <>
                {" · consultation "}
                <a href={leadPath(order.booking.leadId)} className="link-brand">
                  {clinicTime(order.booking.startsAt)}
                </a>
              </>
            ) : null}
          </p>
          {order.dispute ? (
            <p className={cn("text-sm", held ? "font-medium text-danger" : "text-muted")}>
              Disputed by the buyer&apos;s bank: {charged(order.dispute.amount)}
              {" · "}
              {disputeStatusText[order.dispute.status] ?? order.dispute.status}
              {order.dispute.dueBy && held ? ` · evidence due by ${clinicTime(order.dispute.dueBy)}` : ""}
              {" · answered in Stripe's dashboard"}
            </p>
          ) : null}
        </div>
        <span className={cn(badge, badgeColours[status], "self-start justify-self-start")}>{orderLabels[status]}</span>
      </div>
      {refunds && left > 0 ? (
        <details open={Boolean(error)} className="rounded-xl border border-line p-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center link-brand">Refund this order</summary>
          {error === "order" || error === "refused" ? (
            <p role="alert" className="mt-2 text-danger">
              {error === "refused" ? `Stripe refused the refund: ${message}` : message}
            </p>
          ) : null}
          <ActionForm
            action={refundOrder}
            page="/inbox/payments"
            className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
          >
            <input type="hidden" name="order" value={order.id} />
            <input type="hidden" name="nonce" value={newRefundNonce()} />
            <div className="grid gap-1">
              <label htmlFor={`amount-${order.id}`} className="text-sm">
                Amount in {currency} (at most {formatMoney({ cents: left, currency })})
              </label>
              <input
                id={`amount-${order.id}`}
                name="amount"
                inputMode="decimal"
                required
                defaultValue={query?.text("amount", 40) || (left / 100).toFixed(left % 100 ? 2 : 0)}
                aria-invalid={error === "amount" || undefined}
                aria-describedby={error === "amount" ? `amount-error-${order.id}` : undefined}
                className={field}
              />
              {error === "amount" ? (
                <p id={`amount-error-${order.id}`} className="text-sm text-danger">
                  {message}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1">
              <label htmlFor={`reason-${order.id}`} className="text-sm">
                Reason (kept in the lead&apos;s history)
              </label>
              <input
                id={`reason-${order.id}`}
                name="reason"
                required
                maxLength={maxRefundReasonLength}
                defaultValue={query?.text("reason", 1000)}
                aria-invalid={error === "reason" || undefined}
                aria-describedby={error === "reason" ? `reason-error-${order.id}` : undefined}
                className={field}
              />
              {error === "reason" ? (
                <p id={`reason-error-${order.id}`} className="text-sm text-danger">
                  {message}
                </p>
              ) : null}
            </div>
            {billing ? (
              <PlanChoice
                orderId={order.id}
                chosen={query?.text("plan", 20) ?? ""}
                error={error === "plan" ? message : ""}
              />
            ) : null}
            <button type="submit" className={cn(buttonVariants(), "sm:col-start-3 sm:row-start-1 sm:mt-6")}>
              Refund through Stripe
            </button>
          </ActionForm>
        </details>
      ) : null}
    </li>
  );
}

/** What a full refund of a plan still billing does to the plan: asked, never assumed. */
function PlanChoice({ orderId, chosen, error }: { orderId: string; chosen: string; error: string }) {
  const options = [
    ["keep", "Keep the plan billing"],
    ["period_end", "Cancel the plan at the end of its paid period"],
    ["now", "Cancel the plan now"],
  ] as const;
  return (
    <fieldset className="grid gap-2 sm:col-span-3" aria-describedby={error ? `plan-error-${orderId}` : undefined}>
      <legend className="text-sm">The plan, when this refunds the order in full</legend>
      {error ? (
        <p id={`plan-error-${orderId}`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="plan" value={value} defaultChecked={chosen === value} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
