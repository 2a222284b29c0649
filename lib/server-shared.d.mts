// Types for server-shared.mjs, which server.mjs runs as it is, unbundled.

export const peerAddressHeader: "x-clinic-peer-address";
export const requestIdHeader: "x-request-id";
export const formStatusCookie: "clinic-form-status";
export function markServedByClinicServer(dir: string): void;
export function servedByClinicServer(): boolean;
export function servedDir(): string | undefined;

type Callback = () => Promise<void>;

export type ShutdownRegistry = {
  /** Set by server.mjs: false until it listens. Without server.mjs (next dev, next start) never set. */
  listening?: boolean;
  /** Set by server.mjs once it listens: where, so the app can call itself on loopback (lib/site/listener.ts). */
  address?: { host: string; port: number };
  /** Run once server.mjs listens (lib/shutdown.ts: whenListening). */
  startWork: Set<() => unknown>;
  /** Run at the signal, beside closing the listener: the outbox worker stops claiming and finishes what it holds. */
  stopWork: Set<Callback>;
  /** Run once the last request is answered: the lead store closes. */
  release: Set<Callback>;
  /** True from the signal on: /healthz answers 503 so a load balancer sends no more. */
  draining: boolean;
  /** How long server.mjs waits for all of it before giving up (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs?: number;
};

export function shutdownRegistry(): ShutdownRegistry;
