import { expect, it } from "vitest";
import { openDatabase } from "@/lib/db/database";
import { migrations } from "@/lib/db/migrations";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { dropWhatCameAfterThePositionalRelease } from "@/tests/setup/after-the-positional-release";
import { adminQuery, freshDatabase, freshSchema, testVault } from "@/tests/setup/test-database";
import { openLeadStore } from "./store";
import { leadStoreContract, sampleLead } from "./store.contract";

/** schema_migrations once every migration has run, by name. */
const everyMigration = migrations.map(({ name }) => ({ name }));

// Never skipped when the database is missing: a skipped store test hides a broken store. The global
// setup hands over the server at TEST_DATABASE_URL, or an embedded one when nothing answers there.
leadStoreContract("PostgreSQL", async () => openLeadStore(await freshDatabase()));

it("migrates a schema once and keeps its leads when opened again", async () => {
  const schema = freshSchema();
  const lead = sampleLead();
  const first = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  await openLeadStore(first).insertLead(lead, ["sheet"]);
  await first.close();
  await first.close();

  const second = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  const store = openLeadStore(second);
  expect(await store.getLead(lead.id)).toMatchObject({ id: lead.id, name: lead.name, receivedAt: lead.receivedAt });
  expect(await store.deliveriesFor(lead.id)).toHaveLength(1);
  await second.close();
  const { rows } = await adminQuery(`SELECT name FROM ${schema}.schema_migrations ORDER BY name`);
  expect(rows).toEqual(everyMigration);
});

it("brings a database made before the one store forward, keeping its record of migrations and its contacted leads", async () => {
  const schema = freshSchema();
  const first = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  const lead = sampleLead();
  await openLeadStore(first).insertLead(lead, ["sheet"]);
  await openLeadStore(first).setStatus(lead.id, "contacted", new Date("2026-11-20T12:00:00.000Z"));
  await first.close();
  // As the hardening release left it: two migrations, recorded by position in lead_migrations,
  // and rate-limiter-flexible's own table. (Its leads table had neither consent nor later columns;
  // the test keeps them, so the later migrations are recorded as run, by the positions they had.)
  await adminQuery(`DROP TABLE ${schema}.limit_windows`);
  // Nor what the migrations after the positional record made (0008 onwards).
  await dropWhatCameAfterThePositionalRelease(schema, testVault());
  await adminQuery(`DROP TABLE ${schema}.schema_migrations`);
  await adminQuery(
    `CREATE TABLE ${schema}.lead_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await adminQuery(`INSERT INTO ${schema}.lead_migrations (id) VALUES (1), (2), (4), (5), (6), (7)`);
  await adminQuery(
    `CREATE TABLE ${schema}.rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
  );

  const second = await openDatabase(testDatabaseUrl(), { vault: testVault(), schema });
  const store = openLeadStore(second);
  expect(await store.getLead(lead.id)).toMatchObject({
    status: "contacted",
    contactedAt: "2026-11-20T12:00:00.000Z",
    bookedAt: null,
  });
  expect(await store.setStatus(lead.id, "booked", new Date("2026-11-21T12:00:00.000Z"))).toBe(true);
  expect((await store.historyFor(lead.id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
    ["new", "contacted"],
    ["contacted", "booked"],
  ]);
  await second.close();
  const { rows } = await adminQuery<{ name: string | null }>(
    `SELECT to_regclass('${schema}.lead_migrations')::text AS name UNION ALL SELECT to_regclass('${schema}.rate_limits')::text`,
  );
  expect(rows).toEqual([{ name: null }, { name: null }]);
  expect((await adminQuery(`SELECT name FROM ${schema}.schema_migrations ORDER BY name`)).rows).toEqual(everyMigration);
});

it("lets several instances start on the same new schema at once", async () => {
  const schema = freshSchema();
  const dbs = await Promise.all(
    [1, 2, 3, 4].map(() => openDatabase(testDatabaseUrl(), { vault: testVault(), schema, poolMax: 2 })),
  );
  const lead = sampleLead();
  await openLeadStore(dbs[0]!).insertLead(lead, ["email"]);
  for (const db of dbs) expect(await openLeadStore(db).getLead(lead.id)).toMatchObject({ id: lead.id });
  await Promise.all(dbs.map((db) => db.close()));
});

it("adds each delivery's job in the lead's transaction: one per target, none for a lead it refused", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const lead = sampleLead();
  await store.insertLead(lead, ["sheet", "email"]);
  await expect(store.insertLead({ ...lead, id: lead.id }, ["sheet", "email"])).rejects.toThrow();
  await store.insertLead(sampleLead(), []);
  const { rows } = await db.pool.query(
    `SELECT task_identifier, key FROM ${db.jobs.schema}.jobs WHERE key LIKE $1 ORDER BY key`,
    [`delivery:${lead.id}:%`],
  );
  expect(rows).toEqual([
    { task_identifier: "lead-delivery", key: `delivery:${lead.id}:email:` },
    { task_identifier: "lead-delivery", key: `delivery:${lead.id}:sheet:` },
  ]);
});

it("keeps a lead whose text holds a NUL character, which PostgreSQL text cannot store", async () => {
  const store = openLeadStore(await freshDatabase());
  const lead = sampleLead({ utmSource: "news\0", message: "a\0b", details: { note: "x\0" } });
  await store.insertLead(lead, []);
  expect(await store.getLead(lead.id)).toMatchObject({
    utmSource: "news\uFFFD",
    message: "a\uFFFDb",
    details: { note: "x\uFFFD" },
  });
});

it("refuses a schema name that is not a plain identifier", async () => {
  await expect(openDatabase(testDatabaseUrl(), { vault: testVault(), schema: "x; DROP TABLE leads" })).rejects.toThrow(
    /schema/,
  );
});
