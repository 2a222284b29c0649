import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ForgetCart } from "@/components/checkout/forget-cart";
import { PortalButton } from "@/components/checkout/portal-button";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { database } from "@/lib/db";
import { introConsultationHref } from "@/lib/intro-consultation";
import { log } from "@/lib/log";
import { formatMoney } from "@/lib/money";
import { checkoutHref } from "@/lib/payments/client";
import {
  confirmationFor,
  sessionIdPattern,
  type Confirmation,
  checkoutOwnerCookie,
  isCheckoutOwner,
  applyCheckoutSession,
  paymentStore,
  stripe,
} from "@/lib/payments";
import { liveSite } from "@/lib/site";

export const metadata: Metadata = { title: "Your payment", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The session Stripe answered for, applied as its webhook event would be (a lost webhook still makes the order). */
const fulfil = async (session: Parameters<typeof applyCheckoutSession>[1]) => {
  try {
    return await applyCheckoutSession(await database(), session, new Date(), { stripe });
  } catch (error) {
    log().error(
      { err: error, event: "payments.success-fulfil-failed", sessionId: session.id },
      "the success page could not apply a paid session; the webhook or the sweep will",
    );
    throw error;
  }
};

/** Whether this browser made the checkout: its checkout_owner cookie's token is the session's (lib/payments/owner.ts). */
async function madeHere(sessionId: unknown): Promise<boolean> {
  if (typeof sessionId !== "string" || !sessionIdPattern.test(sessionId)) return false;
  const token = (await cookies()).get(checkoutOwnerCookie)?.value;
  return isCheckoutOwner((await database()).kysely, sessionId, token).catch(() => false);
}

/**
 * Where Stripe sends the visitor after paying (`?session_id=`). Anyone can open this address with
 * any id, so the page says "paid" only on Stripe's word (lib/payments/confirmation.ts): its signed
 * webhook, or its API asked here, whose paid session is applied as the webhook would apply it.
 * The order's details and the portal button are for the browser that made the checkout only;
 * any other sees that the payment was received and that the e-mail has the rest.
 */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  const query = await searchParams;
  const sessionId = query.session_id;
  const confirmation = await confirmationFor(sessionId, { store: paymentStore, stripe, fulfil }).catch(
    (): Confirmation => ({ kind: "confirming" }),
  );
  const owner = await madeHere(sessionId);
  return (
    <>
      <ForgetCartUnlessUnfinished confirmation={confirmation} />
      {confirmation.kind === "paid" && owner ? (
        <Paid
          confirmation={confirmation}
          sessionId={String(sessionId)}
          portalUnavailable={query.portal === "unavailable"}
        />
      ) : (
        <NotYet confirmation={forThisBrowser(confirmation, owner)} />
      )}
    </>
  );
}

/** What another browser may be told: that a payment was received or not made, never what or by whom. */
function forThisBrowser(confirmation: Confirmation, owner: boolean): Exclude<Confirmation, { kind: "paid" }> {
  if (confirmation.kind === "paid" || (confirmation.kind === "refunded" && !owner)) return { kind: "received" };
  if (owner) return confirmation;
  if (confirmation.kind === "not-completed") return { kind: "not-completed", planIds: [] };
  return confirmation;
}

/** What another browser given the address sees of a paid order: nothing of the buyer's. */
const Received = () => (
  <>
    <PageHeader eyebrow="Checkout" title="Thank you: the payment was received">
      <p>
        Stripe has confirmed this payment to the clinic. The order&rsquo;s details are shown only in the browser it was
        paid from, and in the e-mail we sent to the address it was paid with: please check your e-mail.
      </p>
    </PageHeader>
    <Container className="max-w-3xl py-12">
      <p>
        If no e-mail arrived within an hour, please <WriteToUs />.
      </p>
      <Link href="/" className="mt-6 inline-flex min-h-11 items-center link-brand">
        Back to the home page
      </Link>
    </Container>
  </>
);

/** The cart is emptied once the plans were checked out; a checkout never finished keeps it. */
const ForgetCartUnlessUnfinished = ({ confirmation }: { confirmation: Confirmation }) =>
  confirmation.kind === "not-completed" ? null : <ForgetCart />;

async function WriteToUs() {
  const siteConfig = await liveSite();
  return (
    <>
      write to{" "}
      <a href={`mailto:${siteConfig.email}`} className="link-brand">
        {siteConfig.email}
      </a>{" "}
      with the e-mail address you paid with
    </>
  );
}

