import { describe, expect, it } from "vitest";
import { withQuery, withSelection } from "./query";

describe("withSelection", () => {
  it("writes each selected value as a repeat of the parameter", () => {
    expect(withSelection("", "concern", ["detox", "metabolism"])).toBe("concern=detox&concern=metabolism");
  });

  it("replaces the old selection, drops the reset parameters and keeps the rest", () => {
    expect(withSelection("?utm_source=mail&category=nutrition&page=2", "category", ["lifestyle"], ["page"])).toBe(
      "utm_source=mail&category=lifestyle",
    );
  });

  it("an empty selection removes the parameter", () => {
    expect(withSelection("concern=detox", "concern", [])).toBe("");
  });
});

it("withQuery adds a query only when there is one", () => {
  expect(withQuery("/products", "concern=detox")).toBe("/products?concern=detox");
  expect(withQuery("/products", "")).toBe("/products");
});
