import "server-only";
import type pg from "pg";
import type { Vault } from "@/lib/vault";
import { StoreRefusal } from "./embedded";
import { sealedColumns } from "./sealed-columns";

/** How many values of each sealed column each key sealed: `npm run keys -- status`, and the check below. */
export type SealedKeyCount = { table: string; column: string; keyId: string; count: number };

export async function sealedKeyCounts(pool: pg.Pool): Promise<SealedKeyCount[]> {
  // vault1:<key id>:...: the key id is the second field. Columns that do not exist yet (a store a
  // migration has not reached) cannot be: the store opens migrated.
  const parts = sealedColumns.map(
    ({ table, column }) =>
      `SELECT '${table}' AS table, '${column}' AS column, split_part(${column}, ':', 2) AS key_id, count(*)::int AS count
       FROM ${table} WHERE ${column} IS NOT NULL GROUP BY 3`,
  );
  const { rows } = await pool.query<{ table: string; column: string; key_id: string; count: number }>(
    parts.join(" UNION ALL "),
  );
  return rows.map((r) => ({ table: r.table, column: r.column, keyId: r.key_id, count: r.count }));
}

/**
 * Refuses a store whose values were sealed with a key this process lacks (a key file replaced,
 * a rotation's old key left out of DATA_ENCRYPTION_KEY_PREVIOUS): opened, it would fail on every
 * page that shows them, and whatever it sealed meanwhile would need the other key too.
 */
export async function refuseUnknownKeys(pool: pg.Pool, vault: Vault): Promise<void> {
  const known = new Set(vault.keyIds());
  const missing = new Map<string, number>();
  for (const { keyId, count } of await sealedKeyCounts(pool))
    if (!known.has(keyId)) missing.set(keyId, (missing.get(keyId) ?? 0) + count);
  if (!missing.size) return;
  const list = [...missing].map(([id, n]) => `${n} sealed with key ${id}`).join(", ");
  throw new StoreRefusal(
    `The store holds health details this process cannot open (${list}); it has ${[...known].join(", ")}. ` +
      `Give it the missing key: in DATA_ENCRYPTION_KEY_PREVIOUS, or put back the key file ${vault.keyFile ?? "of the store"} you kept (docs/deploy.md, The data encryption key).`,
  );
}
