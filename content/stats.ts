import type { Stat } from "@/lib/catalogue/schema";

/**
 * The home page's figures. SAMPLE: the first site was to show these, and the clinic has not
 * yet confirmed them, so the home page shows none of them; `npm run preflight` lists them. To
 * publish one, set `status: "confirmed"` and write its `basis`. The first site also claimed a
 * "95% success rate"; a rate of results is a promise the content standard forbids, so it is gone.
 */
export const stats: Stat[] = [
  { status: "sample", value: "10,000+", label: "Happy patients" },
  { status: "sample", value: "54+", label: "Countries" },
  { status: "sample", value: "5000+", label: "Products" },
];
