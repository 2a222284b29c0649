import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { consentVersion } from "@/lib/leads/consent";
import { captureLog } from "@/lib/log";
import { resetSingleton } from "@/lib/singleton.mjs";
import { forgetProcessDatabase } from "@/tests/setup/test-database";

const dir = mkdtempSync(join(tmpdir(), "clinic-at-rest-"));
// As a project's folder usually is: under root, the store's server (nobody) must reach it.
chmodSync(dir, 0o755);
afterAll(async () => {
  await forgetProcessDatabase();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under `root` whose bytes hold `text`. */
function filesHolding(root: string, text: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (readFileSync(path).includes(text)) found.push(relative(root, path));
    }
  };
  walk(root);
  return found;
}

it("keeps a diet-form lead's medicine out of every file of the embedded store, a dump of its leads and a backup, and shows it to the desk", async () => {
  // The site as `npm install && npm start` runs it: the embedded store, no key set, no forwarding.
  vi.resetModules();
  await forgetProcessDatabase();
  resetSingleton("leadRateLimiter");
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_ENCRYPTION_KEY", "");
  vi.stubEnv("LEAD_DB_PATH", join(dir, "store"));
  vi.stubEnv("LEAD_WEBHOOK_URL", "");
  vi.stubEnv("SMTP_URL", "");
  const medicine = "Metformin-at-rest-500mg";
  const lines: string[] = [];
  const restoreLog = captureLog({ write: (line: string) => void lines.push(line) });
  const { submitLead } = await import("@/lib/leads/service");
  const result = await submitLead({
    formType: "Diet Plan Form",
    fields: {
      name: "Asha Verma",
      email: "asha.at-rest@example.com",
      countryCode: "GB",
      phone: "07911 123456",
      healthIssue: "pcos",
      currentMedicine: "yes",
      gender: "female",
      age: "34",
      heightFeet: "5",
      heightInches: "4",
      message: `I take ${medicine} twice a day`,
      consent: "yes",
      consentVersion,
    },
    client: { address: "203.0.113.7", userAgent: "vitest", referer: "http://127.0.0.1/book-my-diet" },
  });
  expect(result.status).toBe("stored");
  const id = (result as { id: string }).id;
  restoreLog();
  // The store made its key on first start, and said where: the clinic must keep a copy.
  expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
    expect.objectContaining({
      level: "warn",
      event: "vault.key-created",
      file: join(dir, "store", "data-encryption-key.json"),
      msg: expect.stringContaining("keep a copy of it apart from the store and its backups"),
    }),
  );
  expect(lines.join("\n")).not.toContain(medicine);

  const { database } = await import("./index");
  const db = await database();
  // Everything written reaches the files: the table's pages and the write-ahead log.
  await db.pool.query("CHECKPOINT");
  expect(filesHolding(dir, medicine)).toEqual([]);
  expect(filesHolding(dir, '"healthIssue"')).toEqual([]);
  // The table as pg_dump's COPY writes it: each row's text.
  const { rows } = await db.pool.query<{ row: string }>(`SELECT t::text AS row FROM leads t`);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.row).not.toContain(medicine);
  expect(rows[0]!.row).not.toContain("pcos");
  expect(rows[0]!.row).toContain("asha.at-rest@example.com");

  const { takeBackup } = await import("./backup");
  const file = join(dir, "store.backup");
  await takeBackup(db, file);
  expect(readFileSync(file).includes(medicine)).toBe(false);

  // The desk reads it plain.
  const { leadStore } = await import("@/lib/leads/store");
  expect(await (await leadStore()).getLead(id)).toMatchObject({
    message: `I take ${medicine} twice a day`,
    details: { healthIssue: "pcos", currentMedicine: "yes", age: 34 },
  });
}, 120_000);
