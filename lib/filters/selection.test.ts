import { describe, expect, it } from "vitest";
import { matches, readSelection, sameValues, toggleValue, type FilterOption } from "./selection";

const options: FilterOption[] = [
  { value: "bone-health", label: "Bone Health" },
  { value: "detox", label: "Detox" },
  { value: "joint-health", label: "Joint Health" },
];

describe("readSelection", () => {
  it("reads one value or many, in the options' order", () => {
    expect(readSelection("detox", options)).toEqual(["detox"]);
    expect(readSelection(["joint-health", "bone-health"], options)).toEqual(["bone-health", "joint-health"]);
  });

  it("reads nothing from an absent or empty parameter", () => {
    expect(readSelection(undefined, options)).toEqual([]);
    expect(readSelection("", options)).toEqual([]);
    expect(readSelection([], options)).toEqual([]);
  });

  it("drops unknown values and counts repeats once", () => {
    expect(readSelection(["detox", "nope", "detox", "<script>"], options)).toEqual(["detox"]);
  });

  it("accepts a label or a value typed by hand in any case", () => {
    expect(readSelection(["Joint Health", " DETOX "], options)).toEqual(["detox", "joint-health"]);
  });
});

describe("toggleValue", () => {
  it("adds an unselected value and removes a selected one, keeping the options' order", () => {
    expect(toggleValue(["joint-health"], "bone-health", options)).toEqual(["bone-health", "joint-health"]);
    expect(toggleValue(["bone-health", "joint-health"], "bone-health", options)).toEqual(["joint-health"]);
    expect(toggleValue([], "detox", options)).toEqual(["detox"]);
  });
});

describe("matches", () => {
  const tags = ["joint-health", "bone-health"];

  it("shows everything when nothing is selected, under either rule", () => {
    expect(matches(tags, [], "all")).toBe(true);
    expect(matches(tags, [], "any")).toBe(true);
  });

  it("'all' keeps an item only if it carries every selected tag", () => {
    expect(matches(tags, ["joint-health"], "all")).toBe(true);
    expect(matches(tags, ["joint-health", "bone-health"], "all")).toBe(true);
    expect(matches(tags, ["joint-health", "detox"], "all")).toBe(false);
  });

  it("'any' keeps an item that carries at least one selected tag", () => {
    expect(matches(tags, ["joint-health", "detox"], "any")).toBe(true);
    expect(matches(tags, ["detox"], "any")).toBe(false);
  });
});

it("sameValues compares selections in order", () => {
  expect(sameValues(["a", "b"], ["a", "b"])).toBe(true);
  expect(sameValues(["a"], ["a", "b"])).toBe(false);
  expect(sameValues(["b", "a"], ["a", "b"])).toBe(false);
});
