import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "@/lib/config";
import { requestIdHeader } from "@/lib/server-shared.mjs";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton.mjs";

/**
 * The server's log: one JSON object per line on standard output (pino), with the request id
 * that server.mjs gives each request (`requestId`), an `event` name to filter on, and never a
 * visitor's personal data: no name, e-mail, phone, message or address in clear. A lead is
 * named by its id; a visitor's address by `addressTag`, which links one address's requests
 * within a process and cannot be turned back into the address. The keys below are censored
 * wherever they appear, in case a future line passes a whole lead by mistake.
 */
const personal = [
  "name",
  "fullName",
  "email",
  "phone",
  "phoneE164",
  "message",
  "address",
  "ip",
  "fields",
  "lead",
  "authorization",
  "password",
];

const redactPaths = [...personal, ...personal.map((key) => `*.${key}`)];

function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: "[redacted]" },
    },
    destination,
  );
}

/** This process's logger, one for every bundle Next makes (lib/singleton.mjs). */
export const log = (): Logger => singleton("logger", () => createLogger(config().logLevel));

/** For tests: every line goes to `destination` until the returned function restores the logger. */
export function captureLog(destination: DestinationStream, level = "debug"): () => void {
  const previous = peekSingleton<Logger>("logger");
  resetSingleton("logger");
  singleton("logger", () => createLogger(level, destination));
  return () => {
    resetSingleton("logger");
    if (previous) singleton("logger", () => previous);
  };
}

/** What Next tells instrumentation.ts's onRequestError about the request and the code that threw. */
type FailedRequest = { path: string; method: string; headers: NodeJS.Dict<string | string[]> };
type FailedRoute = { routePath: string; routeType: string };

/**
 * One error line for an exception Next caught in a page, a server action, a route handler or the
 * proxy, where Next itself prints only plain text to stderr: the request's id (server.mjs), the
 * route, and the path without its query, which can hold a person's e-mail (an inbox search).
 */
export function logRequestError(error: unknown, request: FailedRequest, route: FailedRoute): void {
  const id = request.headers[requestIdHeader];
  const digest = typeof error === "object" && error && "digest" in error ? String(error.digest) : undefined;
  log().error(
    {
      err: error,
      event: "request.failed",
      requestId: typeof id === "string" ? id : undefined,
      method: request.method,
      path: request.path.split("?")[0],
      route: route.routePath,
      routeType: route.routeType,
      digest,
    },
    `${route.routeType} ${route.routePath}: an exception answered 500`,
  );
}

/**
 * A short keyed hash of a visitor's address: the same address gives the same tag in this
 * process only (the key is random per process, and one for every bundle: lib/singleton.mjs).
 */
export function addressTag(address: string): string {
  const key = singleton("addressTagKey", () => randomBytes(32));
  return createHmac("sha256", key).update(address).digest("hex").slice(0, 12);
}
