import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, serverWindow, visitorToday, visitorWindow } from "./days";

describe("the days a visitor may ask for", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("counts calendar days across months, years and a leap day", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-26", 365)).toBe("2027-11-26");
  });

  it("the browser offers the visitor's own today, not UTC's: an evening in Los Angeles is still today there", () => {
    // 03:30 UTC on 27 November is 19:30 on 26 November in Los Angeles.
    const instant = new Date("2026-11-27T03:30:00Z");
    const local = (zone: string) => new Date(instant.toLocaleString("en-US", { timeZone: zone }));
    expect(visitorToday(local("America/Los_Angeles"))).toBe("2026-11-26");
    expect(visitorToday(local("Asia/Kolkata"))).toBe("2026-11-27");
    expect(visitorWindow(local("America/Los_Angeles"))).toEqual({ earliest: "2026-11-26", latest: "2027-11-26" });
  });

  it("the server, which does not know the zone, allows a day each side of UTC's, so no visitor's today or last day is refused", () => {
    expect(serverWindow(new Date("2026-11-27T03:30:00Z"))).toEqual({ earliest: "2026-11-26", latest: "2027-11-28" });
    // Kiritimati (UTC+14) is already on 28 November when UTC is late on the 27th; American Samoa (UTC-11) on the 26th.
    const late = new Date("2026-11-27T23:00:00Z");
    const window = serverWindow(late);
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Asia/Kolkata"]) {
      const { earliest, latest } = visitorWindow(new Date(late.toLocaleString("en-US", { timeZone: zone })));
      expect(earliest >= window.earliest && latest <= window.latest, zone).toBe(true);
    }
  });
});
