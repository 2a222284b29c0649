/**
 * Next calls register() once per server process (next start and next dev), before it
 * serves requests. The lead outbox worker starts here so leads stored by any instance reach
 * the spreadsheet and the clinic's inbox even when no request is being handled.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Next skips register() while building, but say so here too: a build must never send leads.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.LEAD_WORKER === "off") return;
  try {
    const { startOutboxWorker } = await import("./lib/leads/outbox/start");
    startOutboxWorker();
  } catch (error) {
    // Leads are still stored and stay queued; the site must keep taking them.
    console.error("outbox: the delivery worker did not start", error);
  }
}
