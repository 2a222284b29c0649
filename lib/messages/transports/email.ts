import "server-only";
import { createTransport } from "nodemailer";
import type { RenderedEmail } from "../render";

export type EmailSettings = {
  /** smtp://user:pass@host:587 or smtps://…:465; query options (?ignoreTLS=true) pass to nodemailer. */
  smtpUrl: string;
  from: string | { name: string; address: string };
  /** The clinic's addresses (LEAD_NOTIFY_TO), for the clinic's own messages. */
  clinicTo: string;
  /** Where a visitor's reply goes: the clinic's support address. */
  replyTo: string;
};

export type OutgoingEmail = RenderedEmail & {
  to: string | { name: string; address: string };
  subject: string;
  replyTo?: string;
  /** The same on every attempt: a retry after a lost answer is the same message, which mail clients merge. */
  messageId: string;
  headers: Record<string, string>;
  calendar?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
};

/**
 * The site's one SMTP transport: every e-mail, the clinic's and the visitors', leaves here.
 * Bounded waits, so a stalled server fails the attempt long before the job's lease runs out.
 */
export function createEmailTransport(settings: EmailSettings) {
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (mail: OutgoingEmail): Promise<{ providerId: string }> => {
    const info = await transport.sendMail({
      from: settings.from,
      to: mail.to,
      replyTo: mail.replyTo ?? settings.replyTo,
      subject: mail.subject.replace(/[\r\n]+/g, " "),
      text: mail.text,
      html: mail.html,
      icalEvent: mail.calendar,
      messageId: mail.messageId,
      headers: mail.headers,
    });
    return { providerId: String(info.messageId || mail.messageId) };
  };
}
