import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { openPrivacyRequestStore } from "@/lib/privacy/store";
import { keyFileName, loadVault, newKey, vaultOfKeys } from "@/lib/vault";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { freshSchema } from "@/tests/setup/test-database";
import { openDatabase } from "./database";
import { openEmbeddedPostgres } from "./embedded";
import { resealAll } from "./reseal";
import { sealedKeyCounts } from "./sealed-keys";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const keysCommand = (command: string, storeDir: string) =>
  promisify(execFile)("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/keys.ts", command], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      LEAD_DB_PATH: storeDir,
    },
  });

describe("rotating the data encryption key", () => {
  it("with the environment's keys: every value sealed again with the new key, after which the old one is not needed", async () => {
    const schema = freshSchema();
    const [old, current] = [newKey(), newKey()];
    const before = await openDatabase(testDatabaseUrl(), { vault: vaultOfKeys(old), schema });
    const leads = openLeadStore(before);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const lead = sampleLead({ message: `Thyroid, lead ${i}`, details: { i } });
      ids.push(lead.id);
      await leads.insertLead(lead, []);
      await leads.addNote(lead.id, `Note ${i}`, new Date(), { staffId: null, staffName: "Priya" });
    }
    await openPrivacyRequestStore(before).insert({
      receivedAt: new Date(),
      email: "a@example.com",
      kind: "copy",
      note: "About my thyroid",
      dueAt: new Date(),
      notify: false,
    });
    await before.close();

    const rotating = await openDatabase(testDatabaseUrl(), { vault: vaultOfKeys(current, old), schema });
    // 30 leads of 6 sealed columns, 30 notes, 1 request.
    expect(await resealAll(rotating)).toEqual({ resealed: 30 * 6 + 30 + 1, remaining: 0 });
    expect(await resealAll(rotating)).toEqual({ resealed: 0, remaining: 0 });
    expect(new Set((await sealedKeyCounts(rotating.pool)).map((c) => c.keyId))).toEqual(
      new Set([rotating.vault.currentKeyId()]),
    );
    await rotating.close();

    const after = await openDatabase(testDatabaseUrl(), { vault: vaultOfKeys(current), schema });
    const store = openLeadStore(after);
    expect(await store.getLead(ids[7]!)).toMatchObject({ message: "Thyroid, lead 7", details: { i: 7 } });
    expect(await store.historyFor(ids[7]!)).toMatchObject([{ note: "Note 7" }]);
    expect(await openPrivacyRequestStore(after).open()).toMatchObject([{ note: "About my thyroid" }]);
    await after.close();
  });

  it("on the embedded store's key file, with npm run keys, while the site writes: the site reads every lead and seals with the new key", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clinic-rotate-"));
    dirs.push(dir);
    chmodSync(dir, 0o755);
    const server = await openEmbeddedPostgres(dir, { throwaway: true });
    // The web server's side, looking at its key file as often as a test can afford.
    const site = await openDatabase(server.url, {
      vault: loadVault({ keyFile: join(dir, keyFileName), createKeyFile: true, recheckMs: 100 }).vault,
    });
    const oldId = site.vault.currentKeyId();
    const store = openLeadStore(site);
    const written: string[] = [];
    const write = async (i: number, tag: string) => {
      const lead = sampleLead({ email: `${tag}-${i}@example.com`, message: `${tag} ${i}: Metformin` });
      await store.insertLead(lead, []);
      await store.addNote(lead.id, `Note on ${tag} ${i}`, new Date(), { staffId: null, staffName: "Priya" });
      written.push(lead.id);
    };
    for (let i = 0; i < 40; i++) await write(i, "before");
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await write(i, "during");
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const rotated = await keysCommand("rotate", dir);
    writing = false;
    await writer;
    const keyFile = JSON.parse(readFileSync(join(dir, keyFileName), "utf8")) as { current: string };
    const newKeyId = vaultOfKeys(keyFile.current).currentKeyId();
    expect(rotated.stdout).toContain(`Added key ${newKeyId} to ${join(dir, keyFileName)}; key ${oldId} stays in it`);
    expect(rotated.stdout).toMatch(new RegExp(`Sealed \\d+ values again with key ${newKeyId}`));
    expect(written.length).toBeGreaterThan(40);

    // Every value is under the new key now, and what the site writes next is too.
    await write(0, "after");
    expect(site.vault.currentKeyId()).toBe(newKeyId);
    expect(new Set((await sealedKeyCounts(site.pool)).map((c) => c.keyId))).toEqual(new Set([newKeyId]));
    const all = await store.listLeads({ limit: 1000, offset: 0 });
    expect(all.total).toBe(written.length);
    for (const lead of all.leads) expect(lead.message).toMatch(/^(before|during|after) \d+: Metformin$/);
    expect((await store.historyFor(written.at(-2)!))[0]?.note).toMatch(/^Note on during/);

    const status = await keysCommand("status", dir);
    expect(status.stdout).toContain(
      `new values are sealed with key ${newKeyId}, from the key file ${join(dir, keyFileName)}`,
    );
    expect(status.stdout).toContain(`Keys this process can open: ${newKeyId}, ${oldId}`);
    expect(status.stdout).toMatch(new RegExp(`leads.message\\s+key ${newKeyId}\\s+${written.length} values`));
    await site.close();
    await server.release();
  }, 120_000);

  it("prints a new key, and its usage for --help", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clinic-keys-"));
    dirs.push(dir);
    const { stdout, stderr } = await keysCommand("new", dir);
    expect(stdout.trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(stderr).toContain(`Key id ${vaultOfKeys(stdout.trim()).currentKeyId()}`);
    expect((await keysCommand("--help", dir)).stdout).toContain("npm run keys -- rotate");
    await expect(keysCommand("spin", dir)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage") });
  }, 60_000);
});
