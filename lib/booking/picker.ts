import "server-only";
import { clockTime, type HourCycle } from "./clock";
import { canonicalZone, isTimeZone, wallClock } from "./zones";

/**
 * The slot picker's address (`/book-consultation?type=&doctor=&tz=&day=&at=`), read on the
 * server: the page is rendered from it alone, so every choice is a link or a GET form and works
 * without JavaScript (decision 055). Anything that is not a valid value falls back to the
 * default rather than failing: a mistyped address still shows a page of times.
 */
export type PickerQuery = {
  typeId: string | undefined;
  doctorId: string;
  /** The zone the times are shown in, and whether the address named it (the island adds it when not). */
  timeZone: string;
  zoneGiven: boolean;
  day: string | undefined;
  /** The chosen start, as the address carries it (an ISO instant); checked against the list by the page. */
  at: string | undefined;
  /**
   * A paid order's booking link token (the intro plan's, from the success page and the e-mails),
   * carried to the booking: the order's id would let anyone who learnt it book what it paid for.
   */
  order: string | undefined;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

const slug = /^[a-z0-9][a-z0-9-]{0,63}$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
// The shape of lib/link-tokens.ts's tokens; the page asks the store whether it is one.
const linkToken = /^[A-Za-z0-9_-]{43}$/;

export function parsePickerQuery(params: SearchParams, defaultZone: string): PickerQuery {
  const type = first(params.type);
  const doctor = first(params.doctor);
  const tz = first(params.tz);
  const day = first(params.day);
  const at = first(params.at);
  const order = first(params.order);
  const zone = canonicalZone(tz);
  return {
    typeId: type && slug.test(type) ? type : undefined,
    doctorId: doctor && (doctor === "any" || slug.test(doctor)) ? doctor : "any",
    timeZone: zone ?? defaultZone,
    zoneGiven: zone !== undefined,
    day: day && isoDay.test(day) ? day : undefined,
    at: at && at.length <= 40 ? at : undefined,
    order: order && linkToken.test(order) ? order : undefined,
  };
}

/** The picker's address for a set of choices; empty values are left out. */
export function pickerHref(base: string, choices: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choices)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/**
 * The zones the list offers: the clinic's visitors' countries (the USA, Canada, the UK,
 * Australia, the UAE) and India, each by its tz database name. A visitor elsewhere still gets
 * their own zone: the browser names it, and any zone the address carries joins the list.
 */
const visitorZones = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Vancouver",
  "America/Phoenix",
  "America/Denver",
  "America/Edmonton",
  "America/Chicago",
  "America/Winnipeg",
  "America/Regina",
  "America/New_York",
  "America/Toronto",
  "America/Halifax",
  "America/St_Johns",
  "UTC",
  "Europe/London",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Australia/Perth",
  "Australia/Darwin",
  "Australia/Adelaide",
  "Australia/Brisbane",
  "Australia/Sydney",
  "Australia/Melbourne",
  "Australia/Hobart",
];

export type ZoneOption = { zone: string; offset: string; label: string };

/** "+05:30" as people read it: "UTC+05:30"; UTC itself is "UTC+00:00". */
export const utcOffset = (offset: string) => `UTC${offset}`;

/**
 * A zone as the list names it: its city, then its offset ("Los Angeles (UTC-08:00)"). The tz
 * database's whole name ("America/Los Angeles (UTC-08:00)") was cut by a 360 px phone's
 * drop-down, which shows only what fits its width; the line under the list names the zone in full.
 */
const zoneLabel = (zone: string, offset: string) =>
  `${(zone.split("/").at(-1) ?? zone).replaceAll("_", " ")} (${utcOffset(offset)})`;

/** A zone with its offset from UTC at `now`, as the tz database gives it (Temporal, zones.ts). */
export function zoneOption(zone: string, now = Date.now()): ZoneOption {
  const offset = wallClock(now, zone).offset;
  return { zone, offset, label: zoneLabel(zone, offset) };
}

/** The zone list with each zone's current offset, west to east; `extra` (the visitor's own) is added when missing. */
export function zoneOptions(now = Date.now(), extra?: string): ZoneOption[] {
  const zones = extra && isTimeZone(extra) && !visitorZones.includes(extra) ? [...visitorZones, extra] : visitorZones;
  const minutes = (offset: string) =>
    (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return zones
    .map((zone) => zoneOption(zone, now))
    .sort((a, b) => minutes(a.offset) - minutes(b.offset) || a.zone.localeCompare(b.zone));
}

/**
 * Each slot's time as a list of one day shows it. On the day clocks go back an hour of wall
 * times comes twice (01:00 and 01:30 in Los Angeles on 7 November 2027); those carry their
 * UTC offset, so the two 01:00s can be told apart.
 */
export function slotTimes(
  slots: readonly { startsAt: string; time: string }[],
  zone: string,
  cycle: HourCycle = "h23",
): Map<string, { time: string; offset?: string }> {
  const seen = new Map<string, number>();
  for (const slot of slots) seen.set(slot.time, (seen.get(slot.time) ?? 0) + 1);
  return new Map(
    slots.map((slot) => [
      slot.startsAt,
      seen.get(slot.time)! > 1
        ? { time: clockTime(slot.time, cycle), offset: utcOffset(wallClock(Date.parse(slot.startsAt), zone).offset) }
        : { time: clockTime(slot.time, cycle) },
    ]),
  );
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const longDayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * A calendar date (already the visitor's, from Temporal) in words: "Tue 1 Dec", or with `long`
 * "Tuesday 1 December 2026". Formatting only: the date is read at noon UTC and shown in UTC, so
 * no zone moves it.
 */
export const dayLabel = (date: string, long = false) =>
  (long ? longDayFormat : dayFormat).format(new Date(`${date}T12:00:00Z`)).replace(",", "");
