// Copies the leads of an earlier release's SQLite database into the store this release uses
// (the embedded store in LEAD_DB_PATH, or DATABASE_URL): lib/leads/import/sqlite.ts.
//
//   npm run import-sqlite -- data/leads.db
//
// Safe to run again (a second run copies nothing) and while the server runs. Prints what it
// found and copied per table. Exit status: 0 imported, 1 refused (the message says why), 2 usage.
import { resolve } from "node:path";
import { openConfiguredDatabase, StoreRefusal } from "@/lib/db";
import { importSqlite, UnrecognisedFile } from "@/lib/leads";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) {
  console.error("Usage: npm run import-sqlite -- path/to/leads.db");
  process.exit(2);
}

try {
  const db = await openConfiguredDatabase({ importing: file });
  try {
    const report = await importSqlite(resolve(file), db);
    const where =
      db.store.kind === "embedded" ? `the embedded store in ${db.store.directory}` : `PostgreSQL at ${db.store.server}`;
    console.log(`Imported ${resolve(file)} into ${where}:`);
    const width = Math.max(...report.map((r) => r.table.length));
    for (const r of report) {
      console.log(
        `  ${r.table.padEnd(width)}  ${String(r.found).padStart(6)} found  ${r.note ?? `${String(r.copied).padStart(6)} copied${r.found > r.copied ? ` (${r.found - r.copied} already there)` : ""}`}`,
      );
    }
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof UnrecognisedFile || error instanceof StoreRefusal) {
    console.error(`Not imported: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
