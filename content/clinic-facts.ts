/**
 * Claims about the clinic that the specification makes and nothing on record yet backs. Each is one
 * fact, here, and every page that states it reads it from here; a page states it only once the clinic
 * has confirmed it and said how it knows, and `npm run preflight` lists it until then
 * (lib/launch-check.ts). These are the defaults of a store with no saved record: the owner words and
 * confirms each in the desk (/inbox/site, lib/site), and the pages read the store's at run time.
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
  threeMonthOffer: {
    value: "1 month free on a 3-month subscription",
    claim:
      'the Total Wellness Transformation plan\'s "1 month free on a 3-month subscription" (diet plans): Stripe bills the plan each month in full and there is no 3-month term, so confirm it only with how the clinic gives the free month (decision 119); until then the card leaves it out',
  },
  futureOrdersDiscount: {
    value: "15% off future orders",
    claim:
      'the Total Wellness Transformation plan\'s "15% off future orders" (diet plans): Stripe takes it off only with a promotion code the clinic makes in Stripe and sends the buyer (decision 119), so word it as the clinic gives it; until then the card leaves it out',
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

/**
 * A claim's value once confirmed, else undefined. The pages take the desk's (lib/site: liveSite's
 * `confirmed`), read at run time; `confirmedFact` is this file's, for what runs outside a page.
 */
export type Confirmed = <K extends ClinicFactKey>(key: K) => (typeof clinicFacts)[K]["value"] | undefined;

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sentences built on claims, worded once: "our {certified}Ayurvedic doctors" with the
 * confirmed word (certified, or as the clinic rewords it) or nothing, and the about page's and
 * the terms' sentence on new clients.
 */
export function claimWords(confirmed: Confirmed) {
  const word = confirmed("certifiedDoctors")?.trim();
  const perMonth = confirmed("newClientsPerMonth");
  return {
    certified: word ? `${word} ` : "",
    anAyurvedicDoctor: word ? `${article(word)} ${word} Ayurvedic doctor` : "an Ayurvedic doctor",
    AyurvedicDoctors: word ? capital(`${word} Ayurvedic doctors`) : "Ayurvedic doctors",
    ADoctor: word ? capital(`${article(word)} ${word} doctor`) : "A doctor",
    tagline: `Online Ayurvedic consultations with ${word ? `${word} ` : ""}doctors in India`,
    description: `Book a free online consultation with ${word ? `${word} ` : ""}Ayurvedic doctors in India. Personalised herbs, diet and daily routine, with herbal products shipped worldwide.`,
    newClientsSentence: perMonth
      ? `We take only ${perMonth} new clients a month, so that each doctor has time for every person they see.`
      : "",
  };
}
export type ClaimWords = ReturnType<typeof claimWords>;

/** The build's wording, for the booking page's description, which does not read the desk yet. */
export const anAyurvedicDoctor = claimWords(confirmedFact).anAyurvedicDoctor;
