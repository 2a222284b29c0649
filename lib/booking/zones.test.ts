import { describe, expect, it } from "vitest";
import { addDays, dayBounds, isTimeZone, transitions, wallClock, wallTimeToInstant } from "./zones";

const ist = "Asia/Kolkata";
const from2026 = Date.parse("2026-01-01T00:00:00Z");
const to2027 = Date.parse("2028-01-01T00:00:00Z");

/** The tz database as Intl reads it, independently of Temporal: a zone's offset at an instant, "-05:00". */
function intlOffset(instant: number, zone: string): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")!.value;
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/** What Intl says a zone's clock shows: "2026-03-06 23:30". */
function intlWallClock(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const shown = (date: string, zone: string) => {
  const clock = wallClock(wallTimeToInstant(date, "10:00", ist), zone);
  return `${clock.date} ${clock.time} ${clock.offset}`;
};

describe("daylight-saving changes in the visitors' zones, 2026 and 2027", () => {
  // Each change's local date, and the offsets either side, as the tz database has them.
  const known: Array<[zone: string, date: string, before: string, after: string]> = [
    ["America/New_York", "2026-03-08", "-05:00", "-04:00"],
    ["America/New_York", "2026-11-01", "-04:00", "-05:00"],
    ["America/New_York", "2027-03-14", "-05:00", "-04:00"],
    ["America/New_York", "2027-11-07", "-04:00", "-05:00"],
    ["America/Toronto", "2026-03-08", "-05:00", "-04:00"],
    ["America/Toronto", "2026-11-01", "-04:00", "-05:00"],
    ["Europe/London", "2026-03-29", "+00:00", "+01:00"],
    ["Europe/London", "2026-10-25", "+01:00", "+00:00"],
    ["Europe/London", "2027-03-28", "+00:00", "+01:00"],
    ["Europe/London", "2027-10-31", "+01:00", "+00:00"],
    ["Australia/Sydney", "2026-04-05", "+11:00", "+10:00"],
    ["Australia/Sydney", "2026-10-04", "+10:00", "+11:00"],
    ["Australia/Sydney", "2027-04-04", "+11:00", "+10:00"],
    ["Australia/Sydney", "2027-10-03", "+10:00", "+11:00"],
  ];

  it.each(known)("%s changes on %s, from %s to %s (Temporal and Intl agree)", (zone, date, before, after) => {
    const found = transitions(zone, from2026, to2027).find((t) => wallClock(t.at, zone).date === date);
    expect(found).toMatchObject({ offsetBefore: before, offsetAfter: after });
    const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
    expect(intlOffset(noon(addDays(date, -1)), zone)).toBe(before);
    expect(intlOffset(noon(addDays(date, 1)), zone)).toBe(after);
  });

  it("finds two changes a year in New York, Toronto, London and Sydney, and none in Dubai or India", () => {
    for (const zone of ["America/New_York", "America/Toronto", "Europe/London", "Australia/Sydney"])
      expect(transitions(zone, from2026, to2027)).toHaveLength(4);
    expect(transitions("Asia/Dubai", from2026, to2027)).toEqual([]);
    expect(transitions(ist, from2026, to2027)).toEqual([]);
  });

  // 10:00 IST is 04:30 UTC all year: each zone shows it by its own offset of the day.
  it.each([
    ["2026-03-07", "America/New_York", "2026-03-06 23:30 -05:00"],
    ["2026-03-09", "America/New_York", "2026-03-09 00:30 -04:00"],
    ["2026-10-31", "America/New_York", "2026-10-31 00:30 -04:00"],
    ["2026-11-02", "America/New_York", "2026-11-01 23:30 -05:00"],
    ["2026-03-07", "America/Toronto", "2026-03-06 23:30 -05:00"],
    ["2026-03-09", "America/Toronto", "2026-03-09 00:30 -04:00"],
    ["2026-03-28", "Europe/London", "2026-03-28 04:30 +00:00"],
    ["2026-03-30", "Europe/London", "2026-03-30 05:30 +01:00"],
    ["2026-10-24", "Europe/London", "2026-10-24 05:30 +01:00"],
    ["2026-10-26", "Europe/London", "2026-10-26 04:30 +00:00"],
    ["2026-04-04", "Australia/Sydney", "2026-04-04 15:30 +11:00"],
    ["2026-04-06", "Australia/Sydney", "2026-04-06 14:30 +10:00"],
    ["2026-10-03", "Australia/Sydney", "2026-10-03 14:30 +10:00"],
    ["2026-10-05", "Australia/Sydney", "2026-10-05 15:30 +11:00"],
    ["2026-03-07", "Asia/Dubai", "2026-03-07 08:30 +04:00"],
    ["2026-10-26", "Asia/Dubai", "2026-10-26 08:30 +04:00"],
  ])("10:00 IST on %s shows in %s as %s", (date, zone, expected) => {
    expect(shown(date, zone)).toBe(expected);
  });

  it("shows 10:00 IST as Intl does on the day before and the day after every change of every zone", () => {
    const zones = ["America/New_York", "America/Toronto", "Europe/London", "Asia/Dubai", "Australia/Sydney"];
    let checked = 0;
    for (const zone of zones) {
      // Dubai keeps one offset: its days are the other zones' change days.
      const days = (zone === "Asia/Dubai" ? zones : [zone]).flatMap((z) =>
        transitions(z, from2026, to2027).map((t) => wallClock(t.at, z).date),
      );
      for (const day of days) {
        for (const date of [addDays(day, -1), addDays(day, 1)]) {
          const instant = wallTimeToInstant(date, "10:00", ist);
          expect(new Date(instant).toISOString()).toBe(`${date}T04:30:00.000Z`);
          const clock = wallClock(instant, zone);
          expect(`${clock.date} ${clock.time}`).toBe(intlWallClock(instant, zone));
          expect(clock.offset).toBe(intlOffset(instant, zone));
          checked++;
        }
      }
    }
    expect(checked).toBe(4 * 4 * 2 + 16 * 2);
  });
});

describe("zone arithmetic", () => {
  it("knows zones and refuses anything else", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    for (const bad of ["", "Mars/Olympus", "+05:30", "EST5EDT; DROP", 42, undefined])
      expect(isTimeZone(bad)).toBe(false);
  });

  it("makes a 23-hour and a 25-hour day on the changes, and moves a skipped time forward", () => {
    const day = (date: string, zone: string) => {
      const { start, end } = dayBounds(date, zone);
      return (end - start) / 3_600_000;
    };
    expect(day("2026-03-08", "America/New_York")).toBe(23);
    expect(day("2026-11-01", "America/New_York")).toBe(25);
    expect(day("2026-04-05", "Australia/Sydney")).toBe(25);
    expect(day("2026-12-01", ist)).toBe(24);
    // 02:30 does not happen in New York on 2026-03-08: it is 03:30 EDT, an hour after 01:30 EST.
    expect(wallClock(wallTimeToInstant("2026-03-08", "02:30", "America/New_York"), "America/New_York").time).toBe(
      "03:30",
    );
    expect(wallTimeToInstant("2026-12-01", "24:00", ist)).toBe(wallTimeToInstant("2026-12-02", "00:00", ist));
  });
});
