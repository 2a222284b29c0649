import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { inputOf, type Input } from "@/lib/input";
import { clinicTime } from "@/lib/leads/clinic-time";
import { formatMoney, type Money } from "@/lib/money";
import { orderFor } from "@/lib/payments/order";
import { maxRefundReasonLength, refundableCents } from "@/lib/payments/refund";
import type { OrderStatus, SubscriptionStatus } from "@/lib/payments/state";
import {
  paymentStore,
  type EventProblem,
  type StoredOrder,
  type StoredSubscription,
  type WebhookHealth,
} from "@/lib/payments/store";
import { stripe } from "@/lib/payments/stripe";
import { leadPath } from "@/lib/staff/inbox-gate";
import { cn } from "@/lib/utils";
import { requirePermission } from "../session";
import { can } from "@/lib/staff/policy";
import { refundOrder } from "./actions";

export const metadata: Metadata = { title: "Payments", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const orderLabels: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  partly_refunded: "Partly refunded",
};
const subscriptionLabels: Record<SubscriptionStatus, string> = {
  past_due: "Past due",
  active: "Active",
  cancelled: "Cancelled",
};
const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase";
const badgeColours: Record<OrderStatus | SubscriptionStatus, string> = {
  pending: "border border-muted bg-white text-ink",
  paid: "bg-brand text-white",
  active: "bg-brand text-white",
  failed: "bg-danger text-white",
  past_due: "bg-danger text-white",
  refunded: "border border-ink bg-white text-ink",
  partly_refunded: "bg-highlight-soft text-brand",
  cancelled: "border border-ink bg-white text-ink",
};
/** An amount with its currency's code, as Stripe charged it: "$349 USD". */
const charged = (money: Money) => `${formatMoney(money)} ${money.currency}`;
const field = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";
const section = "rounded-2xl border border-line bg-white p-4 sm:p-6";

/** The plans' names, as the clinic sells them, for the ids a subscription keeps. */
const planNames = (ids: string[]) =>
  orderFor(ids)
    .order?.lines.map((line) => line.name)
    .join(", ") || "plan not named";

const isOrderStatus = (value: string): value is OrderStatus => value in orderLabels;
const isSubscriptionStatus = (value: string): value is SubscriptionStatus => value in subscriptionLabels;

/**
 * What the clinic was paid (docs/payments.md): subscriptions, past due first, and orders, each
 * with its lead and booking, filtered by status; staff refund an order in full or in part here.
 * Every state shown is what Stripe's signed events reported (lib/payments/process.ts).
 */
