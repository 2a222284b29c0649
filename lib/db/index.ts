import "server-only";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton.mjs";
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
    const db = await openDatabase(databaseUrl, { poolMax });
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
    const db = await openDatabase(server.url, { poolMax });
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
