import "server-only";
import { createEvent } from "ics";
import type { BookingView } from "./view";

export type InvitationMethod = "REQUEST" | "CANCEL";

/**
 * The calendar invitation (RFC 5545, made by the `ics` package, decision 050). Its UID is the
 * booking's and never changes, so a calendar updates the one event: a move sends REQUEST with
 * a higher SEQUENCE, a cancellation CANCEL with a higher one still. Times are UTC instants
 * (DTSTART:...Z), which every calendar shows in its owner's own zone.
 */
export function invitation(
  view: BookingView,
  {
    method,
    domain,
    organizer,
    attendee,
    description,
  }: {
    method: InvitationMethod;
    domain: string;
    organizer: { name: string; email: string };
    attendee: { name: string; email: string };
    description: string;
  },
): string {
  const { error, value } = createEvent({
    productId: `-//${organizer.name}//Consultation booking//EN`,
    method,
    uid: `booking-${view.id}@${domain}`,
    sequence: view.sequence,
    start: Date.parse(view.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(view.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${view.type.name} with ${view.doctor.name}`,
    description,
    location: view.call.kind === "video" ? view.call.url : `Phone call to ${view.call.phone}`,
    ...(view.call.kind === "video" ? { url: view.call.url } : {}),
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    // A cancelled event no longer holds the time: calendars show it free (TRANSP, RFC 5545 3.8.2.7; Outlook reads its own busy status).
    busyStatus: method === "CANCEL" ? "FREE" : "BUSY",
    transp: method === "CANCEL" ? "TRANSPARENT" : "OPAQUE",
    organizer,
    attendees: [{ ...attendee, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("ics made no invitation");
  return foldOctets(value);
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded (CRLF and one space), without
 * splitting a character's octets. `ics` folds at 75 characters, so a name in Devanagari (three
 * octets a letter) gave lines of some 200 octets that strict calendars refuse; this unfolds its
 * lines and folds them again by octets.
 */
function foldOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line holds 75 octets, each continuation 74 after its leading space.
        if (octets + size > (parts.length ? 74 : 75)) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}
