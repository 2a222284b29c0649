import { expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { newKey, vaultOfKeys } from "@/lib/vault";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { freshSchema } from "@/tests/setup/test-database";
import { openDatabase } from "./database";
import { sealedKeyCounts } from "./sealed-keys";

it("counts the values each key sealed, and refuses to open with a key that cannot read them, naming it", async () => {
  const schema = freshSchema();
  const [first, second] = [newKey(), newKey()];
  const db = await openDatabase(testDatabaseUrl(), { vault: vaultOfKeys(first), schema });
  await openLeadStore(db).insertLead(sampleLead(), []);
  const id = db.vault.currentKeyId();
  expect(await sealedKeyCounts(db.pool)).toContainEqual({ table: "leads", column: "message", keyId: id, count: 1 });
  await db.close();

  const other = vaultOfKeys(second);
  await expect(openDatabase(testDatabaseUrl(), { vault: other, schema })).rejects.toThrow(
    `The store holds health details this process cannot open (6 sealed with key ${id}); it has ${other.currentKeyId()}. Give it the missing key: in DATA_ENCRYPTION_KEY_PREVIOUS`,
  );
  // With the old key among the previous ones, it opens.
  const rotated = await openDatabase(testDatabaseUrl(), { vault: vaultOfKeys(second, first), schema });
  expect((await openLeadStore(rotated).listLeads({ limit: 1, offset: 0 })).total).toBe(1);
  await rotated.close();
});
