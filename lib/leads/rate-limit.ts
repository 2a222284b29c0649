import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { limitKey } from "@/lib/net/client-address";
import { sharedCounter } from "@/lib/limits/shared";
import type { WindowCounter } from "@/lib/limits/window-counter";
import { singleton } from "@/lib/singleton.mjs";

/**
 * The lead rate limit: LEAD_RATE_LIMIT submissions per visitor address (an IPv6 visitor's /64)
 * per window, whichever way they come in: the JSON endpoint and every form's server action
 * take from one budget (docs/decisions/024).
 */
export type RateLimiter = { take(address: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> };

export function createRateLimiter({ limit, counter }: { limit: number; counter: WindowCounter }): RateLimiter {
  return {
    async take(address) {
      let count;
      try {
        count = await counter.hit(limitKey(address));
      } catch (error) {
        // A limit that cannot count must not turn visitors away: the lead's own write decides.
        log().error(
          { err: error, event: "rate-limit.unavailable" },
          "rate limit: could not count; letting the request through",
        );
        return { ok: true };
      }
      if (count.count <= limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(count.resetInMs / 1000)) };
    },
  };
}

/**
 * This process's one lead limiter, one per process (lib/singleton.mjs) because Next bundles the
 * route handler and the server actions separately: a limiter per bundle once gave every address two budgets
 * (40 leads, not 20).
 */
export function leadRateLimiter(): RateLimiter {
  const { limit, windowMs } = config().rateLimit;
  return singleton("leadRateLimiter", () => createRateLimiter({ limit, counter: sharedCounter("leads", windowMs) }));
}
