import { publisherOf, type FurtherReading } from "@/lib/content/further-reading";

/**
 * A condition page's further reading (docs/content-standard.md, "Sources"): at least one page
 * marked `about: condition`, from a mainstream medical publisher, about the page's own condition;
 * herb pages may stand beside it but never count for it. Each publisher reads as the list in
 * lib/content/further-reading.ts names it, so the pages and the publisher mix stay comparable.
 * (The addresses themselves are checked where the front matter is read: https, canonical host,
 * no query or fragment.)
 */
export function furtherReadingProblems(entries: FurtherReading): string[] {
  const errors: string[] = [];
  for (const entry of entries) {
    const publisher = publisherOf(hostOf(entry.url));
    if (!publisher) continue;
    if (entry.publisher !== publisher.name)
      errors.push(`furtherReading: ${entry.url} is published by "${publisher.name}", not "${entry.publisher}"`);
    if (entry.about === "condition" && !publisher.mainstream) {
      errors.push(
        `furtherReading: ${entry.url} is marked about: condition, but ${publisher.name} is not a mainstream medical publisher`,
      );
    }
  }
  if (!entries.some((e) => e.about === "condition"))
    errors.push(
      "furtherReading: cite at least one mainstream medical page about this condition, marked about: condition",
    );
  return errors;
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return "";
  }
}
