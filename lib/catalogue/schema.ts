import { z } from "zod";

/** Lowercase, apostrophes dropped, every other run of non-alphanumerics becomes one hyphen (docs/product.md, Consultation pages). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase-hyphenated slug");
const hex = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour");

export const aliasSchema = z.object({
  slug,
  /** The canonical condition slug inside the same category. */
  to: slug,
});

export const categoryEntrySchema = z.object({
  name: z.string().min(3),
  /** A short name for tight places (menus on phones, chips). */
  shortName: z.string().min(3).max(24),
  subtitle: z.string().min(20).max(140),
  description: z.string().min(200).max(900),
  offerings: z.array(z.string().min(10)).min(4).max(8),
  closingMessage: z.string().min(60).max(400),
  /** Artwork colours: a deep tone for shapes and a pale wash for the background. */
  tint: z.object({ deep: hex, soft: hex }),
  /** Its conditions' slugs in the order its page lists them; each is content/conditions/<category>/<slug>.md. */
  conditions: z.array(slug).min(1),
  aliases: z.array(aliasSchema).default([]),
});

export type CategoryEntry = z.input<typeof categoryEntrySchema>;

export const productFormSchema = z.enum([
  "capsules",
  "tablets",
  "powder",
  "oil",
  "syrup",
  "drops",
  "juice",
  "ghee",
  "resin",
  "paste",
  "jam",
]);

export const productSchema = z.object({
  id: slug,
  name: z.string().min(3),
  form: productFormSchema,
  /** Pack size as printed: "100g", "500ml", "15ml", "20g". */
  pack: z.string().regex(/^\d+(?:g|ml)$/),
  /** Price in rupees (display only). */
  price: z.number().int().min(149).max(1499),
  /** Traditional use in one line: what it supports, never a disease claim. */
  use: z.string().min(20).max(160),
  /** Category slugs this product belongs to. */
  categories: z.array(slug).min(1),
});
export type Product = z.infer<typeof productSchema>;

export const legacyPageSchema = z.object({
  slug,
  title: z.string().min(3),
  description: z.string().min(60).max(300),
  /** A lucide-react icon name from the set the page component maps. */
  icon: z.enum(["bone", "brain", "heart", "leaf", "droplet", "shield", "gem", "activity", "flame"]),
  /** Category slug whose tint colours the header. */
  tintFrom: slug,
  /** 'How Ayurveda Can Help': 2-4 paragraphs. */
  ayurvedicInfo: z.array(z.string().min(80)).min(2).max(4),
  /** Recommended product ids (from the product list), 3-6. */
  products: z.array(slug).min(3).max(6),
  /** The catalogue category a visitor should explore next. */
  relatedCategory: slug,
});
export type LegacyPage = z.infer<typeof legacyPageSchema>;

export const doctorSchema = z.object({
  id: slug,
  name: z.string().min(3),
  specialization: z.enum([
    "Panchakarma",
    "Digestive Health",
    "Women's Health",
    "Joint & Bone",
    "Mental Health & Stress",
    "Skin & Hair",
  ]),
  experience: z.number().int().min(1),
  rating: z.number().min(1).max(5),
  location: z.enum(["Delhi", "Mumbai", "Bangalore", "Pune", "Kerala", "Jaipur"]),
  qualifications: z.array(z.string()).min(1),
  languages: z.array(z.string()).min(1),
  consultationFee: z.number().int(),
  description: z.string().min(80),
});
export type Doctor = z.infer<typeof doctorSchema>;

/**
 * A patient's own words. Only real patients who agreed in writing to be quoted: a made-up
 * testimonial is a fake review (FTC 16 CFR 465, UK DMCC Act 2024), and the date of that
 * consent is part of the record so it can be shown on request.
 */
export const testimonialSchema = z.object({
  quote: z.string().min(40).max(600),
  /** As the patient agreed to be named, e.g. "Sarah M.". */
  name: z.string().min(2).max(60),
  country: z.string().min(2).max(60),
  /** The catalogue category the consultation was about. */
  category: slug.optional(),
  consentGiven: z.iso.date(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
