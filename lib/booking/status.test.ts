import { describe, expect, it } from "vitest";
import { bookingState } from "./status";
import type { BookingDoctor } from "./types";

const doctors: BookingDoctor[] = [{ id: "dr-real", name: "Dr. Real", sample: false }];
const hours = { real: new Set(["dr-real"]), sample: new Set<string>() };

describe("whether booking is on", () => {
  it("is on once a confirmed doctor has hours and a consultation type is offered", () => {
    expect(bookingState("auto", doctors, hours, 2)).toMatchObject({ on: true, doctorIds: ["dr-real"] });
  });

  it("is off, and the request form stands in, when staff have retired every consultation type", () => {
    for (const setting of ["auto", "on"] as const) {
      const state = bookingState(setting, doctors, hours, 0);
      expect(state).toMatchObject({ on: false, doctorIds: [] });
      expect(state.reason).toContain("no consultation type is offered");
    }
  });
});
