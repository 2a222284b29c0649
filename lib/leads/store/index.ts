import "server-only";
import { join } from "node:path";
import { openSqliteStore } from "./sqlite";
import type { LeadStore } from "./types";

export type { LeadStore } from "./types";

const key = Symbol.for("clinic.leadStore");
type Holder = { [key]?: Promise<LeadStore> };

/** Where SQLite keeps leads unless LEAD_DB_PATH says otherwise. */
export const defaultSqlitePath = () => process.env.LEAD_DB_PATH || join(process.cwd(), "data", "leads.db");

/**
 * The one store of this process: PostgreSQL when DATABASE_URL is set, else SQLite.
 * Kept on globalThis because Next bundles route handlers, actions and instrumentation
 * separately, and they must share one connection pool and one worker signal.
 */
export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  holder[key] ??= (async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const { openPostgresStore } = await import("./postgres");
      return openPostgresStore(url);
    }
    return openSqliteStore(defaultSqlitePath());
  })().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}
