/**
 * The clinic's policies: the pages under content/pages that bind the clinic and its visitors.
 * They all took effect on one day (docs/product.md, Pages). Each policy page shows that day
 * beside the day its own text last changed (its file's `updated`); the date lives only here.
 */
export const policySlugs = ["shipping", "privacy", "terms", "refund", "disclaimer"] as const;

export const policiesEffective = "2025-06-22";

export const isPolicy = (slug: string) => (policySlugs as readonly string[]).includes(slug);
