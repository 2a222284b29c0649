import { LRUCache } from "lru-cache";
import type { Pool } from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";

/**
 * Counts events per key in fixed windows: the one piece of state behind the lead rate limit
 * and the sign-in failure limit (docs/decisions/024). Two kinds: in this process's memory, with
 * a hard cap on keys, and in PostgreSQL, shared by every instance on the database.
 */
export type Count = { count: number; resetInMs: number };

export interface WindowCounter {
  /** Adds `points` to the key's count in its current window (a new window if none is open). */
  hit(key: string, points?: number): Promise<Count>;
  /** The key's count in its open window, without adding to it; null when it has none. */
  peek(key: string): Promise<Count | null>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

export type MemoryCounterOptions = {
  windowMs: number;
  /**
   * At most this many keys are kept; past it the least recently seen key is forgotten, so
   * memory stays bounded however many addresses an attacker rotates through, and every call
   * costs the same (no sweep over the keys). Forgetting only ever gives a key a fresh window.
   */
  maxKeys: number;
  now?: () => number;
};

export function memoryCounter({ windowMs, maxKeys, now = Date.now }: MemoryCounterOptions): WindowCounter & { readonly size: number } {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  const open = (key: string, at: number) => {
    const window = windows.get(key);
    return window && window.resetAt > at ? window : undefined;
  };
  return {
    get size() {
      return windows.size;
    },
    async hit(key, points = 1) {
      const at = now();
      const window = open(key, at) ?? { count: 0, resetAt: at + windowMs };
      window.count += points;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - at };
    },
    async peek(key) {
      const at = now();
      const window = open(key, at);
      return window ? { count: window.count, resetInMs: window.resetAt - at } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export type PostgresCounterOptions = {
  pool: Pool;
  windowMs: number;
  /** Keeps this counter's keys apart from another's in the one table. */
  name: string;
  schemaName?: string;
};

/**
 * rate-limiter-flexible's PostgreSQL store: one row per key in `rate_limits` (created on first
 * use), one upsert per hit, expired rows deleted every few minutes. Its consume/penalty API
 * is used as a plain counter: the limits themselves are decided by the callers.
 */
export async function postgresCounter(options: PostgresCounterOptions): Promise<WindowCounter> {
  const limiter = await openLimiter(options);
  const counted = (res: { consumedPoints: number; msBeforeNext: number }) => ({ count: res.consumedPoints, resetInMs: Math.max(0, res.msBeforeNext) });
  return {
    async hit(key, points = 1) {
      return counted(await limiter.penalty(key, points));
    },
    async peek(key) {
      const res = await limiter.get(key);
      return res ? counted(res) : null;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * PostgreSQL errors of two sessions creating the same table at once: the loser's
 * `CREATE TABLE IF NOT EXISTS` fails although the table is then there. The library forgives only
 * the first; PostgreSQL 15 reports the second (seen when two counters opened together).
 */
const concurrentCreation = new Set(["23505", "42710", "42P07"]);

/** The library's limiter, once its table exists; a creation lost to another session is tried again. */
async function openLimiter(options: PostgresCounterOptions, attempts = 3): Promise<RateLimiterPostgres> {
  try {
    return await createLimiter(options);
  } catch (error) {
    if (attempts > 1 && concurrentCreation.has((error as { code?: string }).code ?? "")) return openLimiter(options, attempts - 1);
    throw error;
  }
}

function createLimiter({ pool, windowMs, name, schemaName }: PostgresCounterOptions): Promise<RateLimiterPostgres> {
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    const created: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        schemaName,
        keyPrefix: name,
        // Never refuses by itself: every caller reads the count and decides.
        points: Number.MAX_SAFE_INTEGER,
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
      },
      (error) => (error ? reject(error) : queueMicrotask(() => resolve(created))),
    );
  });
}

/** A counter opened on first use; when opening fails (database down at boot) the next call tries again. */
export function lazyCounter(open: () => Promise<WindowCounter>): WindowCounter {
  let opening: Promise<WindowCounter> | undefined;
  const counter = () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  return {
    hit: async (key, points) => (await counter()).hit(key, points),
    peek: async (key) => (await counter()).peek(key),
    reset: async (key) => (await counter()).reset(key),
  };
}
