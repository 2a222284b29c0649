/**
 * The pages that suggest no products, and why: the one list the build checks every page
 * against (lib/catalogue/build.ts), so a page cannot forget it. Pages are named by their address
 * under /consultations: "category/condition" for a condition page, the slug alone for an older
 * page. Every children's page suggests none as well, by its category's audience.
 */

/**
 * Serious diseases (docs/content-standard.md, "Products"): conditions usually treated with
 * prescription medicines, where a herb could strengthen, weaken or upset them, or delay proper
 * care. The content standard shows this list; a test keeps the two the same.
 */
export const seriousConditions: readonly { page: string; name: string }[] = [
  { page: "weight-metabolic-health/type2-diabetes-support", name: "Type 2 diabetes" },
  { page: "hormonal-balance-endocrine-health/blood-sugar-imbalance-prediabetes", name: "Prediabetes" },
  { page: "weight-metabolic-health/metabolic-syndrome", name: "Metabolic syndrome" },
  { page: "weight-metabolic-health/high-cholesterol-metabolic", name: "High cholesterol and triglycerides" },
  { page: "heart-circulatory-health/high-cholesterol", name: "High cholesterol" },
  { page: "heart-circulatory-health/high-blood-pressure", name: "High blood pressure" },
  { page: "heart-circulatory-health/cardiac-weakness", name: "Heart failure (cardiac weakness)" },
  { page: "heart-circulatory-health/heart-palpitations", name: "Palpitations" },
  { page: "mental-health-sleep/depression", name: "Depression" },
  { page: "mental-health-sleep/anxiety-panic-attacks", name: "Anxiety and panic attacks" },
  { page: "senior-elderly-care/memory-loss-dementia", name: "Dementia" },
  { page: "immunity-respiratory-health/asthma-support", name: "Asthma" },
  { page: "immunity-respiratory-health/chronic-bronchitis", name: "Chronic bronchitis" },
  { page: "hormonal-balance-endocrine-health/hypothyroidism-hyperthyroidism", name: "Thyroid disease" },
  { page: "joint-bone-health/rheumatoid-arthritis", name: "Rheumatoid arthritis" },
  { page: "liver-kidney-detox/fatty-liver", name: "Fatty liver" },
  { page: "diabetes", name: "Diabetes (older page)" },
  { page: "thyroid-health", name: "Thyroid health (older page)" },
];

/**
 * Pages whose readers the usual products' own cautions rule out: the page says why in place of
 * the products. The build refuses any product whose cautions rule out a reader the page covers
 * (its front matter's `covers`), so these pages would otherwise show fewer than three or none.
 */
