import { describe, expect, it } from "vitest";
import { daysLeft, deadlineDay, deadlineFor, isOverdue } from "./deadline";

const kolkata = "Asia/Kolkata";

describe("a privacy request's deadline", () => {
  it("is 30 days after the day it arrived, counted in the clinic's zone", () => {
    // 20:00 UTC on 27 Nov is already 28 Nov in India: day one is the 28th.
    const due = deadlineFor(new Date("2026-11-27T20:00:00Z"), kolkata);
    expect(due.day).toBe("2026-12-28");
    // It passes when the 28th ends in India (18:30 UTC), not at midnight UTC.
    expect(due.passesAt.toISOString()).toBe("2026-12-28T18:30:00.000Z");
    expect(deadlineFor(new Date("2026-11-27T18:00:00Z"), kolkata).day).toBe("2026-12-27");
  });

  it("never runs past one calendar month, which February makes shorter than 30 days", () => {
    // 1 Feb + 30 days is 3 Mar; one month is 1 Mar.
    expect(deadlineFor(new Date("2027-02-01T06:00:00Z"), kolkata).day).toBe("2027-03-01");
    // 31 Jan has no 31 Feb: the month's last day.
    expect(deadlineFor(new Date("2027-01-31T06:00:00Z"), kolkata).day).toBe("2027-02-28");
    expect(deadlineFor(new Date("2028-01-31T06:00:00Z"), kolkata).day).toBe("2028-02-29");
    // A 31-day month: 30 days comes first.
    expect(deadlineFor(new Date("2026-12-15T06:00:00Z"), kolkata).day).toBe("2027-01-14");
  });

  it("ends the last day at its own midnight across a clock change", () => {
    // London: 26 Feb 2027 + 1 month = 26 Mar; the clocks go forward on 28 Mar, so 27 Mar starts at 00:00 GMT.
    const london = deadlineFor(new Date("2027-02-26T12:00:00Z"), "Europe/London");
    expect(london.day).toBe("2027-03-26");
    expect(london.passesAt.toISOString()).toBe("2027-03-27T00:00:00.000Z");
    // 1 Mar + 30 days = 31 Mar, which ends at midnight BST, 23:00 UTC.
    const summer = deadlineFor(new Date("2027-03-01T12:00:00Z"), "Europe/London");
    expect(summer.day).toBe("2027-03-31");
    expect(summer.passesAt.toISOString()).toBe("2027-03-31T23:00:00.000Z");
  });

  it("is overdue from the first instant after its last day, and shows that day", () => {
    const due = deadlineFor(new Date("2026-11-27T20:00:00Z"), kolkata);
    expect(isOverdue(due.passesAt, new Date("2026-12-28T18:29:59.999Z"))).toBe(false);
    expect(isOverdue(due.passesAt, new Date("2026-12-28T18:30:00.000Z"))).toBe(true);
    expect(deadlineDay(due.passesAt, kolkata)).toEqual({ iso: "2026-12-28", text: "Mon, 28 Dec 2026" });
    expect(daysLeft(due.passesAt, new Date("2026-11-27T20:00:00Z"), kolkata)).toBe(30);
    expect(daysLeft(due.passesAt, new Date("2026-12-28T12:00:00Z"), kolkata)).toBe(0);
    expect(daysLeft(due.passesAt, new Date("2026-12-30T12:00:00Z"), kolkata)).toBe(-2);
  });
});
