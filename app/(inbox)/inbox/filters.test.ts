import { describe, expect, it } from "vitest";
import { filterQuery, leadQuery, pageSize, parseFilters, withQuery } from "./filters";

describe("inbox filters", () => {
  it("reads every filter from the URL and writes it back the same way", () => {
    const query = "form=Doctor+Booking&status=contacted&from=2026-01-01&to=2026-01-31&page=3";
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toEqual({ formType: "Doctor Booking", status: "contacted", from: "2026-01-01", to: "2026-01-31", page: 3 });
    expect(filterQuery(filters)).toBe(query);
    expect(filterQuery(filters, { page: 1 })).toBe("form=Doctor+Booking&status=contacted&from=2026-01-01&to=2026-01-31");
    expect(leadQuery(filters)).toEqual({
      formType: "Doctor Booking",
      status: "contacted",
      from: "2026-01-01",
      to: "2026-01-31",
      limit: pageSize,
      offset: 2 * pageSize,
    });
  });

  it("takes Next's searchParams object too, using the first of repeated values", () => {
    expect(parseFilters({ form: ["Contact Form", "Auto Popup"], status: "new" })).toMatchObject({ formType: "Contact Form", status: "new" });
  });

  it("drops what it does not know instead of failing", () => {
    expect(parseFilters(new URLSearchParams("form=Nope&status=done&from=2026-02-30&to=yesterday&page=-2"))).toEqual({
      formType: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(parseFilters({ page: "1.5" }).page).toBe(1);
    expect(filterQuery(parseFilters({}))).toBe("");
    expect(withQuery("/inbox", "")).toBe("/inbox");
    expect(withQuery("/inbox", "page=2")).toBe("/inbox?page=2");
  });
});
