import "server-only";
import type { ClinicFacts, KindName, PropsOf } from "@/lib/messages";
import { invitation, type InvitationMethod } from "./invitation";
import { clockTime } from "./clock";
import { zonedText, zonedTime, type BookingView } from "./view";

/**
 * The booking's messages to the visitor (lib/messages, kinds booking-*): by e-mail always, and by
 * WhatsApp or SMS when the visitor chose it, each queued in the transaction that makes it and
 * sent by the messages' job: retried with back-off, and never lost to a restart (decision 050).
 */
export type VisitorMessage =
  | { kind: "confirmed" | "rescheduled" | "cancelled"; sequence: number }
  | { kind: "reminder"; offsetMinutes: number; sequence: number };

/** confirmed:0, rescheduled:1, cancelled:2, reminder-60:1: the message's key after the booking's (`booking:<id>:<this>`). */
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

/** The message kind of each booking message. */
export const messageKind = (m: VisitorMessage): KindName => `booking-${m.kind}`;

/** The message's data, as its kind's schema has it. */
export const messageData = (bookingId: string, m: VisitorMessage) =>
  m.kind === "reminder"
    ? { bookingId, sequence: m.sequence, offsetMinutes: m.offsetMinutes }
    : { bookingId, sequence: m.sequence };

/** What lib/messages keys a booking's message by, and drops a booking's pending messages by. */
export const messageRef = (bookingId: string) => `booking:${bookingId}`;
export const messageEventKey = (bookingId: string, m: VisitorMessage) => `${messageRef(bookingId)}:${messageKey(m)}`;

/** The calendar file of a message: the invitation while the booking stands, the cancellation once cancelled. */
export function calendarFor(
  message: VisitorMessage,
  view: BookingView,
  { visitor, clinic, manageUrl }: { visitor: { name: string; email: string }; clinic: ClinicFacts; manageUrl?: string },
): { method: InvitationMethod; filename: string; content: string } | undefined {
  if (message.kind === "reminder") return undefined;
  const method: InvitationMethod = message.kind === "cancelled" ? "CANCEL" : "REQUEST";
  const description =
    method === "CANCEL"
      ? "This consultation is cancelled."
      : [callLine(view), ...(manageUrl ? [`Reschedule or cancel: ${manageUrl}`] : [])].join("\n");
  return {
    method,
    filename: method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
    content: invitation(view, {
      method,
      domain: clinic.email.split("@")[1] || "localhost",
      organizer: { name: clinic.name, email: clinic.email },
      attendee: { name: visitor.name, email: visitor.email },
      description,
    }),
  };
}

function callLine(view: BookingView): string {
  return view.call.kind === "video"
    ? `How: by video. Join at the time above: ${view.call.url}`
    : `How: by phone. ${view.doctor.name} will call you on ${view.call.phone} at the time above.`;
}

/**
 * The words of one message about one booking, for its template (lib/messages/kinds/booking.tsx);
 * `manageUrl` when the visitor may still change it (an e-mail's own link), `at` when it is sent.
 */
export function bookingNotice(
  message: VisitorMessage,
  view: BookingView,
  {
    visitor,
    clinic,
    manageUrl,
    at,
  }: { visitor: { name: string; email: string }; clinic: ClinicFacts; manageUrl?: string; at: Date },
): PropsOf<"booking-confirmed"> {
  const { clock } = view;
  return {
    to: { name: visitor.name, address: visitor.email },
    what: `${view.type.name} with ${view.doctor.name}`,
    // Within a sentence the type's name is a common noun: "your initial consultation with ...".
    consultation: `${view.type.name.charAt(0).toLowerCase()}${view.type.name.slice(1)} with ${view.doctor.name}`,
    // Every time on the visitor's clock, as they booked (12- or 24-hour; the doctor's time too, as the pages write it).
    when: zonedText(view.visitor, clock),
    doctorsTime: zonedText(view.clinic, clock),
    short: `${view.visitor.date} ${clockTime(view.visitor.time, clock)} ${view.visitor.zoneName}`,
    minutes: view.type.minutes,
    reference: view.id.slice(0, 8).toUpperCase(),
    call:
      view.call.kind === "video"
        ? { kind: "video", url: view.call.url }
        : { kind: "phone", doctor: view.doctor.name, phone: view.call.phone },
    manage: manageUrl
      ? { url: manageUrl, until: zonedTime(Date.parse(view.changeUntil), view.visitor.zone, clock).text }
      : undefined,
    left: message.kind === "reminder" ? inWords(minutesUntil(view.startsAt, at)) : undefined,
    calendar: calendarFor(message, view, { visitor, clinic, manageUrl }),
  };
}
