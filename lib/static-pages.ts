import { bookConsultationPath, consultationsPath } from "@/lib/paths";

/**
 * The site's fixed pages: one list feeds the footer, the sitemap and the link checks. Apart
 * from lib/routes.ts because the catalogue checks its articles' links against these, and
 * lib/routes.ts reads the catalogue.
 */
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
  doshaAssessment: { href: "/dosha-assessment", label: "Dosha Self-Assessment" },
  shipping: { href: "/shipping", label: "Shipping Policy" },
  privacy: { href: "/privacy", label: "Privacy Policy" },
  terms: { href: "/terms", label: "Terms & Conditions" },
  refund: { href: "/refund", label: "Refund & Replacement" },
  disclaimer: { href: "/disclaimer", label: "Disclaimer" },
  editorialPolicy: { href: "/editorial-policy", label: "Editorial Policy" },
} as const;
