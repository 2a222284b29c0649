import { ProductArt } from "@/components/artwork/product-art";
import type { Tint } from "@/components/artwork/botanical";
import { formatRupees } from "@/lib/catalogue/build";
import type { Product } from "@/lib/catalogue";

export function ProductCard({ product, tint }: { product: Product; tint: Tint }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <ProductArt product={product} tint={tint} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-serif text-lg text-ink">{product.name}</h3>
        <p className="mt-1 flex-1 text-sm">{product.use}</p>
        <p className="mt-3 font-semibold text-saffron">{formatRupees(product)}</p>
      </div>
    </article>
  );
}
