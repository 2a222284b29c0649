import { herbCautions } from "@/content/herb-cautions";
import { coverageTerms, type CoverageTerm } from "./coverage";
import type { ResolvedProduct } from "./products";

/**
 * Why `product` may not stand on a page (or in a category, `where`) that covers `covers`: each of its cautions
 * that rules out a reader the page speaks to, said with the caution and its words, e.g.
 * `its caution "Hormones" rules out readers the page covers (an enlarged prostate, …): "May act like or on hormones: …"`.
 * Empty when none does. A skin oil has no cautions for taking it by mouth (lib/catalogue/products.ts),
 * so it clashes with nothing.
 */
export function cautionClashes(
  product: Pick<ResolvedProduct, "cautions">,
  covers: readonly CoverageTerm[],
  where = "the page",
): string[] {
  return product.cautions.flatMap((key) => {
    const caution = herbCautions[key];
    const ruled = caution.rulesOut.filter((term: CoverageTerm) => covers.includes(term));
    if (!ruled.length) return [];
    const readers = ruled.map((term) => coverageTerms[term].label).join("; ");
    return [`its caution "${caution.label}" rules out readers ${where} covers (${readers}): "${caution.text}"`];
  });
}
