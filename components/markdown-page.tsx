import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { getPage } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export function markdownPageMetadata(slug: string, path: string) {
  const page = getPage(slug);
  return pageMetadata({ title: page.title, description: page.description, path });
}

/** A policy page: its Markdown text rendered on the server, with the effective date. */
export function MarkdownPage({ slug, eyebrow = "Policies", showEffectiveDate = true }: { slug: string; eyebrow?: string; showEffectiveDate?: boolean }) {
  const page = getPage(slug);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={page.title}>
        {showEffectiveDate ? <p className="text-base text-muted">Effective {siteConfig.policiesEffective}</p> : null}
      </PageHeader>
      <Container className="py-12">
        <div className="prose-article mx-auto rounded-2xl border border-line bg-white p-6 md:p-10" dangerouslySetInnerHTML={{ __html: page.html }} />
      </Container>
    </>
  );
}
