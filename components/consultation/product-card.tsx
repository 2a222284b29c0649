import { Artwork } from "@/components/artwork/artwork";
import { herbCautions } from "@/content/herb-cautions";
import { formatRupees } from "@/lib/catalogue";
import type { ResolvedProduct } from "@/lib/catalogue";

/**
 * A product: its traditional use, main ingredients, and whom it is not for, from the herb
 * list's cautions (docs/content-standard.md, Products). `data-cautions-for` names the herbs
 * whose cautions the card shows; the tests read it.
 */
export function ProductCard({ product }: { product: ResolvedProduct }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white"
      data-cautions-for={product.ingredients.join(" ")}
    >
      <Artwork
        subject={{ kind: "product", id: product.id }}
        sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-square w-full"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-serif text-lg text-ink">{product.name}</h3>
        <p className="mt-1 text-sm">{product.use}</p>
        <p className="mt-3 text-sm">
          <span className="font-semibold text-ink">Main ingredients:</span> {product.ingredientNames.join(", ")}
        </p>
        {product.appliedTo === "skin" ? (
          <p className="mt-2 text-sm">
            For use on the skin only. Try a little on the inner arm first, and keep it away from the eyes.
          </p>
        ) : product.cautions.length ? (
          <div className="mt-2 text-sm">
            <p className="font-semibold text-ink">Ask your doctor before taking it if:</p>
            <ul className="mt-1 list-disc pl-5">
              {product.cautions.map((key) => (
                <li key={key}>{herbCautions[key].who}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="mt-3 flex-1 content-end font-semibold text-saffron">{formatRupees(product)}</p>
      </div>
    </article>
  );
}
