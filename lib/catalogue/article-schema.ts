import { z } from "zod";
import { furtherReadingSchema } from "@/lib/content/further-reading";
import { coverageSchema } from "./coverage";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * Front matter of content/conditions/<category>/<slug>.md, the one source for its condition
 * (docs/content-standard.md). The folder is its category and the file name its slug. Strict:
 * a field nothing reads fails the build instead of drifting from the text.
 */
export const conditionFrontMatterSchema = z.strictObject({
  /** The condition's name wherever it is shown: menus, cards, the page's title, breadcrumbs. */
  title: z.string().min(3),
  /** One or two plain sentences: the category page's card, and under the page's title. */
  summary: z.string().min(60).max(260),
  /** For search results and share cards. */
  description: z
    .string()
    .min(120, "description must be 120-160 characters")
    .max(160, "description must be 120-160 characters"),
  keywords: z.array(z.string().min(2)).min(3).max(12),
  /**
   * Product ids from content/products.ts: 3 or 4, or none on the pages content/pages-without-products.ts
   * lists (serious diseases among them) and on children's pages.
   */
  products: z.array(slug).max(4),
  /** Every herb or formula the article names, by id from content/herbs.ts: their cautions are shown. */
  herbs: z.array(slug).default([]),
  /**
   * The readers the article speaks to, in the terms of lib/catalogue/coverage.ts: what it names as a cause,
   * trigger, form, stage, symptom, complication or usual treatment of its condition (docs/content-standard.md).
   * Required, so that every article is read for it; a product whose cautions rule out one of them is refused.
   */
  covers: coverageSchema,
  /** Related condition pages as "category/slug". */
  related: z
    .array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/))
    .min(2)
    .max(3),
  /** A confirmed doctor whose reviewing covers this category; without one, the editorial team signs. */
  reviewedBy: slug.optional(),
  /** The day the content last changed, truly: a test compares it with the file's history. */
  updated: z.iso.date(),
  furtherReading: furtherReadingSchema,
});
export type ConditionFrontMatter = z.output<typeof conditionFrontMatterSchema>;

/** The six sections in the order of docs/content-standard.md, recognised by what each H2 heading says. */
export const sectionPatterns: { name: string; pattern: RegExp }[] = [
  { name: "overview", pattern: /./ },
  { name: "Ayurvedic view", pattern: /ayurved|dosha/i },
  { name: "symptoms", pattern: /symptom|sign/i },
  { name: "healing approach", pattern: /approach|heal|car(e|ing)|herb|support|manag/i },
  { name: "benefits", pattern: /benefit/i },
  { name: "closing invitation", pattern: /consult|book|session|doctor|start|next step/i },
];

/** Phrases docs/content-standard.md forbids: promises of a cure or a result. */
export const forbiddenPhrases: RegExp[] = [
  /\bcures?\b/i,
  /\bcured\b/i,
  /\bguarantee(d|s)?\b/i,
  /100\s?%/,
  /\bmiracle/i,
  /\bpermanent(ly)?\b/i,
  /no side[- ]effects?/i,
];

export const WORDS_MIN = 600;
export const WORDS_MAX = 1000;
