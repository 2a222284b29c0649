import { describe, expect, it } from "vitest";
import { bookingWindow, byVisitorDay, freeStarts, merged, nearest, overlaps } from "./slots";
import type { BookingRules, DoctorAvailability } from "./types";
import { wallClock, wallTimeToInstant } from "./zones";

const ist = "Asia/Kolkata";
const rules: BookingRules = {
  hoursZone: ist,
  bufferMinutes: 10,
  slotStepMinutes: 30,
  minNoticeMinutes: 12 * 60,
  horizonDays: 30,
  changeCutoffMinutes: 12 * 60,
  reminderOffsetsMinutes: [1440, 60],
};
const everyDay = (starts: string, ends: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, starts, ends }));
const doctor = (overrides: Partial<DoctorAvailability> = {}): DoctorAvailability => ({
  doctorId: "dr-one",
  weekly: everyDay("09:00", "13:00"),
  timeOff: [],
  held: [],
  ...overrides,
});
const at = (date: string, time: string, zone = ist) => wallTimeToInstant(date, time, zone);

/** The free starts of a 20-minute call, as IST wall-clock "YYYY-MM-DD HH:MM". */
function offered(d: DoctorAvailability, now: number, r: BookingRules = rules, minutes = 20) {
  return freeStarts(d, { minutes, rules: r, window: bookingWindow(r, now) }).map((s) => {
    const clock = wallClock(s, ist);
    return `${clock.date} ${clock.time}`;
  });
}

describe("the clock and the window", () => {
  const noNotice = { ...rules, minNoticeMinutes: 0 };

  it("hides a slot that has passed, though the visitor's wall clock is still on the day before (Los Angeles)", () => {
    // 04:40 UTC: 10:10 in India on 1 December, 20:40 on 30 November in Los Angeles.
    const now = Date.parse("2026-12-01T04:40:00Z");
    expect(wallClock(now, "America/Los_Angeles")).toMatchObject({ date: "2026-11-30", time: "20:40" });
    const slots = offered(doctor(), now, noNotice);
    expect(slots).not.toContain("2026-12-01 10:00");
    expect(slots[0]).toBe("2026-12-01 10:30");
  });

  it("offers a slot still to come, though the visitor's wall clock is already past its IST time (Sydney)", () => {
    // 04:10 UTC: 09:40 in India, 15:10 in Sydney; 10:00 IST is 15:30 there.
    const now = Date.parse("2026-12-01T04:10:00Z");
    expect(wallClock(now, "Australia/Sydney")).toMatchObject({ date: "2026-12-01", time: "15:10" });
    expect(offered(doctor(), now, noNotice)[0]).toBe("2026-12-01 10:00");
    const [day] = byVisitorDay(
      [{ start: at("2026-12-01", "10:00"), doctorIds: ["dr-one"] }],
      bookingWindow(noNotice, now),
      "Australia/Sydney",
    );
    expect(day!.slots[0]).toMatchObject({ date: "2026-12-01", time: "15:30" });
  });

  it("offers nothing before the minimum notice, measured on the instant, and nothing after the horizon", () => {
    const now = at("2026-12-01", "09:00");
    const slots = offered(doctor(), now);
    // 12 hours after 09:00 IST is 21:00: the day's hours are gone, the next day's begin.
    expect(slots[0]).toBe("2026-12-02 09:00");
    const exactly = offered(doctor(), at("2026-11-30", "21:00"));
    expect(exactly[0]).toBe("2026-12-01 09:00");
    expect(offered(doctor(), at("2026-11-30", "21:01"))[0]).toBe("2026-12-01 09:30");
    // 30 days after 09:00 on 1 December is 09:00 on 31 December: that start is the last.
    expect(slots.at(-1)).toBe("2026-12-31 09:00");
    expect(slots.filter((s) => s.startsWith("2026-12-31"))).toEqual(["2026-12-31 09:00"]);
  });

  it("keeps each consultation inside a block of hours, on the step's grid", () => {
    const slots = offered(
      doctor({ weekly: [{ weekday: 3, starts: "16:00", ends: "17:00" }] }),
      at("2026-11-30", "00:00"),
      { ...rules, minNoticeMinutes: 0 },
      30,
    );
    // Wednesday 2 December: 16:00 and 16:30 fit a 30-minute consultation; 17:00 would end after the block.
    expect(slots.filter((s) => s.startsWith("2026-12-02"))).toEqual(["2026-12-02 16:00", "2026-12-02 16:30"]);
  });
});

