#!/usr/bin/env node
/**
 * An online backup of the SQLite lead database, safe while the server runs.
 *
 *   npm run backup -- /var/backups/clinic/leads-2026-11-23.db
 *
 * It copies the database named by LEAD_DB_PATH (default data/leads.db, relative to the
 * current folder, as the server resolves it) with SQLite's online backup API (node:sqlite
 * `backup`), which takes a consistent snapshot while the server goes on writing, then opens
 * the copy, runs SQLite's integrity check and counts its leads. It refuses to overwrite a
 * file. Restore: docs/deploy.md. With DATABASE_URL set the leads are in PostgreSQL: use
 * pg_dump instead.
 *
 * Exit status: 0 backed up and checked, 1 the check failed, 2 could not run.
 */
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

const [destination] = process.argv.slice(2);
if (!destination) {
  console.error("usage: npm run backup -- <backup file>");
  process.exit(2);
}
if (process.env.DATABASE_URL?.trim()) {
  console.error("backup: DATABASE_URL is set, so the leads are in PostgreSQL: back them up with pg_dump (docs/deploy.md)");
  process.exit(2);
}
const source = resolve(process.env.LEAD_DB_PATH?.trim() || "data/leads.db");
const target = resolve(destination);
if (!existsSync(source)) {
  console.error(`backup: no database at ${source} (LEAD_DB_PATH)`);
  process.exit(2);
}
if (existsSync(target)) {
  console.error(`backup: ${target} exists already; choose a new file`);
  process.exit(2);
}

const db = new DatabaseSync(source, { readOnly: true });
try {
  // A few hundred pages at a time, so the server's writes go on between steps.
  await backup(db, target, { rate: 200 });
} finally {
  db.close();
}

const copy = new DatabaseSync(target, { readOnly: true });
try {
  const check = copy.prepare("PRAGMA integrity_check").all().map((row) => Object.values(row)[0]);
  const leads = Number(copy.prepare("SELECT count(*) AS n FROM leads").get().n);
  const pending = Number(copy.prepare("SELECT count(*) AS n FROM outbox WHERE status = 'pending'").get().n);
  if (check.length !== 1 || check[0] !== "ok") {
    console.error(`backup: the copy at ${target} failed SQLite's integrity check: ${check.join("; ")}`);
    process.exit(1);
  }
  console.log(`backup: ${leads} leads (${pending} deliveries pending) from ${source} to ${target}, ${(statSync(target).size / 1024).toFixed(0)} KB, integrity ok`);
} finally {
  copy.close();
}
