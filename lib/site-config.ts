import { config } from "./config";
import { certified } from "@/content/clinic-facts";

/**
 * What every page knows at build and never changes without one: the public address, the words
 * built from content/clinic-facts.ts's build-time claims, and the shop's promises. The clinic's
 * name and contact details, its office and its profiles are the clinic's to edit in the desk:
 * server components read them from `await liveSite()` (lib/site). `name` here is SITE_NAME (or
 * the default), only for what is written at build (share cards, the pages' og:site_name).
 */
const { site } = config();

export const siteConfig = {
  name: site.name,
  tagline: `Online Ayurvedic consultations with ${certified}doctors in India`,
  description: `Book a free online consultation with ${certified}Ayurvedic doctors in India. Personalised herbs, diet and daily routine, with herbal products shipped worldwide.`,
  /** Public origin used for canonical links, the sitemap and structured data. */
  url: site.url,
  promises: {
    freeShippingAbove: 499,
    contactWithinHours: 24,
  },
} as const;
