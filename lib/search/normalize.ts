/**
 * How the site's search reads words, the same way for the pages it indexes and for what a
 * visitor types (decision 028): any case, any accents, apostrophes dropped ("can't" is
 * "cant"), common little words ignored, and plurals folded into their singular. Runs in the
 * browser too, so it stays small and depends on nothing.
 */

/** Lower case, accents removed, typographic apostrophes and dashes made plain, spaces squeezed. */
function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words that say nothing about which page a visitor wants ("how to stop my hair fall"). */
const stopWords = new Set(
  (
    "a an and are as at be been being but by can could do does did for from get got have has had how i im " +
    "in into is it its me my mine of on or our so some that the their them then there these this those " +
    "to too was we what when where which who why will with would you your yours about any all also very"
  ).split(" "),
);

/**
 * "allergies" → "allergy", "stones" → "stone", "glasses" stays: English plurals folded to
 * the singular, so a visitor's "kidney stones" finds a page that says "stone". Deliberately
 * light (no full stemmer): words that merely end in s ("gas", "sinus", "psoriasis",
 * "diabetes", "ibs") keep their s.
 */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(ss|us|is|ys|as|os|ics|betes|ous)$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  // "rashes", "itches", "flushes", "glasses": the singular has no e; "aches", "headaches" do.
  if (/([^a]ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** MiniSearch's term processor: one word in, its searchable form out, or nothing for a stop word. */
export function processTerm(term: string): string | null {
  const word = normalizeText(term).replace(/\s+/g, "");
  if (!word || stopWords.has(word)) return null;
  return singular(word);
}

/** Splits text into words the way the index does; apostrophes join ("can't" stays one word). */
export function tokenize(text: string): string[] {
  return normalizeText(text).split(" ").filter(Boolean);
}