export const ruledOutByCautions: readonly { page: string; why: string }[] = [
  {
    page: "womens-health/fertility-support",
    why: "Readers of this page are trying to become pregnant, and the herbs usually suggested for fertility are not for use in pregnancy.",
  },
  {
    page: "womens-health/endometriosis",
    why: "Endometriosis responds to hormones, and herbs that may act on hormones, such as Shatavari and Kanchnar Guggulu, are to be avoided with it.",
  },
  {
    page: "mens-health/prostate-health",
    why: "The prostate responds to hormones, and herbs that may act on hormones, such as Gokshura and Kanchnar Guggulu, are to be avoided with some prostate conditions until a doctor has found the cause.",
  },
  {
    page: "womens-health/hormonal-acne",
    why: "Hormonal acne often changes in pregnancy, and the herbs usually suggested for it by mouth, such as Manjistha and Neem, are not for use in pregnancy or while breastfeeding.",
  },
  {
    page: "womens-health/irregular-painful-periods",
    why: "Irregular periods can come with breastfeeding, an early pregnancy, fibroids or endometriosis, and the herbs usually suggested for them are not for use in pregnancy or while breastfeeding, and Shatavari may act on hormones.",
  },
  {
    page: "womens-health/menstrual-cramps",
    why: "Period pain can come from endometriosis or fibroids, which respond to hormones, and Shatavari, usually suggested for cramps, may act on hormones, so herbs for period pain are chosen once the cause is known.",
  },
  {
    page: "womens-health/pcos-pcod",
    why: "Many readers of this page are trying to become pregnant, and the herbs usually suggested for PCOS are not for use in pregnancy.",
  },
  {
    page: "womens-health/vaginal-dryness-ph-imbalance",
    why: "Dryness often comes after childbirth and while breastfeeding, and the herbs usually suggested for it, such as Shatavari, Lodhra and Neem, are not for use while breastfeeding.",
  },
  {
    page: "skin-hair-health/psoriasis-eczema",
    why: "Eczema often begins in childhood, and the herbs taken by mouth for it, such as Neem, are not for children; many people with psoriasis or eczema also take medicines that damp down the immune system.",
  },
  {
    page: "skin-hair-health/hair-fall-thinning",
    why: "Thyroid problems and the immune system are common causes of hair fall, and Ashwagandha, usually suggested for it, may change thyroid levels and stimulate the immune system.",
  },
  {
    page: "hormonal-balance-endocrine-health/pcos-pcod",
    why: "Insulin resistance is at the centre of this page, and the herbs usually suggested for it lower blood sugar, which with metformin or other diabetes medicines could push it too low; they are not for use in pregnancy either.",
  },
  {
    page: "hormonal-balance-endocrine-health/adrenal-fatigue",
    why: "The tiredness this page describes often turns out to be an underactive thyroid, diabetes or an autoimmune condition, and Ashwagandha and Chyawanprash, usually suggested for it, can affect thyroid levels, blood sugar and the immune system.",
  },
  {
    page: "hormonal-balance-endocrine-health/irregular-hormonal-cycles",
    why: "Cycles often change with a thyroid condition, while breastfeeding or in an early pregnancy, and the herbs usually suggested for them can affect thyroid levels and are not for use in pregnancy or while breastfeeding.",
  },
  {
    page: "liver-kidney-detox/urinary-incontinence",
    why: "Leaking can come from an enlarged prostate, and Gokshura, usually suggested for the bladder, may act on hormones, which is avoided with prostate conditions until a doctor has found the cause.",
  },
  {
    page: "liver-kidney-detox/recurrent-uti",
    why: "Urine infections are common in pregnancy and with diabetes, and the herbs usually suggested for the urinary tract are not for use in pregnancy, when every infection needs a doctor.",
  },
  {
    page: "heart-circulatory-health/poor-circulation",
    why: "Many people with poor circulation take blood thinners such as aspirin, clopidogrel or warfarin, and Arjuna and garlic, usually suggested for circulation, may add to their bleeding risk.",
  },
  {
    page: "heart-circulatory-health/varicose-veins",
    why: "Varicose veins often come with pregnancy, or after a clot treated with blood thinners, and the herbs usually suggested for them are not for use in pregnancy, and Guggulu may add to bleeding risk.",
  },
  {
    page: "joint-bone-health/arthritis",
    why: "Rheumatoid arthritis, lupus and other autoimmune types are among the forms of arthritis this page covers, and the classical joint formulas usually suggested contain herbs that may stimulate the immune system.",
  },
  {
    page: "joint-bone-health/gout",
    why: "Gout usually comes with high blood pressure, diabetes or kidney disease, and often with aspirin or water tablets, and the herbs usually suggested for it can lower blood sugar or add to bleeding risk.",
  },
  {
    page: "joint-bone-health/muscle-weakness",
    why: "Weakness often comes from diabetes, a thyroid problem, long-term steroids or kidney or liver disease, and Ashwagandha and Chyawanprash, usually suggested for strength, can affect blood sugar, thyroid levels and the immune system.",
  },
  {
    page: "mens-health/erectile-dysfunction",
    why: "Erection problems are often an early sign of heart disease, high blood pressure or diabetes, and Ashwagandha, usually suggested for them, can lower blood pressure and blood sugar alongside their medicines.",
  },
  {
    page: "mens-health/low-testosterone",
    why: "Low desire and low energy often come from a thyroid problem or diabetes, and Ashwagandha, usually suggested for them, can change thyroid levels and lower blood sugar.",
  },
  {
    page: "mental-health-sleep/brain-fog-poor-focus",
    why: "Brain fog often comes with an underactive thyroid, pregnancy, anxiety or sleeping tablets, and the herbs usually suggested for focus are not for use in pregnancy, and some add to sleeping tablets.",
  },
  {
    page: "mental-health-sleep/mental-fatigue",
    why: "A tired mind that does not recover often comes from an underactive thyroid or diabetes, and Ashwagandha and Chyawanprash, usually suggested for it, can change thyroid levels and blood sugar.",
  },
  {
    page: "mental-health-sleep/sleep-disorders-insomnia",
    why: "Many people with insomnia take sleeping tablets, and the calming herbs usually suggested for sleep can add to them.",
  },
  {
    page: "immunity-respiratory-health/low-immunity-weak-resistance",
    why: "Low resistance often comes with diabetes or with medicines that damp down the immune system, and the herbs usually suggested for it can lower blood sugar or stimulate the immune system against those medicines.",
  },
  {
    page: "digestive-gut-health/acid-reflux-gerd",
    why: "Reflux is common in pregnancy, and the herbs usually suggested for it, such as licorice and aloe, are not for use in pregnancy.",
  },
  {
    page: "digestive-gut-health/constipation",
    why: "Constipation is common in pregnancy and can be part of IBS, and the herbs usually suggested for it are laxatives not meant for pregnancy or a bowel condition.",
  },
  {
    page: "digestive-gut-health/leaky-gut-syndrome",
    why: "The symptoms blamed on a leaky gut often come from coeliac disease, Crohn's disease or IBS, and the herbs usually suggested may stimulate the immune system or act as laxatives.",
  },
  {
    page: "senior-elderly-care/chronic-pain",
    why: "Long-lasting pain often comes with diabetes or an autoimmune condition such as rheumatoid arthritis, and the herbs usually suggested for it can lower blood sugar or stimulate the immune system.",
  },
  {
    page: "senior-elderly-care/insomnia-light-sleep",
    why: "Many older adults take sleeping tablets or other sedating medicines, and calming herbs such as Ashwagandha add to them, which raises the risk of a fall at night.",
  },
  {
    page: "weight-metabolic-health/obesity-weight-gain",
    why: "Extra weight often comes with an underactive thyroid, diabetes or high blood pressure, and the herbs usually suggested for it can change thyroid levels or lower blood sugar alongside their medicines.",
  },
  {
    page: "weight-metabolic-health/underweight-poor-appetite",
    why: "Low weight can come from an overactive thyroid, diabetes or a bowel condition, and the herbs usually suggested for building strength can affect thyroid levels, blood sugar and the immune system.",
  },
];

/** The pages the specification shows without products: Weak Bones / Early Osteoporosis and Hair Loss. */
export const withoutProductsBySpecification: readonly string[] = [
  "joint-bone-health/osteoporosis-weak-bones",
  "mens-health/hair-loss-baldness",
];
