/**
 * The vault's figures (docs/decisions/093, docs/measurements/vault.md): prints them, and exits 1
 * when a target is missed.
 *
 *   npm run bench:vault
 *   npm run bench:vault -- --leads 20000
 *
 * 1. The upgrade: an embedded store (fsync on, in a temporary directory) made by the release
 *    before migration 0016, holding `--leads` diet-form leads with a medicine in their message and
 *    as many notes, is opened by this release: how long the opening takes with the sealing, and
 *    which of the store's files still hold the medicine's text afterwards (none of the tables'
 *    files may; the write-ahead log keeps it until PostgreSQL writes over its segments).
 *    Target: at most 60 s for 10,000 leads, scaled with `--leads`.
 * 2. Sealing and opening one field, 100,000 times each: target at most 100 µs each.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "@/lib/db/database";
import { openEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { migrations } from "@/lib/db/migrations";
import { newKey, vaultOfKeys } from "@/lib/vault";

const { values } = parseArgs({ options: { leads: { type: "string", default: "10000" } } });
const leads = Number(values.leads);
const marker = "Metformin-bench-marker";
const targets = { upgradeMs: (60_000 * leads) / 10_000, fieldUs: 100 };

/** Every file under `dir` whose bytes hold `text`. */
function filesHolding(dir: string, text: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (readFileSync(path).includes(text)) found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found;
}

const dir = mkdtempSync(join(tmpdir(), "bench-vault-"));
let failed = false;
try {
  const server = await openEmbeddedPostgres(dir);
  try {
    const releaseBefore = migrations.slice(
      0,
      migrations.findIndex((m) => m.name === "0013-plan-links-and-payment-erasure") + 1,
    );
    const old = new pg.Pool({ connectionString: server.url, max: 2 });
    await migrate(old, undefined, vaultOfKeys(newKey()), releaseBefore);
    await old.query(
      `INSERT INTO leads (id, form_type, received_at, name, email, message, details, page_url)
       SELECT 'lead-' || g, 'Diet Plan Form', now(), 'Visitor ' || g, 'v' || g || '@example.com', 'I take ${marker} 500 mg, lead ' || g,
              jsonb_build_object('healthIssue', 'pcos', 'currentMedicine', 'yes', 'age', 20 + g % 50), 'http://127.0.0.1/book-my-diet'
       FROM generate_series(1, $1::int) g`,
      [leads],
    );
    await old.query(
      `INSERT INTO lead_events (lead_id, at, kind, note) SELECT 'lead-' || g, now(), 'note', 'Called; ${marker} noted' FROM generate_series(1, $1::int) g`,
      [leads],
    );
    await old.query("CHECKPOINT");
    await old.end();
    const heldBefore = filesHolding(dir, marker);

    const vault = vaultOfKeys(newKey());
    const started = performance.now();
    const db = await openDatabase(server.url, { vault });
    const upgradeMs = performance.now() - started;
    await db.pool.query("CHECKPOINT");
    await db.close();
    const again = performance.now();
    await (await openDatabase(server.url, { vault })).close();
    const openMs = performance.now() - again;
    const heldAfter = filesHolding(dir, marker);
    const tables = heldAfter.filter((file) => !file.startsWith("pgdata/pg_wal/"));

    console.log(
      `The vault, on the embedded store (fsync on), ${leads} leads and ${leads} notes of the release before:`,
    );
    console.log(`  opening with the upgrade (migration 0016, sealing, VACUUM FULL)  ${Math.round(upgradeMs)} ms`);
    console.log(`  opening again, nothing to upgrade                                ${Math.round(openMs)} ms`);
    console.log(`  files holding the medicine's text before  ${heldBefore.join(", ")}`);
    console.log(`  files holding it after                    ${heldAfter.join(", ") || "none"}`);
    if (upgradeMs > targets.upgradeMs || tables.length) failed = true;
  } finally {
    await server.release();
  }

  const vault = vaultOfKeys(newKey());
  const n = 100_000;
  const sealed: string[] = [];
  let at = performance.now();
  for (let i = 0; i < n; i++) sealed.push(vault.sealText(`I take ${marker} 500 mg twice a day`, `leads.message:${i}`));
  const sealUs = ((performance.now() - at) * 1000) / n;
  at = performance.now();
  for (let i = 0; i < n; i++) vault.openText(sealed[i]!, `leads.message:${i}`);
  const openUs = ((performance.now() - at) * 1000) / n;
  console.log(`  sealing one field  ${sealUs.toFixed(1)} µs   opening one  ${openUs.toFixed(1)} µs   (${n} each)`);
  if (sealUs > targets.fieldUs || openUs > targets.fieldUs) failed = true;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(failed ? "A target was missed." : "Every target met.");
process.exitCode = failed ? 1 : 0;
