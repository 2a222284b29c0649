import { isFormType } from "../form-types";
import type { LeadRecord, LeadStatus, StoredLead } from "../record";

/** The lead table's columns, in the order both stores declare them. */
export const leadColumns = [
  "id",
  "form_type",
  "received_at",
  "name",
  "email",
  "country_code",
  "country",
  "phone",
  "phone_e164",
  "message",
  "consultation_type",
  "details",
  "page_url",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "user_agent",
  "client_date",
  "client_time",
  "client_timestamp",
] as const;

export type LeadColumn = (typeof leadColumns)[number];
export type LeadRow = Record<LeadColumn, string> & { status: string; contacted_at: string | Date | null; booked_at?: string | Date | null };

export function toRow(lead: LeadRecord): Record<LeadColumn, string> {
  return {
    id: lead.id,
    form_type: lead.formType,
    received_at: lead.receivedAt,
    name: lead.name,
    email: lead.email,
    country_code: lead.countryCode,
    country: lead.country,
    phone: lead.phone,
    phone_e164: lead.phoneE164,
    message: lead.message,
    consultation_type: lead.consultationType,
    details: JSON.stringify(lead.details),
    page_url: lead.pageUrl,
    landing_page: lead.landingPage,
    referrer: lead.referrer,
    utm_source: lead.utmSource,
    utm_medium: lead.utmMedium,
    utm_campaign: lead.utmCampaign,
    utm_term: lead.utmTerm,
    utm_content: lead.utmContent,
    user_agent: lead.userAgent,
    client_date: lead.date,
    client_time: lead.time,
    client_timestamp: lead.timestamp,
  };
}

export const iso = (value: string | Date | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

export function fromRow(row: LeadRow): StoredLead {
  const formType = row.form_type;
  if (!isFormType(formType)) throw new Error(`Unknown form type in the lead store: ${formType}`);
  return {
    id: row.id,
    formType,
    receivedAt: iso(row.received_at) ?? "",
    name: row.name,
    email: row.email,
    countryCode: row.country_code,
    country: row.country,
    phone: row.phone,
    phoneE164: row.phone_e164,
    message: row.message,
    consultationType: row.consultation_type,
    details: typeof row.details === "string" ? (JSON.parse(row.details || "{}") as Record<string, unknown>) : row.details,
    pageUrl: row.page_url,
    landingPage: row.landing_page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    userAgent: row.user_agent,
    date: row.client_date,
    time: row.client_time,
    timestamp: row.client_timestamp,
    status: row.status as LeadStatus,
    contactedAt: iso(row.contacted_at),
    bookedAt: iso(row.booked_at ?? null),
  };
}
