// Types for singleton.mjs, which server.mjs runs as it is, unbundled.

/**
 * Every name a process keeps one value under. A name is written once, here; code and tests
 * that use it are checked against this list.
 */
export type SingletonName =
  | "logger"
  | "addressTagKey"
  | "server"
  | "shutdown"
  // graphile-worker's runner of every domain's jobs (lib/workers.ts); booking's service on the database (lib/booking).
  | "jobRunner"
  | "booking"
  | "inboxGuards"
  // The first owner's one-time set-up code of this process (lib/staff/setup.ts).
  | "ownerSetUpCode"
  // The "Forgot your password?" form's limits (lib/staff/forgot.ts).
  | "resetRequestCounters"
  // The one database (lib/db) and the lead rate limiter (lib/leads/rate-limit.ts).
  | "database"
  | "leadRateLimiter"
  | "hashGate"
  // Page speed's key when VITALS_KEY is unset, and the sitemap's paths it counts pages by (lib/vitals/service.ts).
  | "vitalsKey"
  | "sitemapPaths"
  // The secret of this process's own calls to revalidate the site's facts (lib/site/listener.ts), and the
  // mark that this process serves, not builds (instrumentation.ts; lib/site/live.ts reads the store only then).
  | "site.revalidation-secret"
  | "site.serving";

export function singleton<T>(name: SingletonName, make: () => T): T;
export function peekSingleton<T>(name: SingletonName): T | undefined;
export function resetSingleton(name: SingletonName): void;
