/**
 * Claims about the clinic that the specification makes and nothing on record yet backs. Each is one
 * fact, here, and every page that states it reads it from here; a page states it only once the clinic
 * has confirmed it and said how it knows (`confirmed`), and `npm run preflight` lists it until then
 * (lib/launch-check.ts). Where the specification's own wording is kept (the plans), the wording comes
 * from here too. To confirm one, add `confirmed: { on: "YYYY-MM-DD", basis: "…" }` and rebuild.
 */
export type ClinicFact<T> = {
  value: T;
  /** What the site says with it and where, for the launch check's list. */
  claim: string;
  /** The day the clinic confirmed it, and how it knows (its records, its prices, its staff rota …). */
  confirmed?: { on: string; basis: string };
};

export const clinicFacts = {
  countriesServed: {
    value: 54,
    claim: 'the FAQ\'s "we have cared for patients in more than 54 countries"',
  },
  newClientsPerMonth: {
    value: 50,
    claim: '"We take only 50 new clients a month" (home banner and promo strip, side panel, about, terms)',
  },
  certifiedDoctors: {
    value: "certified",
    claim:
      '"certified" Ayurvedic doctors, registered in India with a BAMS degree or more (tagline, home, about, footer, condition pages, doctors page, terms, disclaimer)',
  },
  completeHealingRegularPrice: {
    value: 469,
    claim: 'the Complete Healing Plan\'s "regularly $469, Save $120" (diet plans, FAQ)',
  },
  starterBoughtSeparately: {
    value: 299,
    claim: 'the Starter Care Plan\'s "$299 if bought separately" (diet plans)',
  },
  roundTheClockSupport: {
    value: "24/7 support",
    claim:
      'the Total Wellness Transformation plan\'s "24/7 support", beside "24-48 hours on working days" on the contact page',
  },
  planCancellation: {
    value:
      "You can stop a monthly plan at any time by e-mail; it ends when the month you have paid for ends, and no later month is charged.",
    claim:
      "the monthly plans' cancellation terms on the refund policy (until confirmed it says only that they are confirmed in writing before you pay)",
  },
  paymentRecordsKept: {
    value:
      "because the tax and accounting law that applies to the clinic requires it, for as long as that law requires",
    claim:
      "the privacy policy's reason for keeping each payment's record (amounts, dates, Stripe's ids) after a buyer's details are erased, and for how long: for the clinic's lawyer to confirm (until then the policy says what is kept, not why)",
  },
  auditKeptYears: {
    value: 6,
    claim:
      "a period for the inbox's audit (who read, exported or changed what) that the clinic's lawyer has confirmed; until then 6 years is used, and a daily job deletes older rows",
  },
  unopenedReturnDays: {
    value: 30,
    claim:
      "the refund policy's return of unopened products within 30 days, whatever the reason, and the promo strip's 30-day guarantee",
  },
  mostPopularPlan: {
    value: "MOST POPULAR",
    claim:
      "the Complete Healing Plan's \"MOST POPULAR\" badge and its highlighted card (diet plans, cart); until confirmed by the clinic's sales, no plan is singled out",
  },
  bestValuePlan: {
    value: "BEST VALUE",
    claim: 'the Total Wellness Transformation plan\'s "BEST VALUE" badge (diet plans, cart)',
  },
  officeCity: {
    value: "Ghaziabad",
    claim:
      'the office\'s city, Ghaziabad (Uttar Pradesh): footer, contact page, about page, terms, structured data; until confirmed they say only "India"',
  },
} satisfies Record<string, ClinicFact<unknown>>;

export type ClinicFactKey = keyof typeof clinicFacts;

/** A fact with its confirmation, if the clinic has recorded one. */
export const clinicFact = <K extends ClinicFactKey>(key: K): ClinicFact<(typeof clinicFacts)[K]["value"]> =>
  clinicFacts[key];

/** The fact's value once the clinic has confirmed it; undefined until then, and the page leaves the claim out. */
export function confirmedFact<K extends ClinicFactKey>(key: K): (typeof clinicFacts)[K]["value"] | undefined {
  const fact = clinicFact(key);
  return fact.confirmed ? fact.value : undefined;
}

/** "certified " once the clinic has confirmed it, else nothing: "our {certified}Ayurvedic doctors". */
export const certified = confirmedFact("certifiedDoctors") ? "certified " : "";
/** "a certified Ayurvedic doctor", or "an Ayurvedic doctor" until the clinic confirms the word. */
export const anAyurvedicDoctor = certified ? "a certified Ayurvedic doctor" : "an Ayurvedic doctor";
/** "Certified Ayurvedic doctors" or "Ayurvedic doctors", at the start of a sentence or a heading. */
export const AyurvedicDoctors = certified ? "Certified Ayurvedic doctors" : "Ayurvedic doctors";

/** The sentence of the about page and the terms, once the clinic confirms the figure. */
export const newClientsSentence = () => {
  const perMonth = confirmedFact("newClientsPerMonth");
  return perMonth
    ? `We take only ${perMonth} new clients a month, so that each doctor has time for every person they see.`
    : "";
};
