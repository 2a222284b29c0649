import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { liveSite } from "@/lib/site";

/**
 * The page of an e-mailed link that opens nothing (a booking's, a plan's): why it may be so, what
 * to use instead, the clinic's phone and e-mail, and a way on. Each caller answers it with a 404.
 */
export async function LinkNotValid({
  why,
  instead,
  next,
}: {
  why: string;
  instead: string;
  next: { href: string; label: string };
}) {
  const siteConfig = await liveSite();
  return (
    <>
      <PageHeader title="This link is not valid">
        <p>{why}</p>
      </PageHeader>
      <Container className="py-10">
        <p>
          {instead}, or contact us: {siteConfig.phone},{" "}
          <a href={`mailto:${siteConfig.email}`} className="link-brand">
            {siteConfig.email}
          </a>
          .
        </p>
        <p className="mt-4">
          <Link href={next.href} className="link-brand">
            {next.label}
          </Link>
        </p>
      </Container>
    </>
  );
}
