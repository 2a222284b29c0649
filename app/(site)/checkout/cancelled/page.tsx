import type { Metadata } from "next";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { checkoutHref } from "@/lib/payments/client";
import { planIds } from "@/lib/payments";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Payment cancelled", robots: { index: false, follow: false } };

/** Where Stripe's payment page sends a visitor who turns back: nothing was charged, and the cart is as it was. */
export default async function CheckoutCancelledPage({ searchParams }: Props) {
  const ids = planIds((await searchParams).plans);
  return (
    <>
      <PageHeader eyebrow="Checkout" title="Payment cancelled: nothing was charged">
        <p>
          Your cart still holds your plans. We kept the details you sent, so the clinic may get in touch to help; you
          can also pay whenever you are ready.
        </p>
      </PageHeader>
      <Container className="flex max-w-3xl flex-wrap gap-3 py-12">
        {ids.length ? (
          <Link href={checkoutHref(ids)} className={buttonVariants()}>
            Back to checkout
          </Link>
        ) : null}
        <Link href="/book-my-diet" className={buttonVariants({ variant: "secondary" })}>
          See the diet plans
        </Link>
      </Container>
    </>
  );
}
