import { z } from "zod";

/**
 * The readers a page may speak to, named so that a caution can name them too: the conditions, life
 * stages and medicines that the cautions of content/herb-cautions.ts rule out (docs/content-standard.md,
 * "What a page covers"). A page lists what it covers in its front matter (`covers`), a caution lists
 * what it rules out (`rulesOut`), and the build refuses a product on a page where the two meet.
 *
 * `label` is how the build's messages and the docs say it; `words` are how a caution's own text says
 * it, so that a test can hold every caution to naming, in its words, each reader it rules out.
 */
export const coverageTerms = {
  pregnancy: { label: "pregnancy, or trying to become pregnant", words: ["pregnan"] },
  breastfeeding: { label: "breastfeeding", words: ["breastfeed"] },
  children: { label: "children under 12, or their parents", words: ["child"] },
  diabetes: { label: "diabetes or prediabetes, and medicines that lower blood sugar", words: ["diabetes"] },
  "blood-thinners": {
    label: "blood thinners (anticoagulants, antiplatelets, daily aspirin) or a bleeding disorder",
    words: ["blood thinner", "bleeding disorder"],
  },
  "high-blood-pressure": {
    label: "high blood pressure, and medicines that lower it",
    words: ["blood pressure", "blood-pressure"],
  },
  "heart-disease": { label: "heart disease", words: ["heart"] },
  "kidney-disease": { label: "kidney disease", words: ["kidney"] },
  "liver-disease": { label: "liver disease", words: ["liver"] },
  diuretics: { label: "diuretics (water tablets) and other medicines that lower potassium", words: ["diuretic"] },
  thyroid: { label: "a thyroid condition, or thyroid medicine", words: ["thyroid"] },
  "hormone-sensitive": {
    label: "an enlarged prostate, endometriosis, fibroids or a hormone-sensitive cancer",
    words: ["hormone-sensitive"],
  },
  autoimmune: {
    label: "an autoimmune condition, or medicines that damp down the immune system",
    words: ["autoimmune", "immune system"],
  },
  parkinsons: {
    label: "Parkinson's medicines, MAOI antidepressants or a history of psychosis",
    words: ["Parkinson", "psychosis"],
  },
  sedatives: { label: "sleeping tablets or sedatives", words: ["sleeping tablets", "sedatives"] },
  "bowel-condition": {
    label: "diarrhoea or a bowel condition such as IBS, Crohn's disease or colitis",
    words: ["bowel", "diarrhoea"],
  },
  anxiety: { label: "anxiety", words: ["anxiety"] },
} as const satisfies Record<string, { label: string; words: readonly string[] }>;

export type CoverageTerm = keyof typeof coverageTerms;
const coverageKeys = Object.keys(coverageTerms) as [CoverageTerm, ...CoverageTerm[]];

/** A list of the terms above, each at most once: what a page covers, or what a caution rules out. */
export const coverageSchema = z
  .array(
    z.enum(coverageKeys, { error: (issue) => `"${String(issue.input)}" is not a term of lib/catalogue/coverage.ts` }),
  )
  .refine((terms) => new Set(terms).size === terms.length, "names a term twice");
