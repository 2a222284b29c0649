import { describe, expect, it } from "vitest";
import { clockTime, hourCycleOf } from "./clock";

describe("the visitor's clock", () => {
  it("is 12-hour where the language's convention is, 24-hour where it is not or nothing is known", () => {
    expect(hourCycleOf(["en-US", "en"])).toBe("h12");
    expect(hourCycleOf(["en-AU"])).toBe("h12");
    expect(hourCycleOf(["en-GB", "en-US"])).toBe("h23");
    expect(hourCycleOf(["de-DE"])).toBe("h23");
    expect(hourCycleOf(["no such tag!", "en-GB"])).toBe("h23");
    expect(hourCycleOf([])).toBe("h23");
  });

  it("writes a time in either", () => {
    expect(["00:00", "00:30", "09:05", "12:00", "13:30", "23:59"].map((t) => clockTime(t, "h12"))).toEqual([
      "12:00 AM",
      "12:30 AM",
      "9:05 AM",
      "12:00 PM",
      "1:30 PM",
      "11:59 PM",
    ]);
    expect(clockTime("13:30", "h23")).toBe("13:30");
  });
});
