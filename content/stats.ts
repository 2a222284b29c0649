import type { Stat } from "@/lib/catalogue/schema";
import { clinicFact } from "./clinic-facts";

/** Patients' countries is also a claim of the FAQ: one fact, in content/clinic-facts.ts. */
const countries = clinicFact("countriesServed");

/**
 * The home page's figures. SAMPLE: the first site was to show these, and the clinic has not
 * yet confirmed them, so the home page shows none of them; `npm run preflight` lists them. To
 * publish one, set `status: "confirmed"` and write its `basis`. The first site also claimed a
 * "95% success rate"; a rate of results is a promise the content standard forbids, so it is gone.
 */
export const stats: Stat[] = [
  { status: "sample", value: "10,000+", label: "Happy patients" },
  countries.confirmed
    ? { status: "confirmed", value: `${countries.value}+`, label: "Countries", basis: countries.confirmed.basis }
    : { status: "sample", value: `${countries.value}+`, label: "Countries" },
  { status: "sample", value: "5000+", label: "Products" },
];
