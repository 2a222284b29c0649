import type { FormType } from "./form-types";

/** Where the visit came from, so the clinic knows which page and campaign works. */
export type VisitSource = {
  landingPage: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
};

/** One lead as the clinic keeps it: the first site's record plus what the clinic needs to follow up. */
export type LeadRecord = VisitSource & {
  id: string;
  formType: FormType;
  /** The server's clock, ISO 8601 UTC: the time the clinic can trust. */
  receivedAt: string;
  name: string;
  email: string;
  /** Dial code as the first site's payload sends it ("+44"). */
  countryCode: string;
  /** ISO country when known ("GB"). */
  country: string;
  /** The digits the visitor typed. */
  phone: string;
  phoneE164: string;
  message: string;
  consultationType: string;
  /** Fields only one form has: doctor and date, diet answers, cart lines and total. */
  details: Record<string, unknown>;
  pageUrl: string;
  userAgent: string;
  /** The visitor's locale date and time strings and ISO time, as the first site's payload carries them. */
  date: string;
  time: string;
  timestamp: string;
};

export type LeadStatus = "new" | "contacted";

export type StoredLead = LeadRecord & { status: LeadStatus; contactedAt: string | null };
