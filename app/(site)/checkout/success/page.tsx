import type { Metadata } from "next";
import { ForgetCart } from "@/components/checkout/forget-cart";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Payment being confirmed", robots: { index: false, follow: false } };

/**
 * Where Stripe sends the visitor after paying (with `?session_id=`). Anyone can open this address
 * with any query, so the page reads none of it and confirms nothing: a payment counts once Stripe's
 * signed webhook says so (docs/payments.md).
 */
export default function CheckoutSuccessPage() {
  return (
    <>
      <PageHeader eyebrow="Checkout" title="Thank you: your payment is being confirmed">
        <p>Stripe confirms each payment to us directly. We have your details, and the clinic&rsquo;s team contacts you within 24 hours about your plan and what happens next.</p>
      </PageHeader>
      <Container className="max-w-3xl py-12">
        <ForgetCart />
        <p>
          If you do not hear from us within 24 hours, write to <a href={`mailto:${siteConfig.email}`} className="link-brand">{siteConfig.email}</a> with the e-mail
          address you paid with. Please do not pay again in the meantime.
        </p>
        <Link href="/" className="mt-6 inline-flex min-h-11 items-center link-brand">
          Back to the home page
        </Link>
      </Container>
    </>
  );
}
