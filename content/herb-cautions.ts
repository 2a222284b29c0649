import type { CoverageTerm } from "@/lib/catalogue";

/**
 * What each caution says, once: the articles' safety notes show `label` and `text`, the
 * product cards list `who` after "Ask your doctor before taking it if". Herbs in content/herbs.ts name these by key.
 * Written to the content standard (docs/content-standard.md): plain, specific, no alarm.
 *
 * `rulesOut` names the readers the caution is about, in the terms of lib/catalogue/coverage.ts (a test
 * holds each to the caution's own words): the build refuses a product on a page that covers any of
 * them, and in a category that does, since the product's own caution rules it out there.
 */
export const herbCautions = {
  liver: {
    label: "Liver",
    text: "Rare cases of liver injury have been reported. Avoid it with liver disease, and stop and see a doctor if your skin or eyes turn yellow, your urine darkens or you feel unusually tired.",
    who: "you have liver disease",
    rulesOut: ["liver-disease"],
  },
  thyroid: {
    label: "Thyroid",
    text: "May change thyroid hormone levels: check with your doctor first if you have a thyroid condition or take thyroid medicine.",
    who: "you have a thyroid condition or take thyroid medicine",
    rulesOut: ["thyroid"],
  },
  bleeding: {
    label: "Bleeding and blood thinners",
    text: "May slow blood clotting: check with your doctor first if you take a blood thinner (such as warfarin, clopidogrel or daily aspirin) or have a bleeding disorder, and stop it two weeks before surgery.",
    who: "you take a blood thinner or are due to have surgery",
    rulesOut: ["blood-thinners"],
  },
  bloodSugar: {
    label: "Blood sugar",
    text: "May lower blood sugar: with diabetes medicines your sugar could fall too low, so your doctor should check the combination and your readings.",
    who: "you take medicine for diabetes",
    rulesOut: ["diabetes"],
  },
  bloodPressure: {
    label: "Blood pressure",
    text: "May lower blood pressure: check with your doctor first if you take blood-pressure medicines.",
    who: "you take medicine for blood pressure",
    rulesOut: ["high-blood-pressure"],
  },
  raisesBloodPressure: {
    label: "Blood pressure and potassium",
    text: "Taken regularly it can raise blood pressure and lower potassium: avoid it with high blood pressure, heart or kidney disease, and with diuretics or other medicines that lower potassium.",
    who: "you have high blood pressure, heart or kidney disease, or take diuretics",
    rulesOut: ["high-blood-pressure", "heart-disease", "kidney-disease", "diuretics"],
  },
  pregnancy: {
    label: "Pregnancy and breastfeeding",
    text: "Not for use in pregnancy or while breastfeeding unless a doctor who knows you advises it.",
    who: "you are pregnant or breastfeeding",
    rulesOut: ["pregnancy", "breastfeeding"],
  },
  children: {
    label: "Children",
    text: "Not for children unless a doctor advises it and sets the dose.",
    who: "it is for a child",
    rulesOut: ["children"],
  },
  heavyMetals: {
    label: "Heavy metals",
    text: "Preparations with minerals (bhasma) and shilajit have repeatedly been found to contain lead, mercury or arsenic. Take one only with independent heavy-metal test results for that batch, and never in pregnancy or for a child.",
    who: "it has no heavy-metal test results for its batch",
    rulesOut: ["pregnancy", "children"],
  },
  immune: {
    label: "Immune system",
    text: "May stimulate the immune system: check with your doctor first if you have an autoimmune condition (such as rheumatoid arthritis, lupus or multiple sclerosis) or take medicines that damp down the immune system.",
    who: "you have an autoimmune condition or take immune-suppressing medicines",
    rulesOut: ["autoimmune"],
  },
  hormones: {
    label: "Hormones",
    text: "May act like or on hormones: avoid it with a hormone-sensitive condition (such as an enlarged prostate, endometriosis, fibroids, or some breast, womb, ovarian or prostate cancers) unless your doctor advises it.",
    who: "you have an enlarged prostate or another hormone-sensitive condition",
    rulesOut: ["hormone-sensitive"],
  },
  levodopa: {
    label: "Levodopa (L-dopa)",
    text: "Contains levodopa (L-dopa), a medicine for Parkinson's disease: do not take it with Parkinson's medicines, some antidepressants (MAOIs) or a history of psychosis unless your doctor advises it.",
    who: "you take Parkinson's medicines or antidepressants",
    rulesOut: ["parkinsons"],
  },
  sedation: {
    label: "Drowsiness",
    text: "May make you drowsy and add to sleeping tablets, sedatives and alcohol: do not drive if it makes you sleepy.",
    who: "you take sleeping tablets or sedatives",
    rulesOut: ["sedatives"],
  },
  laxative: {
    label: "Laxative effect",
    text: "Has a laxative effect: not for long-term daily use, with diarrhoea or a bowel condition, or in pregnancy unless a doctor advises it.",
    who: "you have diarrhoea or a bowel condition",
    rulesOut: ["bowel-condition", "pregnancy"],
  },
  stimulant: {
    label: "Heart rate and blood pressure",
    text: "Contains ephedrine-like substances that can raise heart rate and blood pressure: avoid it with heart disease, high blood pressure, an overactive thyroid or anxiety, and with stimulant or antidepressant medicines.",
    who: "you have heart disease, high blood pressure or an overactive thyroid",
    rulesOut: ["heart-disease", "high-blood-pressure", "thyroid", "anxiety"],
  },
  sugar: {
    label: "Sugar",
    text: "Made with sugar or jaggery: count it in your daily sugar if you have diabetes.",
    who: "you have diabetes",
    rulesOut: ["diabetes"],
  },
  alcohol: {
    label: "Alcohol",
    text: "A fermented preparation that contains some alcohol: avoid it in pregnancy, with liver disease, and if you avoid alcohol.",
    who: "you avoid alcohol",
    rulesOut: ["pregnancy", "liver-disease"],
  },
  unstudied: {
    label: "Little safety information",
    text: "Little is known about its safety taken by mouth, in pregnancy or with medicines: take it only if a doctor who knows your health and your medicines advises it.",
    who: "you are pregnant or breastfeeding or take regular medicines",
    rulesOut: ["pregnancy"],
  },
  choking: {
    label: "Choking",
    text: "Swells as it takes up water: take it with a full glass of water, not if you have difficulty swallowing, and not at the same time as other medicines.",
    who: "you have difficulty swallowing",
    rulesOut: [],
  },
} as const satisfies Record<string, { label: string; text: string; who: string; rulesOut: readonly CoverageTerm[] }>;

export type HerbCaution = keyof typeof herbCautions;
export const herbCautionKeys = Object.keys(herbCautions) as [HerbCaution, ...HerbCaution[]];
