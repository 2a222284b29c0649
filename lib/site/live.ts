import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import pg from "pg";
import type { z } from "zod";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { log } from "@/lib/log";
import { peekSingleton } from "@/lib/singleton.mjs";
import { defaultFacts, type SiteFacts } from "./defaults";
import { doctorsOf, readDoctors } from "./doctor-store";
import { defaultDoctors, doctorRecordSchema, shownRoster, type DoctorRecord, type ShownDoctor } from "./doctors";
import { homeStats, siteSettings, type SiteSettings } from "./settings";
import { claimKeys, contactSchema, figureKeys } from "./records";
import { factsOf, readFacts } from "./store";
import { siteTags, type SiteTag } from "./tags";

/**
 * The clinic's facts as the pages read them: through Next's data cache, each part under its
 * cache tag, so a page stays prerendered and a save revalidates only the pages that show what
 * changed (docs/decisions/115). A page that awaits these carries their tags.
 */

/**
 * Whether this process is a build's: a server's instrumentation.ts marks it as serving before
 * its first request (Next runs register() in every server and never in a build, whose page
 * workers do not all carry NEXT_PHASE).
 */
const building = () => !peekSingleton<boolean>("site.serving");

/**
 * At build: the store at DATABASE_URL if it answers within seconds, else the defaults. A build
 * never starts the embedded store (a running server may hold it); the server revalidates every
 * page against its store when it starts (lib/site/listener.ts).
 */
async function atBuild<T>(
  query: string,
  parse: (rows: { key: string; value: unknown }[]) => T,
  defaults: () => T,
): Promise<T> {
  const url = config().store.databaseUrl;
  if (!url) return defaults();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, query_timeout: 3000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return parse((await client.query<{ key: string; value: unknown }>(query)).rows);
  } catch (error) {
    log().warn(
      { event: "site.build-defaults", err: error },
      "site: the store did not answer at build; the pages are prerendered with the defaults until a server starts",
    );
    return defaults();
  } finally {
    await client.end().catch(() => {});
  }
}

/** At run time the store itself; a store that fails throws, so Next keeps serving the page it had. */
const load = async (): Promise<SiteFacts> =>
  building()
    ? atBuild("SELECT key, value FROM site_facts", factsOf, defaultFacts)
    : readFacts((await database()).kysely);

const loadDoctors = async (): Promise<DoctorRecord[]> =>
  building()
    ? atBuild(
        "SELECT id AS key, value FROM site_doctors ORDER BY position",
        (rows) => doctorsOf(rows.map((r) => ({ id: r.key, value: r.value }))),
        defaultDoctors,
      )
    : readDoctors((await database()).kysely);

// The cache outlives a release (.next/cache): a release that adds a claim, a figure or a field
// must not read an entry cached without it, so the records' shape is part of each entry's key.
const shape = (schema: z.ZodObject) => Object.keys(schema.shape).join(",");
const contact = unstable_cache(async () => (await load()).contact, ["site-facts", "contact", shape(contactSchema)], {
  tags: [siteTags.contact],
});
const claims = unstable_cache(async () => (await load()).claims, ["site-facts", "claims", claimKeys.join(",")], {
  tags: [siteTags.claims],
});
const figures = unstable_cache(async () => (await load()).figures, ["site-facts", "figures", figureKeys.join(",")], {
  tags: [siteTags.figures],
});

const doctorRecords = unstable_cache(loadDoctors, ["site-facts", "doctors", shape(doctorRecordSchema)], {
  tags: [siteTags.doctors],
});

/** The doctors the pages show (listed, and a sample or confirmed), in the roster's order, with their photographs. */
export async function liveDoctors(): Promise<ShownDoctor[]> {
  return shownRoster(await doctorRecords());
}

/** The brand, contact details, office and confirmed claims, for every public page. */
export async function liveSite(): Promise<SiteSettings> {
  const [c, k] = await Promise.all([contact(), claims()]);
  return siteSettings({ contact: c, claims: k }, config().site.url);
}

/** The home page's figures, confirmed or sample (the page shows only the confirmed). */
export async function liveStats() {
  const [k, f] = await Promise.all([claims(), figures()]);
  return homeStats(k, f);
}

/**
 * Marks the tags' cached facts and the pages carrying them stale, with no stale window: the next
 * visit renders them afresh (Next 16's revalidateTag, its second argument the profile). Only in a
 * server action or a route handler.
 */
export function revalidateSite(tags: readonly SiteTag[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
