import "server-only";
import type { PropsOf } from "@/lib/messages";
import { leadPath } from "@/lib/desk-paths";
import { waited } from "../pipeline/overdue";
import type { StoredLead } from "../record";

/** A part of the digest another domain lends it (lib/workers.ts wires them), such as failed payments: a title and its lines. */
export type DigestSection = { title: string; lines: string[] };

/**
 * The morning e-mail's words (lib/messages, kind digest): every overdue lead with what the clinic
 * needs to call back, oldest first, and a link to it; then the sections lent by other domains,
 * each under its title. Worded when it is sent, so a lead contacted or erased meanwhile is not in it.
 */
export function digestProps(
  leads: StoredLead[],
  now: Date,
  timeZone: string,
  siteUrl: string,
  sections: readonly DigestSection[] = [],
): PropsOf<"digest"> {
  const when = (iso: string) =>
    new Date(iso).toLocaleString("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const count = `${leads.length} ${leads.length === 1 ? "lead has" : "leads have"}`;
  return {
    subject:
      leads.length || !sections.length
        ? `${count} waited more than 24 hours`
        : sections.map((section) => section.title).join("; "),
    intro: leads.length
      ? `Good morning. ${count} waited more than 24 hours without being contacted (${timeZone}):`
      : "Good morning. No lead has waited more than 24 hours.",
    leads: leads.map((lead) => ({
      name: lead.name,
      formType: lead.formType,
      received: when(lead.receivedAt),
      waited: waited(lead.receivedAt, now),
      contact: [lead.phoneE164 || lead.phone, lead.email].filter(Boolean).join(" · "),
      deskUrl: `${siteUrl}${leadPath(lead.id)}`,
    })),
    sections: sections.map((section) => ({ title: section.title, lines: [...section.lines] })),
    inboxUrl: `${siteUrl}/inbox`,
  };
}
