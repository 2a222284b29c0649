import { consentVersion } from "@/lib/leads/client";
import type { BookingVisitor } from "./service";

/**
 * A visitor booking from the United States, with every field the booking form sends, for the
 * booking tests, the benchmark (scripts/bench-booking.ts) and the desk's browser tests. Free of
 * test frameworks, so a script can use it too.
 */
export function sampleVisitor(
  visitor: Pick<BookingVisitor, "name" | "email" | "userAgent"> & Partial<BookingVisitor>,
): BookingVisitor {
  return {
    countryCode: "+1",
    country: "US",
    phone: "2125550123",
    phoneE164: "+12125550123",
    message: "",
    pageUrl: "http://127.0.0.1/book-consultation",
    landingPage: "http://127.0.0.1/",
    referrer: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    utmTerm: "",
    utmContent: "",
    date: "",
    time: "",
    timestamp: "",
    consent: { version: consentVersion, at: new Date().toISOString() },
    ...visitor,
  };
}
