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
  | "inboxGuard"
  // The store and the limits (lib/leads/store, lib/leads/rate-limit.ts, lib/limits/shared.ts).
  | "leadStore"
  | "database"
  | "leadRateLimiter"
  | "limitsPool";

export function singleton<T>(name: SingletonName, make: () => T): T;
export function peekSingleton<T>(name: SingletonName): T | undefined;
export function resetSingleton(name: SingletonName): void;
