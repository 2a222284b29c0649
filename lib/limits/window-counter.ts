import "server-only";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";

/**
 * Counts events per key in fixed windows: the one piece of state behind the lead rate limit
 * and the sign-in failure limit (docs/decisions/024, 025, 046). The counts live in the site's
 * database (the limit_windows table), through its one pool, so every process and instance on
 * it counts together and a restart forgets nothing.
 */
type Count = { count: number; resetInMs: number };

export interface WindowCounter {
  /** Adds `points` to the key's count in its current window (a new window if none is open). */
  hit(key: string, points?: number): Promise<Count>;
  /** The key's count in its open window, without adding to it; null when it has none. */
  peek(key: string): Promise<Count | null>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

export type DatabaseCounterOptions = {
  /** The database, opened on first use: a database that is down at boot is tried again on the next call. */
  db: () => Promise<Database>;
  /** Keeps this counter's keys apart from another's in the one table. */
  name: string;
  windowMs: number;
  now?: () => number;
};

/** Closed windows are deleted at most this often per counter, in the request that finds it due. */
const sweepEveryMs = 5 * 60_000;

export function databaseCounter({ db, name, windowMs, now = Date.now }: DatabaseCounterOptions): WindowCounter {
  const rowKey = (key: string) => withoutNul(`${name}:${key}`);
  const counted = (row: { count: number; reset_at: Date }, at: number): Count => ({ count: row.count, resetInMs: Math.max(0, row.reset_at.getTime() - at) });
  let lastSweep = now();
  const sweep = async (at: number) => {
    if (at - lastSweep < sweepEveryMs) return;
    lastSweep = at;
    await (await db()).pool.query(`DELETE FROM limit_windows WHERE reset_at <= $1`, [new Date(at)]);
  };
  return {
    async hit(key, points = 1) {
      const at = now();
      // One statement, so that hits arriving together from several processes all count.
      const { rows } = await (await db()).pool.query<{ count: number; reset_at: Date }>(
        `INSERT INTO limit_windows AS w (key, count, reset_at) VALUES ($1, $2, $4)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN w.reset_at <= $3 THEN EXCLUDED.count ELSE w.count + EXCLUDED.count END,
           reset_at = CASE WHEN w.reset_at <= $3 THEN EXCLUDED.reset_at ELSE w.reset_at END
         RETURNING count, reset_at`,
        [rowKey(key), points, new Date(at), new Date(at + windowMs)],
      );
      await sweep(at);
      return counted(rows[0]!, at);
    },
    async peek(key) {
      const at = now();
      const { rows } = await (await db()).pool.query<{ count: number; reset_at: Date }>(
        `SELECT count, reset_at FROM limit_windows WHERE key = $1 AND reset_at > $2`,
        [rowKey(key), new Date(at)],
      );
      return rows[0] ? counted(rows[0], at) : null;
    },
    async reset(key) {
      await (await db()).pool.query(`DELETE FROM limit_windows WHERE key = $1`, [rowKey(key)]);
    },
  };
}
