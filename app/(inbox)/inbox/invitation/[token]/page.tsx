import type { Metadata } from "next";
import { connection } from "next/server";
import { LinkPasswordPage, type LinkPageProps } from "../../link-password-page";

export const metadata: Metadata = { title: "Your invitation", robots: { index: false, follow: false } };

/** An invitation's link (docs/inbox.md, Staff accounts): the invitee chooses their password. */
export default async function InvitationPage(props: LinkPageProps) {
  await connection();
  return <LinkPasswordPage purpose="invitation" {...props} />;
}
