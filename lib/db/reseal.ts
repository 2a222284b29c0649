import "server-only";
import type { Database } from "./database";
import { sealedColumns, sealedContext } from "./sealed-columns";

export type ResealReport = {
  /** Values sealed again with the current key. */
  resealed: number;
  /** Values still under another key when it stopped: written meanwhile by a process with the old key. */
  remaining: number;
};

const batch = 500;
const sweeps = 3;

/**
 * Seals every value of the sealed columns (lib/db/sealed-columns.ts) that another key sealed
 * with the vault's current key (`npm run keys -- rotate`), while the site runs: a batch at a
 * time, each one statement, which writes a row only if it still holds the value read (a value
 * the site changed meanwhile is left for the next sweep, which starts again from the first
 * row). It stops after a sweep that found nothing, or after three.
 */
export async function resealAll(
  { pool, vault }: Pick<Database, "pool" | "vault">,
  onBatch?: (done: number) => void,
): Promise<ResealReport> {
  let resealed = 0;
  const current = () => vault.currentKeyId();
  for (const { table, column, id } of sealedColumns) {
    const { rows: types } = await pool.query<{ type: string }>(
      `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2`,
      [table, id],
    );
    const idType = types[0]!.type;
    for (let sweep = 0; sweep < sweeps; sweep++) {
      let found = 0;
      let after: string | null = null;
      for (;;) {
        const { rows }: { rows: { id: string; value: string }[] } = await pool.query(
          `SELECT ${id}::text AS id, ${column} AS value FROM ${table}
           WHERE ${column} IS NOT NULL AND split_part(${column}, ':', 2) <> $1 AND ($2::${idType} IS NULL OR ${id} > $2::${idType})
           ORDER BY ${id} LIMIT ${batch}`,
          [current(), after],
        );
        if (!rows.length) break;
        found += rows.length;
        after = rows.at(-1)!.id;
        const next = rows.map((r) => vault.reseal(r.value, sealedContext(table, column, r.id)));
        const { rowCount } = await pool.query(
          `UPDATE ${table} AS t SET ${column} = v.next FROM unnest($1::text[], $2::text[], $3::text[]) AS v (id, old, next)
           WHERE t.${id} = v.id::${idType} AND t.${column} = v.old`,
          [rows.map((r) => r.id), rows.map((r) => r.value), next],
        );
        resealed += rowCount ?? 0;
        onBatch?.(resealed);
      }
      if (!found) break;
    }
  }
  const { rows } = await pool.query<{ n: number }>(
    sealedColumns
      .map(
        ({ table, column }) =>
          `SELECT count(*)::int AS n FROM ${table} WHERE ${column} IS NOT NULL AND split_part(${column}, ':', 2) <> $1`,
      )
      .join(" UNION ALL "),
    [current()],
  );
  return { resealed, remaining: rows.reduce((sum, r) => sum + r.n, 0) };
}
