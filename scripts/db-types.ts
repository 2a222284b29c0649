// Regenerates lib/db/schema.ts, the database's types for Kysely (docs/decisions/058), from a
// throwaway embedded store migrated by this checkout's migrations. Run after adding a migration:
//
//   npm run db:types
//
// Needs no PostgreSQL server and touches no store of the clinic's.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@/lib/db/database";
import { openEmbeddedPostgres } from "@/lib/db/embedded";
import { newKey, vaultOfKeys } from "@/lib/vault";
import { schemaTypes } from "./db-types/generate";

const out = join(import.meta.dirname, "../lib/db/schema.ts");
const dir = mkdtempSync(join(tmpdir(), "clinic-db-types-"));
try {
  const server = await openEmbeddedPostgres(dir, { throwaway: true });
  try {
    const db = await openDatabase(server.url, { schema: "public", vault: vaultOfKeys(newKey()) });
    await db.close();
    writeFileSync(out, await schemaTypes(server.url, "public"));
    console.log(`Wrote ${out}`);
  } finally {
    await server.release();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
