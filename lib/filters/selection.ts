/** One choice in a filter dropdown: `value` goes in the URL, `label` is what the visitor reads. */
export type FilterOption = { value: string; label: string };

/** What Next hands a page for one query parameter. */
export type SearchParamValue = string | string[] | undefined;

/**
 * How items match a selection. Products: "all" (docs/product.md: a category shows only if it
 * carries every selected tag). Blog: "any" (a post has one category, so ticking two
 * categories must show the posts of both).
 */
export type MatchRule = "all" | "any";

/**
 * The selected values of a repeatable query parameter, in the options' order, so one
 * selection always has one URL. Unknown values are dropped and repeats counted once, so a
 * hand-edited or outdated link still shows a page. A label typed by hand ("Joint Health")
 * is accepted as well as its value ("joint-health").
 */
export function readSelection(raw: SearchParamValue, options: readonly FilterOption[]): string[] {
  const given = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const wanted = new Set(given.map((value) => value.trim().toLowerCase()));
  return options.filter((o) => wanted.has(o.value) || wanted.has(o.label.toLowerCase())).map((o) => o.value);
}

/** The selection with `value` added or removed, kept in the options' order. */
export function toggleValue(selected: readonly string[], value: string, options: readonly FilterOption[]): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return options.filter((o) => next.has(o.value)).map((o) => o.value);
}

/** Whether an item with these tags stays in view; with nothing selected every item does. */
export function matches(itemTags: readonly string[], selected: readonly string[], rule: MatchRule): boolean {
  if (selected.length === 0) return true;
  return rule === "all"
    ? selected.every((value) => itemTags.includes(value))
    : selected.some((value) => itemTags.includes(value));
}

export const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);
