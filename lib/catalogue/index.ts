import type { z } from "zod";
import { categories as categoryData } from "@/content/categories";
import { products as productData } from "@/content/products";
import { legacyPages as legacyData } from "@/content/legacy-pages";
import { doctors as doctorData } from "@/content/doctors";
import { testimonials as testimonialData } from "@/content/testimonials";
import {
  categoryEntrySchema,
  doctorSchema,
  legacyPageSchema,
  productSchema,
  slugify,
  testimonialSchema,
  type ConditionEntry,
  type Doctor,
  type LegacyPage,
  type Product,
  type Testimonial,
} from "./schema";
import { buildCatalogue } from "./build";

export { slugify };
export type { ConditionEntry, Doctor, LegacyPage, Product, Testimonial };
export type { Category, Condition, Alias } from "./build";

/** Validated once, at build, when the first page imports it: bad data fails the build with its path. */
export const catalogue = buildCatalogue({
  categories: categoryData.map((c, i) => parseOrThrow(categoryEntrySchema, c, `content/categories.ts [${i}] ${c.name}`)),
  products: productData.map((p, i) => parseOrThrow(productSchema, p, `content/products.ts [${i}] ${p.id}`)),
  legacyPages: legacyData.map((p, i) => parseOrThrow(legacyPageSchema, p, `content/legacy-pages.ts [${i}] ${p.slug}`)),
  doctors: doctorData.map((d, i) => parseOrThrow(doctorSchema, d, `content/doctors.ts [${i}] ${d.id}`)),
});

export const testimonials = testimonialData.map((t, i) => {
  const where = `content/testimonials.ts [${i}] ${t.name}`;
  if (t.category && !catalogue.category(t.category)) throw new Error(`Invalid content in ${where}: unknown category "${t.category}"`);
  return parseOrThrow(testimonialSchema, t, where);
});

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const detail = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
  throw new Error(`Invalid content in ${where}:\n${detail}`);
}
