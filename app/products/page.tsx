import Link from "next/link";
import { Botanical } from "@/components/artwork/botanical";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { productCategories } from "@/content/product-categories";
import { catalogue } from "@/lib/catalogue";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Ayurvedic Products by Health Concern",
  description: "Classical Ayurvedic herbs, oils and formulations in 13 health categories, suggested by our doctors and shipped worldwide from our pharmacy partners.",
  path: "/products",
});

export default function ProductsPage() {
  return (
    <>
      <PageHeader eyebrow="Products" title="Herbal products, chosen with your doctor">
        <p>Classical formulations from pharmacy partners in India, shipped worldwide. Free international shipping on orders of $499 or more.</p>
      </PageHeader>
      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {productCategories.map((pc) => {
            const category = catalogue.category(pc.category)!;
            const count = catalogue.productsFor(category.slug).length;
            return (
              <li key={pc.category}>
                <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
                  <Botanical seed={`products-${category.slug}`} tint={category.tint} variant="card" className="aspect-[16/9] w-full" />
                  <div className="flex flex-1 flex-col p-5">
                    <h2 className="text-xl">{pc.name}</h2>
                    <p className="mt-1 text-sm text-muted">{count} products</p>
                    <ul className="mt-3 flex flex-1 flex-wrap content-start gap-2" aria-label="Health concerns">
                      {pc.tags.map((tag) => (
                        <li key={tag} className="rounded-full bg-highlight-soft px-3 py-1 text-xs font-medium text-brand">
                          {tag}
                        </li>
                      ))}
                    </ul>
                    <Link href={category.href} className="mt-4 inline-flex min-h-11 items-center link-brand">
                      Consult for {category.name}
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Container>
    </>
  );
}
