#!/usr/bin/env node
/**
 * The production server: `npm start` and `npm run serve` run it, after `next build`.
 *
 *   node server.mjs [-p PORT] [-H HOST]      (PORT from the environment otherwise, default 3000)
 *
 * It is Next's own request handler (the custom-server API of Next 16) with three things
 * `next start` cannot do (docs/decisions/023, 026 and 041):
 *
 * - It tells the app who is on the other end of the connection. Next hands route handlers,
 *   server actions and the proxy nothing but headers, and fills X-Forwarded-For with the
 *   connection's address only when the client sent none, so a client chooses its own address.
 *   Here every request gets `x-clinic-peer-address` (the socket's address, over anything the
 *   client wrote) and `x-request-id`; lib/net/client-address.ts decides from them and
 *   TRUSTED_PROXY_COUNT. The response carries the id as X-Request-Id.
 * - It stops gracefully. `next start` closes its listener on SIGTERM and then exits 143,
 *   cutting off whatever the outbox worker is sending. Here SIGTERM (or SIGINT) makes
 *   /healthz answer 503, stops accepting connections, closes idle keep-alive connections, lets
 *   the worker finish its deliveries in flight (lib/shutdown.ts), waits for every request to be
 *   answered, closes the database and exits 0; after SHUTDOWN_TIMEOUT_SECONDS it gives up and
 *   exits 1.
 * - It compresses with brotli as well as gzip, and serves the framework's files and the
 *   prerendered pages at brotli's best quality from memory (server/compress-responses.mjs).
 *
 * Plain JavaScript, run by Node as it is: it is not bundled, so it cannot use the app's
 * TypeScript modules; what both sides use is in lib/server-shared.mjs.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import pino from "pino";
import { brotliDir } from "./server/brotli-dir.mjs";
import { CompressedBodies, compressResponses } from "./server/compress-responses.mjs";
import { markServedByClinicServer, peerAddressHeader, requestIdHeader, shutdownRegistry } from "./lib/server-shared.mjs";

// Next expects the production value before it loads; the variable is Next's, not the operator's.
process.env.NODE_ENV ??= "production";

const log = pino({
  level: process.env.LOG_LEVEL?.trim() || "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

const { values: args } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(args.port ?? (process.env.PORT?.trim() || 3000));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  log.fatal({ event: "server.bad-port" }, `server.mjs: the port must be a number from 0 to 65535, not ${JSON.stringify(args.port ?? process.env.PORT)}`);
  process.exit(2);
}
const hostname = args.hostname;

// What the app reads too (lib/server-shared.mjs): this process is served here, and the shutdown registry.
markServedByClinicServer();
const shutdown = shutdownRegistry();

const { default: next } = await import("next");

let handle = undefined;
const compress = compressResponses({ bodies: new CompressedBodies({ dir: brotliDir(import.meta.dirname) }) });
const server = createServer((req, res) => {
  const id = randomUUID();
  req.headers[peerAddressHeader] = req.socket.remoteAddress ?? "";
  req.headers[requestIdHeader] = id;
  res.setHeader("X-Request-Id", id);
  // While draining, answer what came in and let the connection go.
  if (shutdown.draining) res.setHeader("Connection", "close");
  compress(req, res, () =>
    handle(req, res).catch((error) => {
      log.error({ err: error, event: "server.request-failed", requestId: id }, "request failed outside the app");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    }),
  );
});

// Next keeps a rewrite in the same process only when its address has the origin the app was
// started with; an address with another origin it fetches over HTTP, from itself. proxy.ts
// rewrites to request.nextUrl, in which Next writes every loopback address as "localhost", so
// started as 127.0.0.1 the app proxied each filtered list to http://localhost, which failed
// now and then under load with a 500. The name it is started with therefore matches it.
const loopback = /^(?:127(?:\.\d{1,3}){3}|\[?::1\]?|localhost)$/;
const appHostname = !hostname || loopback.test(hostname) ? "localhost" : hostname;
const app = next({ dev: false, dir: import.meta.dirname, hostname: appHostname, port, httpServer: server });
await app.prepare();
handle = app.getRequestHandler();

await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(port, hostname, resolve);
});
const address = server.address();
log.info(
  { event: "server.listening", port: address.port, host: address.address },
  `server.mjs: serving the build on http://${hostname ?? "localhost"}:${address.port}`,
);

let stopping = false;

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  shutdown.draining = true;
  const started = Date.now();
  const timeoutMs = shutdown.timeoutMs ?? 25_000;
  log.info({ event: "server.stopping", signal, timeoutMs }, `server.mjs: ${signal}: finishing requests and deliveries in flight`);
  const giveUp = setTimeout(() => {
    log.error({ event: "server.stop-timeout", timeoutMs }, "server.mjs: could not finish in time; exiting with work unfinished");
    server.closeAllConnections();
    process.exit(1);
  }, timeoutMs);
  const run = (callbacks) =>
    Promise.all(
      [...callbacks].map((callback) =>
        callback().catch((error) => log.error({ err: error, event: "server.stop-step-failed" }, "server.mjs: a shutdown step failed")),
      ),
    );
  const closed = new Promise((resolve) => server.close(resolve));
  // close() ends idle keep-alive connections once; a busy one becomes idle after its answer.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await Promise.all([closed, run(shutdown.stopWork)]);
  clearInterval(sweep);
  await app.close().catch((error) => log.error({ err: error, event: "server.stop-step-failed" }, "server.mjs: closing Next failed"));
  await run(shutdown.release);
  clearTimeout(giveUp);
  log.info({ event: "server.stopped", ms: Date.now() - started }, "server.mjs: stopped cleanly");
  process.exit(0);
}

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
