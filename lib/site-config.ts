/**
 * The clinic's facts in one place. Every page reads them from here; environment
 * variables override the defaults so a deployment never edits code to change a number.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : fallback;
}

const phone = env("SITE_PHONE", "+91 120 456 7890");

export const siteConfig = {
  name: env("SITE_NAME", "Sanjeevani Ayurveda"),
  tagline: "Online Ayurvedic consultations with certified doctors in India",
  description:
    "Book a free online consultation with certified Ayurvedic doctors in India. Personalised herbs, diet and daily routine, with herbal products shipped worldwide.",
  /** Public origin used for canonical links, the sitemap and structured data. */
  url: env("SITE_URL", "http://localhost:3000").replace(/\/+$/, ""),
  phone,
  /** Digits and a leading + only, for tel: links and the clipboard. */
  phoneDial: phone.replace(/[^\d+]/g, ""),
  email: env("SITE_EMAIL", "care@sanjeevaniayurveda.com"),
  office: {
    city: "Ghaziabad",
    region: "Uttar Pradesh",
    country: "India",
    countryCode: "IN",
    responseTime: "24-48 hours on working days",
  },
  social: [
    { label: "Facebook", href: env("SOCIAL_FACEBOOK", "https://www.facebook.com/sanjeevaniayurveda") },
    { label: "Instagram", href: env("SOCIAL_INSTAGRAM", "https://www.instagram.com/sanjeevaniayurveda") },
    { label: "YouTube", href: env("SOCIAL_YOUTUBE", "https://www.youtube.com/@sanjeevaniayurveda") },
    { label: "LinkedIn", href: env("SOCIAL_LINKEDIN", "https://www.linkedin.com/company/sanjeevaniayurveda") },
  ],
  promises: {
    freeShippingAbove: 499,
    newClientsPerMonth: 50,
    guaranteeDays: 30,
    contactWithinHours: 24,
  },
  stats: [
    { value: "10,000+", label: "Happy patients" },
    { value: "54+", label: "Countries" },
    { value: "5000+", label: "Products" },
    { value: "95%", label: "Success rate" },
  ],
  policiesEffective: "22 June 2025",
} as const;

export type SiteConfig = typeof siteConfig;
