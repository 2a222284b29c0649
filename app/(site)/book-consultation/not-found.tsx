import type { Metadata } from "next";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "This link is not valid", robots: { index: false } };

/** A confirmation or manage link that opens nothing: mistyped, replaced by a newer e-mail's (one live link per booking), or its consultation is over. Answered 404. */
export default function BookingLinkNotValid() {
  return (
    <>
      <PageHeader title="This link is not valid">
        <p>It may be mistyped, replaced by the link in a newer e-mail about the same consultation, or its consultation has already taken place.</p>
      </PageHeader>
      <Container className="py-10">
        <p>
          To change a consultation, use the link in your latest booking e-mail, or contact us: {siteConfig.phone},{" "}
          <a href={`mailto:${siteConfig.email}`} className="link-brand">
            {siteConfig.email}
          </a>
          .
        </p>
        <p className="mt-4">
          <Link href="/book-consultation" className="link-brand">
            Book a consultation
          </Link>
        </p>
      </Container>
    </>
  );
}
