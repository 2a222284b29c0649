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
import { jsonObject } from "@/lib/db/columns";
import { sealedContext } from "@/lib/db/sealed-columns";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import type { Vault } from "@/lib/vault";
import { isLeadFormType } from "../form-types";
import type { LeadRecord, StoredLead } from "../record";
import type { DeliveryRow, LeadEvent } from "./types";

/**
 * The lead tables' rows, typed by the migrated schema (lib/db/schema.ts), and the records the
 * rest of the code uses: the one place each of their columns is mapped (also by the end-to-end
 * tests, which insert leads as the store would). The health details are sealed here on the way
 * in and opened on the way out (lib/db/sealed-columns.ts lists them), so every reader of the
 * store, the desk, the CSV and the privacy export among them, gets them plain.
 */
export type LeadRow = Selectable<Leads>;

/** What the mappers need of the database's vault (the end-to-end tests bring their own, from the store's key file). */
export type Sealer = Pick<Vault, "sealText">;
export type Opener = Pick<Vault, "openText" | "openJson">;

/** A lead as its row is inserted; text without U+0000, which PostgreSQL refuses. */
export function leadInsert(lead: LeadRecord, vault: Sealer): Insertable<Leads> {
  const text = withoutNul;
  const id = text(lead.id);
  const sealed = (column: string, value: string) => vault.sealText(text(value), sealedContext("leads", column, id));
  return {
    id,
    form_type: text(lead.formType),
    received_at: text(lead.receivedAt),
    name: text(lead.name),
    email: text(lead.email),
    country_code: text(lead.countryCode),
    country: text(lead.country),
    phone: text(lead.phone),
    phone_e164: text(lead.phoneE164),
    message: sealed("message", lead.message),
    consultation_type: sealed("consultation_type", lead.consultationType),
    // JSON with every string in it free of U+0000, as jsonb required before it was sealed.
    details: vault.sealText(jsonWithoutNul(lead.details), sealedContext("leads", "details", id)),
    page_url: sealed("page_url", lead.pageUrl),
    landing_page: sealed("landing_page", lead.landingPage),
    referrer: text(lead.referrer),
    utm_source: text(lead.utmSource),
    utm_medium: text(lead.utmMedium),
    utm_campaign: text(lead.utmCampaign),
    utm_term: sealed("utm_term", lead.utmTerm),
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
export const insertLeadStatement = (lead: LeadRecord, vault: Sealer) =>
  compiler.insertInto("leads").values(leadInsert(lead, vault)).compile();

export const iso = (value: Date | null) => value?.toISOString() ?? null;

export function fromRow(row: LeadRow, vault: Opener): StoredLead {
  const formType = row.form_type;
  if (!isLeadFormType(formType)) throw new Error(`Unknown form type in the lead store: ${formType}`);
  const open = (column: keyof LeadRow & string, value: string) =>
    vault.openText(value, sealedContext("leads", column, row.id));
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
    message: open("message", row.message),
    consultationType: open("consultation_type", row.consultation_type),
    details: jsonObject(vault.openJson(row.details, sealedContext("leads", "details", row.id))),
    pageUrl: open("page_url", row.page_url),
    landingPage: open("landing_page", row.landing_page),
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: open("utm_term", row.utm_term),
    utmContent: row.utm_content,
    userAgent: row.user_agent,
    date: row.client_date,
    time: row.client_time,
    timestamp: row.client_timestamp,
    consent:
      row.consent_version && row.consent_at ? { version: row.consent_version, at: row.consent_at.toISOString() } : null,
    status: row.status,
    contactedAt: iso(row.contacted_at),
    bookedAt: iso(row.booked_at),
  };
}

export const toDeliveryRow = (row: Selectable<Outbox>): DeliveryRow => ({
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

export const toEvent = (r: Selectable<LeadEvents>, vault: Opener): LeadEvent => ({
  id: r.id,
  leadId: r.lead_id,
  at: r.at.toISOString(),
  staffId: r.staff_id,
  staffName: r.staff_name,
  kind: r.kind,
  fromStatus: r.from_status,
  toStatus: r.to_status,
  note: vault.openText(r.note, sealedContext("lead_events", "note", r.id)),
});
