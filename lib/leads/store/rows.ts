import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Insertable,
  type Selectable,
} from "kysely";
import type { DB, LeadEvents, Leads, Outbox } from "@/lib/db/schema";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import { isLeadFormType } from "../form-types";
import type { LeadRecord, LeadStatus, StoredLead } from "../record";
import type { DeliveryRow, LeadEvent, OutboxTarget } from "./types";

/**
 * The lead tables' rows, typed by the migrated schema (lib/db/schema.ts), and the records the
 * rest of the code uses: the one place each of their columns is mapped (also by the end-to-end
 * tests, which insert leads as the store would).
 */
export type LeadRow = Selectable<Leads>;

/** A lead as its row is inserted; text without U+0000, which PostgreSQL refuses. */
export function leadInsert(lead: LeadRecord): Insertable<Leads> {
  const text = withoutNul;
  return {
    id: text(lead.id),
    form_type: text(lead.formType),
    received_at: text(lead.receivedAt),
    name: text(lead.name),
    email: text(lead.email),
    country_code: text(lead.countryCode),
    country: text(lead.country),
    phone: text(lead.phone),
    phone_e164: text(lead.phoneE164),
    message: text(lead.message),
    consultation_type: text(lead.consultationType),
    // Sent as JSON text: node-postgres would send a JavaScript array as a PostgreSQL array.
    details: jsonWithoutNul(lead.details),
    page_url: text(lead.pageUrl),
    landing_page: text(lead.landingPage),
    referrer: text(lead.referrer),
    utm_source: text(lead.utmSource),
    utm_medium: text(lead.utmMedium),
    utm_campaign: text(lead.utmCampaign),
    utm_term: text(lead.utmTerm),
    utm_content: text(lead.utmContent),
    user_agent: text(lead.userAgent),
    client_date: text(lead.date),
    client_time: text(lead.time),
    client_timestamp: text(lead.timestamp),
    consent_version: lead.consent ? text(lead.consent.version) : null,
    consent_at: lead.consent?.at ?? null,
  };
}

/** Kysely that only writes SQL, never connects: for the statement below. */
const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The insert of one lead as SQL and its parameters, for the end-to-end tests, which write to the running site's store with a plain client. */
export const insertLeadStatement = (lead: LeadRecord) =>
  compiler.insertInto("leads").values(leadInsert(lead)).compile();

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
    details: row.details as Record<string, unknown>,
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
    consent:
      row.consent_version && row.consent_at ? { version: row.consent_version, at: row.consent_at.toISOString() } : null,
    status: row.status as LeadStatus,
    contactedAt: iso(row.contacted_at),
    bookedAt: iso(row.booked_at),
  };
}

export const toDeliveryRow = (row: Selectable<Outbox>): DeliveryRow => ({
  id: row.id,
  leadId: row.lead_id,
  target: row.target as OutboxTarget,
  message: row.message,
  status: row.status as DeliveryRow["status"],
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  deliveredAt: iso(row.delivered_at),
});

export const toEvent = (r: Selectable<LeadEvents>): LeadEvent => ({
  id: r.id,
  leadId: r.lead_id,
  at: r.at.toISOString(),
  staffId: r.staff_id,
  staffName: r.staff_name,
  kind: r.kind as LeadEvent["kind"],
  fromStatus: r.from_status as LeadStatus | null,
  toStatus: r.to_status as LeadStatus | null,
  note: r.note,
});
