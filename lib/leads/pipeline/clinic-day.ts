/**
 * Calendar days as the clinic lives them: in its own time zone (LEAD_TIMEZONE), whatever zone
 * the server runs in. Intl does the zone arithmetic, daylight saving included.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function parts(instant: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const get = (type: string) => format.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) };
}

/** "2026-11-22": the clinic's date at this instant. */
export const clinicDay = (instant: Date, timeZone: string) => parts(instant, timeZone).day;

/** 0-23: the clinic's hour at this instant. */
export const clinicHour = (instant: Date, timeZone: string) => parts(instant, timeZone).hour;

/** The `count` clinic days ending with today, oldest first. Day arithmetic on dates alone, so a 23- or 25-hour day changes nothing. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const today = new Date(`${clinicDay(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() - (count - 1 - i));
    return day.toISOString().slice(0, 10);
  });
}

/**
 * An instant safely before the first of those days began in any zone (UTC+14 is the
 * earliest): the store is asked from here, and each lead is then placed by its clinic day.
 */
export function daysStartBound(firstDay: string): Date {
  return new Date(Date.parse(`${firstDay}T00:00:00Z`) - 15 * 3_600_000);
}
