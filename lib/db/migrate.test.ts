import { expect, it } from "vitest";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { dropWhatCameAfterThePositionalRelease } from "@/tests/setup/after-the-positional-release";
import { adminQuery, freshSchema, testVault } from "@/tests/setup/test-database";
import { openDatabase } from "./database";
import { migrations } from "./migrations";

/** A schema as the release that recorded migrations by position left it: 1 to 7, 4 the empty placeholder. */
async function storeOfThePositionalRelease() {
  const schema = freshSchema();
  const db = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  await db.close();
  await adminQuery(`DROP TABLE ${schema}.schema_migrations`);
  // What the migrations after that release made (0008 onwards) was not there yet.
  await dropWhatCameAfterThePositionalRelease(schema, testVault());
  await adminQuery(
    `CREATE TABLE ${schema}.schema_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await adminQuery(
    `INSERT INTO ${schema}.schema_migrations (id, applied_at) SELECT n, timestamptz '2026-11-27T09:00:00Z' + n * interval '1 minute' FROM generate_series(1, 7) n`,
  );
  // A row that re-running 0001 would fail on, and that must still be there.
  await adminQuery(`INSERT INTO ${schema}.leads (id, received_at) VALUES ('kept', now())`);
  return schema;
}

it("names a running clinic's positional record in place and runs nothing again", async () => {
  const schema = await storeOfThePositionalRelease();
  const db = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  await db.close();
  const { rows } = await adminQuery<{ name: string; applied_at: Date }>(
    `SELECT name, applied_at FROM ${schema}.schema_migrations ORDER BY name`,
  );
  expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
  // When each ran is kept; 0005 was position 5.
  expect(rows.find((r) => r.name === "0005-booking-availability")?.applied_at.toISOString()).toBe(
    "2026-11-27T09:05:00.000Z",
  );
  expect((await adminQuery(`SELECT id FROM ${schema}.leads`)).rows).toEqual([{ id: "kept" }]);
  // Opening it again finds nothing to do.
  const again = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  await again.close();
  expect((await adminQuery(`SELECT count(*)::int AS n FROM ${schema}.schema_migrations`)).rows).toEqual([
    { n: migrations.length },
  ]);
});

it("makes every account of a store from before roles an owner, and a new account reception", async () => {
  const schema = await storeOfThePositionalRelease();
  await adminQuery(
    `INSERT INTO ${schema}.staff (id, name, email, password_hash, created_at) VALUES ('before', 'Before Roles', 'before@clinic.example', 'x', now())`,
  );
  const db = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  await db.close();
  await adminQuery(
    `INSERT INTO ${schema}.staff (id, name, email, password_hash, created_at) VALUES ('after', 'After Roles', 'after@clinic.example', 'x', now())`,
  );
  const { rows } = await adminQuery(`SELECT id, role, doctor_id FROM ${schema}.staff ORDER BY id`);
  expect(rows).toEqual([
    { id: "after", role: "reception", doctor_id: null },
    { id: "before", role: "owner", doctor_id: null },
  ]);
});

it("runs a migration added after the upgrade once, by its name", async () => {
  const schema = await storeOfThePositionalRelease();
  const later = [...migrations, { name: "0099-a-later-table", sql: "CREATE TABLE later (id int)" }];
  const { migrate } = await import("./migrate");
  for (let i = 0; i < 2; i++) {
    const db = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
    await migrate(db.pool, schema, db.vault, later);
    await db.close();
  }
  expect(
    (await adminQuery(`SELECT name FROM ${schema}.schema_migrations WHERE name = '0099-a-later-table'`)).rows,
  ).toHaveLength(1);
  expect((await adminQuery(`SELECT to_regclass('${schema}.later')::text AS t`)).rows).toEqual([
    { t: `${schema}.later` },
  ]);
});

it("refuses a store whose record names a position this release does not know", async () => {
  const schema = await storeOfThePositionalRelease();
  await adminQuery(`INSERT INTO ${schema}.schema_migrations (id) VALUES (8)`);
  await expect(openDatabase(testDatabaseUrl(), { vault: testVault(), schema })).rejects.toThrow(
    /records migration 8, which this release does not know/,
  );
  // Refused before anything changed: still the positional record.
  expect((await adminQuery(`SELECT count(*)::int AS n FROM ${schema}.schema_migrations WHERE id = 8`)).rows).toEqual([
    { n: 1 },
  ]);
});
