import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlanPortalButton } from "@/components/checkout/plan-portal-button";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { openPlanLink, planLinkPath } from "@/lib/payments";
import { liveSite } from "@/lib/site";

// The address is the plan link's token: kept out of search engines and of other sites' logs. Not
// no-referrer: under it a browser sends its form posts with `Origin: null`, which server.mjs refuses.
export const metadata: Metadata = {
  title: "Your plan",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The purchase e-mail's link for a monthly plan (docs/payments.md, decision 084): the plan, and a
 * button that opens Stripe's Customer Portal, where the buyer changes the card or cancels. Only
 * the button (a form post) makes a portal session, so a mail scanner that opens the link starts
 * nothing. A link that opens nothing (unknown, replaced, or its plan cancelled) is the not-valid
 * page, answered 404.
 */
export default async function PlanPage({ params, searchParams }: Props) {
  const siteConfig = await liveSite();
  const { token } = await params;
  const plan = await openPlanLink(token);
  if (plan.status !== "found") notFound();
  const unavailable = (await searchParams).portal === "unavailable";
  const monthly = plan.order.lines.filter((line) => line.period === "month").map((line) => line.name);
  return (
    <>
      <PageHeader eyebrow="Your plan" title="Change your card or cancel your plan">
        <p>Your {monthly.join(" and ") || "plan"}, paid through Stripe.</p>
      </PageHeader>
      <Container className="max-w-3xl space-y-6 py-12">
        <p>
          The button opens Stripe&rsquo;s secure page for your plan, where you can change the card it is charged to or
          cancel it. Stripe tells us of every change. A cancelled plan is not charged again.
        </p>
        {unavailable ? (
          <p role="alert" className="font-medium">
            Stripe&rsquo;s page could not be opened just now. Please try again in a few minutes, or write to{" "}
            <a href={`mailto:${siteConfig.email}`} className="link-brand">
              {siteConfig.email}
            </a>{" "}
            with the e-mail address you paid with.
          </p>
        ) : null}
        <PlanPortalButton token={token} page={planLinkPath(token)} />
        <p className="text-sm text-muted">
          This page comes from the link in your e-mail from us; please do not share it, as it opens your plan.
        </p>
      </Container>
    </>
  );
}
