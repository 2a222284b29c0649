import { config } from "./config";
import { claimWords, confirmedFact } from "@/content/clinic-facts";

/**
 * What every page knows at build and never changes without one: the public address, the words
 * built from content/clinic-facts.ts's build-time claims, and the shop's promises. The clinic's
 * name and contact details, its office and its profiles are the clinic's to edit in the desk:
 * server components read them from `await liveSite()` (lib/site). `name` here is SITE_NAME (or
 * the default), only for what is written at build (share cards, the pages' og:site_name).
 */
const { site } = config();
const words = claimWords(confirmedFact);

export const siteConfig = {
  name: site.name,
  /** The build's wording; the public pages take the desk's (`(await liveSite()).words`). */
  tagline: words.tagline,
  description: words.description,
  /** Public origin used for canonical links, the sitemap and structured data. */
  url: site.url,
  promises: {
    freeShippingAbove: 499,
    contactWithinHours: 24,
  },
} as const;
