/** The diet and wellness plans, in US dollars (docs/product.md). */
export type Plan = {
  id: string;
  name: string;
  price: number;
  period: "month" | "one-time";
  badge?: string;
  regularPrice?: number;
  note?: string;
  features: string[];
};

export const plans: Plan[] = [
  {
    id: "starter-care-plan",
    name: "Starter Care Plan",
    price: 199,
    period: "month",
    note: "$299 if bought separately",
    features: ["1 free consultation", "4-week diet plan", "1 herbal kit (30 days)", "Basic support"],
  },
  {
    id: "complete-healing-plan",
    name: "Complete Healing Plan",
    price: 349,
    period: "month",
    badge: "MOST POPULAR",
    regularPrice: 469,
    note: "Save $120",
    features: ["8-week diet plan", "2 herbal kits (60 days)", "2 follow-up consultations", "Monthly progress reports", "Priority support"],
  },
  {
    id: "total-wellness-transformation",
    name: "Total Wellness Transformation",
    price: 599,
    period: "month",
    badge: "BEST VALUE",
    features: [
      "12-week diet plan, updated every 4 weeks",
      "3 herbal kits (90 days)",
      "Unlimited consultations",
      "24/7 support",
      "Free shipping, always",
      "1 month free on a 3-month subscription",
      "15% off future orders",
    ],
  },
];

export const introPlan: Plan = {
  id: "intro-plan",
  name: "$19 Intro Plan",
  price: 19,
  period: "one-time",
  note: "The $19 is credited to a full plan if you upgrade within 7 days.",
  features: ["30-minute consultation", "4-week diet plan"],
};
