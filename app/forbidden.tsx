import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";

/**
 * What an inbox page or form shows, with a 403, to an account whose role does not allow it
 * (requirePermission in app/(inbox)/inbox/session.ts); nothing else calls forbidden(). At the
 * root because Next.js renders a refusal thrown before the page streams with the root's file,
 * outside the segment's layouts (a file beside the inbox's pages rendered an empty body). A
 * server component with one link: Next.js sends it with every route.
 */
export default function NotAllowed() {
  return (
    <main id="main" className="flex-1">
      <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl">Your role does not allow this</h1>
        <p className="mt-3 max-w-md text-body">
          Nothing was shown or changed. If your work needs it, ask the clinic&apos;s owner to change your role.
        </p>
        <p className="mt-6">
          <Link href="/inbox" className="link-brand">
            Back to the inbox
          </Link>
        </p>
      </Container>
    </main>
  );
}
