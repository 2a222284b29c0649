import "server-only";
import { Temporal } from "temporal-polyfill";
import { config } from "@/lib/config";

/**
 * "29 Dec 2026": the day an instant falls on in the clinic's zone (a plan's last day, a dispute's
 * deadline), by Temporal, as the booking and privacy dates are; server only.
 */
export function clinicDay(iso: string, timeZone: string = config().timeZone): string {
  const day = Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toPlainDate();
  return day.toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}
