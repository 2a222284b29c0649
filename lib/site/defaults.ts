import { clinicFacts, type ClinicFact, type ClinicFactKey } from "@/content/clinic-facts";
import { homeFigures } from "@/content/stats";
import { config } from "@/lib/config";
import { claimKeys, figureKeys, type Claim, type Contact, type Figure, type FigureKey } from "./records";

/**
 * What the site shows while the store has no saved record: today's values, from the SITE_*
 * variables (lib/config.ts) and content/*.ts, so a fresh clone's `npm start` shows the site as
 * it was before the desk, and a build with no database prerenders the same.
 */
export type SiteFacts = {
  contact: Contact;
  claims: Record<ClinicFactKey, Claim>;
  figures: Record<FigureKey, Figure>;
};

export function defaultContact(): Contact {
  const { site } = config();
  return {
    name: site.name,
    phone: site.phone,
    email: site.email,
    whatsapp: site.whatsapp ?? "",
    address: site.address ?? "",
    region: "Uttar Pradesh",
    responseTime: "24-48 hours on working days",
    workingHours: "",
    facebook: site.social.facebook ?? "",
    instagram: site.social.instagram ?? "",
    youtube: site.social.youtube ?? "",
    linkedin: site.social.linkedin ?? "",
  };
}

/** A confirmation written in content/clinic-facts.ts (a day and a basis), as the desk records one. */
function contentConfirmation(fact: ClinicFact<unknown>): Claim["confirmed"] {
  return fact.confirmed
    ? { at: `${fact.confirmed.on}T00:00:00.000Z`, by: "content/clinic-facts.ts", basis: fact.confirmed.basis }
    : null;
}

export const defaultClaim = (key: ClinicFactKey): Claim => {
  const fact: ClinicFact<unknown> = clinicFacts[key];
  return { value: fact.value as string | number, confirmed: contentConfirmation(fact) };
};

export const defaultFigure = (key: FigureKey): Figure => ({ ...homeFigures[key], confirmed: null });

export function defaultFacts(): SiteFacts {
  return {
    contact: defaultContact(),
    claims: Object.fromEntries(claimKeys.map((key) => [key, defaultClaim(key)])) as SiteFacts["claims"],
    figures: Object.fromEntries(figureKeys.map((key) => [key, defaultFigure(key)])) as SiteFacts["figures"],
  };
}
