import type { ColumnValues } from "@/lib/db/columns";
import type { LeadConsent } from "./consent";
import type { LeadFormType } from "./form-types";

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
  formType: LeadFormType;
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
  /**
   * The box the visitor ticked: the version of its words (lib/leads/consent.ts) and when the
   * server received it. Null only for leads stored before the box existed (migration 0007).
   */
  consent: LeadConsent | null;
};

/**
 * Where a lead stands in the clinic's follow-up (docs/decisions/036): new → contacted →
 * booked → closed, or not interested at any point. The first two are the inbox's original
 * states, so rows stored before the pipeline keep their meaning.
 */
export const leadStatuses = [
  "new",
  "contacted",
  "booked",
  "closed",
  "not_interested",
] as const satisfies readonly ColumnValues<"leads", "status">[];
export type LeadStatus = (typeof leadStatuses)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus => leadStatuses.includes(value as LeadStatus);

export const statusLabels: Record<ColumnValues<"leads", "status">, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  closed: "Closed",
  not_interested: "Not interested",
};

export type StoredLead = LeadRecord & {
  status: LeadStatus;
  /** When the lead last became contacted (null while new). */
  contactedAt: string | null;
  /** When the lead first reached booked: the overview's "share that booked" counts these. */
  bookedAt: string | null;
};
