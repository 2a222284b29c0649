#!/usr/bin/env node
/**
 * The production server: `npm start` and `npm run serve` run it, after `npm run build`.
 *
 *   node server.mjs [-p PORT] [-H HOST]      (PORT and HOST from the environment otherwise;
 *                                             port 3000, every interface by default)
 *
 * It is Next's own request handler (the custom-server API of Next 16) with what `next start`
 * cannot do (docs/decisions/023, 026, 041, 051 and 052):
 *
 * - It tells the app who is on the other end of the connection. Next hands route handlers,
 *   server actions and the proxy nothing but headers, and fills X-Forwarded-For with the
 *   connection's address only when the client sent none, so a client chooses its own address.
 *   Here every request gets `x-clinic-peer-address` (the socket's address, over anything the
 *   client wrote) and `x-request-id`; lib/net/client-address.ts decides from them and
 *   TRUSTED_PROXY_COUNT. The response carries the id as X-Request-Id.
 * - It answers malformed requests itself (server/request-screen.mjs): a 400, 403, 405 or 413 and
 *   one log line, where Next answered 500 and logged a stack trace.
 * - It sends the security headers on every response, and each page a Content-Security-Policy
 *   that lets only that page's own scripts run: a prerendered page's by their hashes, a page
 *   rendered per request by a nonce (server/secured-response.mjs).
 * - It stops gracefully. `next start` closes its listener on SIGTERM and then exits 143,
 *   cutting off whatever the outbox worker is sending. Here SIGTERM (or SIGINT) makes /healthz
 *   answer 503 and stops accepting connections; a request on a connection already open is still
 *   answered, with `Connection: close`, and an idle connection is left to end as its keep-alive
 *   time runs out (closing it could cross a request already on its way: a reset). Meanwhile the
 *   worker finishes its deliveries in flight (lib/shutdown.ts); then the database is closed and
 *   the process exits 0, or 1 after SHUTDOWN_TIMEOUT_SECONDS.
 * - The app's background work (the outbox) starts once the server listens, not while Next is
 *   still loading, which holds the event loop for seconds: a delivery timed across that looked
 *   like a slow spreadsheet and was sent again.
 * - It sends a not-found page whole, without JavaScript, where Next sends a blank one
 *   (server/not-found-documents.mjs).
 * - It puts the site's stylesheet inline in pages rendered per request, as the build does in the
 *   prerendered ones, so their first paint waits for no second file, and starts the framework's
 *   scripts of a visitor's page after its first paint (server/first-paint-page.mjs).
 * - It compresses with brotli as well as gzip, and serves the framework's files and the
 *   prerendered pages at brotli's best quality from memory (server/compress-responses.mjs).
 *
 * Plain JavaScript, run by Node as it is: it is not bundled, so it cannot use the app's
 * TypeScript modules; what both sides use is in lib/server-shared.mjs.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server as NetServer } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { brotliDir } from "./server/brotli-dir.mjs";
import { CompressedBodies, compressResponses } from "./server/compress-responses.mjs";
import { earlyClickCapture } from "./components/shell/early-click-capture.mjs";
import { firstPaintPage, stylesheetReader } from "./server/first-paint-page.mjs";
import { formStatus } from "./server/form-status.mjs";
import { limitedPageStatus } from "./server/limited-pages.mjs";
import { loadNotFoundDocuments, wholeNotFound } from "./server/not-found-documents.mjs";
import { regeneratedPage } from "./server/regenerated-page.mjs";
import { loadPageScripts, scriptHash } from "./server/page-scripts.mjs";
import {
  isPossibleServerAction,
  replayRequest,
  screenMethod,
  screenServerAction,
  screenSite,
  screenTarget,
} from "./server/request-screen.mjs";
import { giveNonce, securedResponse } from "./server/secured-response.mjs";
import { frameworkFiles, paymentFormTargets } from "./server/security-headers.mjs";
import {
  markServedByClinicServer,
  peerAddressHeader,
  requestIdHeader,
  shutdownRegistry,
} from "./lib/server-shared.mjs";

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
  log.fatal(
    { event: "server.bad-port" },
    `server.mjs: the port must be a number from 0 to 65535, not ${JSON.stringify(args.port ?? process.env.PORT)}`,
  );
  process.exit(2);
}
const hostname = args.hostname ?? (process.env.HOST?.trim() || undefined);

// What the app reads too (lib/server-shared.mjs): this process is served here, and the shutdown registry.
markServedByClinicServer(import.meta.dirname);
const shutdown = shutdownRegistry();
// The app waits for this before it starts its background work (lib/shutdown.ts: whenListening).
shutdown.listening = false;

let stopping = false;
// From here on, not only once Next is ready: a signal during its start must not cut a delivery off either.
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

const { default: next } = await import("next");

const pageScripts = loadPageScripts(join(import.meta.dirname, ".next"));
if (pageScripts.problem) {
  log.error(
    { event: "server.no-script-hashes", problem: pageScripts.problem },
    `server.mjs: ${pageScripts.problem}; the prerendered pages' scripts will not run. Build with \`npm run build\`, not \`next build\` alone.`,
  );
}
const notFoundDocuments = loadNotFoundDocuments(join(import.meta.dirname, ".next"));
const stylesheets = stylesheetReader(join(import.meta.dirname, ".next"));
const unknownPages = new Set();
const SecuredResponse = securedResponse({
  pageScripts: (path) => pageScripts.pages.get(path),
  // The site's own inline script, which Next does not give the nonce to.
  siteScripts: [scriptHash(earlyClickCapture)],
  // The checkout's answer leads to Stripe's payment page (lib/config.ts checks the variable at start).
  formTargets: paymentFormTargets(process.env.STRIPE_API_URL),
  onUnknownPage: (path) => {
    if (unknownPages.size >= 100 || unknownPages.has(path)) return;
    unknownPages.add(path);
    log.warn(
      { event: "server.page-without-hashes", path },
      "server.mjs: a prerendered page has no recorded script hashes; its scripts will not run",
    );
  },
});

/** While draining, every answer lets its connection go, whenever its request began. */
class ClinicResponse extends SecuredResponse {
  writeHead(...args) {
    if (shutdown.draining) this.setHeader("Connection", "close");
    return super.writeHead(...args);
  }
}

