import { slugify, type Doctor, type LegacyPage, type Product, type categoryEntrySchema } from "./schema";
import type { z } from "zod";

type CategoryInput = z.output<typeof categoryEntrySchema>;

export type Condition = {
  slug: string;
  name: string;
  description: string;
  symptoms: string[];
  categorySlug: string;
  href: string;
};

export type Alias = { from: string; to: string };

export type Category = Omit<CategoryInput, "conditions" | "aliases"> & {
  slug: string;
  href: string;
  conditions: Condition[];
  aliases: Alias[];
};

export type CatalogueInput = {
  categories: CategoryInput[];
  products: Product[];
  legacyPages: LegacyPage[];
  doctors: Doctor[];
};

export const consultationsPath = "/consultations";

/**
 * Turns the content files into one linked, checked catalogue. Every rule that would
 * leave a visitor on a broken link throws here, so a bad edit fails the build.
 */
export function buildCatalogue(input: CatalogueInput) {
  const problems: string[] = [];
  const seen = new Set<string>();

  const categories: Category[] = input.categories.map((entry) => {
    const slug = slugify(entry.name);
    if (seen.has(slug)) problems.push(`duplicate category slug "${slug}"`);
    seen.add(slug);
    const href = `${consultationsPath}/${slug}`;
    const conditionSlugs = new Set<string>();
    const conditions = entry.conditions.map((c) => {
      if (conditionSlugs.has(c.slug)) problems.push(`duplicate condition slug "${slug}/${c.slug}"`);
      conditionSlugs.add(c.slug);
      return { ...c, categorySlug: slug, href: `${href}/${c.slug}` };
    });
    const aliases = entry.aliases.map((a) => {
      if (conditionSlugs.has(a.slug)) problems.push(`alias "${slug}/${a.slug}" shadows a condition page`);
      if (!conditionSlugs.has(a.to)) problems.push(`alias "${slug}/${a.slug}" points to missing "${a.to}"`);
      return { from: `${href}/${a.slug}`, to: `${href}/${a.to}` };
    });
    return { ...entry, slug, href, conditions, aliases };
  });

  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const productById = new Map<string, Product>();
  for (const p of input.products) {
    if (productById.has(p.id)) problems.push(`duplicate product id "${p.id}"`);
    productById.set(p.id, p);
    for (const c of p.categories) if (!categoryBySlug.has(c)) problems.push(`product "${p.id}" names unknown category "${c}"`);
  }

  for (const page of input.legacyPages) {
    if (categoryBySlug.has(page.slug)) problems.push(`older page "${page.slug}" collides with a category`);
    for (const id of page.products) if (!productById.has(id)) problems.push(`older page "${page.slug}" recommends unknown product "${id}"`);
    for (const c of [page.tintFrom, page.relatedCategory])
      if (!categoryBySlug.has(c)) problems.push(`older page "${page.slug}" names unknown category "${c}"`);
  }

  const doctorIds = new Set<string>();
  for (const d of input.doctors) {
    if (doctorIds.has(d.id)) problems.push(`duplicate doctor id "${d.id}"`);
    doctorIds.add(d.id);
  }

  if (problems.length) throw new Error(`Catalogue is inconsistent:\n  ${problems.join("\n  ")}`);

  const conditions = categories.flatMap((c) => c.conditions);

  return {
    categories,
    conditions,
    products: input.products,
    legacyPages: input.legacyPages,
    doctors: input.doctors,
    aliases: categories.flatMap((c) => c.aliases),
    category: (slug: string) => categoryBySlug.get(slug),
    condition: (categorySlug: string, slug: string) =>
      categoryBySlug.get(categorySlug)?.conditions.find((c) => c.slug === slug),
    product: (id: string) => productById.get(id),
    legacyPage: (slug: string) => input.legacyPages.find((p) => p.slug === slug),
    doctor: (id: string) => input.doctors.find((d) => d.id === id),
    productsFor: (categorySlug: string) => input.products.filter((p) => p.categories.includes(categorySlug)),
  };
}

export type Catalogue = ReturnType<typeof buildCatalogue>;

/** "₹1,499 / 100g": the spec's display text for rupee prices. */
export function formatRupees(product: Pick<Product, "price" | "pack">): string {
  return `₹${product.price.toLocaleString("en-IN")} / ${product.pack}`;
}
