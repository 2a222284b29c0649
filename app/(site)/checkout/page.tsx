import type { Metadata } from "next";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { PageHeader } from "@/components/page-shell";
import { Link } from "@/components/ui/link";
import { Container } from "@/components/ui/container";
import { config } from "@/lib/config";
import { formatMoney } from "@/lib/money";
import { orderFor, planIds, type Order, kitShippingCountries } from "@/lib/payments";
import { shareImageFor } from "@/lib/seo/share-cards";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Checkout",
  description: "Check out your Ayurvedic diet plan.",
  robots: { index: false, follow: true },
  openGraph: { images: [shareImageFor("/book-my-diet")] },
};

const regions = new Intl.DisplayNames("en", { type: "region" });
const list = new Intl.ListFormat("en", { type: "disjunction" });
const shipsTo = list.format(kitShippingCountries.map((code) => regions.of(code) ?? code));

/**
 * The checkout, rendered for each request from the plan ids in its address (/checkout?plans=a,b),
 * which the cart and each plan's Buy now link send: the same page with and without JavaScript.
 * What is charged, and when, is worked out on the server from content/plans.ts (lib/payments/order.ts),
 * the amounts the Book My Diet page shows. Whether it goes on to Stripe depends on the settings
 * (docs/payments.md).
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { plans } = await searchParams;
  const { order, unknown, replaced } = orderFor(planIds(plans));
  const payments = config().payments !== undefined;
  return (
    <>
      <PageHeader eyebrow="Checkout" title={order ? "Your plans" : "Your cart is empty"} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_24rem]">
        {order ? (
          <>
            <section aria-labelledby="order-title">
              <h2 id="order-title" className="text-2xl">
                What you are buying
              </h2>
              {unknown.length ? (
                <p className="mt-3 text-sm text-danger">A plan in your cart is no longer offered and was left out.</p>
              ) : null}
              {replaced.length ? (
                <p role="status" className="mt-3 text-sm">
                  One monthly plan is bought at a time: {order.lines.find((line) => line.period === "month")?.name}{" "}
                  replaces {replaced.join(" and ")}.
                </p>
              ) : null}
              <OrderSummary order={order} />
              <div className="mt-6 space-y-3 text-sm">
                <p>{chargeSentence(order, payments)}</p>
                {order.shipsHerbalKits ? (
                  <p>
                    Your plan includes herbal kits, sent from India:{" "}
                    {payments ? "the payment page asks for" : "we ask for"} a shipping address in one of these
                    countries: {shipsTo}. Before we dispatch a kit we e-mail you to ask for a copy of your identity
                    document, as our{" "}
                    <Link href="/shipping" className="link-brand">
                      Shipping Policy
                    </Link>{" "}
                    explains.
                  </p>
                ) : null}
                <p>
                  Prices are in US dollars. Our{" "}
                  <Link href="/refund" className="link-brand">
                    Refund Policy
                  </Link>{" "}
                  and{" "}
                  <Link href="/terms" className="link-brand">
                    Terms
                  </Link>{" "}
                  apply.
                </p>
              </div>
            </section>
            <section aria-labelledby="details-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <h2 id="details-title" className="text-2xl">
                Your details
              </h2>
              <p className="mt-2 text-sm">
                {payments
                  ? "We keep your request first, then Stripe's secure page takes your payment: card details never reach this site."
                  : "Payments are not taken on this site yet. Send your details and we will e-mail you a payment link within 24 hours. Nothing is charged now."}
              </p>
              <div className="mt-6">
                <CheckoutForm payments={payments} items={order.lines.map((line) => line.id)} />
              </div>
            </section>
          </>
        ) : (
          <section>
            <p>
              {unknown.length
                ? "The plans in this address are no longer offered."
                : "There is no plan in your cart yet."}
            </p>
            <Link href="/book-my-diet" className="mt-4 inline-flex min-h-11 items-center link-brand">
              See the diet plans
            </Link>
          </section>
        )}
      </Container>
    </>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <table className="mt-4 w-full text-left">
      <caption className="sr-only">Your plans and their prices</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Plan</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line border-y border-line">
        {order.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="py-3 pr-4 font-semibold text-ink">
              {line.name}
            </th>
            <td className="py-3 text-right whitespace-nowrap" data-testid="checkout-price">
              {formatMoney(line.price)} {line.period === "month" ? "a month" : "once"}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.credit ? (
          <tr>
            <th scope="row" className="pt-3 pr-4 font-normal text-ink">
              Intro plan credited against the first month
            </th>
            <td className="pt-3 text-right whitespace-nowrap" data-testid="checkout-credit">
              −{formatMoney(order.credit)}
            </td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" className="pt-3 pr-4 text-lg text-ink">
            {order.mode === "subscription" ? "Due today" : "Total"}
          </th>
          <td className="pt-3 text-right text-lg font-semibold text-ink" data-testid="checkout-today">
            {formatMoney(order.today)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What is charged and when, in the words of the charge Stripe makes (lib/payments/session.ts). */
function chargeSentence(order: Order, payments: boolean): string {
  const today = formatMoney(order.today);
  const monthly = formatMoney(order.monthly);
  const charged = payments ? "You pay" : "Once you have the payment link, you pay";
  if (order.mode === "payment") return `${charged} ${today} once. Nothing repeats.`;
  // The intro plan bought with a monthly plan is credited in the same payment (lib/payments/credit.ts).
  const once = order.credit
    ? `, the ${formatMoney(order.credit)} intro plan included and credited against the first month`
    : order.once.cents
      ? `, with the ${formatMoney(order.once)} intro plan charged once`
      : "";
  // How a plan is stopped is the clinic's to confirm (content/clinic-facts.ts, planCancellation): the Refund Policy states it, not this page.
  return `${charged} ${today} today${once}, then ${monthly} each month until the plan is cancelled, as the Refund Policy describes.`;
}
