import { catalogue } from "@/lib/catalogue";
import { consultationsPath } from "@/lib/catalogue/build";
import { bookConsultationPath } from "@/lib/paths";

/** The site's fixed pages: one list feeds the footer, the sitemap and the link checks. */
export const staticPages = {
  home: { href: "/", label: "Home" },
  about: { href: "/about", label: "About Us" },
  consultations: { href: consultationsPath, label: "Consultations" },
  doctors: { href: "/doctors", label: "Our Doctors" },
  products: { href: "/products", label: "Products" },
  diet: { href: "/book-my-diet", label: "Book My Diet" },
  blogs: { href: "/blogs", label: "Blog" },
  faq: { href: "/faq", label: "FAQ" },
  contact: { href: "/contact", label: "Contact" },
  bookConsultation: { href: bookConsultationPath, label: "Book a Free Consultation" },
  shipping: { href: "/shipping", label: "Shipping Policy" },
  privacy: { href: "/privacy", label: "Privacy Policy" },
  terms: { href: "/terms", label: "Terms & Conditions" },
  refund: { href: "/refund", label: "Refund & Replacement" },
  disclaimer: { href: "/disclaimer", label: "Disclaimer" },
} as const;

export const mainNav = [staticPages.home, staticPages.about, staticPages.doctors, staticPages.products, staticPages.diet, staticPages.blogs, staticPages.contact];
export const quickLinks = [staticPages.about, staticPages.consultations, staticPages.doctors, staticPages.products, staticPages.diet, staticPages.blogs, staticPages.faq, staticPages.contact];
export const legalLinks = [staticPages.shipping, staticPages.privacy, staticPages.terms, staticPages.refund, staticPages.disclaimer];

export const legacyPageHref = (slug: string) => `${consultationsPath}/${slug}`;

/** Every canonical path the site serves (no aliases): the sitemap and the link checker read this. */
export function canonicalPaths(): string[] {
  return [
    ...Object.values(staticPages).map((p) => p.href),
    ...catalogue.categories.map((c) => c.href),
    ...catalogue.conditions.map((c) => c.href),
    ...catalogue.legacyPages.map((p) => legacyPageHref(p.slug)),
  ];
}
