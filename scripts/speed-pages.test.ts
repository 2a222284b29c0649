import { describe, expect, it } from "vitest";
import { calibratedSlowdown, defaultSlowdown, median } from "./speed-pages.mjs";

describe("calibratedSlowdown (npm run lighthouse -- --as-index)", () => {
  it("keeps Lighthouse's slowdown on a machine of the index asked for", () => {
    expect(calibratedSlowdown(2444, 2444)).toBe(defaultSlowdown);
  });

  it("slows a faster machine down more, in proportion to its index", () => {
    // This evening's quiet machine measured as the machine the speed issue was measured on.
    expect(calibratedSlowdown(3886, 2444)).toBe(6.36);
    expect(calibratedSlowdown(4888, 2444)).toBe(8);
  });

  it("slows a slower machine down less", () => {
    expect(calibratedSlowdown(1222, 2444)).toBe(2);
  });
});

describe("median", () => {
  it("takes the middle run, whatever order the runs came in", () => {
    expect(median([300, 10, 40])).toBe(40);
  });

  it("takes the upper middle of an even count", () => {
    expect(median([10, 40, 20, 30])).toBe(30);
  });
});
