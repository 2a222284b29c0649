import type { z } from "zod";
import { categories as categoryData } from "@/content/categories";
import { products as productData } from "@/content/products";
import { legacyPages as legacyData } from "@/content/legacy-pages";
import { doctors as doctorData } from "@/content/doctors";
import { herbs as herbData } from "@/content/herbs";
import { testimonials as testimonialData } from "@/content/testimonials";
import { loadMarkdownFolder } from "@/lib/content/markdown";
import { staticPages } from "@/lib/static-pages";
import { conditionFrontMatterSchema } from "./article-schema";
import {
  categoryEntrySchema,
  doctorSchema,
  herbSchema,
  legacyPageSchema,
  productSchema,
  slugify,
  testimonialSchema,
  type Doctor,
  type Product,
  type Testimonial,
} from "./schema";
import { buildCatalogue, categoryFile, type CatalogueInput } from "./build";

export type { Doctor, Product, Testimonial };
export type { Category, Condition, LegacyConsultationPage } from "./build";

/**
 * Everything the catalogue is built from: the typed content files, and the condition
 * Markdown under `root` (the repository; tests point it at a copy). Read on the server
 * only: it reads files, so no client component may import the catalogue.
 */
export function readCatalogueInput(root = process.cwd()): CatalogueInput {
  return {
    categories: categoryData.map((c) => parseOrThrow(categoryEntrySchema, c, categoryFile(slugify(c.name)))),
    conditionFiles: loadMarkdownFolder("content/conditions", conditionFrontMatterSchema, { root, subfolders: true }),
    products: productData.map((p, i) => parseOrThrow(productSchema, p, `content/products.ts [${i}] ${p.id}`)),
    herbs: herbData.map((h, i) => parseOrThrow(herbSchema, h, `content/herbs.ts [${i}] ${h.id}`)),
    legacyPages: legacyData.map((p, i) =>
      parseOrThrow(legacyPageSchema, p, `content/legacy-pages.ts [${i}] ${p.slug}`),
    ),
    doctors: doctorData.map((d, i) => parseOrThrow(doctorSchema, d, `content/doctors.ts [${i}] ${d.id}`)),
    staticPaths: Object.values(staticPages).map((p) => p.href),
  };
}

/** Validated once per process, when the first page imports it: bad content fails the build with its file. */
export const catalogue = buildCatalogue(readCatalogueInput());

/**
 * Checks a list of testimonials as the build does: each needs the patient's consent date, and
 * a category the catalogue has. Throws naming the entry of content/testimonials.ts.
 */
export function checkTestimonials(entries: readonly Testimonial[]): Testimonial[] {
  return entries.map((t, i) => {
    const where = `content/testimonials.ts [${i}] ${t.name}`;
    if (t.category && !catalogue.category(t.category))
      throw new Error(`Invalid content in ${where}: unknown category "${t.category}"`);
    return parseOrThrow(testimonialSchema, t, where);
  });
}

export const testimonials = checkTestimonials(testimonialData);

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const detail = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
  throw new Error(`Invalid content in ${where}:\n${detail}`);
}
export { formatRupees, legacyPageHref } from "./build";
export type { ProductsWithheld } from "./build";
export type { CoverageTerm } from "./coverage";
export { herbProblems } from "./herb-names";
export { herbsNamedIn } from "./herbs";
export type { ResolvedHerb } from "./herbs";
export type { ResolvedProduct } from "./products";
export { confirmedRegistration, reviewerProblem } from "./reviewers";
export { doctorSchema } from "./schema";
export type { CategoryEntry, DoctorInput, HerbInput, LegacyPageInput, ProductInput, Stat } from "./schema";
export * from "./client";
