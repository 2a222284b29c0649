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
 * the products. The build also refuses any product whose cautions name the page's condition.
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
];

/** The pages the specification shows without products: Weak Bones / Early Osteoporosis and Hair Loss. */
export const withoutProductsBySpecification: readonly string[] = ["joint-bone-health/osteoporosis-weak-bones", "mens-health/hair-loss-baldness"];
