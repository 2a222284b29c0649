import { Link } from "@/components/ui/link";
import { Activity, Bone, Brain, Droplet, Flame, Gem, Heart, Leaf, Shield, type LucideIcon } from "lucide-react";
import { Container, WithSidePanel } from "@/components/ui/container";
import { catalogue, type LegacyConsultationPage, legacyPageHref } from "@/lib/catalogue";
import { JsonLd, medicalWebPageJsonLd } from "@/lib/seo/json-ld";
import { shareImageFor } from "@/lib/seo/share-cards";
import { ProductCard } from "./product-card";
import { Carousel } from "@/components/ui/carousel";
import { SidePanel } from "./side-panel";
import { WithheldProducts } from "./withheld-products";
import { HerbSafety } from "@/components/herbs/herb-safety";
import { SupplementStatement } from "@/components/products/supplement-statement";

const icons: Record<LegacyConsultationPage["icon"], LucideIcon> = {
  bone: Bone,
  brain: Brain,
  heart: Heart,
  leaf: Leaf,
  droplet: Droplet,
  shield: Shield,
  gem: Gem,
  activity: Activity,
  flame: Flame,
};

/** The nine older simple consultation pages, as docs/product.md describes them. */
export function LegacyConsultation({ page }: { page: LegacyConsultationPage }) {
  const tint = catalogue.category(page.tintFrom)!.tint;
  const related = catalogue.category(page.relatedCategory)!;
  const Icon = icons[page.icon];
  const products = page.products.map((id) => catalogue.product(id)!);
  const path = legacyPageHref(page.slug);
  return (
    <Container className="py-10 md:py-14">
      <JsonLd
        data={medicalWebPageJsonLd({
          title: page.title,
          summary: page.description,
          description: page.description,
          path,
          image: shareImageFor(path).url,
        })}
      />
      <WithSidePanel panel={<SidePanel />}>
        <header className="rounded-2xl p-6 md:p-10" style={{ backgroundColor: tint.soft }}>
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white" style={{ color: tint.deep }}>
            <Icon aria-hidden className="size-7" />
          </span>
          <h1 className="mt-4 text-4xl md:text-5xl">{page.title}</h1>
          <p className="mt-3 max-w-2xl text-lg">{page.description}</p>
        </header>
        <section
          className="mt-10 rounded-2xl border border-line bg-white p-6 md:p-10"
          aria-labelledby="how-ayurveda-helps"
        >
          <h2 id="how-ayurveda-helps" className="text-3xl">
            How Ayurveda Can Help
          </h2>
          <div className="prose-article mt-4">
            {page.ayurvedicInfo.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6">
            <Link href={related.href} className="link-brand">
              Explore {related.name}: {related.conditions.length} conditions our doctors consult on
            </Link>
          </p>
        </section>
        <HerbSafety herbIds={page.herbs} className="mt-10 rounded-2xl border border-line bg-white p-6 md:p-10" />
        {page.productsWithheld ? (
          <WithheldProducts {...page.productsWithheld} />
        ) : (
          <section className="mt-12" aria-labelledby="recommended-products">
            <h2 id="recommended-products" className="text-3xl">
              Recommended Products
            </h2>
            <div className="mt-6">
              <Carousel label="Recommended Products" itemClassName="w-full sm:w-[calc(50%-0.5rem)]">
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </Carousel>
            </div>
            <SupplementStatement className="mt-4 text-xs text-muted" />
          </section>
        )}
      </WithSidePanel>
    </Container>
  );
}
