import { claimWords, type Confirmed } from "@/content/clinic-facts";
import type { Stat } from "@/lib/catalogue";
import type { SiteFacts } from "./defaults";
import { socialNetworks, type Confirmation } from "./records";

/**
 * What the pages show, worked out from the clinic's facts as the store holds them (or their
 * defaults): the brand, how to reach the clinic, the office, the profiles it has, and the claims
 * it has confirmed. An unconfirmed claim is undefined here, and the page leaves it out.
 */
export type SiteSettings = ReturnType<typeof siteSettings>;

export function siteSettings({ contact, claims }: Pick<SiteFacts, "contact" | "claims">, url: string) {
  // The store's values are checked on save as the claim's kind (claimValueSchema): a count or a wording.
  const confirmed = ((key) => (claims[key].confirmed ? claims[key].value : undefined)) as Confirmed;
  const city = confirmed("officeCity");
  return {
    name: contact.name,
    /** Public origin used for canonical links, the sitemap and structured data (SITE_URL: infrastructure, not a fact). */
    url,
    phone: contact.phone,
    /** Digits and a leading + only, for tel: links and the clipboard. */
    phoneDial: contact.phone.replace(/[^\d+]/g, ""),
    email: contact.email,
    /** Digits only, country code first, or undefined: no WhatsApp link appears anywhere. */
    whatsapp: contact.whatsapp || undefined,
    workingHours: contact.workingHours || undefined,
    office: {
      /** The full postal address, once the clinic has given it. */
      address: contact.address || undefined,
      city,
      /** The city's state, shown only beside the confirmed city. */
      region: city && contact.region ? contact.region : undefined,
      country: "India",
      /** Where the team works, as a line of text: "<city>, India", or "India" until the city is confirmed. */
      place: city ? `${city}, India` : "India",
      countryCode: "IN",
      responseTime: contact.responseTime,
    },
    /** Only the profiles the clinic has given: no invented address is ever linked. */
    social: socialNetworks
      .map(([network, label]) => ({ label, href: contact[network] }))
      .filter((profile) => profile.href !== "" && profile.href !== "none"),
    /** A claim's value once confirmed, else undefined: the page leaves it out. */
    confirmed,
    /** The sentences built on claims ("a certified Ayurvedic doctor"), from the confirmed ones. */
    words: claimWords(confirmed),
  };
}

const stat = (value: string, label: string, confirmation: Confirmation | null): Stat =>
  confirmation ? { status: "confirmed", value, label, basis: confirmation.basis } : { status: "sample", value, label };

/** The home page's figures, in its order; the page shows only the confirmed ones. Its countries are the FAQ's claim. */
export function homeStats(claims: SiteFacts["claims"], figures: SiteFacts["figures"]): Stat[] {
  const countries = claims.countriesServed;
  return [
    stat(figures.happyPatients.value, figures.happyPatients.label, figures.happyPatients.confirmed),
    stat(`${countries.value}+`, "Countries", countries.confirmed),
    stat(figures.products.value, figures.products.label, figures.products.confirmed),
  ];
}
