import { countWords } from "@/lib/content/render";
import { forbiddenPhrases, sectionPatterns, WORDS_MAX, WORDS_MIN } from "./article-schema";

/** The content standard's rules for a condition article's body; returns every problem found. */
export function checkArticleBody(source: string, knownPaths: Set<string>) {
  const errors: string[] = [];
  const words = countWords(source);
  if (words < WORDS_MIN || words > WORDS_MAX)
    errors.push(`body has ${words} words; it must have ${WORDS_MIN}-${WORDS_MAX}`);
  if (/^#\s/m.test(source)) errors.push("body must not contain an H1; the page prints the title");

  const headings = [...source.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());
  if (headings.length !== sectionPatterns.length) {
    errors.push(
      `body has ${headings.length} H2 sections; it must have ${sectionPatterns.length} in the order of docs/content-standard.md`,
    );
  } else {
    sectionPatterns.forEach((section, i) => {
      if (!section.pattern.test(headings[i]!))
        errors.push(`section ${i + 1} "${headings[i]}" should be the ${section.name}`);
    });
  }

  for (const phrase of forbiddenPhrases) {
    const hit = source.match(phrase);
    if (hit) errors.push(`forbidden phrase "${hit[0]}"`);
  }

  for (const [, href] of source.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (href!.startsWith("/") && !knownPaths.has(href!.split("#")[0]!)) errors.push(`link to unknown page "${href}"`);
  }
  return { words, errors };
}
