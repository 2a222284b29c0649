import "server-only";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from "node:fs";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import type { PoolClient } from "pg";
import { openStream, sealedKeyId, sealedStreamHeader, sealStream, VaultError, type Vault } from "@/lib/vault";
import type { Database } from "./database";
import { poolTransaction } from "./pool-transaction";
import { sealedColumns, sealedContext } from "./sealed-columns";

/**
 * A backup of the store taken while the site runs: every table's rows as JSON, read in one
 * REPEATABLE READ transaction (one consistent snapshot, while leads keep arriving), written as
 * gzipped JSON lines sealed with the store's data encryption key (lib/vault's sealed stream),
 * then read back and counted. The rate-limit counters are left out (they are only ever a window
 * long). `restoreBackup` writes such a file into an empty store; without the key it refuses.
 *
 *   the file: a sealed stream (lib/vault/stream.ts): its header names the key, then the gzipped lines
 *   line 1:   {"format":"clinic-store-backup","version":2,"takenAt":...,"migrations":N (how many had run),"tables":{"leads":123,...}}
 *   then:     {"table":"leads","row":{...}}   one per row, parents before children; sealed columns as the store keeps them
 *
 * Version 1, the releases before the health details were sealed, was the same lines gzipped and
 * not sealed: it still restores, its health details sealed on the way in.
 */
const format = "clinic-store-backup";
const skipped = new Set(["schema_migrations", "limit_windows"]);
const gzipMagic = Buffer.from([0x1f, 0x8b]);

export type BackupSummary = { takenAt: string; migrations: number; tables: Record<string, number> };

export class BackupRefusal extends Error {
  override name = "BackupRefusal";
}

export async function takeBackup(db: Database, file: string): Promise<BackupSummary> {
  if (existsSync(file)) throw new BackupRefusal(`${file} exists already; a backup never overwrites a file`);
  const partial = `${file}.partial`;
  const client = await db.pool.connect();
  let summary: BackupSummary;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const tables = await tablesInOrder(client);
    const migrations = Number(
      (await client.query<{ n: string }>("SELECT count(*) AS n FROM schema_migrations")).rows[0]?.n,
    );
    const counts: Record<string, number> = {};
    const rows: Record<string, unknown[]> = {};
    for (const table of tables) {
      rows[table] = (await client.query<{ row: unknown }>(`SELECT row_to_json(t) AS row FROM ${table} t`)).rows.map(
        (r) => r.row,
      );
      counts[table] = rows[table].length;
    }
    await client.query("COMMIT");
    summary = { takenAt: new Date().toISOString(), migrations, tables: counts };
    await pipeline(
      Readable.from(
        (function* () {
          yield `${JSON.stringify({ format, version: 2, ...summary })}\n`;
          for (const table of tables) for (const row of rows[table]!) yield `${JSON.stringify({ table, row })}\n`;
        })(),
      ),
      createGzip(),
      sealStream(db.vault),
      createWriteStream(partial, { mode: 0o600 }),
    );
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
  // The copy must read back whole, and open with the key, before it takes the name it was asked for.
  const check = await readBackupSummary(partial, db.vault, { count: true });
  for (const [table, n] of Object.entries(summary.tables)) {
    if (check.tables[table] !== n) {
      rmSync(partial, { force: true });
      throw new Error(`the backup read back ${check.tables[table] ?? 0} rows of ${table}, not ${n}`);
    }
  }
  renameSync(partial, file);
  return summary;
}

/** A backup's header; with `count`, the rows actually in the file, table by table (a corrupt file throws). */
async function readBackupSummary(file: string, vault: Vault, { count = false } = {}): Promise<BackupSummary> {
  let header: BackupSummary | undefined;
  const counted: Record<string, number> = {};
  for await (const entry of entries(file, vault)) {
    if (!header) {
      header = entry as BackupSummary;
      if (!count) break;
      continue;
    }
    const { table } = entry as { table: string };
    counted[table] = (counted[table] ?? 0) + 1;
  }
  if (!header) throw new BackupRefusal(`${file} is empty`);
  return count
    ? { ...header, tables: Object.fromEntries(Object.keys(header.tables).map((t) => [t, counted[t] ?? 0])) }
    : header;
}

/**
 * Writes a backup into a store that holds no rows yet (a fresh LEAD_DB_PATH or database), in
 * one transaction, then moves each id sequence past the ids it brought. The store's vault must
 * hold the key the backup was sealed with; the health details in it are sealed again with the
 * store's own key (a new store may have made one), and those of a version 1 backup sealed.
 */
