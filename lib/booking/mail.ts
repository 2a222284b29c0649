import "server-only";
import { createTransport } from "nodemailer";
import { defaultFrom, siteDomain } from "@/lib/leads/delivery/email";
import type { Deliverer } from "@/lib/leads/outbox/deliver";
import { invitation, type InvitationMethod } from "./invitation";
import { clockTime } from "./clock";
import { zonedText, zonedTime, type BookingView } from "./view";

/**
 * The booking's e-mails to the visitor, each a row of the lead outbox (target "visitor", with
 * the message named below), sent by the outbox worker like the clinic's notifications: retried
 * with back-off, and never lost to a restart (decision 050).
 */
export type VisitorMessage =
  | { kind: "confirmed" | "rescheduled" | "cancelled"; sequence: number }
  | { kind: "reminder"; offsetMinutes: number; sequence: number };

/** confirmed:0, rescheduled:1, cancelled:2, reminder-60:1: the outbox's `message`, and part of the e-mail's Message-ID. */
export const messageKey = (m: VisitorMessage) =>
  m.kind === "reminder" ? `reminder-${m.offsetMinutes}:${m.sequence}` : `${m.kind}:${m.sequence}`;

export function parseMessageKey(key: string): VisitorMessage | null {
  const match = /^(confirmed|rescheduled|cancelled|reminder-(\d+)):(\d+)$/.exec(key);
  if (!match) return null;
  const sequence = Number(match[3]);
  return match[2]
    ? { kind: "reminder", offsetMinutes: Number(match[2]), sequence }
    : { kind: match[1] as "confirmed" | "rescheduled" | "cancelled", sequence };
}

/** 1440 → "24 hours", 60 → "1 hour", 90 → "90 minutes", 1 → "1 minute". */
export function inWords(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? "" : "s"}`;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * How long until the start, in whole minutes as of `at`: a reminder says what is true when it
 * is sent, not when it was due (one held up by an outage, then sent 4 minutes before the start,
 * says "4 minutes", not "1 hour").
 */
const minutesUntil = (startsAt: string, at: Date) =>
  Math.max(1, Math.round((Date.parse(startsAt) - at.getTime()) / 60_000));

export type VisitorEmail = {
  to: { name: string; address: string };
  subject: string;
  text: string;
  icalEvent?: { method: InvitationMethod; filename: string; content: string };
};

export type Clinic = { name: string; url: string; email: string; phone: string };

function callLines(view: BookingView): string[] {
  return view.call.kind === "video"
    ? [`How: by video. Join at the time above: ${view.call.url}`]
    : [`How: by phone. ${view.doctor.name} will call you on ${view.call.phone} at the time above.`];
}

/** The e-mail for one message about one booking; `manageUrl` when the visitor may still change it. */
export function visitorEmail(
  message: VisitorMessage,
  view: BookingView,
  {
    visitor,
    clinic,
    manageUrl,
    at,
  }: { visitor: { name: string; email: string }; clinic: Clinic; manageUrl?: string; at: Date },
): VisitorEmail {
  const what = `${view.type.name} with ${view.doctor.name}`;
  // Within a sentence the type's name is a common noun: "your initial consultation with ...".
  const consultation = `${view.type.name.charAt(0).toLowerCase()}${view.type.name.slice(1)} with ${view.doctor.name}`;
  // Every time on the visitor's clock, as they booked (12- or 24-hour; the doctor's time too, as the pages write it).
  const { clock } = view;
  const visitorsTime = zonedText(view.visitor, clock);
  const when = [
    `When: ${visitorsTime}`,
    `      ${zonedText(view.clinic, clock)}, the doctor's time`,
    `Length: ${view.type.minutes} minutes`,
  ];
  const manage = manageUrl
    ? [
        `To reschedule or cancel, until ${zonedTime(Date.parse(view.changeUntil), view.visitor.zone, clock).text}:`,
        manageUrl,
      ]
    : [`To change it now, please contact us: ${clinic.phone}, ${clinic.email}.`];
  const signature = ["", clinic.name, `${clinic.phone} · ${clinic.email}`, clinic.url, ""];
  const short = `${view.visitor.date} ${clockTime(view.visitor.time, clock)} ${view.visitor.zoneName}`;
  const ics = (method: InvitationMethod, description: string) => ({
    method,
    filename: method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
    content: invitation(view, {
      method,
      domain: clinic.email.split("@")[1] || siteDomain(),
      organizer: { name: clinic.name, email: clinic.email },
      attendee: { name: visitor.name, email: visitor.email },
      description,
    }),
  });
  const to = { name: visitor.name, address: visitor.email };
  const greeting = `Dear ${visitor.name},`;

  switch (message.kind) {
    case "confirmed":
    case "rescheduled": {
      const moved = message.kind === "rescheduled";
      const text = [
        greeting,
        "",
        moved ? `Your ${consultation} has moved to a new time.` : `Your ${consultation} is booked.`,
        "",
        ...when,
        ...callLines(view),
        "",
        moved
          ? "The invitation attached updates the event in your calendar."
          : "The invitation attached adds it to your calendar.",
        ...manage,
        ...signature,
      ].join("\n");
      return {
        to,
        subject: `${moved ? "Moved" : "Booked"}: ${what}, ${short}`,
        text,
        icalEvent: ics(
          "REQUEST",
          [...callLines(view), ...(manageUrl ? [`Reschedule or cancel: ${manageUrl}`] : [])].join("\n"),
        ),
      };
    }
    case "cancelled": {
      const text = [
        greeting,
        "",
        `Your ${consultation} on ${visitorsTime} is cancelled.`,
        "",
        "The attachment removes it from your calendar.",
        `To book another time: ${clinic.url}/book-consultation`,
        ...signature,
      ].join("\n");
      return {
        to,
        subject: `Cancelled: ${what}, ${short}`,
        text,
        icalEvent: ics("CANCEL", "This consultation is cancelled."),
      };
    }
    case "reminder": {
      const left = inWords(minutesUntil(view.startsAt, at));
      const text = [
        greeting,
        "",
        `A reminder: your ${consultation} begins in ${left}.`,
        "",
        ...when,
        ...callLines(view),
        "",
        ...manage,
        ...signature,
      ].join("\n");
      return { to, subject: `Reminder: ${what} in ${left}, ${short}`, text };
    }
  }
}

/**
 * Sends the visitor's booking e-mails over the clinic's SMTP settings. `prepare` reads the
 * booking as it is now and answers null when the message no longer applies (a later change
 * superseded it, the booking was cancelled or has begun): then nothing is sent.
 */
export function createVisitorMailer({
  smtpUrl,
  from,
  replyTo,
  prepare,
}: {
  smtpUrl: string;
  from?: string;
  replyTo: string;
  prepare: (leadId: string, message: string) => Promise<VisitorEmail | null>;
}): Deliverer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (lead, { idempotencyKey, message }) => {
    if (!message) throw new Error("a visitor e-mail without a message name");
    const email = await prepare(lead.id, message);
    if (!email) return;
    await transport.sendMail({
      from: from || defaultFrom(),
      replyTo,
      to: email.to,
      subject: email.subject.replace(/[\r\n]+/g, " "),
      text: email.text,
      icalEvent: email.icalEvent,
      // The same id on every attempt, as the clinic's notifications have (lib/leads/delivery/email.ts).
      messageId: `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, ".")}@${siteDomain()}>`,
      headers: { "X-Lead-Id": lead.id, "X-Idempotency-Key": idempotencyKey },
    });
  };
}
