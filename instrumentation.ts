/**
 * Next calls register() once per server process (next start and next dev), before it
 * serves requests. It checks the configuration, so a bad environment variable stops the
 * server with its name instead of surfacing on the first lead, and it starts the lead
 * outbox worker, so leads stored by any instance reach the spreadsheet and the clinic's
 * inbox even when no request is being handled. It also tells server.mjs what to finish and
 * close on SIGTERM (lib/shutdown.ts).
 */
export async function register() {
  // These two are the framework's own, not the operator's (lib/config.ts holds those): Next
  // replaces NEXT_RUNTIME while bundling, which keeps the Node-only code below out of other runtimes.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Next skips register() while building, but say so here too: a build must never send leads.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_PHASE === "phase-production-build") return;

  const { config } = await import("./lib/config");
  const { log } = await import("./lib/log");
  const { onShutdown } = await import("./lib/shutdown");
  const { servedByClinicServer, shutdownRegistry } = await import("./lib/server-shared.mjs");
  const { closeLeadStore } = await import("./lib/leads/store");

  shutdownRegistry().timeoutMs = config().shutdownTimeoutMs;
  onShutdown("release", closeLeadStore);
  if (!servedByClinicServer()) {
    log().warn(
      { event: "server.unprotected" },
      "not started by server.mjs (npm start): visitor addresses come from X-Forwarded-For, which any client can write, and SIGTERM does not wait for deliveries in flight",
    );
  }

  if (!config().delivery.worker) return;
  try {
    const { startOutboxWorker } = await import("./lib/leads/outbox/start");
    const worker = startOutboxWorker();
    // On SIGTERM: claim nothing more, finish what is in flight, so a restart sends nothing twice.
    onShutdown("stopWork", () => worker.stop());
  } catch (error) {
    // Leads are still stored and stay queued; the site must keep taking them.
    log().error({ err: error, event: "outbox.start-failed" }, "outbox: the delivery worker did not start");
  }
  try {
    // The morning digest and the retention erasure (docs/decisions/037, 039), when configured.
    const { startDeskWorker } = await import("./lib/leads/desk/start");
    const desk = startDeskWorker();
    onShutdown("stopWork", () => desk.stop());
  } catch (error) {
    log().error({ err: error, event: "desk.start-failed" }, "desk: the digest and retention worker did not start");
  }
}
