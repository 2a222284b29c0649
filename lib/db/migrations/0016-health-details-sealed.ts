import type { PoolClient } from "pg";
import type { Vault } from "@/lib/vault";

/**
 * Health details encrypted at rest (docs/decisions/093): the lead columns that say what a person
 * wrote, answered or asked about, staff's notes on a lead, and the note of a privacy request hold
 * values sealed by the vault (lib/vault) instead of plain text. `details` becomes text (its
 * sealed JSON). Their defaults go, so that a row written without sealing fails instead of
 * holding an empty plain value, and a CHECK constraint on each keeps out anything but a sealed
 * value, whatever writes it.
 *
 * The SQL changes the columns; `sealExisting` then seals the rows already there, in the same
 * transaction (lib/db/migrate.ts), and adds the constraints, which check every row as they are
 * added. Frozen like the SQL: the columns are listed here, not read from lib/db/sealed-columns.ts,
 * which later migrations extend.
 */
export const sql = `
ALTER TABLE leads
  ALTER COLUMN message DROP DEFAULT,
  ALTER COLUMN details DROP DEFAULT,
  ALTER COLUMN details TYPE text USING details::text,
  ALTER COLUMN consultation_type DROP DEFAULT,
  ALTER COLUMN page_url DROP DEFAULT,
  ALTER COLUMN landing_page DROP DEFAULT,
  ALTER COLUMN utm_term DROP DEFAULT;
ALTER TABLE lead_events ALTER COLUMN note DROP DEFAULT;
ALTER TABLE privacy_requests ALTER COLUMN note DROP DEFAULT;
`;

const columns = [
  { table: "leads", column: "message", id: "text" },
  { table: "leads", column: "details", id: "text" },
  { table: "leads", column: "consultation_type", id: "text" },
  { table: "leads", column: "page_url", id: "text" },
  { table: "leads", column: "landing_page", id: "text" },
  { table: "leads", column: "utm_term", id: "text" },
  { table: "lead_events", column: "note", id: "integer" },
  { table: "privacy_requests", column: "note", id: "text" },
] as const;

const batch = 1_000;

/** Seals every value of the columns above with the vault's key, bound to its row; returns the tables that had rows. */
export async function sealExisting(client: PoolClient, vault: Vault): Promise<string[]> {
  const rewritten = new Set<string>();
  for (const { table, column, id } of columns) {
    // Read whole: a clinic's leads are thousands, and each batch written moves no row out of the next read.
    const { rows } = await client.query<{ id: string; value: string }>(
      `SELECT id::text AS id, ${column} AS value FROM ${table} ORDER BY id`,
    );
    for (let i = 0; i < rows.length; i += batch) {
      const part = rows.slice(i, i + batch);
      await client.query(
        `UPDATE ${table} AS t SET ${column} = v.sealed FROM unnest($1::text[], $2::text[]) AS v (id, sealed) WHERE t.id = v.id::${id}`,
        [part.map((r) => r.id), part.map((r) => vault.sealText(r.value, `${table}.${column}:${r.id}`))],
      );
    }
    if (rows.length) rewritten.add(table);
    await client.query(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_sealed CHECK (${column} ~ '^vault1:[0-9a-f]{8}:[A-Za-z0-9_-]+$')`,
    );
  }
  return [...rewritten];
}
