import { describe, expect, it } from "vitest";
import { pageHref, paginate, parsePage } from "./pagination";

const thirteen = Array.from({ length: 13 }, (_, i) => i + 1);

describe("paginate, 6 to a page", () => {
  it("splits 13 items into pages of 6, 6 and 1", () => {
    expect(paginate(thirteen, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, totalPages: 3 });
    expect(paginate(thirteen, 2, 6)).toEqual({ items: [7, 8, 9, 10, 11, 12], page: 2, totalPages: 3 });
    expect(paginate(thirteen, 3, 6)).toEqual({ items: [13], page: 3, totalPages: 3 });
  });

  it("shows the last page for a page past the end and the first for one before the start", () => {
    expect(paginate(thirteen, 9, 6)).toMatchObject({ items: [13], page: 3 });
    expect(paginate(thirteen, 0, 6)).toMatchObject({ page: 1 });
    expect(paginate(thirteen, -4, 6)).toMatchObject({ page: 1 });
    expect(paginate(thirteen, Number.NaN, 6)).toMatchObject({ page: 1 });
    expect(paginate(thirteen, 1.5, 6)).toMatchObject({ page: 1 });
  });

  it("has one page when everything fits, even when nothing is left", () => {
    expect(paginate([1, 2, 3, 4, 5, 6], 2, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, totalPages: 1 });
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe("parsePage", () => {
  it("reads whole numbers from 1 up", () => {
    expect(parsePage("2")).toBe(2);
    expect(parsePage(["3", "1"])).toBe(3);
  });

  it("reads anything else as page 1", () => {
    for (const raw of [undefined, "", "abc", "0", "-2", "1.5", "2e3", "99999999999999999999", []])
      expect(parsePage(raw), String(raw)).toBe(1);
  });
});

describe("pageHref", () => {
  it("keeps the other parameters and replaces the page", () => {
    expect(pageHref("/blogs", "category=nutrition&category=lifestyle&page=3", 2)).toBe(
      "/blogs?category=nutrition&category=lifestyle&page=2",
    );
  });

  it("leaves page 1 as the bare address", () => {
    expect(pageHref("/blogs", "category=nutrition&page=2", 1)).toBe("/blogs?category=nutrition");
    expect(pageHref("/blogs", "", 1)).toBe("/blogs");
  });
});
