// A backup of the store while the site runs: lib/db/backup.ts says what it holds and how.
//
//   npm run backup -- /var/backups/clinic/store-2026-11-26.json.gz
//
// It reads the store the configuration names (the embedded store in LEAD_DB_PATH, started
// beside the server if it is not running; or DATABASE_URL), writes one consistent snapshot
// encrypted with the store's data encryption key, reads it back and prints what it holds. It
// never overwrites a file. Restoring it needs that key: keep a copy of it apart from the backups. Restore: npm run restore
// (docs/store.md). For a PostgreSQL server of your own, pg_dump is the usual tool (docs/deploy.md).
//
// Exit status: 0 backed up and checked, 1 refused or failed (the message says why), 2 usage.
import { resolve } from "node:path";
import { closeDatabase, database, StoreRefusal } from "@/lib/db";
import { BackupRefusal, takeBackup } from "@/lib/db/backup";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) {
  console.error("Usage: npm run backup -- path/to/backup.json.gz");
  process.exit(2);
}

try {
  const db = await database();
  const where =
    db.store.kind === "embedded" ? `the embedded store in ${db.store.directory}` : `PostgreSQL at ${db.store.server}`;
  const summary = await takeBackup(db, resolve(file));
  console.log(
    `Backed up ${where} to ${resolve(file)} at ${summary.takenAt}, encrypted with data key ${db.vault.currentKeyId()}, and read it back:`,
  );
  for (const [table, n] of Object.entries(summary.tables))
    console.log(`  ${table.padEnd(16)} ${String(n).padStart(7)} rows`);
} catch (error) {
  if (error instanceof BackupRefusal || error instanceof StoreRefusal) {
    console.error(`Not backed up: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await closeDatabase();
}
