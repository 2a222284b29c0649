import type { Stat } from "@/lib/catalogue";
import { clinicFact } from "./clinic-facts";

/** Patients' countries is also a claim of the FAQ: one fact, in content/clinic-facts.ts. */
const countries = clinicFact("countriesServed");

/**
 * The home page's own figures. SAMPLE: the first site was to show these, and the clinic has not
 * yet confirmed them, so the home page shows none of them; `npm run preflight` lists them. The
 * clinic confirms each in the desk (/inbox/site) with how it is counted; these are the values a
 * store without a saved figure shows. The first site also claimed a "95% success rate"; a rate
 * of results is a promise the content standard forbids, so it is gone.
 */
export const homeFigures = {
  happyPatients: { value: "10,000+", label: "Happy patients" },
  products: { value: "5000+", label: "Products" },
} as const;

/** The figures as a store with nothing saved shows them, in the home page's order. */
export const stats: Stat[] = [
  { status: "sample", ...homeFigures.happyPatients },
  countries.confirmed
    ? { status: "confirmed", value: `${countries.value}+`, label: "Countries", basis: countries.confirmed.basis }
    : { status: "sample", value: `${countries.value}+`, label: "Countries" },
  { status: "sample", ...homeFigures.products },
];
