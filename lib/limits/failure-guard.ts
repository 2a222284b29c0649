import type { WindowCounter } from "./window-counter";

/**
 * Slows down, then blocks, repeated failed sign-ins: per key (an address, an account, a
 * device) and, where asked, over all keys together (docs/decisions/025 and 049). The caller says
 * who is trying and whether the secret was right; the guard says whether to check it at all,
 * and how long a failure must wait before it is answered.
 *
 * Every attempt that carries a secret is counted before the secret is checked, so many
 * guesses sent at once cannot all slip in before the first failure is recorded; a right
 * secret then clears the key's count. The overall count is never cleared by a success: it
 * measures an attack spread over many addresses.
 */
export type FailurePolicy = {
  /** Failures a key may have in a window before each further one is slowed. */
  freeFailures: number;
  /** Failures after which the key is refused until its window ends. */
  blockAfter: number;
  /** The first slowed failure waits this long, each further one twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** Failures from all keys together: past `slowAfter` every failure is slowed, past `blockAfter` every attempt is refused until the window ends. */
export type OverallLimit = { counter: WindowCounter; slowAfter: number; blockAfter: number };

type Verdict =
  | { allowed: true; /** How long to wait before answering a failure. */ failureDelayMs: number }
  | { allowed: false; scope: "key" | "overall"; retryAfterSeconds: number };

export type FailureGuard = {
  /** Before checking a secret: counts the attempt and says whether to check it at all. */
  attempt(key: string): Promise<Verdict>;
  /** Whether the key (or everyone) is refused now, without counting anything: for requests that carry no secret. */
  blocked(key: string): Promise<Extract<Verdict, { allowed: false }> | undefined>;
  /** The secret was right: the key starts afresh. */
  succeeded(key: string): Promise<void>;
};

const overallKey = "*";

/** A guard per key, and over all keys together when `overall` is given. */
export function createFailureGuard({
  perKey,
  overall,
  policy,
}: {
  perKey: WindowCounter;
  overall?: OverallLimit;
  policy: FailurePolicy;
}): FailureGuard {
  const { freeFailures, blockAfter, baseDelayMs, maxDelayMs } = policy;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const delay = (failures: number) => (failures <= 0 ? 0 : Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1)));

  return {
    async blocked(key) {
      const [mine, all] = await Promise.all([perKey.peek(key), overall?.counter.peek(overallKey)]);
      if (mine && mine.count > blockAfter)
        return { allowed: false, scope: "key", retryAfterSeconds: seconds(mine.resetInMs) };
      if (overall && all && all.count > overall.blockAfter)
        return { allowed: false, scope: "overall", retryAfterSeconds: seconds(all.resetInMs) };
      return undefined;
    },
    async attempt(key) {
      const mine = await perKey.hit(key);
      if (mine.count > blockAfter) return { allowed: false, scope: "key", retryAfterSeconds: seconds(mine.resetInMs) };
      const own = delay(mine.count - freeFailures);
      if (!overall) return { allowed: true, failureDelayMs: own };
      // Only attempts that get checked count overall: one blocked address must not lock everyone out.
      const all = await overall.counter.hit(overallKey);
      if (all.count > overall.blockAfter)
        return { allowed: false, scope: "overall", retryAfterSeconds: seconds(all.resetInMs) };
      return { allowed: true, failureDelayMs: Math.max(own, all.count > overall.slowAfter ? baseDelayMs : 0) };
    },
    async succeeded(key) {
      await perKey.reset(key);
      // The success was counted as an attempt overall; take it back so the clinic's own use never adds up.
      await overall?.counter.hit(overallKey, -1);
    },
  };
}
