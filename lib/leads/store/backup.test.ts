import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "./sqlite";
import { sampleLead } from "./store.contract";

const run = promisify(execFile);

describe("npm run backup, and a restore from its copy", () => {
  it("copies a database that is being written to, and the copy restores every lead it holds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backup-"));
    const live = join(dir, "leads.db");
    const store = await openSqliteStore(live, { synchronous: "full" });
    const before = Array.from({ length: 200 }, (_, i) => sampleLead({ email: `before-${i}@example.com` }));
    for (const lead of before) await store.insertLead(lead, ["sheet"]);

    // Leads keep arriving while the backup runs, as they would on the server.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await store.insertLead(sampleLead({ email: `during-${i}@example.com` }), ["sheet"]);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const copy = join(dir, "backup.db");
    const { stdout } = await run(process.execPath, ["scripts/backup.mjs", copy], { env: { ...process.env, LEAD_DB_PATH: live, DATABASE_URL: "" } });
    writing = false;
    await writer;
    expect(stdout).toMatch(/^backup: \d+ leads \(\d+ deliveries pending\) from .* integrity ok/);
    const backedUp = Number(/backup: (\d+) leads/.exec(stdout)![1]);
    expect(backedUp).toBeGreaterThanOrEqual(200);

    // Restore as docs/deploy.md says: the server stopped, the copy put where LEAD_DB_PATH points.
    await store.close();
    const restoredPath = join(dir, "restored.db");
    copyFileSync(copy, restoredPath);
    const restored = await openSqliteStore(restoredPath, { synchronous: "full" });
    try {
      expect((await restored.listLeads({ limit: 1, offset: 0 })).total).toBe(backedUp);
      for (const lead of [before[0]!, before[199]!]) expect(await restored.getLead(lead.id)).toMatchObject({ email: lead.email });
      expect(await restored.deliveriesFor(before[0]!.id)).toMatchObject([{ target: "sheet", status: "pending" }]);
    } finally {
      await restored.close();
    }

    // It never overwrites a file.
    await expect(run(process.execPath, ["scripts/backup.mjs", copy], { env: { ...process.env, LEAD_DB_PATH: live } })).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
