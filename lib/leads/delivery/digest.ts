import "server-only";
import { createTransport } from "nodemailer";
import { siteConfig } from "@/lib/site-config";
import { leadPath } from "@/lib/staff/inbox-gate";
import { waited } from "../pipeline/overdue";
import type { StoredLead } from "../record";

export type DigestSender = (digest: { subject: string; text: string }) => Promise<void>;

/** The morning e-mail's text: every overdue lead with what the clinic needs to call back, oldest first, and a link to it. */
export function digestText(leads: StoredLead[], now: Date, timeZone: string, siteUrl: string): { subject: string; text: string } {
  const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const lines = leads.map((lead) =>
    [
      `- ${lead.name || "(no name)"}: ${lead.formType}, received ${when(lead.receivedAt)}, waiting ${waited(lead.receivedAt, now)}`,
      `  ${[lead.phoneE164 || lead.phone, lead.email].filter(Boolean).join(" · ")}`,
      `  ${siteUrl}${leadPath(lead.id)}`,
    ].join("\n"),
  );
  const count = `${leads.length} ${leads.length === 1 ? "lead has" : "leads have"}`;
  return {
    subject: `${count} waited more than 24 hours`,
    text: [`Good morning. ${count} waited more than 24 hours without being contacted (${timeZone}):`, "", ...lines, "", `The inbox: ${siteUrl}/inbox`, ""].join("\n"),
  };
}

/** Sends the digest over the lead e-mails' SMTP settings, to the same people. */
export function createDigestSender({ smtpUrl, to, from }: { smtpUrl: string; to: string; from?: string }): DigestSender {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const domain = siteConfig.email.split("@")[1] || "localhost";
  return async ({ subject, text }) => {
    await transport.sendMail({ from: from || { name: `${siteConfig.name} website`, address: `no-reply@${domain}` }, to, subject, text });
  };
}
