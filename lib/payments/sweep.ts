import "server-only";
import type Stripe from "stripe";
import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { applyCheckoutSession, applyPaidInvoice } from "./process";

/** The graphile-worker task of the sweep and its crontab line (lib/workers.ts): every 15 minutes, once across instances. */
export const paymentSweepTask = "payment-sweep";
export const paymentSweepCrontab = `*/15 * * * * ${paymentSweepTask}`;

/** How far back each sweep looks: a day, so a sweep missed for hours (a deploy, the store down) is made good by the next. */
const sweepWindowMs = 24 * 3600_000;

type SweepClient = Pick<Stripe, "checkout" | "invoices" | "invoicePayments">;

export type SweepResult = { sessions: number; invoices: number; failed: number };

/**
 * Applies what Stripe has and no event brought (docs/payments.md, docs/decisions/098): the last
 * day's completed Checkout Sessions and paid invoices, as Stripe's own API lists them, each
 * through the same processing as its event (lib/payments/process.ts), so one already applied
 * changes nothing. Sessions go first, so a first invoice finds the order its checkout made. One
 * that fails is logged and left for the next sweep; it never stops the others.
 */
export async function sweepPayments(
  db: Pick<Database, "kysely" | "transaction" | "jobs">,
  client: SweepClient,
  now: Date = new Date(),
): Promise<SweepResult> {
  const since = Math.floor((now.getTime() - sweepWindowMs) / 1000);
  const result: SweepResult = { sessions: 0, invoices: 0, failed: 0 };
  for await (const session of client.checkout.sessions.list({
    created: { gte: since },
    status: "complete",
    limit: 100,
  })) {
    try {
      if ((await applyCheckoutSession(db, session, now, { stripe: () => client })) === "applied") result.sessions += 1;
    } catch (error) {
      result.failed += 1;
      log().warn(
        { err: error, event: "payments.sweep-failed", sessionId: session.id },
        "the sweep could not apply a session",
      );
    }
  }
  for await (const invoice of client.invoices.list({ created: { gte: since }, status: "paid", limit: 100 })) {
    if (!invoice.parent?.subscription_details) continue;
    try {
      if ((await applyPaidInvoice(db, invoice, now, { stripe: () => client })) === "applied") result.invoices += 1;
    } catch (error) {
      result.failed += 1;
      log().warn(
        { err: error, event: "payments.sweep-failed", invoiceId: invoice.id },
        "the sweep could not apply an invoice",
      );
    }
  }
  if (result.sessions || result.invoices)
    log().warn(
      { event: "payments.sweep-applied", ...result },
      "the sweep applied payments no webhook event brought; check the webhook's health",
    );
  return result;
}
