/**
 * What the app asks server.mjs to do when it has started and when it is told to stop (SIGTERM
 * or SIGINT). Once it listens, server.mjs runs every `startWork` callback (the outbox worker
 * starts): not before, because while Next loads the event loop is held for seconds, and a
 * delivery timed across that looks like a slow target and is sent again. On the signal it stops
 * accepting connections and, at the same time, runs every `stopWork` callback (the outbox worker
 * stops claiming and finishes the deliveries in flight); once the last request has been answered
 * it runs every `release` callback (the lead store closes), then exits 0. The registry lives on
 * globalThis under a name server.mjs uses too, because server.mjs is plain JavaScript outside
 * Next's bundles (docs/decisions/026).
 */
type Callback = () => Promise<void>;

export type ShutdownRegistry = {
  /** Set by server.mjs: false until it listens. Without server.mjs (next dev, next start) never set. */
  listening?: boolean;
  startWork: Set<() => unknown>;
  stopWork: Set<Callback>;
  release: Set<Callback>;
  /** True from the signal on: /healthz answers 503 so a load balancer sends no more. */
  draining: boolean;
  /** How long server.mjs waits for all of it before giving up (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs?: number;
};

const key = Symbol.for("clinic.shutdown");
type Holder = { [key]?: ShutdownRegistry };

export function shutdownRegistry(): ShutdownRegistry {
  const holder = globalThis as Holder;
  return (holder[key] ??= { startWork: new Set(), stopWork: new Set(), release: new Set(), draining: false });
}

/** Runs `start` once server.mjs listens; at once if it already does, or if server.mjs is not the server. */
export function whenListening(start: () => unknown): void {
  const registry = shutdownRegistry();
  if (registry.listening === false) registry.startWork.add(start);
  else start();
}

export function onShutdown(phase: "stopWork" | "release", callback: Callback): void {
  shutdownRegistry()[phase].add(callback);
}

export const isDraining = () => shutdownRegistry().draining;
