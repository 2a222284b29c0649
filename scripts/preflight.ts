// The launch check: lists everything still a sample or a default and exits 1 while any remains.
// Usage: npm run preflight   (reads the environment the production server will have)
import { clinicFacts } from "@/content/clinic-facts";
import { doctors } from "@/content/doctors";
import { stats } from "@/content/stats";
import { doctorSchema } from "@/lib/catalogue/schema";
import { loadPages } from "@/lib/content/pages";
import { config } from "@/lib/config";
import { closeDatabase } from "@/lib/db";
import { embeddedStoreExists } from "@/lib/db/embedded";
import { launchCheck } from "@/lib/launch-check";
import { leadStore } from "@/lib/leads/store";

/**
 * Enabled staff accounts, without making a store where none is yet. The embedded store may be
 * running under the web server: this connects beside it (lib/db/embedded.ts).
 */
async function countStaff(): Promise<number | string> {
  try {
    const { databaseUrl, embeddedPath } = config().store;
    if (!databaseUrl && !embeddedStoreExists(embeddedPath)) return 0;
    const staff = await (await leadStore()).listStaff();
    return staff.filter((s) => !s.disabledAt).length;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await closeDatabase().catch(() => undefined);
  }
}

const findings = launchCheck({
  env: process.env,
  doctors: doctors.map((d) => doctorSchema.parse(d)),
  stats,
  pages: [...loadPages()].map(([slug, page]) => ({ slug, approvedBy: page.approvedBy })),
  staff: await countStaff(),
  facts: clinicFacts,
});

if (!findings.length) {
  console.log("Launch check passed: no sample or default value remains.");
  process.exit(0);
}
console.log(`Launch check: ${findings.length} thing${findings.length === 1 ? "" : "s"} to do before the site goes live\n`);
for (const [i, finding] of findings.entries()) console.log(`${i + 1}. ${finding.what}\n   -> ${finding.fix}`);
process.exit(1);
