/**
 * The cache tags of the clinic's facts (lib/site/live.ts): every page that shows a record carries
 * its tag, and a save revalidates the tags of what it changed, on every instance.
 */
export const siteTags = {
  contact: "site:contact",
  claims: "site:claims",
  figures: "site:figures",
  /** The doctors (lib/site/doctors.ts) and their photographs. */
  doctors: "site:doctors",
} as const;

export type SiteTag = (typeof siteTags)[keyof typeof siteTags];

export const allSiteTags: SiteTag[] = Object.values(siteTags);

export const isSiteTag = (value: string): value is SiteTag => (allSiteTags as string[]).includes(value);
