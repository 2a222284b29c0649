import { describe, expect, it } from "vitest";
import { formatMoney, sum, usd, usdCents } from "./money";

describe("money", () => {
  it("keeps whole cents with the currency", () => {
    expect(usd(199)).toEqual({ cents: 19900, currency: "USD" });
    expect(usdCents(1950)).toEqual({ cents: 1950, currency: "USD" });
  });

  it("refuses fractions of a cent and negative amounts", () => {
    expect(() => usdCents(19.5)).toThrow(RangeError);
    expect(() => usdCents(-1)).toThrow(RangeError);
    expect(() => usd(0.001)).toThrow(RangeError);
  });

  it("adds amounts of one currency exactly", () => {
    expect(sum([usd(349), usd(19)])).toEqual(usd(368));
    expect(sum([usdCents(10), usdCents(20)]).cents).toBe(30);
    expect(sum([])).toEqual(usd(0));
  });

  it("shows whole dollars without cents and other amounts with them", () => {
    expect(formatMoney(usd(349))).toBe("$349");
    expect(formatMoney(usdCents(1950))).toBe("$19.50");
    expect(formatMoney(usd(1200))).toBe("$1,200");
  });
});
