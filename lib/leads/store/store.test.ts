import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDatabaseUrl, testDatabaseUrl } from "@/tests/setup/postgres-url";
import { openPostgresStore } from "./postgres";
import { leadStoreContract, sampleLead } from "./store.contract";

// Never skipped when the database is missing: a skipped store test hides a broken store. The global
// setup hands over the server at TEST_DATABASE_URL, or an embedded one when nothing answers there.
const url = testDatabaseUrl();
const admin = new Pool({ connectionString: url, max: 2 });
const schemas: string[] = [];

/** A schema no one has used yet, so each store starts empty; all are dropped at the end. */
const freshSchema = () => {
  const schema = `t_${randomUUID().replaceAll("-", "")}`;
  schemas.push(schema);
  return schema;
};

beforeAll(async () => {
  try {
    await admin.query("SELECT 1");
  } catch (error) {
    throw new Error(
      `PostgreSQL tests need a database at ${describeDatabaseUrl(url)} (set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
});

afterAll(async () => {
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await admin.end();
});

leadStoreContract("PostgreSQL", () => openPostgresStore(url, { schema: freshSchema() }));

it("migrates a schema once and keeps its leads when opened again", async () => {
  const schema = freshSchema();
  const lead = sampleLead();
  const first = await openPostgresStore(url, { schema });
  await first.insertLead(lead, ["sheet"]);
  await first.close();
  await first.close();

  const second = await openPostgresStore(url, { schema });
  expect(await second.getLead(lead.id)).toMatchObject({ id: lead.id, name: lead.name, receivedAt: lead.receivedAt });
  expect(await second.deliveriesFor(lead.id)).toHaveLength(1);
  await second.close();
  const { rows } = await admin.query(`SELECT id FROM ${schema}.lead_migrations`);
  expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
});

it("brings a database from before the follow-up desk forward, keeping its contacted leads", async () => {
  const schema = freshSchema();
  const first = await openPostgresStore(url, { schema });
  const lead = sampleLead();
  await first.insertLead(lead, ["sheet"]);
  await first.setStatus(lead.id, "contacted", new Date("2026-11-20T12:00:00.000Z"));
  await first.close();
  // As the hardening release left it: only the first migration.
  await admin.query(`DROP TABLE ${schema}.lead_events, ${schema}.staff_sessions, ${schema}.staff, ${schema}.erasures, ${schema}.digest_days`);
  await admin.query(`ALTER TABLE ${schema}.leads DROP COLUMN booked_at`);
  await admin.query(`DELETE FROM ${schema}.lead_migrations WHERE id = 2`);

  const second = await openPostgresStore(url, { schema });
  expect(await second.getLead(lead.id)).toMatchObject({ status: "contacted", contactedAt: "2026-11-20T12:00:00.000Z", bookedAt: null });
  expect(await second.setStatus(lead.id, "booked", new Date("2026-11-21T12:00:00.000Z"))).toBe(true);
  expect(await second.historyFor(lead.id)).toMatchObject([{ fromStatus: "contacted", toStatus: "booked" }]);
  await second.close();
});

it("lets several instances start on the same new schema at once", async () => {
  const schema = freshSchema();
  const stores = await Promise.all([1, 2, 3, 4].map(() => openPostgresStore(url, { schema })));
  const lead = sampleLead();
  await stores[0]!.insertLead(lead, ["email"]);
  for (const store of stores) expect(await store.getLead(lead.id)).toMatchObject({ id: lead.id });
  await Promise.all(stores.map((store) => store.close()));
});

it("never hands one delivery to two instances claiming at the same moment", async () => {
  const schema = freshSchema();
  const [a, b] = await Promise.all([openPostgresStore(url, { schema }), openPostgresStore(url, { schema })]);
  const now = new Date("2026-11-20T10:00:00.000Z");
  for (let i = 0; i < 40; i++) await a!.insertLead(sampleLead({ receivedAt: now.toISOString() }), ["sheet", "email"]);

  const claims = await Promise.all(
    ["a1", "a2", "b1", "b2", "a3", "b3"].map((worker) =>
      (worker.startsWith("a") ? a! : b!).claimDeliveries({ now, limit: 15, leaseMs: 60_000, workerId: worker }),
    ),
  );
  const ids = claims.flat().map((job) => job.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(80);
  await Promise.all([a!.close(), b!.close()]);
});

it("keeps a lead whose text holds a NUL character, which PostgreSQL text cannot store", async () => {
  const store = await openPostgresStore(url, { schema: freshSchema() });
  const lead = sampleLead({ utmSource: "news\0", message: "a\0b", details: { note: "x\0" } });
  await store.insertLead(lead, []);
  expect(await store.getLead(lead.id)).toMatchObject({ utmSource: "news\uFFFD", message: "a\uFFFDb", details: { note: "x\uFFFD" } });
  await store.close();
});

it("refuses a schema name that is not a plain identifier", async () => {
  await expect(openPostgresStore(url, { schema: "x; DROP TABLE leads" })).rejects.toThrow(/schema/);
});
