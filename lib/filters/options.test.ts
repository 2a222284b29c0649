import { describe, expect, it } from "vitest";
import { productCategories } from "@/content/product-categories";
import { optionsFor, optionValue, tagOptions } from "./options";
import { matches, readSelection } from "./selection";

describe("tagOptions", () => {
  it("is the sorted unique set of every tag, each with a URL value", () => {
    expect(tagOptions([["Joint Health", "Detox"], ["Detox", "Bone Health"], ["Men's Health"]])).toEqual([
      { value: "bone-health", label: "Bone Health" },
      { value: "detox", label: "Detox" },
      { value: "joint-health", label: "Joint Health" },
      { value: "mens-health", label: "Men's Health" },
    ]);
  });

  it("fails loudly when two labels would share a URL value", () => {
    expect(() => tagOptions([["Skin Health", "Skin-Health"]])).toThrow(/share the URL value "skin-health"/);
    expect(() => optionsFor(["&"])).toThrow(/no letters or digits/);
  });
});

describe("optionsFor", () => {
  it("keeps the order given and lists each label once", () => {
    expect(optionsFor(["Nutrition", "Beauty & Wellness", "Nutrition"])).toEqual([
      { value: "nutrition", label: "Nutrition" },
      { value: "beauty-wellness", label: "Beauty & Wellness" },
    ]);
  });
});

describe("the products filter over the real 13 categories", () => {
  const options = tagOptions(productCategories.map((pc) => pc.tags));
  const shown = (...labels: string[]) =>
    productCategories
      .filter((pc) => matches(pc.tags.map(optionValue), readSelection(labels, options), "all"))
      .map((pc) => pc.name);

  it("offers every tag once, sorted", () => {
    const labels = options.map((o) => o.label);
    expect(labels).toEqual(
      [...new Set(productCategories.flatMap((pc) => pc.tags))].sort((a, b) => a.localeCompare(b, "en")),
    );
    expect(labels).toContain("Hormonal Balance");
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("shows all 13 with no selection, and only the categories carrying every selected tag", () => {
    expect(shown()).toHaveLength(13);
    expect(shown("Detox")).toEqual(["Liver Kidney & Detox", "Digestive & Gut Health", "Skin & Hair"]);
    expect(shown("Detox", "Metabolism")).toEqual(["Digestive & Gut Health"]);
    expect(shown("Detox", "Heart Health")).toEqual([]);
  });
});
