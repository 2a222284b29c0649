import { publisherOf, type FurtherReading } from "@/lib/content/further-reading";

/**
 * Articles for which no mainstream page about their own condition has yet been opened and read
 * (docs/measurements/further-reading-sources.md lists them). Each may stand without one until an
 * editor opens one; an article that gains one must leave the list, so the list only shrinks, and
 * it is deleted once empty.
 */
export const awaitingConditionSource: ReadonlySet<string> = new Set([
  "digestive-gut-health/leaky-gut-syndrome",
  "joint-bone-health/muscle-weakness",
  "skin-hair-health/premature-graying",
]);

/**
 * A condition page's further reading (docs/content-standard.md, "Sources"): at least one page
 * marked `about: condition`, from a mainstream medical publisher, about the page's own condition;
 * herb pages may stand beside it but never count for it. Each publisher reads as the list in
 * lib/content/further-reading.ts names it, so the pages and the publisher mix stay comparable.
 * (The addresses themselves are checked where the front matter is read: https, canonical host,
 * no query or fragment.) `article` is "category/slug".
 */
export function furtherReadingProblems(entries: FurtherReading, article: string, awaiting: ReadonlySet<string> = awaitingConditionSource): string[] {
  const errors: string[] = [];
  for (const entry of entries) {
    const publisher = publisherOf(hostOf(entry.url));
    if (!publisher) continue;
    if (entry.publisher !== publisher.name) errors.push(`furtherReading: ${entry.url} is published by "${publisher.name}", not "${entry.publisher}"`);
    if (entry.about === "condition" && !publisher.mainstream) {
      errors.push(`furtherReading: ${entry.url} is marked about: condition, but ${publisher.name} is not a mainstream medical publisher`);
    }
  }
  const cited = entries.some((e) => e.about === "condition");
  if (cited && awaiting.has(article)) errors.push(`furtherReading: it now cites its condition; take "${article}" off awaitingConditionSource (lib/catalogue/further-reading.ts)`);
  if (!cited && !awaiting.has(article)) errors.push("furtherReading: cite at least one mainstream medical page about this condition, marked about: condition");
  return errors;
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return "";
  }
}
