import "server-only";
import { LRUCache } from "lru-cache";
import { Temporal } from "temporal-polyfill";

/**
 * Every conversion between an instant and a zone's wall clock in booking goes through here, and
 * through Temporal (decision 050): the tz database decides each offset, daylight saving
 * included, and no code adds or subtracts an offset of its own. Instants are epoch
 * milliseconds. Server only: Temporal stays out of the browser's bundle.
 */

/**
 * True for a zone the tz database knows by name ("America/New_York", "UTC"); false for anything
 * else, a bare offset ("+05:30") included: an offset keeps no daylight saving, so a visitor's
 * times would drift by an hour at the next change.
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || !/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's name as the tz database spells it ("america/los_angeles" is "America/Los_Angeles"),
 * or undefined when it is no zone: what is stored and shown is the one spelling.
 */
export function canonicalZone(name: unknown): string | undefined {
  if (!isTimeZone(name)) return undefined;
  return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name).timeZoneId;
}

/** An ISO 8601 instant with its offset or Z, as epoch milliseconds; undefined for anything else (a wall time without a zone is refused). */
export function parseInstant(value: unknown): number | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  try {
    return Temporal.Instant.from(value).epochMilliseconds;
  } catch {
    return undefined;
  }
}

/** "HH:MM" (or "24:00", the end of the day) as minutes since midnight. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::00)?$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(minutes >= 0 && minutes <= 24 * 60) || Number(match?.[2]) > 59)
    throw new RangeError(`Not a time of day: ${time}`);
  return minutes;
}

/**
 * The instant at which a wall-clock time happens on a date in a zone. A time that daylight
 * saving skips is moved forward by the gap, and one it repeats takes the earlier instant
 * (Temporal's "compatible", as calendars do). "24:00" is the next day's midnight.
 */
export function wallTimeToInstant(date: string, time: string, zone: string): number {
  const key = `${zone} ${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) instants.set(key, (instant = toInstant(date, time, zone)));
  return instant;
}

/**
 * The answers of the two conversions a slot list makes hundreds of times, kept: they depend only
 * on their arguments and the tz database, and Temporal takes some 10 µs each (docs/booking.md,
 * Benchmark). Bounded, so a process holds at most a few megabytes of them.
 */
const instants = new LRUCache<string, number>({ max: 50_000 });
const clocks = new LRUCache<string, Readonly<WallClock>>({ max: 50_000 });

function toInstant(date: string, time: string, zone: string): number {
  const minutes = minutesOfDay(time);
  const day = Temporal.PlainDate.from(date);
  const { on, at } =
    minutes === 24 * 60
      ? { on: day.add({ days: 1 }), at: new Temporal.PlainTime(0, 0) }
      : { on: day, at: new Temporal.PlainTime(Math.floor(minutes / 60), minutes % 60) };
  return on.toZonedDateTime({ timeZone: zone, plainTime: at }).epochMilliseconds;
}

export type WallClock = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  /** ISO weekday: 1 is Monday, 7 Sunday. */
  weekday: number;
  /** The zone's offset from UTC then, as the tz database gives it: "-04:00". */
  offset: string;
};

/** What a zone's clocks show at an instant. */
export function wallClock(instant: number, zone: string): Readonly<WallClock> {
  const key = `${zone} ${instant}`;
  let clock = clocks.get(key);
  if (!clock) clocks.set(key, (clock = Object.freeze(toWallClock(instant, zone))));
  return clock;
}

function toWallClock(instant: number, zone: string): WallClock {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: "minute" }),
    weekday: zoned.dayOfWeek,
    offset: zoned.offset,
  };
}

/** The instants a date begins and ends in a zone: 23 or 25 hours apart on a daylight-saving change. */
export function dayBounds(date: string, zone: string): { start: number; end: number } {
  const day = Temporal.PlainDate.from(date);
  return {
    start: day.toZonedDateTime({ timeZone: zone }).epochMilliseconds,
    end: day.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds,
  };
}

/** Every date a zone's calendar shows between two instants, both included, in order. */
export function datesBetween(from: number, to: number, zone: string): string[] {
  const last = Temporal.PlainDate.from(wallClock(to, zone).date);
  const dates: string[] = [];
  for (
    let day = Temporal.PlainDate.from(wallClock(from, zone).date);
    Temporal.PlainDate.compare(day, last) <= 0;
    day = day.add({ days: 1 })
  ) {
    dates.push(day.toString());
  }
  return dates;
}

/** The date `days` calendar days after `date` (negative: before). */
export const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

/** The ISO weekday (1 Monday .. 7 Sunday) of a date. */
export const weekdayOf = (date: string) => Temporal.PlainDate.from(date).dayOfWeek;

export type Transition = { at: number; offsetBefore: string; offsetAfter: string };

/** A zone's offset changes (daylight saving) between two instants, in order; none for Asia/Kolkata or Asia/Dubai. */
export function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let zoned = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
  for (;;) {
    const next = zoned.getTimeZoneTransition("next");
    if (!next || next.epochMilliseconds > to) return found;
    const before = next.subtract({ nanoseconds: 1 });
    found.push({ at: next.epochMilliseconds, offsetBefore: before.offset, offsetAfter: next.offset });
    zoned = next;
  }
}

/** A long name for a zone at an instant, for people: "India Standard Time", "Eastern Daylight Time". */
export function zoneName(instant: number, zone: string, locale = "en-GB"): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "long" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}
