import { config } from "./config";
import { certified, confirmedFact } from "@/content/clinic-facts";

/**
 * The clinic's facts in one place. Every page reads them from here; environment
 * variables (lib/config.ts) override the defaults so a deployment never edits code to
 * change a number.
 */
const { site } = config();
/** The office's city, once the clinic has confirmed it (content/clinic-facts.ts); until then pages say only "India". */
const city = confirmedFact("officeCity");

export const siteConfig = {
  name: site.name,
  tagline: `Online Ayurvedic consultations with ${certified}doctors in India`,
  description: `Book a free online consultation with ${certified}Ayurvedic doctors in India. Personalised herbs, diet and daily routine, with herbal products shipped worldwide.`,
  /** Public origin used for canonical links, the sitemap and structured data. */
  url: site.url,
  phone: site.phone,
  /** Digits and a leading + only, for tel: links and the clipboard. */
  phoneDial: site.phone.replace(/[^\d+]/g, ""),
  email: site.email,
  /** The WhatsApp number (digits only, country code first), or undefined: no WhatsApp link appears anywhere. */
  whatsapp: site.whatsapp,
  office: {
    /** The full postal address, once the clinic has configured it. */
    address: site.address,
    city,
    /** The city's state, shown only beside the confirmed city. */
    region: city ? "Uttar Pradesh" : undefined,
    country: "India",
    /** Where the team works, as a line of text: "<city>, India", or "India" until the city is confirmed. */
    place: city ? `${city}, India` : "India",
    countryCode: "IN",
    responseTime: "24-48 hours on working days",
  },
  /** Only the profiles the clinic has configured: no invented address is ever linked. */
  social: [
    { label: "Facebook", href: site.social.facebook },
    { label: "Instagram", href: site.social.instagram },
    { label: "YouTube", href: site.social.youtube },
    { label: "LinkedIn", href: site.social.linkedin },
  ].filter((profile): profile is { label: string; href: string } => Boolean(profile.href) && profile.href !== "none"),
  promises: {
    freeShippingAbove: 499,
    contactWithinHours: 24,
  },
} as const;
