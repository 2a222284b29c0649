import type { Metadata } from "next";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { checkoutHref } from "@/lib/payments/client";
import { planIds } from "@/lib/payments";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Payment page unavailable", robots: { index: false, follow: false } };

/**
 * The checkout's answer when Stripe gave no payment page (an outage, a refused request): the
 * visitor's request was stored before Stripe was asked, so it is not lost, and they are told so.
 */
export default async function CheckoutUnavailablePage({ searchParams }: Props) {
  const ids = planIds((await searchParams).plans);
  return (
    <>
      <PageHeader eyebrow="Checkout" title="We have your request, but the payment page did not open">
        <p>
          Stripe&rsquo;s payment page could not be reached just now. Nothing has been charged. Your request reached the
          clinic, and we will e-mail you a payment link within 24 hours, or you can try again in a few minutes.
        </p>
      </PageHeader>
      <Container className="flex max-w-3xl flex-wrap gap-3 py-12">
        {ids.length ? (
          <Link href={checkoutHref(ids)} className={buttonVariants()}>
            Try again
          </Link>
        ) : null}
        <Link href="/book-my-diet" className={buttonVariants({ variant: "secondary" })}>
          See the diet plans
        </Link>
      </Container>
    </>
  );
}
