import type { Metadata } from "next";
import { LinkNotValid } from "@/components/link-not-valid";

export const metadata: Metadata = { title: "This link is not valid", robots: { index: false } };

/** A plan link that opens nothing: mistyped, replaced by a newer e-mail's (one live link per order), or its plan is cancelled. Answered 404. */
export default function PlanLinkNotValid() {
  return (
    <LinkNotValid
      why="It may be mistyped, replaced by the link in a newer e-mail about the same plan, or the plan has been cancelled."
      instead="To change your card or cancel a plan, use the link in your latest e-mail from us about it"
      next={{ href: "/book-my-diet", label: "See the diet plans" }}
    />
  );
}
