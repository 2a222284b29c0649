import "server-only";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@/lib/db";
import type { DB } from "@/lib/db/schema";
import {
  brokenPages,
  checkDoctor,
  defaultDoctors,
  doctorRecordSchema,
  newDoctorId,
  shownRoster,
  type DoctorContext,
  type DoctorForm,
  type DoctorRecord,
  type ReviewedPage,
  type StoredPhoto,
} from "./doctors";
import { processPhoto, type PhotoFile, type PhotoFormat } from "./photos";
import { recordSave, siteVersion, type Audited, type SiteActor, type SiteVersion } from "./store";
import { siteTags } from "./tags";

/**
 * The doctors' rows (site_doctors, migration 0033) and their photographs (site_photos). While no
 * doctor was ever saved the roster is content/doctors.ts; the first save copies that roster in,
 * in the same transaction, so the other doctors stay as they were. Each save, in one
 * transaction: the doctor's new value and version, the audit's "site.edited" with before and
 * after, and the notice every instance on this database hears once it commits.
 */

export type DoctorSaveResult =
  | { status: "saved"; id: string; version: number }
  | { status: "unchanged"; id: string }
  | { status: "invalid"; fieldErrors: Record<string, string> }
  | { status: "missing" };

/** What the rules of a save need beyond the form: the catalogue's categories and pages, booking's types, today. */
export type DoctorRules = DoctorContext & { pages: readonly ReviewedPage[] };

/** The stored rows as records, in the roster's order; a row no schema accepts is its content default, or left out. */
export function doctorsOf(rows: { id: string; value: unknown }[]): DoctorRecord[] {
  if (!rows.length) return defaultDoctors();
  const defaults = new Map(defaultDoctors().map((d) => [d.id, d]));
  return rows.flatMap((row) => {
    const parsed = doctorRecordSchema.safeParse(row.value);
    if (parsed.success && parsed.data.id === row.id) return [parsed.data];
    return defaults.get(row.id) ?? [];
  });
}

export async function readDoctors(db: Kysely<DB>): Promise<DoctorRecord[]> {
  return doctorsOf(await db.selectFrom("site_doctors").select(["id", "value"]).orderBy("position").execute());
}

const auditable = (record: DoctorRecord | null): Audited | null =>
  record ? (JSON.parse(JSON.stringify(record)) as Audited) : null;

