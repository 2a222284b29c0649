import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { getPage } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatPostDate } from "@/lib/content/dates";
import { liveSite } from "@/lib/site";

export function markdownPageMetadata(slug: string, path: string) {
  const page = getPage(slug);
  return pageMetadata({ title: page.title, description: page.description, path });
}

/**
 * A policy page: its Markdown text rendered on the server, stating the claims the desk has
 * confirmed (tagged site:claims), with the day it took effect (policies only) and last changed.
 */
export async function MarkdownPage({
  slug,
  eyebrow = "Policies",
  showDates = true,
}: {
  slug: string;
  eyebrow?: string;
  showDates?: boolean;
}) {
  const page = getPage(slug, (await liveSite()).confirmed);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={page.title}>
        {showDates ? (
          // On a phone the line breaks between the two dates, never inside one.
          <p className="text-base text-muted">
            {page.effective ? (
              <>
                <span className="whitespace-nowrap">
                  Effective <time dateTime={page.effective}>{formatPostDate(page.effective)}</time>
                </span>{" "}
                ·{" "}
              </>
            ) : null}
            <span className="whitespace-nowrap">
              Last updated <time dateTime={page.updated}>{formatPostDate(page.updated)}</time>
            </span>
          </p>
        ) : null}
      </PageHeader>
      <Container className="py-12">
        <div
          className="prose-article mx-auto rounded-2xl border border-line bg-white p-6 md:p-10"
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      </Container>
    </>
  );
}
