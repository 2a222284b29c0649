import { config } from "@/lib/config";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "20 Nov 2026, 3:30 pm IST": a stored instant as the clinic reads it, in its own time zone
 * (LEAD_TIMEZONE) with the zone named, whatever zone the server runs in. The inbox and the CSV
 * show every lead's time this way, one format whichever clock the visitor's browser kept. The
 * conversion is Intl's (the platform's time zone data). One formatter per zone: making one
 * costs more than using it, and a CSV uses it once a row.
 */
export function clinicTime(iso: string, timeZone = config().timeZone): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formats.set(timeZone, format);
  }
  return format.format(date);
}
