import { herbCautions } from "@/content/herb-cautions";
import type { ResolvedProduct } from "./products";

/** "prostate-health" and "Prostate Health" read alike: slugs' hyphens become spaces, and case is ignored. */
const plain = (name: string) => name.toLowerCase().replaceAll("-", " ");

/**
 * Why `product` may not stand beside a page (or in a category) called by `pageNames` (its title, slug
 * and aliases): each of its cautions that names one of those, said with the product's caution and its
 * words, e.g. `its caution "Hormones" names prostate: "May act like or on hormones: …"`. Empty when none does.
 * A skin oil has no cautions for taking it by mouth (lib/catalogue/products.ts), so it clashes with nothing.
 */
export function cautionClashes(product: Pick<ResolvedProduct, "cautions">, pageNames: string[]): string[] {
  const names = pageNames.map(plain);
  return product.cautions.flatMap((key) => {
    const caution = herbCautions[key];
    const named = caution.names.find((condition) => names.some((name) => name.includes(plain(condition))));
    return named ? [`its caution "${caution.label}" names ${named}: "${caution.text}"`] : [];
  });
}
