import type { Metadata } from "next";
import { SendLinkForm } from "@/components/patients/send-link-form";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { linkLifetimeDays } from "@/lib/patients";

export const metadata: Metadata = {
  title: "Your page: send me my link",
  description: "Get the link to your page with your consultations and orders, by e-mail or phone.",
  robots: { index: false, follow: true },
};

/**
 * "Send me my link" (docs/patients.md): the way to a person's own page without an account. The
 * link goes to the e-mail or phone on file, never to an address given here that is not.
 */
export default function SendMyLinkPage() {
  return (
    <>
      <PageHeader eyebrow="Your page" title="Your consultations and orders">
        <p>
          Your page shows your consultations with us, past and to come, with how to join, move or cancel each, and your
          orders and plans. There is no account or password: we send you a link.
        </p>
      </PageHeader>
      <Container className="max-w-3xl space-y-6 py-10">
        <section id="send-link" aria-labelledby="send-link-heading" className="space-y-4">
          <h2 id="send-link-heading" className="text-2xl">
            Send me my link
          </h2>
          <SendLinkForm />
          <p className="text-sm text-muted">
            Every e-mail we send you about a consultation or an order carries the link too. It works for{" "}
            {linkLifetimeDays} days from the last time you open it.
          </p>
        </section>
      </Container>
    </>
  );
}
