import { publisherOf, type FurtherReading } from "@/lib/content/further-reading";

/**
 * Articles for which no mainstream page about their own condition has yet been opened and read
 * (docs/measurements/further-reading-sources.md lists them). Each may stand without one until an
 * editor opens one; an article that gains one must leave the list, so the list only shrinks.
 */
export const awaitingConditionSource: ReadonlySet<string> = new Set([
  "childrens-wellness/frequent-infections",
  "childrens-wellness/growth-development-issues",
  "childrens-wellness/poor-appetite-weak-digestion",
  "childrens-wellness/sleep-issues-restlessness",
  "digestive-gut-health/acid-reflux-gerd",
  "digestive-gut-health/leaky-gut-syndrome",
  "heart-circulatory-health/heart-palpitations",
  "heart-circulatory-health/poor-circulation",
  "hormonal-balance-endocrine-health/adrenal-fatigue",
  "hormonal-balance-endocrine-health/irregular-hormonal-cycles",
  "hormonal-balance-endocrine-health/pcos-pcod",
  "immunity-respiratory-health/allergies-hay-fever",
  "immunity-respiratory-health/chronic-bronchitis",
  "immunity-respiratory-health/frequent-cold-cough",
  "immunity-respiratory-health/low-immunity-weak-resistance",
  "joint-bone-health/muscle-weakness",
  "joint-bone-health/sports-injuries-recovery",
  "liver-kidney-detox/liver-detox",
  "mens-health/erectile-dysfunction",
  "mens-health/hair-loss-baldness",
  "mens-health/low-testosterone",
  "mens-health/premature-ejaculation",
  "mens-health/stress-management",
  "mental-health-sleep/brain-fog-poor-focus",
  "mental-health-sleep/chronic-stress-burnout",
  "mental-health-sleep/mental-fatigue",
  "skin-hair-health/dandruff-scalp-infections",
  "skin-hair-health/dry-oily-skin",
  "skin-hair-health/hair-fall-thinning",
  "skin-hair-health/premature-graying",
  "weight-metabolic-health/underweight-poor-appetite",
  "womens-health/irregular-painful-periods",
  "womens-health/menstrual-cramps",
  "womens-health/pcos-pcod",
  "womens-health/vaginal-dryness-ph-imbalance",
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
