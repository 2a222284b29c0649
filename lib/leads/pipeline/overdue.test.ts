import { afterEach, describe, expect, it, vi } from "vitest";
import { clinicDay, clinicHour, lastDays } from "./clinic-day";
import { isOverdue, overdueCutoff, waited } from "./overdue";

const lead = (receivedAt: string, status: "new" | "contacted" = "new") => ({ receivedAt, status });

describe("the 24-hour promise", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is broken once a lead has been new for more than 24 hours, not at 24 hours exactly", () => {
    const now = new Date("2026-11-22T10:00:00.000Z");
    expect(isOverdue(lead("2026-11-21T10:00:00.000Z"), now)).toBe(false);
    expect(isOverdue(lead("2026-11-21T09:59:59.999Z"), now)).toBe(true);
    expect(isOverdue(lead("2026-11-21T09:00:00.000Z", "contacted"), now)).toBe(false);
    expect(isOverdue(lead("not a date"), now)).toBe(false);
    expect(overdueCutoff(now).toISOString()).toBe("2026-11-21T10:00:00.000Z");
  });

  it.each(["UTC", "Asia/Kolkata", "America/Los_Angeles", "Pacific/Kiritimati", "Europe/London"])(
    "gives the same answer whatever zone the server runs in (%s)",
    (zone) => {
      vi.stubEnv("TZ", zone);
      const now = new Date("2026-03-29T12:00:00.000Z");
      expect(isOverdue(lead("2026-03-28T11:59:00.000Z"), now)).toBe(true);
      expect(isOverdue(lead("2026-03-28T12:01:00.000Z"), now)).toBe(false);
    },
  );

  it("counts 24 real hours across a daylight-saving change, not the same clock time a day later", () => {
    // London's clocks went back on 25 October 2026: 12:00 BST on the 24th to 12:00 GMT on the 25th is 25 hours.
    const received = "2026-10-24T11:00:00.000Z"; // 12:00 in London (BST)
    expect(isOverdue(lead(received), new Date("2026-10-25T11:30:00.000Z"))).toBe(true); // 11:30 GMT, a clock time earlier than noon
    // The clocks went forward on 29 March 2026: 12:00 GMT on the 28th to 12:00 BST on the 29th is only 23 hours.
    expect(isOverdue(lead("2026-03-28T12:00:00.000Z"), new Date("2026-03-29T11:00:00.000Z"))).toBe(false); // noon BST
  });

  it("says how long the visitor has waited", () => {
    const now = new Date("2026-11-22T10:00:00.000Z");
    expect(waited("2026-11-21T09:00:00.000Z", now)).toBe("25 hours");
    expect(waited("2026-11-19T07:00:00.000Z", now)).toBe("3 days 3 hours");
    expect(waited("2026-11-20T10:00:00.000Z", now)).toBe("2 days");
  });
});

describe("clinic days", () => {
  it("puts an instant on the clinic's date, not the server's", () => {
    const instant = new Date("2026-11-21T20:00:00.000Z");
    expect(clinicDay(instant, "Asia/Kolkata")).toBe("2026-11-22"); // 01:30 IST
    expect(clinicHour(instant, "Asia/Kolkata")).toBe(1);
    expect(clinicDay(instant, "America/New_York")).toBe("2026-11-21");
    expect(clinicDay(instant, "UTC")).toBe("2026-11-21");
    expect(clinicHour(new Date("2026-11-21T00:00:00.000Z"), "UTC")).toBe(0);
  });

  it("lists the last days by date, across a daylight-saving change", () => {
    // New York's clocks went back on 1 November 2026: that day had 25 hours.
    expect(lastDays(new Date("2026-11-02T04:30:00.000Z"), "America/New_York", 4)).toEqual([
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(lastDays(new Date("2026-03-01T12:00:00.000Z"), "UTC", 3)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
  });
});

import { retentionCutoff, retentionSentence } from "./retention";

describe("retention", () => {
  it("counts calendar months back, keeping the day where the month has it", () => {
    expect(retentionCutoff(new Date("2026-11-22T10:00:00.000Z"), 6).toISOString()).toBe("2026-05-22T10:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-31T00:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(retentionCutoff(new Date("2026-01-15T00:00:00.000Z"), 24).toISOString()).toBe("2024-01-15T00:00:00.000Z");
  });

  it("says what the setting does", () => {
    expect(retentionSentence(24)).toMatch(/erased automatically 2 years after/);
    expect(retentionSentence(18)).toMatch(/erased automatically 18 months after/);
    expect(retentionSentence(12)).toMatch(/1 year after/);
    expect(retentionSentence(undefined)).toMatch(/kept until we erase them/);
  });
});