async function Paid({
  confirmation,
  sessionId,
  portalUnavailable,
}: {
  confirmation: Extract<Confirmation, { kind: "paid" }>;
  sessionId: string;
  portalUnavailable: boolean;
}) {
  const { order, intro, monthly } = confirmation;
  return (
    <>
      <PageHeader eyebrow="Checkout" title="Thank you: your payment is confirmed">
        <p>
          Stripe has confirmed your payment of {formatMoney(order.amount)} {order.amount.currency} for{" "}
          {order.lines.map((line) => line.name).join(" and ")}.
        </p>
        {order.orderNumber ? (
          <p>
            Your order number is <strong>{order.orderNumber}</strong>; please quote it when you write to us.
          </p>
        ) : null}
      </PageHeader>
      <Container className="max-w-3xl space-y-8 py-12">
        {intro ? (
          <section aria-labelledby="next-intro" className="space-y-3">
            <h2 id="next-intro" className="font-heading text-2xl">
              Next: choose the time of your 30-minute consultation
            </h2>
            <p>
              Your intro plan starts with a 30-minute consultation with one of our doctors. Pick a time that suits you
              now; your 4-week diet plan follows the consultation.
            </p>
            <Link href={await introConsultationHref(order.id)} className={buttonVariants()}>
              Choose my consultation time
            </Link>
          </section>
        ) : null}
        {monthly ? (
          <section aria-labelledby="next-monthly" className="space-y-3">
            <h2 id="next-monthly" className="font-heading text-2xl">
              Next: the clinic contacts you
            </h2>
            <p>
              The clinic&rsquo;s team contacts you within 24 hours to arrange your first consultation. Before your first
              herbal kit is sent, we e-mail you to ask for an identity document, as our{" "}
              <Link href="/shipping" className="link-brand">
                shipping policy
              </Link>{" "}
              explains; the kit is dispatched within 2-3 working days of receiving it.
            </p>
            {confirmation.portal ? (
              <>
                <p>
                  Your plan renews each month until you cancel it. You can change your card or cancel the plan on
                  Stripe&rsquo;s page:
                </p>
                {portalUnavailable ? (
                  <p role="alert" className="font-medium">
                    Stripe&rsquo;s page could not be opened just now. Please try again in a few minutes, or{" "}
                    <WriteToUs />.
                  </p>
                ) : null}
                <PortalButton sessionId={sessionId} />
              </>
            ) : (
              <p>Your plan is cancelled: it renews no more.</p>
            )}
          </section>
        ) : null}
        <p>
          Questions about your order? Please <WriteToUs />.
        </p>
      </Container>
    </>
  );
}

function NotYet({ confirmation }: { confirmation: Exclude<Confirmation, { kind: "paid" }> }) {
  switch (confirmation.kind) {
    case "not-completed":
      return (
        <>
          <PageHeader eyebrow="Checkout" title="Your payment was not completed">
            <p>
              Stripe has not taken a payment for this checkout. Your cart still holds your plans, and you can pay
              whenever you are ready.
            </p>
          </PageHeader>
          <Container className="flex max-w-3xl flex-wrap gap-3 py-12">
            {confirmation.planIds.length ? (
              <Link href={checkoutHref(confirmation.planIds)} className={buttonVariants()}>
                Back to checkout
              </Link>
            ) : null}
          </Container>
        </>
      );
    case "failed":
      return (
        <>
          <PageHeader eyebrow="Checkout" title="Your payment did not go through">
            <p>
              Your bank or payment method declined the payment, so nothing was charged. The clinic has your details and
              will contact you to help.
            </p>
          </PageHeader>
          <Container className="max-w-3xl py-12">
            <Link href="/book-my-diet" className={buttonVariants({ variant: "secondary" })}>
              See the diet plans
            </Link>
          </Container>
        </>
      );
    case "received":
      return <Received />;
    case "refunded":
      return (
        <PageHeader eyebrow="Checkout" title="This payment was refunded">
          <p>
            The clinic refunded this payment of {formatMoney(confirmation.order.amount)}. If you have questions, please{" "}
            <WriteToUs />.
          </p>
        </PageHeader>
      );
    default:
      return (
        <>
          <PageHeader eyebrow="Checkout" title="Thank you: your payment is being confirmed">
            <p>
              Stripe confirms each payment to us directly, which can take a minute. We have your details, and the
              clinic&rsquo;s team contacts you within 24 hours about your plan and what happens next.
            </p>
          </PageHeader>
          <Container className="max-w-3xl py-12">
            <p>
              Reload this page in a minute to see the confirmation. If you do not hear from us within 24 hours, please{" "}
              <WriteToUs />. Please do not pay again in the meantime.
            </p>
            <Link href="/" className="mt-6 inline-flex min-h-11 items-center link-brand">
              Back to the home page
            </Link>
          </Container>
        </>
      );
  }
}
