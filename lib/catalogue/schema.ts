import { z } from "zod";
import { herbCautionKeys } from "@/content/herb-cautions";
import { coverageSchema } from "./coverage";

export { slugify } from "./slug";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase-hyphenated slug");
const hex = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour");

const aliasSchema = z.object({
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
  /** "children": its pages suggest no products; herbs for a child are chosen in a consultation. */
  audience: z.enum(["adults", "children"]).default("adults"),
  /** The readers its name speaks to (lib/catalogue/coverage.ts): no product whose cautions rule them out is listed under it. */
  covers: coverageSchema,
});

export type CategoryEntry = z.input<typeof categoryEntrySchema>;

const productFormSchema = z.enum([
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
  /** Its main herbs, by id from content/herbs.ts: their cautions become the product's. */
  ingredients: z.array(slug).min(1),
  /** Main ingredients that are not herbs of the list: "rock salt", "cow's ghee". */
  otherIngredients: z.array(z.string().min(3)).default([]),
  /** Cautions its other ingredients bring (sugar, alcohol), or its use does (children). */
  extraCautions: z.array(z.enum(herbCautionKeys)).default([]),
  /** "skin": an oil for massage or the face, whose herbs' cautions for taking them by mouth do not apply. */
  appliedTo: z.enum(["mouth", "skin"]).default("mouth"),
  /**
   * Independent heavy-metal test results for the batch the clinic sells. A product with a
   * heavy-metal caution (bhasma, shilajit) is never suggested without them.
   */
  labReport: z.url().optional(),
});
export type Product = z.output<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

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
  /** Recommended product ids (from the product list), 3-6; none on a page of content/pages-without-products.ts. */
  products: z.array(slug).max(6),
  /** Every herb or formula the page names, by id from content/herbs.ts. */
  herbs: z.array(slug).default([]),
  /** The readers the page speaks to, as a condition page's front matter says it (lib/catalogue/coverage.ts). */
  covers: coverageSchema,
  /** The catalogue category a visitor should explore next. */
  relatedCategory: slug,
});
export type LegacyPage = z.output<typeof legacyPageSchema>;
export type LegacyPageInput = z.input<typeof legacyPageSchema>;

/**
 * Where a doctor stands with the clinic. "sample": a profile written to show the pages' shape,
 * not a real person; it is marked as such wherever it appears and names no page as reviewer or
 * author (decision 020). "confirmed": the clinic has checked the doctor's registration.
 */
const registrationSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("sample") }),
  z.object({
    status: z.literal("confirmed"),
    /** The body the doctor is registered with, e.g. "Kerala State Medical Council for Indian Systems of Medicine". */
    body: z.string().min(5),
    number: z.string().min(2),
    /** The day the clinic checked the registration. */
    confirmedOn: z.iso.date(),
  }),
]);

/** A rating is shown only with how many people gave it and where they did. */
const ratingSchema = z.object({
  value: z.number().min(1).max(5),
  count: z.number().int().min(1),
  /** Where the ratings were given, e.g. "Google reviews". */
  source: z.string().min(3),
  url: z.url(),
});

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
  registration: registrationSchema,
  rating: ratingSchema.optional(),
  location: z.string().min(2),
  qualifications: z.array(z.string()).min(1),
  languages: z.array(z.string()).min(1),
  consultationFee: z.number().int(),
  description: z.string().min(80),
  /**
   * The catalogue categories whose pages this doctor may review, as the clinic decides from
   * the doctor's training; a page names a reviewer only inside these (and only once confirmed).
   */
  reviews: z.array(slug).default([]),
});
export type Doctor = z.output<typeof doctorSchema>;
export type DoctorInput = z.input<typeof doctorSchema>;

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

/** A herb or classical formula the site names (content/herbs.ts). */
export const herbSchema = z.object({
  id: slug,
  /** The name pages use first, usually the Sanskrit or Hindi one: "Ashwagandha". */
  name: z.string().min(2),
  /** English names, comma-separated when several: "amla, Indian gooseberry". */
  english: z.string().min(2).optional(),
  /** The botanical name; other accepted names in brackets. */
  latin: z.string().min(3).optional(),
  /** Every other name a page may use for it. */
  named: z.array(z.string().min(3)).default([]),
  /** Traditional use in one line, never a disease it treats. */
  use: z.string().min(20).max(200),
  cautions: z.array(z.enum(herbCautionKeys)),
  /** One sentence more, where the cautions need context ("as a spice in food it is generally safe"). */
  note: z.string().min(10).optional(),
  /** A formula's herbs, whose cautions it carries too. */
  parts: z.array(slug).default([]),
  /**
   * Why it needs no caution, where neither it nor its parts carry one: true of the way the pages name
   * it (a spice in food amounts, an oil for the skin) and of its safety record in `sources`.
   */
  noCaution: z.string().min(40).optional(),
  /** The pages its cautions and note were written from, each opened and read (never an address from memory). */
  sources: z.array(z.url()).default([]),
});
export type Herb = z.output<typeof herbSchema>;
export type HerbInput = z.input<typeof herbSchema>;

/**
 * A figure about the clinic for the home page. A sample is not shown: a figure appears only once
 * the clinic confirms it and says how it is counted (decision 020).
 */
export const statSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("sample"), value: z.string().min(1), label: z.string().min(3) }),
  z.object({
    status: z.literal("confirmed"),
    value: z.string().min(1),
    label: z.string().min(3),
    /** How the clinic counts it, e.g. "patients with at least one consultation since 2018, from the clinic's records". */
    basis: z.string().min(20),
  }),
]);
export type Stat = z.output<typeof statSchema>;
