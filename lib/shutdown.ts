import { shutdownRegistry } from "./server-shared.mjs";

/**
 * What the app asks server.mjs to do when it has started and when it is told to stop (SIGTERM
 * or SIGINT). Once it listens, server.mjs runs every `startWork` callback (the outbox worker
 * starts): not before, because while Next loads the event loop is held for seconds, and a
 * delivery timed across that looks like a slow target and is sent again. On the signal it stops
 * accepting connections and, at the same time, runs every `stopWork` callback (the outbox worker
 * stops claiming and finishes the deliveries in flight); once the last request has been answered
 * it runs every `release` callback (the database closes), then exits 0. The registry is one per
 * process, shared with server.mjs (lib/server-shared.mjs; docs/decisions/026, 052).
 */

/** Runs `start` once server.mjs listens; at once if it already does, or if server.mjs is not the server. */
export function whenListening(start: () => unknown): void {
  const registry = shutdownRegistry();
  if (registry.listening === false) registry.startWork.add(start);
  else start();
}

export function onShutdown(phase: "stopWork" | "release", callback: () => Promise<void>): void {
  shutdownRegistry()[phase].add(callback);
}

export const isDraining = () => shutdownRegistry().draining;
