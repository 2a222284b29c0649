import { expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { sealedColumns, sealedPattern } from "./sealed-columns";

it("lists exactly the columns the migrated schema holds to sealed values, and those refuse anything else", async () => {
  const db = await freshDatabase();
  const { rows } = await db.pool.query<{ table: string; definition: string }>(
    `SELECT c.relname AS table, pg_get_constraintdef(k.oid) AS definition FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid
     WHERE k.contype = 'c' AND k.connamespace = current_schema()::regnamespace AND pg_get_constraintdef(k.oid) LIKE '%vault1:%'`,
  );
  const constrained = rows.map((r) => {
    const [, column, pattern] = /^CHECK \(\(\(?(\w+) ~ '([^']+)'/.exec(r.definition) ?? [];
    expect(pattern).toBe(sealedPattern);
    return `${r.table}.${column}`;
  });
  expect(constrained.sort()).toEqual(sealedColumns.map((c) => `${c.table}.${c.column}`).sort());

  // A plain value, however it is written, is refused by the store itself.
  await expect(
    db.pool
      .query(`INSERT INTO leads (id, received_at, message, details, consultation_type, page_url, landing_page, utm_term)
                   VALUES ('plain', now(), 'I take Metformin', '{}', '', '', '', '')`),
  ).rejects.toThrow(/violates check constraint "leads_\w+_sealed"/);
  await expect(db.pool.query(`INSERT INTO leads (id, received_at) VALUES ('unsealed', now())`)).rejects.toThrow(
    /null value in column/,
  );
});