export function doctorStore(db: Database) {
  /**
   * One doctor's save: `change` gets the roster as it stands (locked until this save ends) and
   * returns the doctor's new record, or a result that ends the save with nothing written.
   */
  async function write(
    id: string | undefined,
    by: SiteActor,
    rules: Pick<DoctorRules, "pages">,
    change: (roster: DoctorRecord[], before: DoctorRecord | undefined) => DoctorRecord | DoctorSaveResult,
    photoFiles: PhotoFile[] = [],
  ): Promise<DoctorSaveResult> {
    return db.transaction(async (trx) => {
      // Saves of doctors one at a time: the roster's rules (reviewers, the first save's copy) see the whole of it.
      await sql`LOCK TABLE site_doctors IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      const rows = await trx.selectFrom("site_doctors").select(["id", "value"]).orderBy("position").execute();
      const roster = doctorsOf(rows);
      const before = id === undefined ? undefined : roster.find((d) => d.id === id);
      if (id !== undefined && !before) return { status: "missing" as const };
      const after = change(roster, before);
      if ("status" in after) return after;
      if (before && JSON.stringify(before) === JSON.stringify(after))
        return { status: "unchanged" as const, id: after.id };

      const next = before ? roster.map((d) => (d.id === after.id ? after : d)) : [...roster, after];
      const broken = brokenPages(shownRoster(next), rules.pages, after.id);
      if (broken.length)
        return {
          status: "invalid" as const,
          fieldErrors: { reviews: `Not saved: it would break a page. ${broken.join("; ")}.` },
        };

      const at = new Date();
      if (!rows.length) await copyDefaults(trx, roster, at);
      for (const file of photoFiles) {
        await trx
          .insertInto("site_photos")
          .values({
            hash: (after.photo as StoredPhoto).hash,
            width: file.width,
            format: file.format,
            bytes: file.bytes,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      const position = before ? next.indexOf(after) : next.length - 1;
      const version = await upsert(trx, after, position, at, by);
      await recordSave(trx, {
        by,
        key: `doctor:${after.id}`,
        version,
        before: auditable(before ?? null),
        after: auditable(after),
        tags: [siteTags.doctors],
        at,
      });
      return { status: "saved" as const, id: after.id, version };
    });
  }

  return {
    read: () => readDoctors(db.kysely),

    async history(id: string): Promise<SiteVersion[]> {
      const rows = await db.kysely
        .selectFrom("site_doctor_versions")
        .select(["version", "value", "saved_at", "saved_by_name"])
        .where("id", "=", id)
        .orderBy("version", "desc")
        .execute();
      return rows.map(siteVersion);
    },

    /** A doctor's profile as typed in the desk (a new doctor when `id` is undefined), checked by every rule before anything is written. */
    save(id: string | undefined, form: DoctorForm, rules: DoctorRules, by: SiteActor): Promise<DoctorSaveResult> {
      return write(id, by, rules, (roster, before) => {
        const newId = id ?? newDoctorId(form.name, new Set(roster.map((d) => d.id)));
        const checked = checkDoctor(newId, form, rules, before?.photo ?? null);
        return checked.ok ? checked.value : { status: "invalid", fieldErrors: checked.fieldErrors };
      });
    },

    /**
     * A doctor's photograph, processed (lib/site/photos.ts) before the transaction: a file
     * refused leaves the store as it was, with the reason for the form's photo field.
     */
    async savePhoto(
      id: string,
      bytes: Buffer,
      rules: Pick<DoctorRules, "pages">,
      by: SiteActor,
    ): Promise<DoctorSaveResult> {
      const processed = await processPhoto(bytes);
      if ("refused" in processed) return { status: "invalid", fieldErrors: { photo: processed.refused } };
      return write(id, by, rules, (_, before) => ({ ...before!, photo: processed.photo }), processed.files);
    },

    /** The doctor's card shows their initials again; the files stay, for the earlier versions that name them. */
    removePhoto(id: string, rules: Pick<DoctorRules, "pages">, by: SiteActor): Promise<DoctorSaveResult> {
      return write(id, by, rules, (_, before) => ({ ...before!, photo: null }));
    },
  };
}

export type DoctorStore = ReturnType<typeof doctorStore>;

/** One stored size of a photograph, in the format asked for, or undefined. */
export async function photoFile(
  db: Kysely<DB>,
  hash: string,
  width: number,
  format: PhotoFormat,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("site_photos")
    .select("bytes")
    .where("hash", "=", hash)
    .where("width", "=", width)
    .where("format", "=", format)
    .executeTakeFirst();
  return row?.bytes;
}

/** The content roster written as the store's first rows, each its version 1 by content/doctors.ts. */
async function copyDefaults(trx: Transaction<DB>, roster: DoctorRecord[], at: Date) {
  const by = { staffId: null, staffName: "content/doctors.ts" };
  for (const [position, record] of roster.entries()) await upsert(trx, record, position, at, by);
}

async function upsert(
  trx: Transaction<DB>,
  record: DoctorRecord,
  position: number,
  at: Date,
  by: SiteActor,
): Promise<number> {
  const json = JSON.stringify(record);
  const row = await trx
    .insertInto("site_doctors")
    .values({
      id: record.id,
      position,
      value: json,
      version: 1,
      saved_at: at,
      saved_by_id: by.staffId,
      saved_by_name: by.staffName,
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        value: json,
        version: sql<number>`site_doctors.version + 1`,
        saved_at: at,
        saved_by_id: by.staffId,
        saved_by_name: by.staffName,
      }),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("site_doctor_versions")
    .values({
      id: record.id,
      version: row.version,
      value: json,
      saved_at: at,
      saved_by_id: by.staffId,
      saved_by_name: by.staffName,
    })
    .execute();
  return row.version;
}
