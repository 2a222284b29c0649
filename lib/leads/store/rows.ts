import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import { isLeadFormType } from "../form-types";
import type { LeadRecord, LeadStatus, StoredLead } from "../record";
import type { DeliveryRow, DeliveryTarget, LeadEvent } from "./types";

/**
 * Rows as PostgreSQL returns them, and the records the rest of the code uses: the one place
 * each table's columns are named and mapped (also by the end-to-end tests, which insert leads
 * as the store would).
 */

/** The lead table's columns that an insert writes, in the table's order. */
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

/**
 * The consent's columns (migration 0007), apart from leadColumns: the import of earlier
 * releases copies leadColumns from tables that never had them, and leaves these NULL.
 */
const consentColumns = ["consent_version", "consent_at"] as const;

type LeadColumn = (typeof leadColumns)[number];
export type LeadRow = Omit<Record<LeadColumn, string>, "received_at" | "details"> & {
  received_at: Date;
  details: Record<string, unknown>;
  status: string;
  contacted_at: Date | null;
  booked_at: Date | null;
  consent_version: string | null;
  consent_at: Date | null;
};

const insertColumns = [...leadColumns, ...consentColumns];

/** The insert of one lead, with leadValues' values. */
export const insertLeadSql = `INSERT INTO leads (${insertColumns.join(", ")}) VALUES (${insertColumns.map((_, i) => `$${i + 1}`).join(", ")})`;

/** The values of an insert into leads, in insertLeadSql's order; text without U+0000, which PostgreSQL refuses. */
export function leadValues(lead: LeadRecord): Array<string | null> {
  const row = toRow(lead);
  const values: Array<string | null> = leadColumns.map((column) => (column === "details" ? jsonWithoutNul(lead.details) : withoutNul(row[column])));
  return [...values, lead.consent ? withoutNul(lead.consent.version) : null, lead.consent?.at ?? null];
}

function toRow(lead: LeadRecord): Record<LeadColumn, string> {
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

export const iso = (value: Date | null) => value?.toISOString() ?? null;

export function fromRow(row: LeadRow): StoredLead {
  const formType = row.form_type;
  if (!isLeadFormType(formType)) throw new Error(`Unknown form type in the lead store: ${formType}`);
  return {
    id: row.id,
    formType,
    receivedAt: row.received_at.toISOString(),
    name: row.name,
    email: row.email,
    countryCode: row.country_code,
    country: row.country,
    phone: row.phone,
    phoneE164: row.phone_e164,
    message: row.message,
    consultationType: row.consultation_type,
    details: row.details,
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
    consent: row.consent_version && row.consent_at ? { version: row.consent_version, at: row.consent_at.toISOString() } : null,
    status: row.status as LeadStatus,
    contactedAt: iso(row.contacted_at),
    bookedAt: iso(row.booked_at),
  };
}

export type OutboxRow = {
  id: number;
  lead_id: string;
  target: DeliveryTarget;
  message: string | null;
  status: DeliveryRow["status"];
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
};

export const toDeliveryRow = (row: OutboxRow): DeliveryRow => ({
  id: row.id,
  leadId: row.lead_id,
  target: row.target,
  message: row.message,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  deliveredAt: iso(row.delivered_at),
});

export type EventRow = {
  id: number;
  lead_id: string;
  at: Date;
  staff_id: string | null;
  staff_name: string;
  kind: LeadEvent["kind"];
  from_status: string | null;
  to_status: string | null;
  note: string;
};

export const toEvent = (r: EventRow): LeadEvent => ({
  id: r.id,
  leadId: r.lead_id,
  at: r.at.toISOString(),
  staffId: r.staff_id,
  staffName: r.staff_name,
  kind: r.kind,
  fromStatus: r.from_status as LeadStatus | null,
  toStatus: r.to_status as LeadStatus | null,
  note: r.note,
});
