import { FilterableList } from "@/components/filters/filterable-list";
import { PageHeader } from "@/components/page-shell";
import { SidePanel } from "@/components/consultation/side-panel";
import { ProductCategoryCard } from "@/components/products/product-category-card";
import { firstScreenCards } from "@/components/artwork/artwork";
import { SupplementStatement } from "@/components/products/supplement-statement";
import { Container, WithSidePanel } from "@/components/ui/container";
import { productCategories } from "@/content/product-categories";
import { optionValue, tagOptions } from "@/lib/filters/options";
import { pageMetadata } from "@/lib/seo/metadata";
import { toQueryString, type SearchParams } from "@/lib/filters/query";
import { siteConfig } from "@/lib/site-config";

export const productsMetadata = pageMetadata({
  title: "Ayurvedic Products by Health Concern",
  description:
    "Classical Ayurvedic herbs, oils and formulations in 13 health categories, suggested by our doctors and shipped worldwide from our pharmacy partners.",
  path: "/products",
});

const concerns = tagOptions(productCategories.map((pc) => pc.tags));

export function ProductsView({ params }: { params: SearchParams }) {
  return (
    <>
      <PageHeader eyebrow="Products" title="Herbal products, chosen with your doctor">
        <p>
          Classical formulations from pharmacy partners in India, shipped worldwide. Free international shipping on
          orders of ${siteConfig.promises.freeShippingAbove} or more.
        </p>
      </PageHeader>
      <Container className="py-12">
        <WithSidePanel panel={<SidePanel />}>
          <FilterableList
            query={toQueryString(params)}
            path="/products"
            param="concern"
            label="Filter by Health Concern"
            options={concerns}
            rule="all"
            noun="product categories"
            emptyMessage="No products match your selected filters."
            listClassName="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
            items={productCategories.map((pc, index) => ({
              key: pc.category,
              tags: pc.tags.map(optionValue),
              node: (
                <ProductCategoryCard productCategory={pc} priority={index === 0} inline={index < firstScreenCards} />
              ),
            }))}
          />
          <SupplementStatement className="mt-8 text-xs text-muted" />
        </WithSidePanel>
      </Container>
    </>
  );
}
