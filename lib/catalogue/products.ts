import { herbCautions, type HerbCaution } from "@/content/herb-cautions";
import { readableText, unlistedCautionedHerbs, type ResolvedHerb } from "./herbs";
import type { Product } from "./schema";

/** A product with what its ingredients bring: names to print, cautions, and why it may not be suggested. */
export type ResolvedProduct = Product & {
  /** "Ashwagandha (Withania somnifera)" or "Hingvastak Churna (Hingu, Trikatu, …)", then the other ingredients. */
  ingredientNames: string[];
  /** Its herbs' cautions and its own, in the order of content/herb-cautions.ts; none for the skin. */
  cautions: HerbCaution[];
  /** Set when no page may suggest it, with the reason. */
  withheld?: string;
};

const cautionOrder = Object.keys(herbCautions) as HerbCaution[];

/** A herb by its name and botanical name; a formula by its name and the herbs in it, so a card says what is inside. */
const ingredientName = (herb: ResolvedHerb, herbs: Map<string, ResolvedHerb>) =>
  herb.parts.length
    ? `${herb.name} (${herb.parts.map((id) => herbs.get(id)!.name).join(", ")})`
    : herb.latin
      ? `${herb.name} (${herb.latin})`
      : herb.name;

/** Resolves each product against the herb list; returns the problems, each naming the product. */
export function resolveProducts(
  products: Product[],
  herbs: Map<string, ResolvedHerb>,
): { products: ResolvedProduct[]; problems: string[] } {
  const problems: string[] = [];
  const resolved = products.map((p): ResolvedProduct => {
    const where = `content/products.ts: product "${p.id}"`;
    const ingredients = p.ingredients.flatMap((id) => {
      const herb = herbs.get(id);
      if (!herb) problems.push(`${where} names unknown herb "${id}"`);
      return herb ? [herb] : [];
    });
    for (const herb of unlistedCautionedHerbs(readableText(`${p.name}. ${p.use}`), p.ingredients, herbs)) {
      problems.push(
        `${where} names ${herb.name} but does not list "${herb.id}" in its ingredients, so its cautions would not show`,
      );
    }
    const own = new Set<HerbCaution>([...ingredients.flatMap((h) => h.allCautions), ...p.extraCautions]);
    const cautions = p.appliedTo === "skin" ? [] : cautionOrder.filter((c) => own.has(c));
    const needsTests = own.has("heavyMetals") && !p.labReport;
    return {
      ...p,
      ingredientNames: [...ingredients.map((h) => ingredientName(h, herbs)), ...p.otherIngredients],
      cautions,
      withheld: needsTests
        ? "it contains minerals or shilajit and has no heavy-metal test results (labReport)"
        : undefined,
    };
  });
  return { products: resolved, problems };
}
