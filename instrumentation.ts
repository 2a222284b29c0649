import type { Instrumentation } from "next";

/**
 * Next calls register() once per server process (next start and next dev), before it
 * serves requests. It checks the configuration, so a bad environment variable stops the
 * server with its name instead of surfacing on the first lead, and it starts the job runner
 * (lib/workers.ts), so leads stored by any instance reach the spreadsheet and the clinic's
 * inbox even when no request is being handled. It opens the database (starting the embedded
 * store when DATABASE_URL is unset) and tells server.mjs what to finish and close on SIGTERM
 * (lib/shutdown.ts).
 */
export async function register() {
  // These two are the framework's own, not the operator's (lib/config.ts holds those): Next
  // replaces NEXT_RUNTIME while bundling, which keeps the Node-only code below out of other runtimes.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Next skips register() while building, but say so here too: a build must never send leads.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_PHASE === "phase-production-build") return;

  // A server, not a build: the pages read the clinic's facts from the store (lib/site/live.ts).
  const { singleton } = await import("./lib/singleton.mjs");
  singleton("site.serving", () => true);
  const { config } = await import("./lib/config");
  const { log } = await import("./lib/log");
  const { onShutdown, whenListening } = await import("./lib/shutdown");
  const { servedByClinicServer, shutdownRegistry } = await import("./lib/server-shared.mjs");
  const { closeDatabase, database, StoreRefusal } = await import("./lib/db");

  shutdownRegistry().timeoutMs = config().shutdownTimeoutMs;
  onShutdown("release", closeDatabase);
  try {
    // Opened now, not on the first lead: the embedded store starts with the server, and a store
    // the server must not use (an earlier release's SQLite file) stops it here, with the fix.
    await database();
  } catch (error) {
    if (error instanceof StoreRefusal) {
      log().fatal({ event: "store.refused" }, error.message);
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    // A database server that is down keeps the site up: leads are refused with 503 until it answers.
    log().error({ err: error, event: "store.unavailable" }, "database: not reachable at start; leads wait for it");
  }
  // A fresh install: the one-time code for the first owner's set-up goes to this log, never to a browser.
  try {
    const { announceOwnerSetUp } = await import("./lib/staff");
    await announceOwnerSetUp(await database(), (fields, message) => log().warn(fields, message), config().site.url);
  } catch (error) {
    log().error({ err: error, event: "inbox.owner-set-up-unavailable" }, "inbox: could not check for a first owner");
  }
  if (!servedByClinicServer()) {
    log().warn(
      { event: "server.unprotected" },
      "not started by server.mjs (npm start): visitor addresses come from X-Forwarded-For, which any client can write, SIGTERM does not wait for deliveries in flight, and pages get no script policy of their own",
    );
  }
  const { siteUrlMismatch } = await import("./lib/built-site-url");
  const mismatch = siteUrlMismatch(config().site.url);
  if (mismatch) {
    log().warn(
      { event: "server.site-url-mismatch", built: mismatch.built, configured: mismatch.configured },
      `SITE_URL is ${mismatch.configured}, but this build was made with ${mismatch.built}: the prerendered pages' canonical links, the sitemap, robots.txt and the share cards name the build's. Build again with this SITE_URL.`,
    );
  }

  // The policy pages are prerendered: their payment wording is the build's (lib/built-payments.ts, decision 085).
  const { paymentsMismatch, paymentsMismatchText } = await import("./lib/built-payments");
  const payments = paymentsMismatch(Boolean(config().payments));
  if (payments) {
    const text = paymentsMismatchText(payments);
    // Real money taken under policies that say none is: the server refuses to start. A test-mode key
    // (no real charge) or payments off is reported, loudly, and served.
    if (payments.running && /^(sk|rk)_live_/.test(config().payments?.secretKey ?? "")) {
      log().fatal({ event: "server.payments-build-mismatch", ...payments }, text);
      console.error(`\nThe server does not start: ${text}\n`);
      process.exit(1);
    }
    log().error({ event: "server.payments-build-mismatch", ...payments }, text);
    console.error(`\n${text}\n`);
  }

  // The pages that show the clinic's facts (lib/site): brought up to date with this store once the
  // server listens (the build's, or an earlier run's cache, may be older), and on a shared
  // PostgreSQL revalidated on every instance when any one of them saves.
  whenListening(async () => {
    const { listenForSiteChanges, revalidateHere, allSiteTags } = await import("./lib/site");
    const address = shutdownRegistry().address;
    if (!address) return;
    await revalidateHere(address, allSiteTags, log());
    const { databaseUrl } = config().store;
    if (databaseUrl) onShutdown("stopWork", listenForSiteChanges(databaseUrl, address, log()));
  });

  if (!config().delivery.worker) return;
  // The jobs (deliveries, reminders, notifications, the digest and retention): once server.mjs
  // listens, not while Next loads.
  whenListening(async () => {
    let runner: { stop(): Promise<void> } | undefined;
    let stopped = false;
    // On SIGTERM: take no new job, finish the running ones, so a restart sends nothing twice.
    onShutdown("stopWork", async () => {
      stopped = true;
      await runner?.stop();
    });
    try {
      const { startJobs } = await import("./lib/workers");
      runner = await startJobs();
      if (stopped) await runner.stop();
    } catch (error) {
      // Leads are still stored with their jobs, which wait; the site must keep taking them.
      log().error({ err: error, event: "jobs.start-failed" }, "jobs: the job runner did not start");
    }
  });
}

/**
 * Next calls this for every exception it catches in a page, a server action, a route handler or
 * the proxy (node_modules/next/dist/docs/01-app/03-api-reference/03-file-conventions/instrumentation.md):
 * each leaves one JSON line in the site's log, not only Next's plain text on stderr.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-properties -- the framework's own, as in register()
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/log");
  logRequestError(error, request, context);
};
