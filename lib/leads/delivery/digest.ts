import "server-only";
import { createTransport } from "nodemailer";
import { siteConfig } from "@/lib/site-config";
import { leadPath } from "@/lib/staff/inbox-gate";
import { waited } from "../pipeline/overdue";
import type { StoredLead } from "../record";

export type DigestSender = (digest: { subject: string; text: string }) => Promise<void>;

/** A part of the digest another domain lends it (lib/workers.ts wires them), such as failed payments: a title and its lines. */
export type DigestSection = { title: string; lines: string[] };

/**
 * The morning e-mail's text: every overdue lead with what the clinic needs to call back, oldest
 * first, and a link to it; then the sections lent by other domains, each under its title.
 */
export function digestText(
  leads: StoredLead[],
  now: Date,
  timeZone: string,
  siteUrl: string,
  sections: readonly DigestSection[] = [],
): { subject: string; text: string } {
  const when = (iso: string) =>
    new Date(iso).toLocaleString("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const lines = leads.map((lead) =>
    [
      `- ${lead.name || "(no name)"}: ${lead.formType}, received ${when(lead.receivedAt)}, waiting ${waited(lead.receivedAt, now)}`,
      `  ${[lead.phoneE164 || lead.phone, lead.email].filter(Boolean).join(" · ")}`,
      `  ${siteUrl}${leadPath(lead.id)}`,
    ].join("\n"),
  );
  const count = `${leads.length} ${leads.length === 1 ? "lead has" : "leads have"}`;
  const extra = sections.flatMap((section) => [section.title, "", ...section.lines, ""]);
  return {
    subject:
      leads.length || !sections.length
        ? `${count} waited more than 24 hours`
        : sections.map((section) => section.title).join("; "),
    text: [
      leads.length
        ? `Good morning. ${count} waited more than 24 hours without being contacted (${timeZone}):`
        : "Good morning. No lead has waited more than 24 hours.",
      "",
      ...lines,
      ...(lines.length ? [""] : []),
      ...extra,
      `The inbox: ${siteUrl}/inbox`,
      "",
    ].join("\n"),
  };
}

/** Sends the digest over the lead e-mails' SMTP settings, to the same people. */
export function createDigestSender({
  smtpUrl,
  to,
  from,
}: {
  smtpUrl: string;
  to: string;
  from?: string;
}): DigestSender {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const domain = siteConfig.email.split("@")[1] || "localhost";
  return async ({ subject, text }) => {
    await transport.sendMail({
      from: from || { name: `${siteConfig.name} website`, address: `no-reply@${domain}` },
      to,
      subject,
      text,
    });
  };
}
