import type { Metadata } from "next";
import { LinkNotValid } from "@/components/link-not-valid";

export const metadata: Metadata = { title: "This link is not valid", robots: { index: false } };

/** A link to a patient's page that opens nothing: mistyped, ended from the desk, or unused for 30 days. Answered 404. */
export default function PatientLinkNotValid() {
  return (
    <LinkNotValid
      why="It may be mistyped, or it has ended: a link to your page lasts 30 days from the last time it was opened, and the clinic can end it on request."
      instead="Ask for a new link with your e-mail address or phone number"
      next={{ href: "/my", label: "Send me my link" }}
    />
  );
}
