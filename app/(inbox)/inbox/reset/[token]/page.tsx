import type { Metadata } from "next";
import { connection } from "next/server";
import { LinkPasswordPage, type LinkPageProps } from "../../link-password-page";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false, follow: false } };

/** A password reset link (docs/inbox.md, Staff accounts): a new password, once. */
export default async function ResetPage(props: LinkPageProps) {
  await connection();
  return <LinkPasswordPage purpose="reset" {...props} />;
}
