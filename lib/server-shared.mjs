/**
 * What server.mjs and the app share in one process: the headers server.mjs writes on every
 * request, the mark that the process is served by it, and the shutdown registry
 * (lib/shutdown.ts; docs/decisions/023 and 026). Plain JavaScript with its types beside it
 * (server-shared.d.mts), so server.mjs can use it as it is and the app imports the same names.
 */
import { peekSingleton, singleton } from "./singleton.mjs";

/** The connection's own address, over anything the client wrote (lib/net/client-address.ts). */
export const peerAddressHeader = "x-clinic-peer-address";
/** The request's id, also sent back as X-Request-Id and written in every log line about it. */
export const requestIdHeader = "x-request-id";

/**
 * The cookie by which a form's action tells server.mjs the status of the page it answers a post
 * made without JavaScript with (422 for a field's problem, 409 for a time taken meanwhile, 429 for too many): Next.js lets an
 * action set cookies and no status. server.mjs takes it off every response (server/form-status.mjs).
 */
export const formStatusCookie = "clinic-form-status";

/** Called by server.mjs: this process is served by it from the project in `dir`, so the peer header is its own. */
export function markServedByClinicServer(dir) {
  singleton("server", () => ({ peerHeader: peerAddressHeader, dir }));
}

export const servedByClinicServer = () => peekSingleton("server") !== undefined;

/** The project server.mjs serves; undefined under `next dev` or a bare `next start`. */
export const servedDir = () => peekSingleton("server")?.dir;

/** What the app asks server.mjs to do once it listens and when it is told to stop (lib/shutdown.ts). */
export const shutdownRegistry = () =>
  singleton("shutdown", () => ({ startWork: new Set(), stopWork: new Set(), release: new Set(), draining: false }));
