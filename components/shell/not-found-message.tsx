import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

/**
 * The not-found page's words (docs/product.md, Pages). `data-no-popup` also tells the
 * automatic popup to stay away from a page that is not there.
 */
export function NotFoundMessage({ children }: { children?: React.ReactNode }) {
  return (
    <Container data-no-popup className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-serif text-7xl font-semibold text-brand">404</p>
      <h1 className="mt-4 text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-body">The page you were looking for has moved or never existed.</p>
      <Link href="/" className={buttonVariants({ className: "mt-8" })}>
        Return to Home
      </Link>
      {children}
    </Container>
  );
}
