import "server-only";
import { randomUUID } from "node:crypto";
import { consentVersion } from "./consent";
import type { LeadFormType } from "./form-types";
import { serverWindow } from "./forms/days";
import type { FieldErrors, LeadData } from "./forms/define";
import { honeypotField } from "./forms/fields";
import { parseLead } from "./forms/parse";
import type { LeadRecord } from "./record";

/**
 * The one mapper from a form's checked fields to the lead the clinic keeps, for every form:
 * the lead service's (lib/leads/service.ts) and the booking form's, whose lead the booking
 * service stores beside the booking. One rule for each field, so the two cannot drift apart.
 */

/** The request a form arrived with (lib/leads/request.ts, clientFromHeaders). */
export type LeadClient = { userAgent: string; referer: string };

/** A lead's fields as the visitor's form gives them: everything but what the server adds when it stores one. */
export type LeadVisitor = Omit<LeadRecord, "id" | "formType" | "receivedAt" | "consultationType" | "details">;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The visitor's fields of a lead from the form's parsed data. */
export function visitorOf(data: LeadData, client: LeadClient, now: Date, timeZone: string): LeadVisitor {
  const pageUrl = data.pageUrl || client.referer;
  return {
    name: textOf(data.name ?? data.fullName),
    email: textOf(data.email),
    countryCode: data.countryCode,
    country: data.country,
    phone: data.phone,
    phoneE164: data.phoneE164,
    message: textOf(data.message),
    pageUrl,
    landingPage: data.landingPage || pageUrl,
    referrer: data.referrer,
    utmSource: data.utmSource,
    utmMedium: data.utmMedium,
    utmCampaign: data.utmCampaign,
    utmTerm: data.utmTerm,
    utmContent: data.utmContent,
    userAgent: client.userAgent.slice(0, 512),
    // Without JavaScript the browser sends no clock: the clinic's own time zone stands in.
    date: data.date || clinicClock(timeZone).date.format(now),
    time: data.time || clinicClock(timeZone).time.format(now),
    timestamp: data.timestamp || now.toISOString(),
    // The schema refused the lead without the box; the version is that of the words the forms show.
    consent: { version: consentVersion, at: now.toISOString() },
  };
}

/** A new lead of `formType`, received `now`: a fresh id, the visitor's fields and what the form adds. */
export function newLead(
  formType: LeadFormType,
  visitor: LeadVisitor,
  { consultationType = "", details = {} }: { consultationType?: string; details?: Record<string, unknown> },
  now: Date,
): LeadRecord {
  return { ...visitor, id: randomUUID(), formType, receivedAt: now.toISOString(), consultationType, details };
}

/**
 * A form's fields checked by its module's rules (lib/leads/forms), the same in the browser and
 * here, as the visitor's fields of its lead; for a form whose lead another domain stores (the
 * booking form). A form a robot filled in (the hidden trap) is `robot`: nothing is kept.
 */
export function visitorFromForm(
  formType: LeadFormType,
  fields: Record<string, string>,
  client: LeadClient,
  now: Date,
  timeZone: string,
): { status: "ok"; visitor: LeadVisitor } | { status: "invalid"; fieldErrors: FieldErrors } | { status: "robot" } {
  if (fields[honeypotField]) return { status: "robot" };
  const parsed = parseLead(formType, fields, serverWindow(now));
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors };
  return { status: "ok", visitor: visitorOf(parsed.data, client, now, timeZone) };
}

const clinicClocks = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * The clinic's date and time formats, made once per time zone: toLocaleDateString("en-IN",
 * { timeZone }) and toLocaleTimeString build a new Intl.DateTimeFormat on every call, together
 * 0.15-0.2 ms, a quarter of the lead service's own time. The options are the ones those two add
 * when given none (ECMA-402 ToDateTimeOptions), so the text is the same.
 */
function clinicClock(timeZone: string) {
  let clock = clinicClocks.get(timeZone);
  if (!clock) {
    clock = {
      date: new Intl.DateTimeFormat("en-IN", { timeZone, year: "numeric", month: "numeric", day: "numeric" }),
      time: new Intl.DateTimeFormat("en-IN", { timeZone, hour: "numeric", minute: "numeric", second: "numeric" }),
    };
    clinicClocks.set(timeZone, clock);
  }
  return clock;
}
