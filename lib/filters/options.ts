import { slugify } from "@/lib/catalogue";
import { sortedUnique } from "@/lib/utils";
import type { FilterOption } from "./selection";

/** The URL value of a label: "Men's Health" becomes "mens-health", the catalogue's slug rule. */
export const optionValue = (label: string) => slugify(label);

/**
 * Options for these labels, in the order given and each once. Two different labels that
 * would share one URL value are a content mistake, so they fail the page loudly.
 */
export function optionsFor(labels: readonly string[]): FilterOption[] {
  const byValue = new Map<string, string>();
  for (const label of labels) {
    const value = optionValue(label);
    if (!value) throw new Error(`Filter option "${label}" has no letters or digits to put in a URL`);
    const taken = byValue.get(value);
    if (taken !== undefined && taken !== label)
      throw new Error(`Filter options "${taken}" and "${label}" would share the URL value "${value}"`);
    byValue.set(value, label);
  }
  return [...byValue].map(([value, label]) => ({ value, label }));
}

/** The tag filter (docs/product.md): the sorted, unique set of every item's tags. */
export function tagOptions(tagLists: readonly (readonly string[])[]): FilterOption[] {
  return optionsFor(sortedUnique(tagLists.flat()));
}
