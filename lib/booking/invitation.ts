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
  { method, domain, organizer, attendee, description }: { method: InvitationMethod; domain: string; organizer: { name: string; email: string }; attendee: { name: string; email: string }; description: string },
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
    busyStatus: "BUSY",
    organizer,
    attendees: [{ ...attendee, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("ics made no invitation");
  return value;
}
