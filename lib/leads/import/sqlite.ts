import "server-only";
import { existsSync } from "node:fs";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { sql, type Insertable } from "kysely";
import type { Database } from "@/lib/db/database";
import { isSqliteFile } from "@/lib/db/embedded";
import { sealedContext } from "@/lib/db/sealed-columns";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import type { Leads } from "@/lib/db/schema";
import { copyStaffAccount } from "@/lib/staff";
import type { Vault } from "@/lib/vault";
import { leadStatuses } from "../record";
import type { Executor } from "../store/store";

/**
 * Copies a lead database made by the releases that kept leads in SQLite (PRAGMA user_version 1:
 * leads and their outbox; 2: also the follow-up desk's tables) into the PostgreSQL store, in one
 * transaction. Every row is copied with what identifies it, so a second run finds everything
 * there and copies nothing. Staff keep their password hashes and sign in as before; their
 * sessions are not copied (they sign in again). Deliveries keep their state but no lease: the
 * process that held one is gone. The health details are sealed as the lead store seals them
 * (lib/db/sealed-columns.ts).
 */
export type TableReport = { table: string; found: number; copied: number; note?: string };

export class UnrecognisedFile extends Error {
  override name = "UnrecognisedFile";
}

const newestKnownVersion = 2;

type Row = Record<string, SQLOutputValue>;

