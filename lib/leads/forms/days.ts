/**
 * The days a visitor may ask for a consultation on: from their own today to a year ahead
 * (docs/product.md, Forms). Days are "YYYY-MM-DD" calendar dates, with no time of day and no
 * zone, so day arithmetic works on the date alone.
 */
export type DayWindow = { earliest: string; latest: string };

/** How far ahead a visitor may ask for a day. */
const daysAhead = 365;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The visitor's own today: the calendar date their device shows, in whatever zone it is set to. */
export function visitorToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the form offers and checks in the browser: the visitor's today and a year from it. */
export function visitorWindow(now = new Date()): DayWindow {
  const today = visitorToday(now);
  return { earliest: today, latest: addDays(today, daysAhead) };
}

/**
 * What the server accepts. It does not know the visitor's zone (a form sent without
 * JavaScript carries no clock), and every zone's date lies within one day of UTC's (zones run
 * from UTC-12 to UTC+14), so a day's slack each side never refuses a visitor's today or their
 * last day, and still refuses what no calendar offers.
 */
export function serverWindow(now: Date): DayWindow {
  const utcToday = now.toISOString().slice(0, 10);
  return { earliest: addDays(utcToday, -1), latest: addDays(utcToday, daysAhead + 1) };
}