export default async function PaymentsPage({ searchParams }: Props) {
  await connection();
  const staff = await requirePermission("payments.read");
  const query = inputOf(await searchParams) ?? notFound();
  const orderFilter = query.text("orders");
  const subscriptionFilter = query.text("subscriptions");
  const store = await paymentStore();
  const [orders, subscriptions, problems, health] = await Promise.all([
    store.orders({ status: isOrderStatus(orderFilter) ? orderFilter : undefined, limit: 100 }),
    store.subscriptions({
      status: isSubscriptionStatus(subscriptionFilter) ? subscriptionFilter : undefined,
      limit: 100,
    }),
    store.eventProblems(),
    store.webhookHealth(),
  ]);
  const refunded = query.text("refunded");
  const payments = Boolean(stripe());

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Payments">
        <p>
          Plans bought on the website, as Stripe reported them: subscriptions (past due first) and orders, each with its
          lead. Refunds are made here, through Stripe.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        {!payments ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            Payments are off on this site (no Stripe key is set): nothing new arrives here, and refunds are made in
            Stripe&apos;s dashboard.
          </p>
        ) : null}
        {refunded ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            Stripe accepted the refund of{" "}
            {formatMoney({
              cents: query.count("cents") ?? 0,
              currency: (query.match("currency", /^[A-Z]{3}$/) ?? "USD") as Money["currency"],
            })}
            , recorded in the lead&apos;s history with your name. The order shows it once Stripe confirms it, usually
            within a minute.
          </p>
        ) : null}

        <StripeEvents health={health} problems={problems} />

        <section aria-labelledby="subscriptions" className={section}>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="subscriptions" className="font-heading text-2xl">
              Subscriptions
            </h2>
            <Filter
              name="subscriptions"
              label="Subscription status"
              value={subscriptionFilter}
              options={subscriptionLabels}
              keep={{ orders: orderFilter }}
            />
          </div>
          {subscriptions.length ? (
            <ul className="mt-4 divide-y divide-line">
              {subscriptions.map((subscription) => (
                <SubscriptionRow key={subscription.id} subscription={subscription} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">No subscriptions{subscriptionFilter ? " with this status" : " yet"}.</p>
          )}
        </section>

        <section aria-labelledby="orders" className={section}>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="orders" className="font-heading text-2xl">
              Orders
            </h2>
            <Filter
              name="orders"
              label="Order status"
              value={orderFilter}
              options={orderLabels}
              keep={{ subscriptions: subscriptionFilter }}
            />
          </div>
          {orders.length ? (
            <ul className="mt-4 divide-y divide-line">
              {orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  refunds={payments && can(staff, "payments.refund")}
                  query={query.text("order") === order.id ? query : undefined}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">No orders{orderFilter ? " with this status" : " yet"}.</p>
          )}
        </section>
      </Container>
    </>
  );
}

/**
 * How Stripe's deliveries are going, and the events staff should look at: one that cannot be
 * processed (its reason), one refused (another API version or mode: the endpoint's set-up is
 * wrong), one that waited days for an order that never came. None of them holds the others up.
 */
function StripeEvents({ health, problems }: { health: WebhookHealth; problems: EventProblem[] }) {
  const outcomeText = { failed: "Not processed", refused: "Refused", expired: "Expired" } as const;
  return (
    <section aria-labelledby="stripe-events" className={section}>
      <h2 id="stripe-events" className="font-heading text-2xl">
        Stripe&apos;s events
      </h2>
      <p className="mt-2 text-sm text-muted">
        {health.lastReceivedAt ? `Last event received ${clinicTime(health.lastReceivedAt)}` : "No event received yet"}
        {` · ${health.refused} refused · ${health.failed} not processed · ${health.waitingOverAnHour} waiting over an hour`}
      </p>
      {problems.length ? (
        <ul className="mt-4 divide-y divide-line">
          {problems.map((problem) => (
            <li key={problem.id} id={`event-${problem.id}`} className="grid gap-1 py-3">
              <p className="font-medium">
                {outcomeText[problem.outcome]}: <code>{problem.type}</code>{" "}
                <span className="text-muted">
                  · {problem.id}
                  {problem.objectId ? ` · ${problem.objectId}` : ""}
                </span>
              </p>
              <p className="text-sm text-muted">
                {problem.reason || "no reason recorded"} · received {clinicTime(problem.receivedAt)}
                {problem.attempts > 1 ? ` · tried ${problem.attempts} times` : ""}
                {problem.asText ? " · kept as text" : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-muted">Every event Stripe sent was processed.</p>
      )}
    </section>
  );
}

function Filter({
  name,
  label,
  value,
  options,
  keep,
}: {
  name: string;
  label: string;
  value: string;
  options: Record<string, string>;
  keep: Record<string, string>;
}) {
  return (
    <form method="get" action="/inbox/payments" className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([key, kept]) =>
        kept ? <input key={key} type="hidden" name={key} value={kept} /> : null,
      )}
      <label className="grid gap-1 text-sm">
        {label}
        <select name={name} defaultValue={value} className={field}>
          <option value="">All</option>
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        Show
      </button>
    </form>
  );
}

const LeadLink = ({ id, name }: { id: string | null; name: string }) =>
  id ? (
    <a href={leadPath(id)} className="link-brand">
      {name || "Lead (erased or not found)"}
    </a>
  ) : (
    <span>No lead</span>
  );

function SubscriptionRow({ subscription }: { subscription: StoredSubscription }) {
  return (
    <li id={`subscription-${subscription.id}`} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
      <div>
        <p className="font-medium">
          <LeadLink id={subscription.leadId} name={subscription.leadName} />{" "}
          <span className="text-muted">· {planNames(subscription.planIds)}</span>
        </p>
        <p className="text-sm text-muted">
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
    </li>
  );
}

function OrderRow({
  order,
  refunds,
  query,
}: {
  order: StoredOrder;
  /** Whether this account may refund here (payments on, and the owner's role). */
  refunds: boolean;
  /** The address's query when it is about this order (a refund that came back refused). */
  query?: Input;
}) {
  const left = refundableCents(order);
  const error = query?.text("error") ?? "";
  const message = query?.text("message", 300) ?? "";
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
        </div>
        <span className={cn(badge, badgeColours[order.status], "self-start justify-self-start")}>
          {orderLabels[order.status]}
        </span>
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
            <div className="grid gap-1">
              <label htmlFor={`amount-${order.id}`} className="text-sm">
                Amount in dollars (at most {formatMoney({ cents: left, currency: order.amount.currency })})
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
            <button type="submit" className={cn(buttonVariants(), "sm:mt-6")}>
              Refund through Stripe
            </button>
          </ActionForm>
        </details>
      ) : null}
    </li>
  );
}
