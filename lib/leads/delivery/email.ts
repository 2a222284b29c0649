import "server-only";
import { createTransport } from "nodemailer";
import { config } from "@/lib/config";
import { consentNotRecorded } from "../consent";
import { siteConfig } from "@/lib/site-config";
import type { Deliverer } from "../outbox/deliver";
import type { LeadRecord } from "../record";
import { readableDetails } from "./sheety";

export type EmailOptions = {
  /** smtp://user:pass@host:587 or smtps://…:465; query options (?ignoreTLS=true) pass to nodemailer. */
  smtpUrl: string;
  /** One address or several, comma-separated. */
  to: string;
  from?: string;
  timeZone?: string;
};

export const siteDomain = () => siteConfig.email.split("@")[1] || "localhost";

export const defaultFrom = () => ({ name: `${siteConfig.name} website`, address: `no-reply@${siteDomain()}` });

/** "doctorName" → "Doctor name" */
const label = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The clinic reads this to call the visitor back: every field that has a value, with a label. */
export function emailText(lead: LeadRecord, timeZone: string): string {
  const received = new Date(lead.receivedAt);
  const local = Number.isNaN(received.getTime())
    ? ""
    : `${received.toLocaleString("en-IN", { timeZone })} (${timeZone}), `;
  const typedPhone = [lead.countryCode, lead.phone].filter(Boolean).join(" ");
  const lines: Array<[string, unknown]> = [
    ["Form", lead.formType],
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phoneE164 || typedPhone],
    ["Phone as typed", lead.phoneE164 ? typedPhone : ""],
    ["Country", lead.country],
    ["Consultation type", lead.consultationType],
    ...Object.entries(readableDetails(lead.details)).map(([key, value]): [string, unknown] => [label(key), value]),
    ["Page", lead.pageUrl],
    ["Landing page", lead.landingPage],
    ["Referrer", lead.referrer],
    ["UTM source", lead.utmSource],
    ["UTM medium", lead.utmMedium],
    ["UTM campaign", lead.utmCampaign],
    ["UTM term", lead.utmTerm],
    ["UTM content", lead.utmContent],
    ["Received", `${local}${lead.receivedAt}`],
    // What the visitor agreed to (lib/leads/consent.ts); the clinic may be asked to show it.
    ["Consent", lead.consent ? `${lead.consent.version}, given ${lead.consent.at}` : consentNotRecorded],
    ["Visitor's clock", [lead.date, lead.time].filter(Boolean).join(" ")],
    ["Browser", lead.userAgent],
    ["Lead id", lead.id],
  ];
  const body = lines
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== "")
    .map(([name, value]) => `${name}: ${String(value)}`);
  const message = lead.message.trim() ? ["", "Message:", lead.message.trim()] : [];
  return [`New lead from the website: ${lead.formType}`, "", ...body, ...message, ""].join("\n");
}

/** One plain-text e-mail per lead to the clinic; replying goes to the visitor. */
export function createEmailDeliverer({ smtpUrl, to, from, timeZone = config().timeZone }: EmailOptions): Deliverer {
  // Bounded waits, so a stalled server fails the attempt long before the outbox lease runs out.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (lead, { idempotencyKey }) => {
    const subject = `New lead: ${lead.formType} — ${lead.name || lead.phoneE164 || lead.email}`.replace(
      /[\r\n]+/g,
      " ",
    );
    await transport.sendMail({
      from: from || defaultFrom(),
      to,
      replyTo: lead.email || undefined,
      subject,
      text: emailText(lead, timeZone),
      // The same id on every attempt: a retry after a lost answer shows up as the same message, which mail clients merge.
      messageId: `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, ".")}@${siteDomain()}>`,
      headers: { "X-Lead-Id": lead.id, "X-Idempotency-Key": idempotencyKey },
    });
  };
}
