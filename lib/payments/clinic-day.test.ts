import { describe, expect, it } from "vitest";
import { clinicDay } from "./clinic-day";

describe("the day of an instant on the clinic's clock", () => {
  it("is the clinic's day, not the server's or UTC's", () => {
    // 20:00 UTC on the 28th is already the 29th in India, still the 28th in New York.
    expect(clinicDay("2026-12-28T20:00:00.000Z", "Asia/Kolkata")).toBe("29 Dec 2026");
    expect(clinicDay("2026-12-28T20:00:00.000Z", "America/New_York")).toBe("28 Dec 2026");
  });
});
