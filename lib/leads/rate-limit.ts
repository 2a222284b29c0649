import { config } from "@/lib/config";

/**
 * A fixed-window counter per client address, in this process's memory. Behind several
 * instances each keeps its own count, which only makes the limit looser, never stricter.
 */
export type RateLimiter = { take(key: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } };

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now) {
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
    },
  };
}

/** The configured limit; its defaults no honest visitor meets: 20 submissions from one address in 10 minutes. */
export const configuredRateLimiter = () => createRateLimiter(config().rateLimit);
