import { shutdownRegistry } from "./server-shared.mjs";

/**
 * What the app asks server.mjs to do when it is told to stop (SIGTERM or SIGINT): server.mjs
 * stops accepting connections and, at the same time, runs every `stopWork` callback (the
 * outbox worker stops claiming and finishes the deliveries in flight); once the last request
 * has been answered it runs every `release` callback (the lead store closes), then exits 0.
 * The registry is one per process, shared with server.mjs (lib/server-shared.mjs; docs/decisions/026).
 */
export function onShutdown(phase: "stopWork" | "release", callback: () => Promise<void>): void {
  shutdownRegistry()[phase].add(callback);
}

export const isDraining = () => shutdownRegistry().draining;
