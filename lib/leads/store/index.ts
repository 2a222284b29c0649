import "server-only";
import { resolve } from "node:path";
import { config } from "@/lib/config";
import { openSqliteStore } from "./sqlite";
import type { LeadStore } from "./types";

export type { LeadStore } from "./types";

const key = Symbol.for("clinic.leadStore");
type Holder = { [key]?: Promise<LeadStore> };

/**
 * The one store of this process: PostgreSQL when DATABASE_URL is set, else SQLite.
 * Kept on globalThis because Next bundles route handlers, actions and instrumentation
 * separately, and they must share one connection pool and one worker signal.
 */
export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  holder[key] ??= (async () => {
    const { databaseUrl, poolMax, sqlitePath, sqliteSync } = config().store;
    if (databaseUrl) {
      const { openPostgresStore } = await import("./postgres");
      return openPostgresStore(databaseUrl, { poolMax });
    }
    return openSqliteStore(resolve(sqlitePath), { synchronous: sqliteSync });
  })().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}

/** Closes this process's store if it was ever opened (at shutdown, after the last request). */
export async function closeLeadStore(): Promise<void> {
  const holder = globalThis as Holder;
  const opened = holder[key];
  delete holder[key];
  if (opened) await (await opened.catch(() => undefined))?.close();
}
