/**
 * The 13 product categories (docs/product.md): each a catalogue category under its shop name,
 * with health-concern tags. The tags name what a product supports, never a disease or a
 * symptom it relieves (docs/content-standard.md, Products).
 */
export type ProductCategory = { category: string; name: string; tags: string[] };

export const productCategories: ProductCategory[] = [
  {
    category: "hormonal-balance-endocrine-health",
    name: "Hormonal Balance & Endocrine Health",
    tags: ["Hormonal Balance", "Endocrine Health", "Metabolism"],
  },
  {
    category: "mens-health",
    name: "Men's Health",
    tags: ["Men's Health", "Vitality", "Hormonal Balance", "Stress Relief"],
  },
  {
    category: "joint-bone-health",
    name: "Joint & Bone Health",
    tags: ["Joint Health", "Bone Health", "Mobility", "Joint Comfort"],
  },
  {
    category: "liver-kidney-detox",
    name: "Liver Kidney & Detox",
    tags: ["Detox", "Liver Health", "Kidney Health", "Urinary Health"],
  },
  {
    category: "immunity-respiratory-health",
    name: "Immunity & Respiratory Health",
    tags: ["Immunity", "Respiratory Health", "Seasonal Wellness"],
  },
  {
    category: "childrens-wellness",
    name: "Children's Wellness",
    tags: ["Children's Health", "Immunity", "Digestion", "Growth"],
  },
  {
    category: "womens-health",
    name: "Women's Health",
    tags: ["Women's Health", "Hormonal Balance", "Menstrual Health", "Fertility"],
  },
  {
    category: "digestive-gut-health",
    name: "Digestive & Gut Health",
    tags: ["Digestion", "Gut Health", "Detox", "Metabolism"],
  },
  {
    category: "mental-health-sleep",
    name: "Mental Health",
    tags: ["Stress Relief", "Sleep", "Focus", "Mental Health"],
  },
  { category: "skin-hair-health", name: "Skin & Hair", tags: ["Skin Health", "Hair Health", "Detox"] },
  {
    category: "weight-metabolic-health",
    name: "Weight & Metabolic Health",
    tags: ["Weight Management", "Metabolism", "Digestion"],
  },
  { category: "heart-circulatory-health", name: "Heart & Circulatory Health", tags: ["Heart Health", "Circulation"] },
  {
    category: "senior-elderly-care",
    name: "Senior & Elderly Care",
    tags: ["Senior Care", "Elderly Care", "Joint Health", "Memory", "Sleep"],
  },
];
