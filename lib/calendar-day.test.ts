import { describe, expect, it } from "vitest";
import { firstCalendarDay, isCalendarDay, lastCalendarDay, parseCalendarDay } from "./calendar-day";

describe("parseCalendarDay", () => {
  it("takes a real day, YYYY-MM-DD", () => {
    for (const day of ["2026-11-28", "2028-02-29", "2026-12-31", firstCalendarDay, lastCalendarDay])
      expect(parseCalendarDay(day), day).toBe(day);
  });

  it("refuses days that do not exist, which Date.parse rolls over (the probe's 500s)", () => {
    for (const day of ["2027-02-30", "2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00"])
      expect(parseCalendarDay(day), day).toBeUndefined();
  });

  it("refuses days the store cannot be asked about: year 0000, the last days of 9999", () => {
    for (const day of ["0000-01-01", "0001-01-01", "9999-12-31", "9999-01-01"])
      expect(parseCalendarDay(day), day).toBeUndefined();
  });

  it("refuses any other shape or type", () => {
    for (const value of [
      "+002026-01-01",
      "2026-1-1",
      "2026-01-01T00:00",
      " 2026-01-01",
      "",
      undefined,
      null,
      20261128,
      ["2026-11-28"],
    ]) {
      expect(isCalendarDay(value), String(value)).toBe(false);
    }
  });
});
