import { Link } from "@/components/ui/link";
import { ArrowRight, ExternalLink } from "lucide-react";
import { Artwork } from "@/components/artwork/artwork";
import { Carousel } from "@/components/ui/carousel";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { catalogue, type Category } from "@/lib/catalogue";
import { bookConsultationPath } from "@/lib/paths";

/** The home category carousel advances every 4000 ms (docs/product.md, Numbers). */
const CATEGORY_AUTOPLAY_MS = 4000;

const categoryNoun = { one: "category", many: "categories" };

/** Every category of the catalogue in a carousel: 1, 2, 3 or 4 cards in view as the screen widens. */
export function CategoryCarousel() {
  const { categories } = catalogue;
  return (
    <Container className="py-16">
      <section aria-labelledby="home-categories">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="home-categories" className="text-3xl">
            Care for every part of your health
          </h2>
          <Link href="/consultations" className="inline-flex min-h-11 items-center gap-1 link-brand">
            All {categories.length} categories <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <div className="mt-8">
          <Carousel
            label="Health categories"
            noun={categoryNoun}
            autoplayMs={CATEGORY_AUTOPLAY_MS}
            itemClassName="w-full sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)] xl:w-[calc(25%-0.75rem)]"
          >
            {categories.map((category) => (
              <CategorySlide key={category.slug} category={category} />
            ))}
          </Carousel>
        </div>
      </section>
    </Container>
  );
}

function CategorySlide({ category }: { category: Category }) {
  const count = category.conditions.length;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <div className="relative aspect-[16/9]">
        <Artwork
          subject={{ kind: "category", slug: category.slug, variant: "card" }}
          fallback={category.name}
          sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="absolute inset-0 size-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl">{category.name}</h3>
        <p className="mt-1 text-sm text-muted">
          {count} {count === 1 ? "condition" : "conditions"}
        </p>
        <p className="mt-3 flex-1 text-sm">{category.subtitle}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          {/* The slot picker, as every booking button of the home page, with JavaScript or without. */}
          <Link href={bookConsultationPath} className={buttonVariants({ className: "flex-1 whitespace-nowrap" })}>
            Book Consultation<span className="sr-only"> for {category.name}</span>
          </Link>
          {/* The category opens in a new tab (docs/product.md), so the visitor keeps their place here. */}
          <a
            href={category.href}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "secondary", className: "flex-1 whitespace-nowrap" })}
          >
            Learn More
            <span className="sr-only"> about {category.name} (opens in a new tab)</span>
            <ExternalLink aria-hidden />
          </a>
        </div>
      </div>
    </article>
  );
}
