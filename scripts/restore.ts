// Restores a backup made by `npm run backup` into an empty store: lib/db/backup.ts.
//
//   LEAD_DB_PATH=data/store-restored npm run restore -- /var/backups/clinic/store-2026-11-26.json.gz
//
// The store the configuration names must hold no rows (a new LEAD_DB_PATH directory, or a new
// database at DATABASE_URL); it is created and migrated first. docs/store.md says how to put
// the restored store in place of the old one. The backup opens only with the data encryption key
// it was made with: the store's own (DATA_ENCRYPTION_KEY, or the key file in LEAD_DB_PATH), or one
// given as DATA_ENCRYPTION_KEY_PREVIOUS; the restored health details are sealed with the store's own.
//
// Exit status: 0 restored, 1 refused or failed (the message says why), 2 usage.
import { resolve } from "node:path";
import { closeDatabase, database, StoreRefusal } from "@/lib/db";
import { BackupRefusal, restoreBackup } from "@/lib/db/backup";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) {
  console.error("Usage: npm run restore -- path/to/backup.json.gz");
  process.exit(2);
}

try {
  const db = await database();
  const where =
    db.store.kind === "embedded" ? `the embedded store in ${db.store.directory}` : `PostgreSQL at ${db.store.server}`;
  const summary = await restoreBackup(db, resolve(file));
  console.log(`Restored the backup of ${summary.takenAt} into ${where}:`);
  for (const [table, n] of Object.entries(summary.tables))
    console.log(`  ${table.padEnd(16)} ${String(n).padStart(7)} rows`);
} catch (error) {
  if (error instanceof BackupRefusal || error instanceof StoreRefusal) {
    console.error(`Not restored: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await closeDatabase();
}
