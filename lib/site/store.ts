import "server-only";
import { sql, type Kysely, type Transaction } from "kysely";
import type { z } from "zod";
import type { ClinicFactKey } from "@/content/clinic-facts";
import { recordAudit } from "@/lib/audit";
import type { Database } from "@/lib/db";
import type { DB } from "@/lib/db/schema";
import { defaultClaim, defaultContact, defaultFacts, defaultFigure, type SiteFacts } from "./defaults";
import { checkClaim, checkContact, checkFigure, type Intent } from "./checks";
import {
  claimKeys,
  claimSchema,
  contactSchema,
  figureKeys,
  figureSchema,
  recordKey,
  type Claim,
  type Confirmation,
  type Figure,
  type FigureKey,
} from "./records";
import { siteTags, type SiteTag } from "./tags";

/** Who saved: a staff account (app/(inbox)/inbox/session.ts: actor). */
export type SiteActor = { staffId: string | null; staffName: string };

export type SaveResult =
  | { status: "saved"; version: number; tags: SiteTag[] }
  | { status: "unchanged" }
  | { status: "invalid"; fieldErrors: Record<string, string> };

/** One saved version of a record, newest first in `history`. */
export type SiteVersion = { version: number; value: unknown; savedAt: string; savedBy: string };

/** The channel every instance on the same database listens on (lib/site/listener.ts); the payload is the changed tags, comma-separated. */
export const changeChannel = "site_facts_changed";

/** A record as the audit keeps it. */
export type Audited = NonNullable<Parameters<typeof recordAudit>[1]["detail"]>;

/**
 * What every save of the desk writes in its transaction: the audit row with the record's before
 * and after, and the notice that tells every instance which pages to render again (decision 115).
 */
export async function recordSave(
  trx: Transaction<DB>,
  save: {
    by: SiteActor;
    key: string;
    version: number;
    before: Audited | null;
    after: Audited | null;
    tags: readonly SiteTag[];
    at: Date;
  },
): Promise<void> {
  await recordAudit(trx, {
    by: save.by,
    action: "site.edited",
    subject: { type: "site", id: save.key },
    detail: { version: save.version, before: save.before, after: save.after },
    at: save.at,
  });
  await sql`SELECT pg_notify(${changeChannel}, ${save.tags.join(",")})`.execute(trx);
}

/** A stored version of a record, as the desk's history lists it. */
export const siteVersion = (row: {
  version: number;
  value: unknown;
  saved_at: Date;
  saved_by_name: string;
}): SiteVersion => ({
  version: row.version,
  value: row.value,
  savedAt: row.saved_at.toISOString(),
  savedBy: row.saved_by_name,
});

/** A stored value checked again as it is read: a row no schema accepts is the default, never a page's input. */
function parsed<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/** The facts as `rows` (key and value) hold them, each record missing or unreadable left at its default. */
export function factsOf(rows: { key: string; value: unknown }[]): SiteFacts {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const facts = defaultFacts();
  const contact = byKey.get(recordKey.contact);
  if (contact !== undefined) facts.contact = parsed(contactSchema, contact, facts.contact);
  for (const key of claimKeys) {
    const value = byKey.get(recordKey.claim(key));
    if (value !== undefined) facts.claims[key] = parsed<Claim>(claimSchema, value, facts.claims[key]);
  }
  for (const key of figureKeys) {
    const value = byKey.get(recordKey.figure(key));
    if (value !== undefined) facts.figures[key] = parsed(figureSchema, value, facts.figures[key]);
  }
  return facts;
}

export async function readFacts(db: Kysely<DB>): Promise<SiteFacts> {
  return factsOf(await db.selectFrom("site_facts").select(["key", "value"]).execute());
}

/**
 * The desk's writes. Each save, in one transaction: the record's new value, its version kept
 * beside the earlier ones, the audit's "site.edited" with before and after (the site's facts
 * hold no health detail), and a notice to every instance on this database, which PostgreSQL
 * delivers only once the transaction commits.
 */
