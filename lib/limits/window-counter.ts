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
  const counted = (row: { count: number; reset_at: Date }, at: number): Count => ({
    count: row.count,
    resetInMs: Math.max(0, row.reset_at.getTime() - at),
  });
  let lastSweep = now();
  const sweep = async (at: number) => {
    if (at - lastSweep < sweepEveryMs) return;
    lastSweep = at;
    await (await db()).kysely.deleteFrom("limit_windows").where("reset_at", "<=", new Date(at)).execute();
  };
  return {
    async hit(key, points = 1) {
      const at = now();
      const closed = new Date(at);
      // One statement, so that hits arriving together from several processes all count.
      const row = await (
        await db()
      ).kysely
        .insertInto("limit_windows")
        .values({ key: rowKey(key), count: points, reset_at: new Date(at + windowMs) })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({
            count: eb
              .case()
              .when("limit_windows.reset_at", "<=", closed)
              .then(eb.ref("excluded.count"))
              .else(eb("limit_windows.count", "+", eb.ref("excluded.count")))
              .end(),
            reset_at: eb
              .case()
              .when("limit_windows.reset_at", "<=", closed)
              .then(eb.ref("excluded.reset_at"))
              .else(eb.ref("limit_windows.reset_at"))
              .end(),
          })),
        )
        .returning(["count", "reset_at"])
        .executeTakeFirstOrThrow();
      await sweep(at);
      return counted(row, at);
    },
    async peek(key) {
      const at = now();
      const row = await (
        await db()
      ).kysely
        .selectFrom("limit_windows")
        .select(["count", "reset_at"])
        .where("key", "=", rowKey(key))
        .where("reset_at", ">", new Date(at))
        .executeTakeFirst();
      return row ? counted(row, at) : null;
    },
    async reset(key) {
      await (await db()).kysely.deleteFrom("limit_windows").where("key", "=", rowKey(key)).execute();
    },
  };
}
