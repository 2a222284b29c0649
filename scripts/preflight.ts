// The launch check: lists everything still a sample or a default and exits 1 while any remains.
// Usage: npm run preflight   (reads the environment the production server will have)
import { clinicFacts } from "@/content/clinic-facts";
import { doctors } from "@/content/doctors";
import { stats } from "@/content/stats";
import { doctorSchema } from "@/lib/catalogue";
import { loadPages } from "@/lib/content/pages";
import { config } from "@/lib/config";
import { closeDatabase, database, storeKeyFile } from "@/lib/db";
import { existsSync } from "node:fs";
import { embeddedStoreExists } from "@/lib/db/embedded";
import {
  bookingDoctors,
  bookingState,
  type BookingState,
  defaultConsultationTypes,
  doctorsWithHours,
  loadTypes,
  openToAll,
} from "@/lib/booking";
import { paymentsAtBuild } from "@/lib/built-payments";
import { bookingLine, launchCheck } from "@/lib/launch-check";
import { setUpStripe, stripeClient } from "@/lib/payments";
import { staffStore } from "@/lib/staff";
import {
  defaultFacts,
  doctorDesk,
  homeStats,
  recordKey,
  shownRoster,
  siteDesk,
  type ShownDoctor,
  type SiteFacts,
} from "@/lib/site";

/**
 * Enabled staff accounts, without making a store where none is yet. The embedded store may be
 * running under the web server: this connects beside it (lib/db/embedded.ts).
 */
async function countStaff(): Promise<number | string> {
  try {
    const { databaseUrl, embeddedPath } = config().store;
    if (!databaseUrl && !embeddedStoreExists(embeddedPath)) return 0;
    const staff = await (await staffStore()).listStaff();
    return staff.filter((s) => !s.disabledAt).length;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await closeDatabase().catch(() => undefined);
  }
}

/**
 * Whether booking is on and why, from the doctors' hours in the store (none when there is no
 * store yet). With BOOKING=on the sample doctors count as having the sample week, which the
 * server gives them when it starts.
 */
async function bookingNow(): Promise<BookingState | string> {
  try {
    const { databaseUrl, embeddedPath } = config().store;
    const doctors = bookingDoctors();
    const exists = databaseUrl || embeddedStoreExists(embeddedPath);
    const hours = exists
      ? await doctorsWithHours((await database()).kysely)
      : { real: new Set<string>(), sample: new Set<string>() };
    if (config().booking === "on") for (const d of doctors.filter((d) => d.sample)) hours.sample.add(d.id);
    // A new store gets the default consultation types when the server first starts.
    const types = exists ? await loadTypes((await database()).kysely) : defaultConsultationTypes;
    return bookingState(config().booking, doctors, hours, openToAll(types).length);
  } catch (error) {
    return (error as Error).message;
  } finally {
    await closeDatabase().catch(() => undefined);
  }
}

/**
 * The clinic's facts as the desk holds them (lib/site), what the site shows now: the defaults
 * while there is no store yet. A store that cannot be read is a finding of its own.
 */
async function siteNow(): Promise<{ facts: SiteFacts; contactSaved: boolean; doctors?: ShownDoctor[] } | string> {
  try {
    const { databaseUrl, embeddedPath } = config().store;
    if (!databaseUrl && !embeddedStoreExists(embeddedPath)) return { facts: defaultFacts(), contactSaved: false };
    const desk = await siteDesk();
    return {
      facts: await desk.read(),
      contactSaved: (await desk.history(recordKey.contact)).length > 0,
      doctors: shownRoster(await (await doctorDesk()).read()),
    };
  } catch (error) {
    return (error as Error).message;
  } finally {
    await closeDatabase().catch(() => undefined);
  }
}

/** What npm run stripe:setup would still change in the account (asked of Stripe with the server's key); none while payments are off. */
async function stripeSetupNow() {
  const payments = config().payments;
  if (!payments) return undefined;
  try {
    return await setUpStripe(stripeClient(payments), { siteUrl: config().site.url, apply: false });
  } catch (error) {
    return (error as Error).message;
  }
}

const booking = await bookingNow();
const site = await siteNow();
const findings = launchCheck({
  env: process.env,
  doctors: doctors.map((d) => doctorSchema.parse(d)),
  stats,
  pages: [...loadPages()].map(([slug, page]) => ({
    slug,
    approvedBy: page.approvedBy,
    saysNoPayment: page.html.includes("No payment is taken on this website"),
  })),
  staff: await countStaff(),
  facts: clinicFacts,
  booking,
  // The pages visitors get are the build's, prerendered with the settings it was made with.
  builtPayments: paymentsAtBuild(process.cwd()),
  stripeSetup: await stripeSetupNow(),
  site:
    typeof site === "string"
      ? undefined
      : {
          contact: site.facts.contact,
          contactSaved: site.contactSaved,
          claims: site.facts.claims,
          stats: homeStats(site.facts.claims, site.facts.figures),
          doctors: site.doctors,
        },
  keyFile: (() => {
    const path = storeKeyFile(config().store.embeddedPath);
    return { path, exists: existsSync(path) };
  })(),
});

if (typeof site === "string")
  findings.unshift({
    what: `the clinic's facts in the store could not be read (${site}): the contact details below are the SITE_* variables'`,
    fix: "check LEAD_DB_PATH or DATABASE_URL, then open /inbox/site",
  });

if (!findings.length) {
  console.log("Launch check passed: no sample or default value remains.");
  console.log(bookingLine(booking));
  process.exit(0);
}
console.log(
  `Launch check: ${findings.length} thing${findings.length === 1 ? "" : "s"} to do before the site goes live\n`,
);
for (const [i, finding] of findings.entries()) console.log(`${i + 1}. ${finding.what}\n   -> ${finding.fix}`);
console.log(`\n${bookingLine(booking)}`);
process.exit(1);
