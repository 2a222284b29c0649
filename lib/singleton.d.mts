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
  | "outboxSignal"
  | "outboxWorker"
  | "deskWorker"
  | "bookingReminders"
  // The e-mail that tells the clinic of a privacy request (lib/privacy/notify.ts).
  | "privacyNotifier"
  | "inboxGuards"
  // The one database (lib/db) and the lead rate limiter (lib/leads/rate-limit.ts).
  | "database"
  | "leadRateLimiter"
  | "hashGate";

export function singleton<T>(name: SingletonName, make: () => T): T;
export function peekSingleton<T>(name: SingletonName): T | undefined;
export function resetSingleton(name: SingletonName): void;
