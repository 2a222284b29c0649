import type { Metadata } from "next";
import { shareImageFor } from "@/lib/seo/share-cards";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/page-shell";
import { ResultList } from "@/components/search/result-list";
import { SearchBox } from "@/components/search/search-box";
import { Container } from "@/components/ui/container";
import { buttonVariants } from "@/components/ui/button";
import { catalogue } from "@/lib/catalogue";
import { bookConsultationPath } from "@/lib/paths";
import { searchIndex } from "@/lib/search/engine";
import { searchIndexPath, serverSearchIndex } from "@/lib/search/index-json";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const queryOf = async (searchParams: Props["searchParams"]) => {
  const q = (await searchParams).q;
  return (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 200) ?? "";
};

/**
 * Search results are rendered for each request from the address (/search?q=...), never
 * prerendered per query, and kept out of search engines: a results page is not content.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await queryOf(searchParams);
  return {
    title: q ? `Search results for “${q}”` : "Search",
    robots: { index: false, follow: true },
    openGraph: { images: [shareImageFor("/search")] },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const q = await queryOf(searchParams);
  const hits = q ? searchIndex(serverSearchIndex(), q, 30) : [];
  return (
    <>
      <PageHeader eyebrow="Search" title={q ? `Results for “${q}”` : "Search the site"}>
        <p>
          Health concerns, articles, products and answers. Type it the way you would say it: “acid reflux”, “BP”, “can’t
          sleep”.
        </p>
      </PageHeader>
      <Container className="py-10">
        <div className="mx-auto max-w-3xl">
          <SearchBox indexUrl={searchIndexPath()} defaultValue={q} label="Search the site" key={q} />
          {q ? (
            <p className="mt-6 text-sm text-muted" id="result-count">
              {hits.length
                ? `${hits.length === 30 ? "The first 30" : hits.length} result${hits.length === 1 ? "" : "s"} for “${q}”`
                : `No results for “${q}”.`}
            </p>
          ) : null}
          {hits.length ? (
            <div className="mt-3">
              <ResultList hits={hits} />
            </div>
          ) : (
            <NothingFound searched={Boolean(q)} />
          )}
        </div>
      </Container>
    </>
  );
}

/** An empty search is not a dead end: every category, and a doctor to ask. */
function NothingFound({ searched }: { searched: boolean }) {
  return (
    <div className="mt-6 rounded-2xl border border-line bg-white p-6">
      <h2 className="text-2xl">{searched ? "Try a health category" : "Or start from a health category"}</h2>
      <ul className="mt-4 grid gap-x-6 sm:grid-cols-2">
        {catalogue.categories.map((category) => (
          <li key={category.slug}>
            <Link href={category.href} className="inline-flex min-h-11 items-center link-brand">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-xl bg-highlight-soft p-5">
        <p className="font-semibold text-ink">Not sure where your concern fits?</p>
        <p className="mt-1 text-sm">Describe it to one of our doctors: the first consultation is free.</p>
        <Link href={bookConsultationPath} className={buttonVariants({ className: "mt-4" })}>
          Book a free consultation
        </Link>
      </div>
    </div>
  );
}
