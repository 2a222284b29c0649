import { describe, expect, it } from "vitest";
import { calibratedSlowdown, defaultSlowdown, median, missedTargets } from "./speed-pages.mjs";

describe("calibratedSlowdown (npm run lighthouse -- --as-index)", () => {
  it("keeps Lighthouse's slowdown on a machine of the index asked for", () => {
    expect(calibratedSlowdown(2444, 2444)).toBe(defaultSlowdown);
  });

  it("slows a faster machine down more, in proportion to its index", () => {
    // This evening's quiet machine (index 3,886) measured as a machine of index 2,444, where every page first measured 355-728 ms of TBT beyond the bare page.
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

describe("missedTargets", () => {
  const fine = { path: "/faq", perf: 99, lcp: 1.1, beyond: 12, cls: 0 };

  it("finds nothing missed when every page meets every target, limits included", () => {
    const atTheLimits = { path: "/", perf: 90, lcp: 1.5, beyond: 50, cls: 0.01 };
    expect(missedTargets([fine, atTheLimits]).every((t) => t.missedBy.length === 0)).toBe(true);
  });

  it("names the page beside each target it missed", () => {
    const slow = { path: "/products", perf: 77, lcp: 1.1, beyond: 360, cls: 0 };
    const shifting = { path: "/blogs", perf: 95, lcp: 1.6, beyond: 20, cls: 0.15 };
    expect(missedTargets([fine, slow, shifting])).toEqual([
      { target: "performance at least 90", missedBy: ["/products"] },
      { target: "LCP at most 1.5 s", missedBy: ["/blogs"] },
      { target: "TBT at most 50 ms beyond the bare page", missedBy: ["/products"] },
      { target: "CLS at most 0.01", missedBy: ["/blogs"] },
    ]);
  });
});