export function siteStore(db: Database) {
  async function write<T extends object>(
    key: string,
    schema: z.ZodType<T>,
    fallback: T,
    next: (before: T) => T,
    tags: SiteTag[],
    by: SiteActor,
  ): Promise<SaveResult> {
    return db.transaction(async (trx) => {
      // The record as stored now, locked until this save ends; its default while none is saved.
      const row = await trx
        .selectFrom("site_facts")
        .select("value")
        .where("key", "=", key)
        .forUpdate()
        .executeTakeFirst();
      const before = row ? parsed(schema, row.value, fallback) : fallback;
      const after = next(before);
      if (JSON.stringify(before) === JSON.stringify(after)) return { status: "unchanged" as const };
      const at = new Date();
      const version = await upsert(trx, key, after, at, by);
      await recordSave(trx, { by, key, version, before: auditable(before), after: auditable(after), tags, at });
      return { status: "saved" as const, version, tags };
    });
  }

  return {
    read: () => readFacts(db.kysely),

    async history(key: string): Promise<SiteVersion[]> {
      const rows = await db.kysely
        .selectFrom("site_fact_versions")
        .select(["version", "value", "saved_at", "saved_by_name"])
        .where("key", "=", key)
        .orderBy("version", "desc")
        .execute();
      return rows.map(siteVersion);
    },

    /** The contact details as typed in the desk's form: every field checked, each problem named beside its field. */
    async saveContact(input: Record<string, string>, by: SiteActor): Promise<SaveResult> {
      const checked = checkContact(input);
      if (!checked.ok) return { status: "invalid", fieldErrors: checked.fieldErrors };
      return write(recordKey.contact, contactSchema, defaultContact(), () => checked.value, [siteTags.contact], by);
    },

    /**
     * A claim's wording (or number), confirmed with its evidence, saved unconfirmed, or
     * unconfirmed. A confirmed claim whose value changes without a new confirmation is
     * unconfirmed: the evidence was for the old value.
     */
    async saveClaim(
      key: ClinicFactKey,
      input: { value: string; basis: string; intent: Intent },
      by: SiteActor,
    ): Promise<SaveResult> {
      const checked = checkClaim(key, input);
      if (!checked.ok) return { status: "invalid", fieldErrors: checked.fieldErrors };
      const { value, basis } = checked.value;
      const tags: SiteTag[] = key === "countriesServed" ? [siteTags.claims, siteTags.figures] : [siteTags.claims];
      return write<Claim>(
        recordKey.claim(key),
        claimSchema,
        defaultClaim(key),
        (before) => ({
          value,
          confirmed: confirmation(input.intent, before.value !== value, before.confirmed, basis, by),
        }),
        tags,
        by,
      );
    },

    /** One of the home page's figures: its number and label, confirmed with how it is counted, or not. */
    async saveFigure(
      key: FigureKey,
      input: { value: string; label: string; basis: string; intent: Intent },
      by: SiteActor,
    ): Promise<SaveResult> {
      const checked = checkFigure(input);
      if (!checked.ok) return { status: "invalid", fieldErrors: checked.fieldErrors };
      const { value, label, basis } = checked.value;
      return write<Figure>(
        recordKey.figure(key),
        figureSchema,
        defaultFigure(key),
        (before) => ({
          value,
          label,
          confirmed: confirmation(
            input.intent,
            before.value !== value || before.label !== label,
            before.confirmed,
            basis,
            by,
          ),
        }),
        [siteTags.figures],
        by,
      );
    },
  };
}

export type SiteStore = ReturnType<typeof siteStore>;

/**
 * A record's confirmation after a save: a new one with its evidence, none when unconfirmed or
 * when the value changed (the evidence was for the old value), else the one it had.
 */
function confirmation(
  intent: Intent,
  valueChanged: boolean,
  before: Confirmation | null,
  basis: string | undefined,
  by: SiteActor,
): Confirmation | null {
  if (intent === "confirm") return { at: new Date().toISOString(), by: by.staffName, basis: basis ?? "" };
  return intent === "unconfirm" || valueChanged ? null : before;
}

/** The row's next version and the version kept beside the earlier ones. */
async function upsert(trx: Transaction<DB>, key: string, value: object, at: Date, by: SiteActor): Promise<number> {
  const json = JSON.stringify(value);
  const row = await trx
    .insertInto("site_facts")
    .values({ key, value: json, version: 1, saved_at: at, saved_by_id: by.staffId, saved_by_name: by.staffName })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        value: json,
        version: sql<number>`site_facts.version + 1`,
        saved_at: at,
        saved_by_id: by.staffId,
        saved_by_name: by.staffName,
      }),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("site_fact_versions")
    .values({
      key,
      version: row.version,
      value: json,
      saved_at: at,
      saved_by_id: by.staffId,
      saved_by_name: by.staffName,
    })
    .execute();
  return row.version;
}

/** A record as the audit's detail takes it: its fields, with null for a missing confirmation. */
function auditable(record: object): Record<string, string | number | boolean | null | Record<string, string>> {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      field,
      value && typeof value === "object" ? (value as Record<string, string>) : (value as string | number | null),
    ]),
  );
}
