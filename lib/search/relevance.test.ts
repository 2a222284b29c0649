import { describe, expect, it } from "vitest";
import { searchDocuments } from "./documents";
import { createIndex, loadIndex, searchIndex } from "./engine";
import { searchIndexJson } from "./index-json";

/**
 * The relevance table: queries as visitors really type them (abbreviations, everyday words,
 * Hindi words, typos, any case and accents), each with the page that must be among the first
 * three results. It runs against the index the site serves (lib/search/index-json.ts, the
 * JSON the browser fetches), loaded as the browser loads it. When a real query finds the
 * wrong page, add it here, then fix the synonyms (lib/search/synonyms.ts) or the content.
 */
const c = (path: string) => `/consultations/${path}`;

const table: Array<[query: string, mustFind: string]> = [
  // Abbreviations and everyday words
  ["BP", c("heart-circulatory-health/high-blood-pressure")],
  ["high bp medicine", c("heart-circulatory-health/high-blood-pressure")],
  ["sugar", c("weight-metabolic-health/type2-diabetes-support")],
  ["diabetes consultation", c("diabetes")],
  ["borderline diabetes", c("hormonal-balance-endocrine-health/blood-sugar-imbalance-prediabetes")],
  ["PCOD", c("womens-health/pcos-pcod")],
  ["pmos", c("womens-health/pcos-pcod")],
  ["pcos weight gain", c("hormonal-balance-endocrine-health/pcos-pcod")],
  ["GERD", c("digestive-gut-health/acid-reflux-gerd")],
  ["acidity after eating", c("digestive-gut-health/acid-reflux-gerd")],
  ["heartburn at night", c("digestive-gut-health/acid-reflux-gerd")],
  ["can't sleep", c("mental-health-sleep/sleep-disorders-insomnia")],
  ["cant sleep at night", c("mental-health-sleep/sleep-disorders-insomnia")],
  ["sleeplessness", c("mental-health-sleep/sleep-disorders-insomnia")],
  ["UTI", c("liver-kidney-detox/recurrent-uti")],
  ["burning urine", c("liver-kidney-detox/recurrent-uti")],
  ["ED", c("mens-health/erectile-dysfunction")],
  ["low sperm count", c("mens-health/male-infertility")],
  ["IBS", c("digestive-gut-health/ibs")],
  ["loose motion", c("digestive-gut-health/ibs")],
  ["RA", c("joint-bone-health/rheumatoid-arthritis")],
  ["uric acid", c("joint-bone-health/gout")],
  ["thyroid", c("hormonal-balance-endocrine-health/hypothyroidism-hyperthyroidism")],
  ["underactive thyroid", c("hormonal-balance-endocrine-health/hypothyroidism-hyperthyroidism")],
  ["cholesterol", c("heart-circulatory-health/high-cholesterol")],
  ["knee pain", c("joint-bone-health/joint-pain-stiffness")],
  ["lower back pain", c("joint-bone-health/back-pain-sciatica")],
  ["hot flushes", c("womens-health/menopause-support")],
  ["period pain", c("womens-health/menstrual-cramps")],
  ["irregular periods", c("womens-health/irregular-painful-periods")],
  ["trying to conceive", c("womens-health/fertility-support")],
  ["hairfall", c("skin-hair-health/hair-fall-thinning")],
  ["grey hair", c("skin-hair-health/premature-graying")],
  ["pimples on face", c("skin-hair-health/acne-pimples")],
  ["lose weight", c("weight-metabolic-health/obesity-weight-gain")],
  ["tired all the time", c("mental-health-sleep/mental-fatigue")],
  ["panic attacks", c("mental-health-sleep/anxiety-panic-attacks")],
  ["alzheimers", c("senior-elderly-care/memory-loss-dementia")],
  ["stuffy nose", c("immunity-respiratory-health/sinusitis")],
  ["hay fever", c("immunity-respiratory-health/allergies-hay-fever")],
  ["keep getting sick", c("immunity-respiratory-health/low-immunity-weak-resistance")],
  ["wheezing", c("immunity-respiratory-health/asthma-support")],
  ["racing heart", c("heart-circulatory-health/heart-palpitations")],
  ["kidney stones", c("liver-kidney-detox/kidney-stones")],
  ["nafld", c("liver-kidney-detox/fatty-liver")],
  // Hindi and Ayurvedic words
  ["bawasir", c("piles")],
  ["kabz", c("digestive-gut-health/constipation")],
  ["amlapitta", c("digestive-gut-health/acid-reflux-gerd")],
  ["madhumeha", c("weight-metabolic-health/type2-diabetes-support")],
  // British and American spellings
  ["haemorrhoids", c("piles")],
  ["hemorrhoids", c("piles")],
  ["diarrhoea", c("digestive-gut-health/ibs")],
  // Typos
  ["diabetis", c("weight-metabolic-health/type2-diabetes-support")],
  ["arthritus", c("joint-bone-health/arthritis")],
  ["eczma", c("skin-hair-health/psoriasis-eczema")],
  ["psoraisis", c("skin-hair-health/psoriasis-eczema")],
  ["insomina", c("mental-health-sleep/sleep-disorders-insomnia")],
  ["constipaton", c("digestive-gut-health/constipation")],
  // Case, accents and plurals
  ["MÉNOPAUSE", c("womens-health/menopause-support")],
  ["Varicose Vein", c("heart-circulatory-health/varicose-veins")],
  ["allergies", c("immunity-respiratory-health/allergies-hay-fever")],
  // Products, articles, the FAQ, policies and the assessment
  ["ashwagandha", "product:ashwagandha-capsules"],
  ["triphala", "product:triphala-tablets"],
  ["bhringraj oil", "product:bhringraj-oil"],
  ["vata pitta kapha", "/blogs/three-doshas-explained-for-beginners"],
  ["daily routine", "/blogs/dinacharya-daily-routine-you-can-keep"],
  ["skin care routine", "/blogs/ayurvedic-skin-care-routine-by-dosha"],
  ["dosha quiz", "/dosha-assessment"],
  ["what is my body type", "/dosha-assessment"],
  ["is the consultation free", "faq:is-the-first-consultation-free"],
  ["customs duty", "faq:will-i-have-to-pay-customs-duties-or-import-taxes"],
  ["consult during pregnancy", "faq:can-i-consult-if-i-am-pregnant-or-breastfeeding"],
  ["shipping to usa", "/shipping"],
  ["refund", "/refund"],
  ["womens health", c("womens-health")],
];

