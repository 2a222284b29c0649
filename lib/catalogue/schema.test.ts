import { describe, expect, it } from "vitest";
import { slugify } from "./schema";

describe("slugify (the slug rule of docs/product.md)", () => {
  it.each([
    ["Children's Wellness", "childrens-wellness"],
    ["Women's Health", "womens-health"],
    ["Digestive & Gut Health", "digestive-gut-health"],
    ["Liver, Kidney & Detox", "liver-kidney-detox"],
    ["Hormonal Balance & Endocrine Health", "hormonal-balance-endocrine-health"],
    ["  Trailing -- punctuation!  ", "trailing-punctuation"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
