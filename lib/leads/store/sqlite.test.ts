import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { openSqliteStore } from "./sqlite";
import { leadStoreContract, sampleLead } from "./store.contract";

const dir = mkdtempSync(join(tmpdir(), "leads-sqlite-"));
let n = 0;
const freshFile = () => join(dir, `leads-${++n}.db`);

leadStoreContract("SQLite", async () => openSqliteStore(freshFile()));

it("creates its folder and tables, and keeps leads when the file is opened again", async () => {
  const file = join(dir, "nested", "again.db");
  const lead = sampleLead();
  const first = openSqliteStore(file);
  await first.insertLead(lead, ["sheet"]);
  await first.close();
  const second = openSqliteStore(file);
  expect(await second.getLead(lead.id)).toMatchObject({ id: lead.id, name: lead.name });
  expect(await second.deliveriesFor(lead.id)).toHaveLength(1);
  await second.close();
});
