import { describe, expect, it } from "vitest";
import { clinicTime } from "./clinic-time";

describe("clinicTime", () => {
  it("shows an instant in the clinic's zone, named, by default Asia/Kolkata", () => {
    expect(clinicTime("2026-11-20T10:00:00.000Z")).toBe("20 Nov 2026, 3:30 pm IST");
    // Past midnight in India while it is still the day before in UTC.
    expect(clinicTime("2026-11-20T19:00:00.000Z")).toBe("21 Nov 2026, 12:30 am IST");
  });

  it("follows another zone's daylight saving time", () => {
    expect(clinicTime("2026-11-20T10:00:00.000Z", "America/New_York")).toBe("20 Nov 2026, 5:00 am GMT-5");
    expect(clinicTime("2026-07-01T10:00:00.000Z", "America/New_York")).toBe("1 Jul 2026, 6:00 am GMT-4");
  });

  it("shows a value that is not an instant as it is", () => {
    expect(clinicTime("not a time")).toBe("not a time");
  });
});