const served = loadIndex(searchIndexJson());

describe("site search relevance", () => {
  it("has at least 40 real queries", () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it("finds every query's page among the first three results", () => {
    const misses = table
      .filter(([, page]) => page)
      .flatMap(([query, page]) => {
        const top = searchIndex(served, query, 3).map((h) => h.id);
        return top.includes(page) ? [] : [`"${query}": wanted ${page}, got ${top.join(", ") || "nothing"}`];
      });
    expect(misses).toEqual([]);
  });

  it("every page in the table exists in the index", () => {
    const ids = new Set(searchDocuments().map((d) => d.id));
    expect(table.filter(([, page]) => page && !ids.has(page)).map(([, page]) => page)).toEqual([]);
  });

  it("finds nothing rather than nonsense for what the site does not cover", () => {
    expect(searchIndex(served, "xqzt")).toEqual([]);
    expect(searchIndex(served, "the and of")).toEqual([]);
    expect(searchIndex(served, "   ")).toEqual([]);
  });

  it("the JSON the browser loads ranks exactly as the index it was made from", () => {
    const fresh = createIndex(searchDocuments());
    for (const [query] of table) {
      expect(
        searchIndex(served, query).map((h) => h.id),
        query,
      ).toEqual(searchIndex(fresh, query).map((h) => h.id));
    }
  });
});