/** One line for a request server.mjs answers itself; no stack, nothing the client sent but its method. */
function refuse(res, { status, reason, message, headers = {} }, id) {
  log.warn(
    { event: "server.request-refused", requestId: id, status, reason, method: res.req.method },
    `server.mjs: answered ${status} (${reason}) before the app`,
  );
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(message);
}

/**
 * Whether a page's scripts start after its first paint, as the prerendered pages' do (decision
 * 086): every visitor's page; not the clinic's inbox, whose staff want its controls at once and
 * whose speed no target measures.
 */
const visitorsPage = (req) => !/^\/inbox(?:\/|$|\?)/.test(req.url ?? "");

let handle = undefined;
const compress = compressResponses({ bodies: new CompressedBodies({ dir: brotliDir(import.meta.dirname) }) });
const server = createServer({ ServerResponse: ClinicResponse }, async (req, res) => {
  const id = randomUUID();
  req.headers[peerAddressHeader] = req.socket.remoteAddress ?? "";
  req.headers[requestIdHeader] = id;
  res.setHeader("X-Request-Id", id);
  const target = screenTarget(req.method, req.url);
  if (target) return refuse(res, target, id);
  const path = req.url.split("?")[0];
  const refused = screenMethod(req.method, path) ?? screenSite(req.method, req.headers);
  if (refused) return refuse(res, refused, id);
  // A page may be rendered for this request: it gets a nonce (the framework's files never are).
  if (!path.startsWith(`/${frameworkFiles}`)) res.scriptNonce = giveNonce(req);
  let request = req;
  if (isPossibleServerAction(req.method, path, req.headers)) {
    const screened = await screenServerAction(req).catch(() => ({
      refused: { status: 400, reason: "action-body-unreadable", message: "Bad request.\n" },
    }));
    if (screened.refused) return refuse(res, screened.refused, id);
    request = replayRequest(req, screened.body);
  }
  compress(request, res, () => {
    wholeNotFound(request, res, notFoundDocuments);
    limitedPageStatus(request, res);
    formStatus(request, res);
    firstPaintPage(res, { cssOf: stylesheets, deferScripts: visitorsPage });
    regeneratedPage(res, { cssOf: stylesheets, recorded: (path) => pageScripts.pages.get(path) });
    return handle(request, res).catch((error) => {
      log.error({ err: error, event: "server.request-failed", requestId: id }, "request failed outside the app");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    });
  });
});

// CONNECT asks for a tunnel: Node hands it to a 'connect' listener, not to the request handler,
// and without one closes the connection unanswered. It is a method nobody here serves (decision 064).
server.on("connect", (req, socket) => {
  log.warn(
    { event: "server.request-refused", status: 405, reason: "method", method: req.method },
    "server.mjs: answered 405 (method) before the app",
  );
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
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
shutdown.address = { host: address.address, port: address.port };
shutdown.listening = true;
for (const start of shutdown.startWork) start();

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (!shutdown.listening) {
    // Still loading: nothing is served and no background work has started (it waits for the listener).
    log.info({ event: "server.stopped", signal }, `server.mjs: ${signal} before the server was listening`);
    process.exit(0);
  }
  shutdown.draining = true;
  const started = Date.now();
  const timeoutMs = shutdown.timeoutMs ?? 25_000;
  log.info(
    { event: "server.stopping", signal, timeoutMs },
    `server.mjs: ${signal}: finishing requests and deliveries in flight`,
  );
  const giveUp = setTimeout(() => {
    log.error(
      { event: "server.stop-timeout", timeoutMs },
      "server.mjs: could not finish in time; exiting with work unfinished",
    );
    server.closeAllConnections();
    process.exit(1);
  }, timeoutMs);
  const run = (callbacks) =>
    Promise.all(
      [...callbacks].map((callback) =>
        callback().catch((error) =>
          log.error({ err: error, event: "server.stop-step-failed" }, "server.mjs: a shutdown step failed"),
        ),
      ),
    );
  // Stop listening, but not the way http.Server#close does it, which also closes every idle
  // keep-alive connection at once: a client that has just sent a request on one gets a reset.
  // A request on an open connection is answered with Connection: close; an idle one ends when
  // its keep-alive time (announced in every answer) runs out.
  const closed = server.listening
    ? new Promise((resolve) => NetServer.prototype.close.call(server, resolve))
    : Promise.resolve();
  await Promise.all([closed, run(shutdown.stopWork)]);
  await app
    .close()
    .catch((error) => log.error({ err: error, event: "server.stop-step-failed" }, "server.mjs: closing Next failed"));
  await run(shutdown.release);
  clearTimeout(giveUp);
  log.info({ event: "server.stopped", ms: Date.now() - started }, "server.mjs: stopped cleanly");
  process.exit(0);
}
