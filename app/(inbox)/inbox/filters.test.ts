import { describe, expect, it } from "vitest";
import { inputOf, type InputSource } from "@/lib/input";
import { filterQuery, leadQuery, pageSize, parseFilters as parse, withQuery } from "./filters";

const parseFilters = (source: InputSource) => parse(inputOf(source)!);

describe("inbox filters", () => {
  it("reads every filter from the URL and writes it back the same way", () => {
    const query = "form=Doctor+Booking&status=contacted&from=2026-01-01&to=2026-01-31&page=3";
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      formType: "Doctor Booking",
      status: "contacted",
      from: "2026-01-01",
      to: "2026-01-31",
      q: undefined,
      page: 3,
    });
    expect(filterQuery(filters)).toBe(query);
    expect(filterQuery(filters, { page: 1 })).toBe(
      "form=Doctor+Booking&status=contacted&from=2026-01-01&to=2026-01-31",
    );
    expect(leadQuery(filters)).toEqual({
      formType: "Doctor Booking",
      status: "contacted",
      from: "2026-01-01",
      to: "2026-01-31",
      limit: pageSize,
      offset: 2 * pageSize,
    });
  });

  it("reads every pipeline status and a free-text search, trimmed and bounded", () => {
    for (const status of ["new", "contacted", "booked", "closed", "not_interested"])
      expect(parseFilters({ status }).status).toBe(status);
    const filters = parseFilters(new URLSearchParams("q=++Priya+R++&status=booked"));
    expect(filters).toMatchObject({ q: "Priya R", status: "booked" });
    expect(filterQuery(filters)).toBe("status=booked&q=Priya+R");
    expect(leadQuery(filters)).toMatchObject({ q: "Priya R", status: "booked" });
    expect(leadQuery(filters, 10, 0, "2026-11-20T00:00:00.000Z")).toMatchObject({
      overdueBefore: "2026-11-20T00:00:00.000Z",
    });
    expect(parseFilters({ q: "x".repeat(500) }).q).toHaveLength(100);
    expect(parseFilters({ q: "   " }).q).toBeUndefined();
  });

  it("takes Next's searchParams object too, using the first of repeated values", () => {
    expect(parseFilters({ form: ["Contact Form", "Auto Popup"], status: "new" })).toMatchObject({
      formType: "Contact Form",
      status: "new",
    });
  });

  it("drops a day that does not exist or that the store cannot be asked about (each was a 500)", () => {
    for (const day of ["2027-02-30", "2026-02-29", "0000-01-01", "9999-12-31"]) {
      expect(parseFilters(new URLSearchParams({ from: day, to: day })), day).toMatchObject({
        from: undefined,
        to: undefined,
      });
    }
    expect(parseFilters(new URLSearchParams({ from: "2028-02-29", to: "9998-12-31" }))).toMatchObject({
      from: "2028-02-29",
      to: "9998-12-31",
    });
  });

  it("drops what it does not know instead of failing", () => {
    expect(parseFilters(new URLSearchParams("form=Nope&status=done&from=2026-02-30&to=yesterday&page=-2"))).toEqual({
      formType: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseFilters({ page: "1.5" }).page).toBe(1);
    expect(filterQuery(parseFilters({}))).toBe("");
    expect(withQuery("/inbox", "")).toBe("/inbox");
    expect(withQuery("/inbox", "page=2")).toBe("/inbox?page=2");
  });
});