export async function restoreBackup(db: Database, file: string): Promise<BackupSummary> {
  const header = await readBackupSummary(file, db.vault);
  const seal = sealer(db.vault);
  return poolTransaction(db.pool, async (client) => {
    const tables = await tablesInOrder(client);
    for (const table of tables) {
      const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
      if (rows[0]?.any)
        throw new BackupRefusal(
          `the store is not empty (${table} has rows): a backup is restored into an empty store only`,
        );
    }
    const known = new Set(tables);
    const batch: unknown[] = [];
    let current = "";
    const flush = async () => {
      if (!batch.length) return;
      await client.query(`INSERT INTO ${current} SELECT * FROM json_populate_recordset(NULL::${current}, $1::json)`, [
        JSON.stringify(batch),
      ]);
      batch.length = 0;
    };
    let first = true;
    for await (const entry of entries(file, db.vault)) {
      if (first) {
        first = false;
        continue;
      }
      const { table, row } = entry as { table: string; row: Record<string, unknown> };
      if (!known.has(table)) throw new BackupRefusal(`the backup holds a table this store does not have (${table})`);
      if (table !== current || batch.length >= 500) await flush();
      current = table;
      batch.push(seal(table, row));
    }
    await flush();
    const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
    );
    for (const { table_name, column_name } of serials) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${column_name}) FROM ${table_name}), 0) + 1, false)`,
        [table_name, column_name],
      );
    }
    return header;
  });
}

/**
 * A row as this store keeps it: each sealed column (lib/db/sealed-columns.ts) sealed with the
 * store's current key, whichever key sealed it in the backup; a plain value (version 1) sealed.
 */
function sealer(vault: Vault) {
  return (table: string, row: Record<string, unknown>) => {
    const columns = sealedColumns.filter((c) => c.table === table);
    if (!columns.length) return row;
    const sealed = { ...row };
    for (const { column, id, json } of columns) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      const context = sealedContext(table as never, column, String(row[id]));
      if (typeof value === "string" && sealedKeyId(value)) {
        try {
          sealed[column] = vault.reseal(value, context);
        } catch (error) {
          if (error instanceof VaultError && error.code === "unknown-key")
            throw new BackupRefusal(
              `the backup's health details are sealed with data key ${error.keyId}, which this store does not have: ${giveTheKey(vault)}`,
            );
          throw error;
        }
      } else
        sealed[column] = vault.sealText(
          json && typeof value !== "string" ? JSON.stringify(value) : String(value),
          context,
        );
    }
    return sealed;
  };
}

/** How to give the restore the key it lacks. */
const giveTheKey = (vault: Vault) =>
  `set DATA_ENCRYPTION_KEY to it (or DATA_ENCRYPTION_KEY_PREVIOUS, to seal the restored rows with this store's own key)${
    vault.keyFile ? `, or copy the key file of the store it came from over ${vault.keyFile}` : ""
  }, and run the restore again (docs/store.md, Backups and restore)`;

/** Whether the file is sealed (version 2) or gzipped plain lines (version 1), from its first bytes. */
function backupKind(file: string): "sealed" | "plain" {
  const start = Buffer.alloc(1024);
  const fd = openSync(file, "r");
  let read: number;
  try {
    read = readSync(fd, start, 0, start.length, 0);
  } finally {
    closeSync(fd);
  }
  if (start.subarray(0, 2).equals(gzipMagic)) return "plain";
  if (sealedStreamHeader(start.subarray(0, read))) return "sealed";
  throw new BackupRefusal(`${file} is not a backup of this site's store`);
}

async function* entries(file: string, vault: Vault): AsyncGenerator<unknown> {
  const kind = backupKind(file);
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const stages = kind === "sealed" ? [source, openStream(vault), gunzip] : [source, gunzip];
  // A failure anywhere (no key, a changed frame, a cut file) reaches the reader below through the last stage.
  const done = pipeline(stages).catch((error: unknown) => {
    gunzip.destroy(error as Error);
  });
  let first = true;
  let rest = "";
  try {
    for await (const chunk of gunzip) {
      const lines = (rest + (chunk as Buffer).toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        if (!line) continue;
        const entry = JSON.parse(line) as { format?: string };
        if (first && entry.format !== format) throw new BackupRefusal(`${file} is not a backup of this site's store`);
        first = false;
        yield entry;
      }
    }
  } catch (error) {
    if (error instanceof VaultError && error.code === "unknown-key")
      throw new BackupRefusal(
        `${file} is encrypted with data key ${error.keyId}, which this store does not have: ${giveTheKey(vault)}`,
      );
    if (error instanceof VaultError)
      throw new BackupRefusal(`${file} does not open with its key: ${error.message}; it was changed or cut short`);
    throw error;
  } finally {
    source.destroy();
    await done;
  }
  if (rest) throw new BackupRefusal(`${file} ends in the middle of a line: it was cut short`);
}

/** The store's tables, each after the ones it refers to, so a restore can write them in this order. */
async function tablesInOrder(client: PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[] = []) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const { parent } of links.filter((l) => l.child === name && l.parent !== name)) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const { name } of tables) if (!skipped.has(name)) visit(name);
  return ordered;
}
