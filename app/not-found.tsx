import Link from "next/link";
import type { Metadata } from "next";
import { Container } from "@/components/ui/container";
import { buttonVariants } from "@/components/ui/button";
import { SiteFrame } from "@/components/shell/site-frame";
import { LogMissingPath } from "./log-missing-path";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Any address nothing answers, and every notFound(): in the site's frame, so the visitor can find
 * their way on, but without the consultation popups (docs/product.md).
 */
export default function NotFound() {
  return (
    <SiteFrame>
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="font-serif text-7xl font-semibold text-brand">404</p>
        <h1 className="mt-4 text-3xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-body">The page you were looking for has moved or never existed.</p>
        <Link href="/" className={buttonVariants({ className: "mt-8" })}>
          Return to Home
        </Link>
        <LogMissingPath />
      </Container>
    </SiteFrame>
  );
}
