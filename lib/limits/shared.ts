import "server-only";
import type { Pool } from "pg";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { lazyCounter, memoryCounter, postgresCounter, type WindowCounter } from "./window-counter";

/** Keys a memory counter keeps: about 100 bytes each, so a few MB at most. */
export const maxTrackedKeys = 20_000;

const poolKey = Symbol.for("clinic.limitsPool");
type Holder = { [poolKey]?: Promise<Pool> };

/** One small pool for every limit of this process, apart from the lead store's, so a busy store never stalls a limit. */
function limitsPool(databaseUrl: string): Promise<Pool> {
  const holder = globalThis as Holder;
  holder[poolKey] ??= import("pg").then(({ Pool }) => {
    const pool = new Pool({ connectionString: databaseUrl, max: 2 });
    pool.on("error", (error) => log().error({ err: error, event: "limits.pool" }, "limits: idle PostgreSQL connection failed"));
    return pool;
  });
  return holder[poolKey];
}

/**
 * The counter a limit keeps its state in: PostgreSQL when DATABASE_URL is set, so every
 * instance on the database counts together; else this process's memory (with SQLite the site
 * runs as one server per data file). docs/decisions/024.
 */
export function sharedCounter(name: string, windowMs: number): WindowCounter {
  const { databaseUrl } = config().store;
  if (!databaseUrl) return memoryCounter({ windowMs, maxKeys: maxTrackedKeys });
  return lazyCounter(async () => postgresCounter({ pool: await limitsPool(databaseUrl), windowMs, name }));
}
