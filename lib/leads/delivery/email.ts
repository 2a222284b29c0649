import "server-only";
import type { PropsOf } from "@/lib/messages";
import { leadPath } from "@/lib/desk-paths";
import { clinicTime } from "@/lib/clinic-time";
import { consentNotRecorded } from "../consent";
import type { LeadRecord } from "../record";

/**
 * The clinic's e-mail of a new lead (lib/messages, kind lead-new), worded when it is sent from the
 * lead as it is then: what the clinic needs to call back, the form, the time and the lead's link in
 * the inbox. Never the message, the health answers or the pages of the visit: those stay in the
 * store, and the desk shows them to staff (docs/messages.md, What each message may contain).
 */
export function leadNotice(lead: LeadRecord, timeZone: string, siteUrl: string): PropsOf<"lead-new"> {
  const typedPhone = [lead.countryCode, lead.phone].filter(Boolean).join(" ");
  return {
    leadId: lead.id,
    formType: lead.formType,
    name: lead.name,
    email: lead.email,
    phone: lead.phoneE164 || typedPhone,
    country: lead.country,
    received: `${clinicTime(lead.receivedAt, timeZone)} (${timeZone})`,
    consent: lead.consent ? `${lead.consent.version}, given ${lead.consent.at}` : consentNotRecorded,
    deskUrl: `${siteUrl}${leadPath(lead.id)}`,
  };
}
