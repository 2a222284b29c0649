/**
 * Wakes this process's outbox worker as soon as a lead is stored, instead of waiting for
 * its next poll. On globalThis because Next bundles the route handlers, the server actions
 * and instrumentation.ts separately.
 */
const key = Symbol.for("clinic.outboxSignal");
type Holder = { [key]?: Set<() => void> };

const listeners = () => ((globalThis as Holder)[key] ??= new Set());

export function onOutboxWork(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function kickOutbox() {
  for (const listener of listeners()) listener();
}
