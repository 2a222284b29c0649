import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/artwork/artwork";
import type { ProductCategory } from "@/content/product-categories";
import { catalogue } from "@/lib/catalogue";

/** One of the 13 product categories: its artwork, name, product count, health-concern tags and a link to consult for it. */
export function ProductCategoryCard({
  productCategory,
  priority = false,
  inline = false,
}: {
  productCategory: ProductCategory;
  priority?: boolean;
  inline?: boolean;
}) {
  const category = catalogue.category(productCategory.category)!;
  const count = catalogue.productsFor(category.slug).length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <Artwork
        subject={{ kind: "product-category", slug: category.slug }}
        priority={priority}
        inline={inline}
        sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl">{productCategory.name}</h2>
        <p className="mt-1 text-sm text-muted">
          {category.audience === "children" ? "Chosen for a child only in a consultation" : `${count} products`}
        </p>
        <ul className="mt-3 flex flex-1 flex-wrap content-start gap-2" aria-label="Health concerns">
          {productCategory.tags.map((tag) => (
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
  );
}
