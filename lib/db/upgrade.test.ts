import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { openPrivacyRequestStore } from "@/lib/privacy/store";
import { newKey, vaultOfKeys } from "@/lib/vault";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { adminQuery, freshSchema, testVault } from "@/tests/setup/test-database";
import { openDatabase } from "./database";
import { migrate } from "./migrate";
import { migrations } from "./migrations";
import { sealedColumns, sealedPattern } from "./sealed-columns";

const pools: pg.Pool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.end())));

/** The migrations of the release before the one that sealed the health details: up to 0013. */
const releaseBefore = migrations.slice(
  0,
  migrations.findIndex((m) => m.name === "0013-plan-links-and-payment-erasure") + 1,
);

const health = {
  message: "I take Metformin 500 mg twice a day",
  medicineDetail: "thyroxine-sodium",
  question: "womens-health",
  page: "http://127.0.0.1/conditions/womens-health/fertility-support",
  landing: "http://127.0.0.1/?utm_term=pcos+ayurvedic+treatment",
  term: "pcos ayurvedic treatment",
  note: "Prescribed Ashwagandha at the call",
  request: "Please also erase what I wrote about my miscarriage",
};

/** A schema as the release before this one left it, with a clinic's rows written as that release wrote them: plain. */
async function storeOfTheReleaseBefore() {
  const schema = freshSchema();
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), options: `-c search_path=${schema}`, max: 2 });
  pools.push(pool);
  // That release's code took no vault: its migrations seal nothing, so any key will do here.
  await migrate(pool, schema, vaultOfKeys(newKey()), releaseBefore);
  await pool.query(
    `INSERT INTO leads (id, form_type, received_at, name, email, phone, message, details, consultation_type, page_url, landing_page, utm_term)
     VALUES ('diet', 'Diet Plan Form', '2026-11-20T10:00:00Z', 'Asha Verma', 'asha@example.com', '7911123456', $1,
             jsonb_build_object('healthIssue', 'pcos', 'currentMedicine', 'yes', 'medicine', $2::text, 'age', 34), '', '', '', ''),
            ('popup', 'Consultation Popup', '2026-11-21T10:00:00Z', 'Meera Iyer', 'meera@example.com', '', '', '{}', $3, $4, $5, $6)`,
    [health.message, health.medicineDetail, health.question, health.page, health.landing, health.term],
  );
  await pool.query(
    `INSERT INTO lead_events (lead_id, at, staff_name, kind, note) VALUES ('diet', '2026-11-20T11:00:00Z', 'Priya Raman', 'note', $1)`,
    [health.note],
  );
  await pool.query(
    `INSERT INTO privacy_requests (id, received_at, email, kind, note, due_at) VALUES ('r1', now(), 'asha@example.com', 'erasure', $1, now() + interval '30 days')`,
    [health.request],
  );
  return schema;
}

const everyHealthText = Object.values(health);

it("upgrades a store of the release before in place: every health field sealed, read back plain, and in no row's text", async () => {
  const schema = await storeOfTheReleaseBefore();
  const filesBefore = await adminQuery<{ file: string }>(
    `SELECT pg_relation_filenode('${schema}.leads')::text AS file`,
  );
  const vault = testVault();
  const db = await openDatabase(testDatabaseUrl(), { vault, schema });
  try {
    // The rows as a dump of the tables would write them (pg_dump's COPY writes each row's text).
    for (const table of ["leads", "lead_events", "privacy_requests"]) {
      const { rows } = await adminQuery<{ row: string }>(`SELECT t::text AS row FROM ${schema}.${table} t`);
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) for (const text of everyHealthText) expect(row).not.toContain(text);
    }
    for (const { table, column } of sealedColumns) {
      const { rows } = await adminQuery<{ value: string }>(`SELECT ${column} AS value FROM ${schema}.${table}`);
      for (const { value } of rows) expect(value).toMatch(new RegExp(sealedPattern));
    }
    // The table was written afresh, so its old row versions are not left in its file.
    const filesAfter = await adminQuery<{ file: string }>(
      `SELECT pg_relation_filenode('${schema}.leads')::text AS file`,
    );
    expect(filesAfter.rows[0]!.file).not.toBe(filesBefore.rows[0]!.file);

    const leads = openLeadStore(db);
    expect(await leads.getLead("diet")).toMatchObject({
      message: health.message,
      details: { healthIssue: "pcos", currentMedicine: "yes", medicine: health.medicineDetail, age: 34 },
      consultationType: "",
    });
    expect(await leads.getLead("popup")).toMatchObject({
      consultationType: health.question,
      pageUrl: health.page,
      landingPage: health.landing,
      utmTerm: health.term,
      message: "",
      details: {},
    });
    expect(await leads.historyFor("diet")).toMatchObject([{ note: health.note, staffName: "Priya Raman" }]);
    expect(await openPrivacyRequestStore(db).open()).toMatchObject([{ id: "r1", note: health.request }]);
    // Search stays on name, e-mail and phone: the sealed text finds nothing, the name still does.
    expect((await leads.listLeads({ q: "Metformin", limit: 10, offset: 0 })).total).toBe(0);
    expect((await leads.listLeads({ q: "asha", limit: 10, offset: 0 })).leads.map((l) => l.id)).toEqual(["diet"]);
  } finally {
    await db.close();
  }
  // Opened again, nothing is sealed twice.
  const again = await openDatabase(testDatabaseUrl(), { vault, schema });
  expect((await openLeadStore(again).getLead("diet"))?.message).toBe(health.message);
  await again.close();
});

it("leaves a store it could not upgrade as it was", async () => {
  const schema = await storeOfTheReleaseBefore();
  // A row the sealing cannot write: the whole upgrade rolls back, the leads sealed before it included.
  await adminQuery(
    `CREATE FUNCTION ${schema}.refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`,
  );
  await adminQuery(
    `CREATE TRIGGER refuse BEFORE UPDATE ON ${schema}.lead_events FOR EACH ROW EXECUTE FUNCTION ${schema}.refuse()`,
  );
  await expect(openDatabase(testDatabaseUrl(), { vault: testVault(), schema })).rejects.toThrow(/refused for the test/);
  const { rows } = await adminQuery<{ message: string }>(`SELECT message FROM ${schema}.leads WHERE id = 'diet'`);
  expect(rows).toEqual([{ message: health.message }]);
  expect(
    (await adminQuery(`SELECT name FROM ${schema}.schema_migrations WHERE name = '0016-health-details-sealed'`)).rows,
  ).toEqual([]);
});
