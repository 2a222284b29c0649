import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { requireStaff } from "../session";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false, follow: false } };

/** Where a server action sends an account whose role does not allow it (refuse in session.ts): the 403 page. */
export default async function NotAllowedPage(): Promise<never> {
  await requireStaff();
  forbidden();
}
