import { describe, expect, it } from "vitest";
import { dayLabel, parsePickerQuery, pickerHref, slotTimes, zoneOptions } from "./picker";

describe("the picker's address", () => {
  it("reads the type, doctor, zone, day and time", () => {
    expect(
      parsePickerQuery(
        {
          type: "free-first-call",
          doctor: "dr-priya-sharma",
          tz: "America/Los_Angeles",
          day: "2026-12-01",
          at: "2026-12-01T04:30:00Z",
        },
        "Asia/Kolkata",
      ),
    ).toEqual({
      typeId: "free-first-call",
      doctorId: "dr-priya-sharma",
      timeZone: "America/Los_Angeles",
      zoneGiven: true,
      day: "2026-12-01",
      at: "2026-12-01T04:30:00Z",
      order: undefined,
    });
  });

  it("carries an order's booking link token to the booking as it is, and nothing else", () => {
    const token = "Zk3_9a-QpWmX0vLr7TnBc2YdEe5FgHhJiKkLlMmNnOo";
    expect(parsePickerQuery({ order: token }, "UTC").order).toBe(token);
    // An order's id is not its token: it no longer reaches the booking.
    expect(parsePickerQuery({ order: "0f8fad5b-d9cb-469f-a165-70867728950e" }, "UTC").order).toBeUndefined();
    expect(parsePickerQuery({ order: "1 OR 1=1" }, "UTC").order).toBeUndefined();
  });

  it("falls back to any doctor and the clinic's zone, and says the zone was not given", () => {
    const query = parsePickerQuery({}, "Asia/Kolkata");
    expect(query).toMatchObject({
      typeId: undefined,
      doctorId: "any",
      timeZone: "Asia/Kolkata",
      zoneGiven: false,
      day: undefined,
    });
  });

  it("refuses what is not a zone, a day or an id, instead of failing the page", () => {
    const query = parsePickerQuery(
      { type: "<script>", doctor: "../etc", tz: "+05:30", day: "tomorrow" },
      "Europe/London",
    );
    expect(query).toMatchObject({
      typeId: undefined,
      doctorId: "any",
      timeZone: "Europe/London",
      zoneGiven: false,
      day: undefined,
    });
    expect(parsePickerQuery({ tz: "Mars/Olympus" }, "UTC").timeZone).toBe("UTC");
  });

  it("spells a zone typed in any case as the tz database does", () => {
    expect(parsePickerQuery({ tz: "america/los_angeles" }, "Asia/Kolkata")).toMatchObject({
      timeZone: "America/Los_Angeles",
      zoneGiven: true,
    });
  });

  it("takes the first of repeated parameters", () => {
    expect(parsePickerQuery({ tz: ["Asia/Dubai", "UTC"] }, "Asia/Kolkata").timeZone).toBe("Asia/Dubai");
  });

  it("writes an address without the empty choices", () => {
    expect(pickerHref("/book-consultation", { type: "follow-up", doctor: undefined, tz: "America/New_York" })).toBe(
      "/book-consultation?type=follow-up&tz=America%2FNew_York",
    );
    expect(pickerHref("/book-consultation", {})).toBe("/book-consultation");
  });
});

describe("the zone list", () => {
  const winter = Date.parse("2026-12-01T12:00:00Z");
  const summer = Date.parse("2026-07-01T12:00:00Z");

  it("gives each zone its offset on the day, daylight saving included", () => {
    const offset = (now: number, zone: string) => zoneOptions(now).find((z) => z.zone === zone)?.label;
    // The city, then the offset: the whole tz name did not fit a phone's drop-down.
    expect(offset(winter, "America/Los_Angeles")).toBe("Los Angeles (UTC-08:00)");
    expect(offset(summer, "America/Los_Angeles")).toBe("Los Angeles (UTC-07:00)");
    expect(offset(winter, "Europe/London")).toBe("London (UTC+00:00)");
    expect(offset(summer, "Europe/London")).toBe("London (UTC+01:00)");
    expect(offset(winter, "Australia/Sydney")).toBe("Sydney (UTC+11:00)");
    expect(offset(summer, "Asia/Kolkata")).toBe("Kolkata (UTC+05:30)");
    expect(offset(winter, "America/St_Johns")).toBe("St Johns (UTC-03:30)");
    expect(offset(winter, "UTC")).toBe("UTC (UTC+00:00)");
    expect(
      zoneOptions(winter, "America/Argentina/Buenos_Aires").find((z) => z.zone === "America/Argentina/Buenos_Aires")
        ?.label,
    ).toBe("Buenos Aires (UTC-03:00)");
  });

  it("runs west to east", () => {
    const offsets = zoneOptions(winter).map((z) => z.offset);
    const minutes = offsets.map(
      (o) => (o.startsWith("-") ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4))),
    );
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(offsets[0]).toBe("-10:00");
  });

  it("adds the visitor's own zone when the list lacks it, once", () => {
    expect(zoneOptions(winter, "Asia/Tokyo").filter((z) => z.zone === "Asia/Tokyo")).toHaveLength(1);
    expect(zoneOptions(winter, "Asia/Kolkata").filter((z) => z.zone === "Asia/Kolkata")).toHaveLength(1);
    expect(zoneOptions(winter, "Nowhere/Else").some((z) => z.zone === "Nowhere/Else")).toBe(false);
  });
});

describe("a day in words", () => {
  it("is the date itself, whatever the server's zone", () => {
    expect(dayLabel("2026-12-01")).toBe("Tue 1 Dec");
    expect(dayLabel("2026-12-01", true)).toBe("Tuesday 1 December 2026");
  });
});

describe("a day's times as the list shows them", () => {
  it("tells the repeated hour apart by its offset on the day clocks go back, and leaves other times bare", () => {
    const la = "America/Los_Angeles";
    // 7 November 2027: 01:00 and 01:30 come first at UTC-07:00, then again at UTC-08:00.
    const slots = [
      "2027-11-07T08:00:00Z",
      "2027-11-07T08:30:00Z",
      "2027-11-07T09:00:00Z",
      "2027-11-07T09:30:00Z",
      "2027-11-07T10:00:00Z",
    ].map((startsAt, i) => ({
      startsAt,
      time: ["01:00", "01:30", "01:00", "01:30", "02:00"][i]!,
    }));
    expect([...slotTimes(slots, la).values()]).toEqual([
      { time: "01:00", offset: "UTC-07:00" },
      { time: "01:30", offset: "UTC-07:00" },
      { time: "01:00", offset: "UTC-08:00" },
      { time: "01:30", offset: "UTC-08:00" },
      { time: "02:00" },
    ]);
  });
});
