import "server-only";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton.mjs";
import { keyFileName, loadVault, VaultError, type Vault } from "@/lib/vault";
import { openDatabase, type Database } from "./database";
import { isSqliteFile, openEmbeddedPostgres, StoreRefusal } from "./embedded";

export type { Database } from "./database";
export { StoreRefusal } from "./embedded";

/** Which store this process uses, for /healthz and the commands' messages; never the password. */
export type StoreDescription = { kind: "embedded"; directory: string } | { kind: "external"; server: string };

export type ProcessDatabase = Database & { store: StoreDescription };

/**
 * This process's one database: the PostgreSQL server at DATABASE_URL, or else the embedded
 * one in LEAD_DB_PATH, started if no other process has (lib/db/embedded.ts). One per process
 * (lib/singleton.mjs), because Next bundles route handlers, actions and instrumentation
 * separately, and they must share one pool. A failed opening is forgotten, so the next call tries again.
 */
export function database(): Promise<ProcessDatabase> {
  return singleton("database", () =>
    openConfiguredDatabase().catch((error: unknown) => {
      resetSingleton("database");
      throw error;
    }),
  );
}

/** Closes this process's database if it was ever opened (at shutdown, after the last request). */
export async function closeDatabase(): Promise<void> {
  const opened = peekSingleton<Promise<ProcessDatabase>>("database");
  resetSingleton("database");
  if (opened) await (await opened.catch(() => undefined))?.close();
}

/**
 * The database the configuration names, opened afresh. The SQLite import opens it this way,
 * naming the file it imports (`importing`), which may be the earlier release's data/leads.db.
 */
export async function openConfiguredDatabase(options: { importing?: string } = {}): Promise<ProcessDatabase> {
  const { databaseUrl, poolMax, embeddedPath, embeddedPathIsDefault } = config().store;
  if (databaseUrl) {
    const db = await openDatabase(databaseUrl, { poolMax, vault: storeVault() });
    const where = new URL(databaseUrl);
    return { ...db, store: { kind: "external", server: `${where.host}${where.pathname}` } };
  }
  const directory = resolve(embeddedPath);
  if (options.importing && resolve(options.importing) === directory) {
    throw new StoreRefusal(
      `LEAD_DB_PATH still names the SQLite file ${directory}: set it to a directory for the new store (or unset it: data/store), then run the import again.`,
    );
  }
  if (embeddedPathIsDefault && !(options.importing && resolve(options.importing) === resolve(legacyDefault)))
    refuseLegacyDefault();
  const server = await openEmbeddedPostgres(directory, {
    onEvent: (event, detail) =>
      event === "lost"
        ? log().error({ event: "store.embedded-lost" }, detail)
        : log().warn({ event: "store.embedded-restarted" }, detail),
  });
  try {
    // After the server: its directory is made, and a SQLite file named by LEAD_DB_PATH was refused.
    const db = await openDatabase(server.url, { poolMax, vault: storeVault(directory) });
    return {
      ...db,
      store: { kind: "embedded", directory },
      async close() {
        await db.close();
        await server.release();
      },
    };
  } catch (error) {
    await server.release();
    throw error;
  }
}

/** The embedded store's key file, in its directory (LEAD_DB_PATH), beside its data. */
export const storeKeyFile = (directory: string) => join(resolve(directory), keyFileName);

/**
 * The vault of the configured store: DATA_ENCRYPTION_KEY seals, with DATA_ENCRYPTION_KEY_PREVIOUS
 * and, for the embedded store (`directory`), the keys of its key file; without
 * DATA_ENCRYPTION_KEY the embedded store seals with its key file's key, made on first start
 * and logged, since the clinic must keep a copy of it (docs/deploy.md, The data encryption key).
 */
export function storeVault(directory?: string): Vault {
  const { key, previous } = config().vault;
  const keyFile = directory === undefined ? undefined : storeKeyFile(directory);
  try {
    const { vault, created } = loadVault({ key, previous, keyFile, createKeyFile: keyFile !== undefined });
    if (created)
      log().warn(
        { event: "vault.key-created", file: created, keyId: vault.currentKeyId() },
        `made a data encryption key for the store in ${created}: keep a copy of it apart from the store and its backups, or set DATA_ENCRYPTION_KEY to it (docs/deploy.md)`,
      );
    return vault;
  } catch (error) {
    if (error instanceof VaultError) throw new StoreRefusal(`The store's data encryption key: ${error.message}`);
    throw error;
  }
}

/** Where releases that kept leads in SQLite put them when LEAD_DB_PATH was unset. */
const legacyDefault = "data/leads.db";

/**
 * A clinic upgrading without LEAD_DB_PATH set has its leads in data/leads.db: starting an empty
 * store beside them would hide them, so the server refuses and says how to import them.
 */
function refuseLegacyDefault() {
  const file = resolve(legacyDefault);
  if (!existsSync(file) || !isSqliteFile(file)) return;
  throw new StoreRefusal(
    `${file} holds the leads of an earlier release (SQLite); this release keeps them in PostgreSQL.\n` +
      `Copy them into the new store with:\n  npm run import-sqlite -- ${legacyDefault}\n` +
      `then move ${legacyDefault} out of data/ (keep it as a backup) and start again.`,
  );
}
