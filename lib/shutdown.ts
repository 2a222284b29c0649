/**
 * What the app asks server.mjs to do when it is told to stop (SIGTERM or SIGINT): server.mjs
 * stops accepting connections and, at the same time, runs every `stopWork` callback (the
 * outbox worker stops claiming and finishes the deliveries in flight); once the last request
 * has been answered it runs every `release` callback (the lead store closes), then exits 0.
 * The registry lives on globalThis under a name server.mjs uses too, because server.mjs is
 * plain JavaScript outside Next's bundles (docs/decisions/026).
 */
type Callback = () => Promise<void>;

export type ShutdownRegistry = {
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
  return (holder[key] ??= { stopWork: new Set(), release: new Set(), draining: false });
}

export function onShutdown(phase: "stopWork" | "release", callback: Callback): void {
  shutdownRegistry()[phase].add(callback);
}

export const isDraining = () => shutdownRegistry().draining;
