import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/shell/not-found-message";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Only the inbox reaches this one (the public site's unknown addresses are caught by
 * app/(site)/[...missing]). It stays free of client components on purpose: Next.js sends the
 * root not-found with every route, so anything it imported would load on every page.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundMessage />
    </main>
  );
}
