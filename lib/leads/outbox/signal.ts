import { singleton } from "@/lib/singleton.mjs";

/**
 * Wakes this process's outbox worker as soon as a lead is stored, instead of waiting for
 * its next poll. One per process (lib/singleton.mjs): Next bundles the route handlers, the
 * server actions and instrumentation.ts separately.
 */
const listeners = () => singleton("outboxSignal", () => new Set<() => void>());

export function onOutboxWork(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function kickOutbox() {
  for (const listener of listeners()) listener();
}
