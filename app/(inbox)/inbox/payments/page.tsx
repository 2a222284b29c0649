import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { idPatterns, inputOf } from "@/lib/input";
import { clinicTime } from "@/lib/clinic-time";
import { formatMoney } from "@/lib/money";
import type { SubscriptionStatus } from "@/lib/payments";
import { paymentStore, type EventProblem, type WebhookHealth, stripe } from "@/lib/payments";
import { can } from "@/lib/staff";
import { requirePermission } from "../session";
import { field, orderLabels, section, subscriptionLabels, type OrderBadge } from "./labels";
import { OrderRow } from "./order-row";
import { paymentsPath } from "./query";
import { SubscriptionRow } from "./subscription-row";

export const metadata: Metadata = { title: "Payments", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Orders on one page of the desk; older ones are a page further. */
const ordersPerPage = 50;

const isOrderFilter = (value: string): value is OrderBadge => value in orderLabels;
const isSubscriptionStatus = (value: string): value is SubscriptionStatus => value in subscriptionLabels;

/**
 * What the clinic was paid (docs/payments.md): subscriptions, past due first, and orders, each
 * with its lead and booking, filtered by status and searched by the buyer's name, e-mail or the
 * order number, a page at a time; the owner refunds an order and cancels a plan here. Every
 * state shown is what Stripe's signed events or its API reported (lib/payments/process.ts).
 */
export default async function PaymentsPage({ searchParams }: Props) {
  await connection();
  const staff = await requirePermission("payments.read");
  const query = inputOf(await searchParams) ?? notFound();
  const orderFilter = query.text("orders");
  const subscriptionFilter = query.text("subscriptions");
  const search = query.text("q", 200).trim();
  const page = Math.min(Math.max(query.count("page") ?? 1, 1), 10_000);
  const store = await paymentStore();
  const [{ orders, more }, subscriptions, problems, health] = await Promise.all([
    store.orders({
      status: isOrderFilter(orderFilter) ? orderFilter : undefined,
      search,
      limit: ordersPerPage,
      offset: (page - 1) * ordersPerPage,
    }),
    store.subscriptions({
      status: isSubscriptionStatus(subscriptionFilter) ? subscriptionFilter : undefined,
      limit: 100,
    }),
    store.eventProblems(),
    store.webhookHealth(),
  ]);
  const plans = await store.subscriptionsById(orders.flatMap((order) => order.subscriptionId ?? []));
  const refunded = query.match("refunded", idPatterns.uuid);
  const refundedOrder = refunded ? await store.order(refunded) : null;
  const cancelled = query.text("cancelled");
  const payments = Boolean(stripe());
  const kept = { orders: orderFilter, subscriptions: subscriptionFilter, q: search };
  const pageHref = (to: number) =>
    paymentsPath(Object.fromEntries(Object.entries({ ...kept, page: to > 1 ? String(to) : "" }).filter(([, v]) => v)));

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Payments">
        <p>
          Plans bought on the website, as Stripe reported them: subscriptions (past due first) and orders, each with its
          lead. Refunds and cancellations are made here, through Stripe.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        {!payments ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            Payments are off on this site (no Stripe key is set): nothing new arrives here, and refunds are made in
            Stripe&apos;s dashboard.
          </p>
        ) : null}
        {refundedOrder ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            Stripe accepted the refund of{" "}
            {formatMoney({ cents: query.count("cents") ?? 0, currency: refundedOrder.amount.currency })}
            {refundedOrder.orderNumber ? ` (order ${refundedOrder.orderNumber})` : ""}, recorded in the lead&apos;s
            history with your name. The order shows it once Stripe confirms it, usually within a minute.
            {cancelled === "refused" ? " Stripe refused to cancel the plan: cancel it below." : ""}
          </p>
        ) : null}
        {cancelled === "now" || cancelled === "period_end" ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            Stripe accepted the plan&apos;s cancellation{" "}
            {cancelled === "now" ? "from today" : "at the end of its paid period"}, recorded with your name. The plan
            shows it once Stripe confirms it, usually within a minute.
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
              keep={{ orders: orderFilter, q: search }}
            />
          </div>
          {subscriptions.length ? (
            <ul className="mt-4 divide-y divide-line">
              {subscriptions.map((subscription) => (
                <SubscriptionRow
                  key={subscription.id}
                  subscription={subscription}
                  cancels={payments && can(staff, "plans.cancel")}
                  query={query.text("subscription") === subscription.id ? query : undefined}
                />
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
              search={search}
            />
          </div>
          {orders.length ? (
            <ul className="mt-4 divide-y divide-line">
              {orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  subscription={order.subscriptionId ? plans.get(order.subscriptionId) : undefined}
                  refunds={payments && can(staff, "payments.refund")}
                  query={query.text("order") === order.id ? query : undefined}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">
              No orders
              {search ? " match this search" : orderFilter ? " with this status" : page > 1 ? " on this page" : " yet"}.
            </p>
          )}
          {page > 1 || more ? (
            <nav aria-label="Pages of orders" className="mt-6 flex flex-wrap items-center justify-between gap-3">
              {page > 1 ? (
                <a href={pageHref(page - 1)} rel="prev" className={buttonVariants({ variant: "secondary" })}>
                  Newer orders
                </a>
              ) : (
                <span />
              )}
              <p className="text-sm">Page {page}</p>
              {more ? (
                <a href={pageHref(page + 1)} rel="next" className={buttonVariants({ variant: "secondary" })}>
                  Older orders
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
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
  search,
}: {
  name: string;
  label: string;
  value: string;
  options: Record<string, string>;
  keep: Record<string, string>;
  /** The orders' search, typed beside their status. */
  search?: string;
}) {
  return (
    <form method="get" action="/inbox/payments" className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([key, kept]) =>
        kept ? <input key={key} type="hidden" name={key} value={kept} /> : null,
      )}
      {search !== undefined ? (
        <label className="grid gap-1 text-sm">
          Name, e-mail or order number
          <input type="search" name="q" defaultValue={search} maxLength={200} className={field} />
        </label>
      ) : null}
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
