import type { Metadata } from "next";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "This link is not valid", robots: { index: false } };

/** A plan link that opens nothing: mistyped, replaced by a newer e-mail's (one live link per order), or its plan is cancelled. Answered 404. */
export default function PlanLinkNotValid() {
  return (
    <>
      <PageHeader title="This link is not valid">
        <p>It may be mistyped, replaced by the link in a newer e-mail about the same plan, or the plan has been cancelled.</p>
      </PageHeader>
      <Container className="py-10">
        <p>
          To change your card or cancel a plan, use the link in your latest e-mail from us about it, or contact us: {siteConfig.phone},{" "}
          <a href={`mailto:${siteConfig.email}`} className="link-brand">
            {siteConfig.email}
          </a>
          .
        </p>
        <p className="mt-4">
          <Link href="/book-my-diet" className="link-brand">
            See the diet plans
          </Link>
        </p>
      </Container>
    </>
  );
}
