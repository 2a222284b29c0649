import { catalogue } from "@/lib/catalogue";
import { staticPages } from "@/lib/static-pages";

export { legacyPageHref } from "@/lib/catalogue";

export const mainNav = [
  staticPages.home,
  staticPages.about,
  staticPages.doctors,
  staticPages.products,
  staticPages.diet,
  staticPages.blogs,
  staticPages.contact,
];
export const quickLinks = [
  staticPages.about,
  staticPages.consultations,
  staticPages.doctors,
  staticPages.products,
  staticPages.diet,
  staticPages.doshaAssessment,
  staticPages.blogs,
  staticPages.faq,
  staticPages.contact,
];
/** Links the phone menu lists after the DISEASE list. */
export const menuExtras = [staticPages.doshaAssessment];
export const legalLinks = [
  staticPages.shipping,
  staticPages.privacy,
  staticPages.terms,
  staticPages.refund,
  staticPages.disclaimer,
  staticPages.editorialPolicy,
];

/** Every canonical path the site serves (no aliases): the sitemap and the link checker read this. */
export function canonicalPaths(): string[] {
  return [...Object.values(staticPages).map((p) => p.href), ...catalogue.pagePaths];
}
