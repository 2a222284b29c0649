import { Link } from "@/components/ui/link";
import { liveDoctors, liveSite } from "@/lib/site";
import { Artwork } from "@/components/artwork/artwork";
import { Container, WithSidePanel } from "@/components/ui/container";
import { catalogue, reviewerProblem, type Category, type Condition } from "@/lib/catalogue";
import { breadcrumbJsonLd, categoryTrail, JsonLd, medicalWebPageJsonLd } from "@/lib/seo/json-ld";
import { shareImageFor } from "@/lib/seo/share-cards";
import { BackLink } from "./back-link";
import { Breadcrumb } from "./breadcrumb";
import { Hero } from "./hero";
import { ProductCard } from "./product-card";
import { Carousel } from "@/components/ui/carousel";
import { SidePanel } from "./side-panel";
import { WithheldProducts } from "./withheld-products";
import { Byline } from "@/components/content/byline";
import { FurtherReading } from "@/components/content/further-reading";
import { HerbSafety } from "@/components/herbs/herb-safety";
import { SupplementStatement } from "@/components/products/supplement-statement";

/** Condition carousels advance every 3000 ms (docs/product.md, Numbers). */
const FEATURED_AUTOPLAY_MS = 3000;

export async function ConditionDetail({ category, condition }: { category: Category; condition: Condition }) {
  const [{ words }, doctors] = await Promise.all([liveSite(), liveDoctors()]);
  const trail = categoryTrail(category, condition);
  // The desk refuses a save that would break this; a reviewer the roster no longer allows is never named.
  const reviewer =
    condition.reviewedBy && !reviewerProblem(condition.reviewedBy, condition.categorySlug, doctors)
      ? doctors.find((d) => d.id === condition.reviewedBy)
      : undefined;
  const products = condition.products.map((id) => catalogue.product(id)!);
  const related = condition.related.map((ref) => {
    const [c = "", s = ""] = ref.split("/");
    return catalogue.condition(c, s)!;
  });

  return (
    <>
      <JsonLd
        data={[
          medicalWebPageJsonLd({
            ...condition,
            path: condition.href,
            image: shareImageFor(condition.href).url,
            reviewer,
          }),
          breadcrumbJsonLd(trail),
        ]}
      />
      <Hero
        title={condition.title}
        art={{ kind: "condition", category: category.slug, slug: condition.slug, variant: "hero" }}
        eyebrow={<Breadcrumb items={trail} />}
      >
        <p className="mt-4 max-w-2xl text-lg text-body">{condition.summary}</p>
      </Hero>
      <Container className="py-10 md:py-14">
        <BackLink href={category.href}>Back to {category.name}</BackLink>
        <WithSidePanel panel={<SidePanel />}>
          <article className="rounded-2xl border border-line bg-white p-5 md:p-10">
            <Byline
              doctor={reviewer}
              role="reviewed"
              updated={condition.updated}
              className="mb-6 border-b border-line pb-4 text-sm text-muted"
            />
            <div className="prose-article" dangerouslySetInnerHTML={{ __html: condition.html }} />
            <HerbSafety herbIds={condition.herbs} className="mt-10 rounded-xl border border-line p-5" />
            <FurtherReading sources={condition.furtherReading} className="mt-8" />
            <p className="mt-10 rounded-xl bg-highlight-soft p-5 text-ink">
              Every body is different, and so is every plan. Book a free consultation and one of our {words.certified}
              Ayurvedic doctors will look at your symptoms, your history and any medicines you take, then plan herbs,
              diet and daily routine that fit you, alongside the care of your own doctor.
            </p>
          </article>

          {condition.productsWithheld ? (
            <WithheldProducts {...condition.productsWithheld} />
          ) : products.length ? (
            <section className="mt-12" aria-labelledby="featured-products">
              <h2 id="featured-products" className="text-3xl">
                Featured Products
              </h2>
              <p className="mt-2 text-sm text-muted">
                Suggested after a consultation, never in place of one. Prices in Indian rupees.
              </p>
              <div className="mt-6">
                <Carousel
                  label="Featured Products"
                  autoplayMs={FEATURED_AUTOPLAY_MS}
                  itemClassName="w-full sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.7rem)]"
                >
                  {products.map((product) => (
                    <ProductCard key={product.id} product={product} />
                  ))}
                </Carousel>
              </div>
              <SupplementStatement className="mt-4 text-xs text-muted" />
            </section>
          ) : null}

          <nav className="mt-12" aria-labelledby="related-conditions">
            <h2 id="related-conditions" className="text-2xl">
              Related conditions
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {related.map((c) => (
                <li key={c.href}>
                  <Link
                    href={c.href}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-white p-3 hover:border-brand"
                  >
                    <Artwork
                      subject={{ kind: "condition", category: c.categorySlug, slug: c.slug, variant: "card" }}
                      sizes="48px"
                      fallback=""
                      className="size-12 shrink-0 rounded-lg"
                    />
                    <span>
                      <span className="block font-medium text-ink">{c.title}</span>
                      {/* A page of another category can share a name with this one (the two PCOS pages): say where it is. */}
                      {c.categorySlug !== category.slug ? (
                        <span className="block text-sm text-muted">in {catalogue.category(c.categorySlug)!.name}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <Link href={category.href} className="link-brand">
                All {category.conditions.length} conditions in {category.name}
              </Link>
            </p>
          </nav>
        </WithSidePanel>
      </Container>
    </>
  );
}
