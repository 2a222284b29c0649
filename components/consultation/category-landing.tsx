import { Link } from "@/components/ui/link";
import { ArrowRight, Check } from "lucide-react";
import { Artwork } from "@/components/artwork/artwork";
import { Container, WithSidePanel } from "@/components/ui/container";
import type { Category } from "@/lib/catalogue";
import { breadcrumbJsonLd, categoryTrail, JsonLd } from "@/lib/seo/json-ld";
import { BackLink } from "./back-link";
import { Breadcrumb } from "./breadcrumb";
import { Hero } from "./hero";
import { SidePanel } from "./side-panel";

export function CategoryLanding({ category }: { category: Category }) {
  const trail = categoryTrail(category);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {/* The hero names the category; its sub-line heads the content card below, said once. */}
      <Hero
        title={category.name}
        art={{ kind: "category", slug: category.slug, variant: "hero" }}
        eyebrow={<Breadcrumb items={trail} />}
      />
      <Container className="py-10 md:py-14">
        <BackLink href="/consultations">Back to Categories</BackLink>
        <WithSidePanel panel={<SidePanel />}>
          <section className="rounded-2xl border border-line bg-white p-6 md:p-10">
            <h2 className="text-2xl md:text-3xl">{category.subtitle}</h2>
            <p className="mt-4 text-[1.0625rem] leading-relaxed">{category.description}</p>
            <h3 className="mt-8 text-xl">What your consultation offers</h3>
            <ul className="mt-4 grid gap-3">
              {category.offerings.map((offering) => (
                <li key={offering} className="flex gap-3">
                  <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
                  <span>{offering}</span>
                </li>
              ))}
            </ul>
            <p className="mt-8 rounded-xl bg-highlight-soft p-5 font-medium text-ink">{category.closingMessage}</p>
          </section>

          <section className="mt-12" aria-labelledby="treatments">
            <h2 id="treatments" className="text-3xl">
              Our Specialized Treatments
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {category.conditions.map((condition) => (
                <li key={condition.slug}>
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
                    <Artwork
                      subject={{ kind: "condition", category: category.slug, slug: condition.slug, variant: "card" }}
                      sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[16/9] w-full"
                    />
                    <div className="flex flex-1 flex-col p-5">
                      <h3 className="text-lg">{condition.title}</h3>
                      <p className="mt-2 flex-1 text-sm">{condition.summary}</p>
                      <Link href={condition.href} className="mt-4 inline-flex min-h-11 items-center gap-1 link-brand">
                        Learn More <span className="sr-only">about {condition.title}</span>{" "}
                        <ArrowRight aria-hidden className="size-4" />
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        </WithSidePanel>
      </Container>
    </>
  );
}
