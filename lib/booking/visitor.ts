import "server-only";
import { serverWindow } from "@/lib/leads/forms/days";
import type { FieldErrors } from "@/lib/leads/forms/define";
import { honeypotField } from "@/lib/leads/forms/fields";
import { parseLead } from "@/lib/leads/forms/parse";
import { consentVersion } from "@/lib/leads/consent";
import type { BookingVisitor } from "./service";

/** The request a booking form arrived with (lib/leads/request.ts, clientFromHeaders). */
type Client = { userAgent: string; referer: string };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The booking form's fields as the visitor's details for `book()`: the form module's own rules
 * (lib/leads/forms/consultation-booking.ts), the same in the browser and here, then the lead's
 * fields as the lead service fills them. A form a robot filled in (the hidden trap) is `robot`:
 * nothing is booked for it.
 */
export function bookingVisitorFrom(
  fields: Record<string, string>,
  client: Client,
  now: Date,
): { status: "ok"; visitor: BookingVisitor } | { status: "invalid"; fieldErrors: FieldErrors } | { status: "robot" } {
  if (fields[honeypotField]) return { status: "robot" };
  const parsed = parseLead("Consultation Booking", fields, serverWindow(now));
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors };
  const data = parsed.data;
  const pageUrl = data.pageUrl || client.referer;
  return {
    status: "ok",
    visitor: {
      name: text(data.name),
      email: text(data.email),
      countryCode: data.countryCode,
      country: data.country,
      phone: data.phone,
      phoneE164: data.phoneE164,
      message: text(data.message),
      pageUrl,
      landingPage: data.landingPage || pageUrl,
      referrer: data.referrer,
      utmSource: data.utmSource,
      utmMedium: data.utmMedium,
      utmCampaign: data.utmCampaign,
      utmTerm: data.utmTerm,
      utmContent: data.utmContent,
      userAgent: client.userAgent.slice(0, 512),
      // The booking itself carries the instant; these are the first site's payload fields, kept
      // when the browser sent them and otherwise the server's own clock in UTC.
      date: data.date || now.toISOString().slice(0, 10),
      time: data.time || now.toISOString().slice(11, 19),
      timestamp: data.timestamp || now.toISOString(),
      // The form's rules refused it without the box ticked, so reaching here means it was.
      consent: { version: consentVersion, at: now.toISOString() },
    },
  };
}
