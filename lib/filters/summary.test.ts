import { expect, it } from "vitest";
import { resultSummary } from "./summary";

it("says how many results are shown out of how many", () => {
  expect(resultSummary({ matched: 13, total: 13, noun: "product categories" })).toBe(
    "Showing all 13 product categories",
  );
  expect(resultSummary({ matched: 3, total: 13, noun: "product categories" })).toBe(
    "Showing 3 of 13 product categories",
  );
  expect(resultSummary({ matched: 13, total: 20, noun: "articles", page: 2, totalPages: 3 })).toBe(
    "Showing 13 of 20 articles, page 2 of 3",
  );
});

it("says nothing when nothing is left, so the empty message speaks alone", () => {
  expect(resultSummary({ matched: 0, total: 13, noun: "product categories" })).toBeUndefined();
});
