import "server-only";
import { consentNotRecorded } from "../consent";
import type { Deliverer } from "../outbox/deliver";
import type { LeadRecord } from "../record";
import { planLine } from "../plan-line";
import { neutraliseFormula } from "../formula";
import { isFormType, leadForm } from "../forms";
import { leadPath } from "@/lib/desk-paths";

/** The forms whose name field the first site called `fullName` keep that column name. */
const namesItFullName = (formType: string) =>
  isFormType(formType) && leadForm(formType).fields.some((f) => "name" in f && f.name === "fullName");

type Cell = string | number | boolean;

/**
 * The spreadsheet row for a lead: the first site's `{ sheet1: {...} }` fields first, so
 * the sheet's existing columns keep working, then what the clinic needs to follow up. Every
 * row carries the lead's id (`leadId`): delivery is at least once, and a repeat after a crash
 * shows as two rows with one id, and the lead's link in the inbox (`inboxUrl`).
 *
 * A spreadsheet service is a processor the visitor's health details should not pass through
 * (docs/messages.md): the row carries the contact details, the form, the time, the consent and the
 * link, not the message, the form's own answers or the pages of the visit (a condition's page
 * names the condition). With `healthDetails` (LEAD_FORWARD_HEALTH_DETAILS=1, for a service the
 * clinic has a processor agreement with) it carries every field, as earlier releases did.
 */
export function sheetPayload(
  lead: LeadRecord,
  { healthDetails = false, siteUrl = "" }: { healthDetails?: boolean; siteUrl?: string } = {},
): { sheet1: Record<string, Cell> } {
  return healthDetails ? fullRow(lead, siteUrl) : contactRow(lead, siteUrl);
}

function contactRow(lead: LeadRecord, siteUrl: string): { sheet1: Record<string, Cell> } {
  const row: Record<string, Cell> = { formType: lead.formType };
  row[namesItFullName(lead.formType) ? "fullName" : "name"] = lead.name;
  if (lead.email) row.email = lead.email;
  Object.assign(row, {
    countryCode: lead.countryCode,
    phone: lead.phone,
    date: lead.date,
    time: lead.time,
    timestamp: lead.timestamp,
    leadId: lead.id,
    receivedAt: lead.receivedAt,
    phoneE164: lead.phoneE164,
    country: lead.country,
    consentVersion: lead.consent?.version ?? consentNotRecorded,
    consentAt: lead.consent?.at ?? "",
    inboxUrl: `${siteUrl}${leadPath(lead.id)}`,
  });
  for (const [key, value] of Object.entries(row)) if (typeof value === "string") row[key] = neutraliseFormula(value);
  return { sheet1: row };
}

function fullRow(lead: LeadRecord, siteUrl: string): { sheet1: Record<string, Cell> } {
  const row: Record<string, Cell> = { formType: lead.formType };
  row[namesItFullName(lead.formType) ? "fullName" : "name"] = lead.name;
  if (lead.email) row.email = lead.email;
  row.countryCode = lead.countryCode;
  row.phone = lead.phone;
  row.message = lead.message;
  if (lead.consultationType) row.consultationType = lead.consultationType;
  Object.assign(row, {
    pageUrl: lead.pageUrl,
    date: lead.date,
    time: lead.time,
    timestamp: lead.timestamp,
    leadId: lead.id,
    receivedAt: lead.receivedAt,
    phoneE164: lead.phoneE164,
    country: lead.country,
    landingPage: lead.landingPage,
    referrer: lead.referrer,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmTerm: lead.utmTerm,
    utmContent: lead.utmContent,
    // Which consent words the visitor agreed to, and when (lib/leads/consent.ts).
    consentVersion: lead.consent?.version ?? consentNotRecorded,
    consentAt: lead.consent?.at ?? "",
    inboxUrl: `${siteUrl}${leadPath(lead.id)}`,
  });
  // A detail never overwrites a column above: those are the ones the clinic's sheet relies on.
  for (const [key, value] of Object.entries(readableDetails(lead.details))) {
    if (!(key in row) && key !== "fullName" && key !== "name") row[key] = value;
  }
  // A sheet that evaluates what it receives must not run a visitor's text: the CSV's rule.
  for (const [key, value] of Object.entries(row)) if (typeof value === "string") row[key] = neutraliseFormula(value);
  return { sheet1: row };
}

/**
 * A form's own fields as one spreadsheet cell each: cart lines become "Starter Care Plan
 * ($199/month); …", anything else that is not a plain value becomes JSON.
 */
function readableDetails(details: Record<string, unknown>): Record<string, Cell> {
  const cells: Record<string, Cell> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "items" && Array.isArray(value)) {
      cells.items = value.map(planLine).join("; ");
    } else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      cells[key] = value;
    } else {
      cells[key] = JSON.stringify(value);
    }
  }
  return cells;
}

export type SheetOptions = {
  url: string;
  token?: string;
  timeoutMs: number;
  /** LEAD_FORWARD_HEALTH_DETAILS=1: every field, as earlier releases sent. */
  healthDetails?: boolean;
  /** The site's address, for the lead's link in the inbox. */
  siteUrl?: string;
  fetch?: typeof fetch;
};

/** Posts each lead to the spreadsheet web service (Sheety or anything that takes the same JSON). */
export function createSheetDeliverer({
  url,
  token,
  timeoutMs,
  healthDetails = false,
  siteUrl = "",
  fetch: send = fetch,
}: SheetOptions): Deliverer {
  return async (lead, { idempotencyKey }) => {
    const headers: Record<string, string> = { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey };
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    // One deadline for the whole exchange, body included: a service that stalls mid-answer is down too.
    // It is called once the event loop has read what arrived meanwhile (setImmediate runs after
    // the loop's I/O): when this process, not the service, was held up (Next loading, a long
    // render), the answer may be waiting already, and taking it for a timeout would send the lead again.
    let late: NodeJS.Immediate | undefined;
    const timer = setTimeout(() => (late = setImmediate(() => controller.abort())), timeoutMs);
    try {
      const response = await send(url, {
        method: "POST",
        headers,
        body: JSON.stringify(sheetPayload(lead, { healthDetails, siteUrl })),
        signal: controller.signal,
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}${body.trim() ? `: ${body.slice(0, 200)}` : ""}`);
    } catch (error) {
      if (controller.signal.aborted) throw new Error(`timed out after ${timeoutMs} ms`);
      throw readable(error);
    } finally {
      clearTimeout(timer);
      if (late) clearImmediate(late);
    }
  };
}

/** fetch reports a refused connection as "fetch failed" with the reason in `cause`. */
function readable(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code || cause?.message ? new Error(`${error.message}: ${cause.code ?? cause.message}`) : error;
}
