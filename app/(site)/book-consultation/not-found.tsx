import type { Metadata } from "next";
import { LinkNotValid } from "@/components/link-not-valid";

export const metadata: Metadata = { title: "This link is not valid", robots: { index: false } };

/** A confirmation or manage link that opens nothing: mistyped, replaced by a newer e-mail's (one live link per booking), or its consultation is over. Answered 404. */
export default function BookingLinkNotValid() {
  return (
    <LinkNotValid
      why="It may be mistyped, replaced by the link in a newer e-mail about the same consultation, or its consultation has already taken place."
      instead="To change a consultation, use the link in your latest booking e-mail"
      next={{ href: "/book-consultation", label: "Book a consultation" }}
    />
  );
}