export async function importSqlite(file: string, db: Database): Promise<TableReport[]> {
  const source = await openSource(file);
  try {
    const version = Number((source.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    const hasDesk = version >= 2;
    const all = (table: string) => source.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Row[];
    const { vault } = db;
    return await db.transaction(async (trx) => [
      await copy(trx, "leads", all("leads"), (trx, row) => insertLead(trx, vault, row)),
      await copy(trx, "deliveries", all("outbox"), insertDelivery),
      await copy(trx, "history entries", hasDesk ? all("lead_events") : [], (trx, row) => insertEvent(trx, vault, row)),
      await copy(trx, "staff accounts", hasDesk ? all("staff") : [], insertStaff),
      {
        table: "staff sessions",
        found: hasDesk ? all("staff_sessions").length : 0,
        copied: 0,
        note: "not copied: staff sign in again",
      },
      await copy(trx, "erasure records", hasDesk ? all("erasures") : [], insertErasure),
      await copy(trx, "digest days", hasDesk ? all("digest_days") : [], insertDigestDay),
    ]);
  } finally {
    source.close();
  }
}

async function openSource(file: string): Promise<DatabaseSync> {
  if (!existsSync(file)) throw new UnrecognisedFile(`${file}: no such file`);
  if (!isSqliteFile(file))
    throw new UnrecognisedFile(`${file} is not a SQLite database, so not a lead database of an earlier release`);
  // Loaded when a file is imported: node:sqlite warns that it is experimental as it loads, in every process that has the leads domain.
  const { DatabaseSync } = await import("node:sqlite");
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = new Set(
      (source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as Array<{ name: string }>).map(
        (t) => t.name,
      ),
    );
    const version = Number((source.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    if (!tables.has("leads") || !tables.has("outbox") || version < 1) {
      throw new UnrecognisedFile(
        `${file} is a SQLite database, but not one this site's earlier releases made (it has no leads and outbox tables of theirs)`,
      );
    }
    if (version > newestKnownVersion) {
      throw new UnrecognisedFile(
        `${file} was made by a release newer than this importer knows (its version is ${version}, this reads up to ${newestKnownVersion})`,
      );
    }
    return source;
  } catch (error) {
    source.close();
    throw error;
  }
}

async function copy(
  trx: Executor,
  table: string,
  rows: Row[],
  insert: (trx: Executor, row: Row) => Promise<number>,
): Promise<TableReport> {
  let copied = 0;
  for (const row of rows) copied += await insert(trx, row);
  return { table, found: rows.length, copied };
}

const text = (value: SQLOutputValue | undefined) =>
  withoutNul(value === null || value === undefined ? "" : String(value));
const maybe = (value: SQLOutputValue | undefined) =>
  value === null || value === undefined || value === "" ? null : String(value);
const inserted = (result: { numInsertedOrUpdatedRows?: bigint; numAffectedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? result.numAffectedRows ?? 0);

/** The lead columns the earlier releases had, with the same names there; consent came later (migration 0007) and stays NULL. Those sealed now are in `sealedLeadColumns`. */
const copiedLeadColumns = [
  "id",
  "form_type",
  "received_at",
  "name",
  "email",
  "country_code",
  "country",
  "phone",
  "phone_e164",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "user_agent",
  "client_date",
  "client_time",
  "client_timestamp",
] as const satisfies ReadonlyArray<keyof Insertable<Leads>>;

const sealedLeadColumns = ["message", "consultation_type", "page_url", "landing_page", "utm_term"] as const;

function insertLead(trx: Executor, vault: Vault, row: Row) {
  const id = text(row.id);
  const lead: Insertable<Leads> = {
    ...(Object.fromEntries(copiedLeadColumns.map((column) => [column, text(row[column])])) as Record<
      (typeof copiedLeadColumns)[number],
      string
    >),
    ...(Object.fromEntries(
      sealedLeadColumns.map((column) => [
        column,
        vault.sealText(text(row[column]), sealedContext("leads", column, id)),
      ]),
    ) as Record<(typeof sealedLeadColumns)[number], string>),
    details: vault.sealText(
      jsonWithoutNul(JSON.parse(String(row.details || "{}"))),
      sealedContext("leads", "details", id),
    ),
    status: leadStatusOf(text(row.status) || "new"),
    contacted_at: maybe(row.contacted_at),
    booked_at: maybe(row.booked_at),
  };
  return trx
    .insertInto("leads")
    .values(lead)
    .onConflict((c) => c.column("id").doNothing())
    .executeTakeFirst()
    .then(inserted);
}

/** `value` when it is one of `values`, the only ones an earlier release wrote there; else the import stops, naming it. */
function written<const V extends string>(values: readonly V[], value: string, what: string): V {
  const found = values.find((v) => v === value);
  if (found !== undefined) return found;
  throw new Error(`${what} "${value}", which no earlier release wrote`);
}

// An earlier release's follow-up statuses are today's five (decision 036); its only delivery beside
// the e-mail was the spreadsheet's, with today's three statuses; its e-mail's "delivered" is a message's "sent".
const leadStatusOf = (status: string) => written(leadStatuses, status, "A lead with the status");
const sheetTarget = (target: string) => written(["sheet"], target, "A delivery to");
const sheetStatusOf = (status: string) =>
  written(["pending", "delivered", "failed"], status, "A delivery with the status");
const messageStatusOf = (status: string) =>
  status === "delivered" ? "sent" : written(["pending", "failed"], status, "An e-mail delivery with the status");

/**
 * A delivery of the earlier releases: the spreadsheet's stays a row of the lead outbox; the clinic's
 * e-mail becomes its message (lib/messages, kind lead-new), as migration 0018 moves it, and is sent
 * by the messages' job (requeued when the runner starts).
 */
function insertDelivery(trx: Executor, row: Row) {
  if (text(row.target) === "email") {
    const leadId = text(row.lead_id);
    const status = text(row.status);
    return trx
      .insertInto("messages")
      .values({
        kind: "lead-new",
        channel: "email",
        key: `lead:${leadId}`,
        lead_id: leadId,
        ref: `lead:${leadId}`,
        data: JSON.stringify({ leadId }),
        status: messageStatusOf(status),
        attempts: Number(row.attempts),
        last_error: maybe(row.last_error) && text(row.last_error),
        due_at: text(row.created_at),
        next_attempt_at: text(row.next_attempt_at),
        created_at: text(row.created_at),
        updated_at: text(row.updated_at),
        sent_at: maybe(row.delivered_at),
      })
      .onConflict((c) => c.columns(["key", "channel"]).doNothing())
      .executeTakeFirst()
      .then(inserted);
  }
  return trx
    .insertInto("outbox")
    .values({
      lead_id: text(row.lead_id),
      target: sheetTarget(text(row.target)),
      status: sheetStatusOf(text(row.status)),
      attempts: Number(row.attempts),
      next_attempt_at: text(row.next_attempt_at),
      last_error: maybe(row.last_error) && text(row.last_error),
      created_at: text(row.created_at),
      updated_at: text(row.updated_at),
      delivered_at: maybe(row.delivered_at),
    })
    .onConflict((c) => c.expression(sql`lead_id, target, (coalesce(message, ''))`).doNothing())
    .executeTakeFirst()
    .then(inserted);
}

/**
 * History has no key of its own here: an entry is the same when everything it says is the same.
 * Its note is sealed (each sealing differs), so the notes of the entries like it are opened to compare.
 */
async function insertEvent(trx: Executor, vault: Vault, row: Row) {
  const [leadId, at, staffId, staffName, kind, from, to, note] = [
    text(row.lead_id),
    text(row.at),
    maybe(row.staff_id),
    text(row.staff_name),
    written(["status", "note"], text(row.kind), "A history entry of the kind"),
    maybe(row.from_status),
    maybe(row.to_status),
    text(row.note),
  ];
  const alike = await sql<{ id: number; note: string }>`SELECT id, note FROM lead_events WHERE lead_id = ${leadId}
    AND at = ${at}::timestamptz AND staff_id IS NOT DISTINCT FROM ${staffId}::text AND staff_name = ${staffName}
    AND kind = ${kind} AND from_status IS NOT DISTINCT FROM ${from}::text AND to_status IS NOT DISTINCT FROM ${to}::text`.execute(
    trx,
  );
  if (alike.rows.some((e) => vault.openText(e.note, sealedContext("lead_events", "note", e.id)) === note)) return 0;
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence('lead_events', 'id'))::int AS id`.execute(trx);
  const id = rows[0]!.id;
  return sql`INSERT INTO lead_events (id, lead_id, at, staff_id, staff_name, kind, from_status, to_status, note)
    VALUES (${id}, ${leadId}, ${at}::timestamptz, ${staffId}::text, ${staffName}, ${kind}, ${from}::text, ${to}::text,
      ${vault.sealText(note, sealedContext("lead_events", "note", id))})`
    .execute(trx)
    .then(inserted);
}

/** Accounts are the staff domain's: it adds them, in this transaction. */
function insertStaff(trx: Executor, row: Row) {
  return copyStaffAccount(trx, {
    id: text(row.id),
    name: text(row.name),
    email: text(row.email),
    passwordHash: text(row.password_hash),
    // An earlier release's accounts had every right: they keep it, as owners (docs/inbox.md, Roles).
    role: "owner",
    doctorId: null,
    createdAt: text(row.created_at),
    disabledAt: maybe(row.disabled_at),
  });
}

function insertErasure(trx: Executor, row: Row) {
  const [at, staffId, staffName, reason, count] = [
    text(row.at),
    maybe(row.staff_id),
    text(row.staff_name),
    text(row.reason),
    Number(row.lead_count),
  ];
  return sql`INSERT INTO erasures (at, staff_id, staff_name, reason, lead_count)
    SELECT ${at}::timestamptz, ${staffId}::text, ${staffName}, ${reason}, ${count}::integer
    WHERE NOT EXISTS (SELECT 1 FROM erasures WHERE at = ${at}::timestamptz AND staff_id IS NOT DISTINCT FROM ${staffId}::text AND staff_name = ${staffName}
      AND reason = ${reason} AND lead_count = ${count}::integer)`
    .execute(trx)
    .then(inserted);
}

function insertDigestDay(trx: Executor, row: Row) {
  return trx
    .insertInto("digest_days")
    .values({ day: text(row.day), claimed_at: text(row.claimed_at), claimed_by: text(row.claimed_by) })
    .onConflict((c) => c.column("day").doNothing())
    .executeTakeFirst()
    .then(inserted);
}
