import "server-only";
import { existsSync } from "node:fs";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import type { PoolClient } from "pg";
import type { Database } from "@/lib/db/database";
import { isSqliteFile } from "@/lib/db/embedded";
import { jsonWithoutNul, withoutNul } from "@/lib/db/text";
import { leadColumns } from "../store/rows";

/**
 * Copies a lead database made by the releases that kept leads in SQLite (PRAGMA user_version 1:
 * leads and their outbox; 2: also the follow-up desk's tables) into the PostgreSQL store, in one
 * transaction. Every row is copied with what identifies it, so a second run finds everything
 * there and copies nothing. Staff keep their password hashes and sign in as before; their
 * sessions are not copied (they sign in again). Deliveries keep their state but no lease: the
 * process that held one is gone.
 */
export type TableReport = { table: string; found: number; copied: number; note?: string };

export class UnrecognisedFile extends Error {
  override name = "UnrecognisedFile";
}

const newestKnownVersion = 2;

type Row = Record<string, SQLOutputValue>;

export async function importSqlite(file: string, db: Database): Promise<TableReport[]> {
  const source = openSource(file);
  try {
    const version = Number((source.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    const hasDesk = version >= 2;
    const all = (table: string) => source.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Row[];
    return await db.transaction(async (client) => [
      await copy(client, "leads", all("leads"), insertLead),
      await copy(client, "deliveries", all("outbox"), insertDelivery),
      await copy(client, "history entries", hasDesk ? all("lead_events") : [], insertEvent),
      await copy(client, "staff accounts", hasDesk ? all("staff") : [], insertStaff),
      { table: "staff sessions", found: hasDesk ? all("staff_sessions").length : 0, copied: 0, note: "not copied: staff sign in again" },
      await copy(client, "erasure records", hasDesk ? all("erasures") : [], insertErasure),
      await copy(client, "digest days", hasDesk ? all("digest_days") : [], insertDigestDay),
    ]);
  } finally {
    source.close();
  }
}

function openSource(file: string): DatabaseSync {
  if (!existsSync(file)) throw new UnrecognisedFile(`${file}: no such file`);
  if (!isSqliteFile(file)) throw new UnrecognisedFile(`${file} is not a SQLite database, so not a lead database of an earlier release`);
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = new Set((source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as Array<{ name: string }>).map((t) => t.name));
    const version = Number((source.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    if (!tables.has("leads") || !tables.has("outbox") || version < 1) {
      throw new UnrecognisedFile(`${file} is a SQLite database, but not one this site's earlier releases made (it has no leads and outbox tables of theirs)`);
    }
    if (version > newestKnownVersion) {
      throw new UnrecognisedFile(`${file} was made by a release newer than this importer knows (its version is ${version}, this reads up to ${newestKnownVersion})`);
    }
    return source;
  } catch (error) {
    source.close();
    throw error;
  }
}

async function copy(client: PoolClient, table: string, rows: Row[], insert: (client: PoolClient, row: Row) => Promise<number>): Promise<TableReport> {
  let copied = 0;
  for (const row of rows) copied += await insert(client, row);
  return { table, found: rows.length, copied };
}

const text = (value: SQLOutputValue | undefined) => withoutNul(value === null || value === undefined ? "" : String(value));
const maybe = (value: SQLOutputValue | undefined) => (value === null || value === undefined || value === "" ? null : String(value));
const inserted = (result: { rowCount: number | null }) => result.rowCount ?? 0;

function insertLead(client: PoolClient, row: Row) {
  const values = leadColumns.map((column) => (column === "details" ? jsonWithoutNul(JSON.parse(String(row.details || "{}"))) : text(row[column])));
  const n = leadColumns.length;
  return client
    .query(
      `INSERT INTO leads (${leadColumns.join(", ")}, status, contacted_at, booked_at)
       VALUES (${leadColumns.map((_, i) => `$${i + 1}`).join(", ")}, $${n + 1}, $${n + 2}, $${n + 3})
       ON CONFLICT (id) DO NOTHING`,
      [...values, text(row.status) || "new", maybe(row.contacted_at), maybe(row.booked_at)],
    )
    .then(inserted);
}

function insertDelivery(client: PoolClient, row: Row) {
  return client
    .query(
      `INSERT INTO outbox (lead_id, target, status, attempts, next_attempt_at, last_error, created_at, updated_at, delivered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (lead_id, target, (coalesce(message, ''))) DO NOTHING`,
      [text(row.lead_id), text(row.target), text(row.status), Number(row.attempts), text(row.next_attempt_at), maybe(row.last_error) && text(row.last_error), text(row.created_at), text(row.updated_at), maybe(row.delivered_at)],
    )
    .then(inserted);
}

/** History has no key of its own here: an entry is the same when everything it says is the same. */
function insertEvent(client: PoolClient, row: Row) {
  return client
    .query(
      `INSERT INTO lead_events (lead_id, at, staff_id, staff_name, kind, from_status, to_status, note)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8
       WHERE NOT EXISTS (SELECT 1 FROM lead_events WHERE lead_id = $1 AND at = $2 AND staff_id IS NOT DISTINCT FROM $3 AND staff_name = $4
                         AND kind = $5 AND from_status IS NOT DISTINCT FROM $6 AND to_status IS NOT DISTINCT FROM $7 AND note = $8)`,
      [text(row.lead_id), text(row.at), maybe(row.staff_id), text(row.staff_name), text(row.kind), maybe(row.from_status), maybe(row.to_status), text(row.note)],
    )
    .then(inserted);
}

function insertStaff(client: PoolClient, row: Row) {
  return client
    .query(
      `INSERT INTO staff (id, name, email, password_hash, created_at, disabled_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [text(row.id), text(row.name), text(row.email).toLowerCase(), text(row.password_hash), text(row.created_at), maybe(row.disabled_at)],
    )
    .then(inserted);
}

function insertErasure(client: PoolClient, row: Row) {
  return client
    .query(
      `INSERT INTO erasures (at, staff_id, staff_name, reason, lead_count)
       SELECT $1, $2, $3, $4, $5
       WHERE NOT EXISTS (SELECT 1 FROM erasures WHERE at = $1 AND staff_id IS NOT DISTINCT FROM $2 AND staff_name = $3 AND reason = $4 AND lead_count = $5)`,
      [text(row.at), maybe(row.staff_id), text(row.staff_name), text(row.reason), Number(row.lead_count)],
    )
    .then(inserted);
}

function insertDigestDay(client: PoolClient, row: Row) {
  return client
    .query(`INSERT INTO digest_days (day, claimed_at, claimed_by) VALUES ($1, $2, $3) ON CONFLICT (day) DO NOTHING`, [text(row.day), text(row.claimed_at), text(row.claimed_by)])
    .then(inserted);
}
