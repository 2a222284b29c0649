import "server-only";
import { Temporal } from "temporal-polyfill";

/**
 * A calendar day typed into an address or a form (`date`, `from`, `to`, leave's days), read
 * before it reaches a query. `Date.parse` takes 30 February (it rolls it into March), which
 * Temporal, in the agenda's zone arithmetic, then refused; year 0000 and 9999-12-31 passed too,
 * and PostgreSQL called them "out of range": each was a 500 in a hostile probe of the build. Here the day must be a
 * real one, YYYY-MM-DD, read by Temporal.PlainDate (which refuses a day the month does not have),
 * and inside the days the store can be asked about (decision 065).
 *
 * The store is sent instants as ISO text (`0000-01-01T00:00:00.000Z`), which PostgreSQL reads only
 * for years 0001 to 9999; `toISOString` writes year 10000 as `+010000`, which it cannot read at
 * all. A day's bounds in the clinic's zone, a week's view and the day after a `to` all reach up to
 * a few days beyond the day itself, so the accepted days keep a year's margin inside that range.
 * Server only, as lib/booking/zones.ts: Temporal stays out of the browser's bundle.
 */
export const firstCalendarDay = "0002-01-01";
export const lastCalendarDay = "9998-12-31";

const first = Temporal.PlainDate.from(firstCalendarDay);
const last = Temporal.PlainDate.from(lastCalendarDay);

/** The day, as YYYY-MM-DD, when `value` is one the store can be asked about; undefined for anything else. */
export function parseCalendarDay(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  let day: Temporal.PlainDate;
  try {
    day = Temporal.PlainDate.from(value, { overflow: "reject" });
  } catch {
    return undefined;
  }
  if (Temporal.PlainDate.compare(day, first) < 0 || Temporal.PlainDate.compare(day, last) > 0) return undefined;
  return day.toString();
}

/** Whether `value` is such a day. */
export const isCalendarDay = (value: unknown): value is string => parseCalendarDay(value) !== undefined;
