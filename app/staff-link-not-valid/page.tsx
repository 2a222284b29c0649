import type { Metadata } from "next";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "This link does not work", robots: { index: false, follow: false } };

/**
 * An invitation or reset link that is used, expired, replaced or never made, as a prerendered
 * document: server.mjs sends it with status 404 in place of the blank document Next.js renders
 * when the link's page calls notFound() (server/not-found-documents.mjs, decision 073).
 */
export default function StaffLinkNotValid() {
  return (
    <main id="main" className="flex-1">
      <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl">This link does not work</h1>
        <p className="mt-3 max-w-md text-body">
          A link to set a password works once, for 72 hours, and only the newest one sent works. This one has been used,
          has expired or has been replaced. Ask the clinic&apos;s owner for a new one, or ask for a reset link yourself.
        </p>
        <p className="mt-6 flex flex-wrap justify-center gap-x-6">
          <Link href="/inbox/forgot" className="link-brand">
            Forgot your password?
          </Link>
          <Link href="/inbox/sign-in" className="link-brand">
            Sign in
          </Link>
        </p>
      </Container>
    </main>
  );
}