describe("buffers and time off", () => {
  const now = at("2026-11-30", "00:00");
  const day = (slots: string[]) => slots.filter((s) => s.startsWith("2026-12-02")).map((s) => s.slice(11));

  it("holds the buffer after every booking, before the next one and after the new one", () => {
    // A 20-minute call at 10:00 holds 10:00-10:30 with its 10-minute buffer.
    const booked = doctor({ held: [{ start: at("2026-12-02", "10:00"), end: at("2026-12-02", "10:30") }] });
    expect(day(offered(booked, now))).toEqual(["09:00", "09:30", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    // A 30-minute follow-up at 09:30 would run to 10:00 and hold 10:10: it meets the booking's start.
    expect(day(offered(booked, now, rules, 30))).toEqual(["09:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    // With a 40-minute buffer the call at 10:00 holds until 11:00, and one at 09:30 would hold until 10:30.
    const long = { ...rules, bufferMinutes: 40 };
    const bookedLong = doctor({ held: [{ start: at("2026-12-02", "10:00"), end: at("2026-12-02", "11:00") }] });
    expect(day(offered(bookedLong, now, long))).toEqual(["09:00", "11:00", "11:30", "12:00", "12:30"]);
  });

  it("offers nothing during leave or blocked hours", () => {
    const away = doctor({
      timeOff: [
        { start: at("2026-12-03", "00:00"), end: at("2026-12-04", "00:00") },
        { start: at("2026-12-02", "11:10"), end: at("2026-12-02", "12:00") },
      ],
    });
    const slots = offered(away, now);
    expect(slots.filter((s) => s.startsWith("2026-12-03"))).toEqual([]);
    expect(day(slots)).toEqual(["09:00", "09:30", "10:00", "10:30", "12:00", "12:30"]);
  });

  it("merges intervals and finds overlaps, touching ends excluded", () => {
    const blocked = merged([
      { start: 50, end: 60 },
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 55, end: 70 },
    ]);
    expect(blocked).toEqual([
      { start: 0, end: 20 },
      { start: 50, end: 70 },
    ]);
    expect(overlaps(blocked, 20, 50)).toBe(false);
    expect(overlaps(blocked, 19, 21)).toBe(true);
    expect(overlaps(blocked, 69, 80)).toBe(true);
    expect(overlaps(blocked, 70, 80)).toBe(false);
    expect(overlaps([], 0, 1)).toBe(false);
  });
});

describe("the visitor's days", () => {
  it("lists the same IST hours on the visitor's own dates across New York's change to daylight time", () => {
    const now = Date.parse("2026-03-05T00:00:00Z");
    const window = bookingWindow({ ...rules, horizonDays: 6 }, now);
    const starts = freeStarts(doctor({ weekly: everyDay("10:00", "10:30") }), {
      minutes: 20,
      rules: { ...rules, horizonDays: 6 },
      window,
    });
    const days = byVisitorDay(
      starts.map((start) => ({ start, doctorIds: ["dr-one"] })),
      window,
      "America/New_York",
    );
    const shown = days.flatMap((d) => d.slots.map((s) => `${d.date} ${s.time}`));
    // 10:00 IST is 23:30 the evening before while New York keeps standard time, 00:30 after the change on 8 March.
    expect(shown).toEqual([
      "2026-03-05 23:30",
      "2026-03-06 23:30",
      "2026-03-07 23:30",
      "2026-03-09 00:30",
      "2026-03-10 00:30",
    ]);
    // 8 March has no slot in New York: 10:00 IST that day is 23:30 EST on the 7th, and the next, 00:30 EDT on the 9th.
    expect(days.find((d) => d.date === "2026-03-08")?.slots).toEqual([]);
    expect(days.map((d) => d.date)).toEqual([
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(days[4]!.slots[0]!.startsAt).toBe("2026-03-09T04:30:00.000Z");
  });
});

describe("the nearest free times offered after a race is lost", () => {
  it("are the nearest ones, listed in the order of the day", () => {
    const at = (time: string) => Date.parse(`2026-12-01T${time}:00Z`);
    const free = ["08:30", "09:00", "09:30", "10:00", "11:00"].map((time) => ({
      start: at(time),
      doctorIds: ["dr-one"],
    }));
    expect(nearest(free, at("09:45"), 3).map((s) => s.startsAt.slice(11, 16))).toEqual(["09:00", "09:30", "10:00"]);
  });
});
