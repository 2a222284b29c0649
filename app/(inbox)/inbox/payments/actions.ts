"use server";

import { revalidatePath } from "next/cache";
import { notFound, redirect } from "next/navigation";
import { database } from "@/lib/db";
import { idPatterns, inputOf } from "@/lib/input";
import { leadStore } from "@/lib/leads";
import { log } from "@/lib/log";
import { formDataOf } from "@/lib/net/action-arguments";
import { cancelPlan, refundNoncePattern, requestRefund, paymentStore, stripe } from "@/lib/payments";
import { can } from "@/lib/staff";
import { actor, requirePermission } from "../session";
import { paymentsPath } from "./query";

const subscriptionId = /^sub_[A-Za-z0-9_]{1,200}$/;

/** The lead's history, as the refund and the cancellation write to it; the audit row is theirs (payment.refunded, plan.cancelled). */
const history = async (leadId: string, note: string, by: { staffId: string | null; staffName: string }) =>
  (await leadStore()).addNote(leadId, note, new Date(), by, { audited: true });

/**
 * Refunds an order in full or in part through Stripe (lib/payments/refund.ts), as a plain form
 * post like the inbox's other actions: the session is checked here, bad input goes back to the
 * order with a message beside the field and what was typed, and a forged call does nothing
 * (or, holding a NUL, answers 404: lib/input). The form's nonce makes a double submit one refund.
 * A full refund of a plan still billing says whether the plan is cancelled too; that needs the
 * right to cancel plans as well.
 */
export async function refundOrder(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "refundOrder");
  if (!formData) return;
  const staff = await requirePermission("payments.refund", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("order", idPatterns.uuid);
  const typed = { amount: form.text("amount", 40), reason: form.text("reason", 1000) };
  const nonce = form.match("nonce", refundNoncePattern) ?? "";
  const choice = form.text("plan", 20);
  const client = stripe();
  if (!client) redirect(paymentsPath({ error: "off" }));
  const store = await paymentStore();
  const order = id ? await store.order(id) : null;
  const subscription = order?.subscriptionId ? await store.subscription(order.subscriptionId) : null;
  const db = await database();
  const outcome = await requestRefund(
    { order, amount: typed.amount, reason: typed.reason, nonce, by: actor(staff), plan: { subscription, choice } },
    { stripe: client, db, addToHistory: history },
  );
  log().info(
    { event: "payments.refund", orderId: id, staffId: staff.id, outcome: outcome.status },
    `refund ${outcome.status}`,
  );
  if (outcome.status === "requested") {
    let cancelled = "";
    // A form posted again made no new refund, and asks for no new cancellation either.
    if ((choice === "now" || choice === "period_end") && !outcome.again && can(staff, "plans.cancel")) {
      const cancel = await cancelPlan(
        { subscription, when: choice, nonce, by: actor(staff), orderId: order!.id },
        { stripe: client, db, addToHistory: history },
      );
      log().info(
        { event: "payments.cancel-plan", subscription: subscription?.id, staffId: staff.id, outcome: cancel.status },
        `plan cancellation ${cancel.status}`,
      );
      cancelled = cancel.status === "requested" ? choice : "refused";
    }
    revalidatePath("/inbox/payments");
    redirect(
      paymentsPath(
        { refunded: id!, cents: String(outcome.cents), ...(cancelled ? { cancelled } : {}) },
        id ?? undefined,
      ),
    );
  }
  if (outcome.status === "refused")
    redirect(
      paymentsPath({ order: id, error: "refused", message: outcome.message.slice(0, 300), ...typed, plan: choice }, id),
    );
  redirect(paymentsPath({ order: id, error: outcome.field, message: outcome.message, ...typed, plan: choice }, id));
}

/**
 * Cancels a plan through Stripe, now or at the end of its paid period (lib/payments/cancel.ts);
 * owner only, audited. The plan shows the cancellation once Stripe's event comes back.
 */
export async function cancelSubscription(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "cancelSubscription");
  if (!formData) return;
  const staff = await requirePermission("plans.cancel", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("subscription", subscriptionId);
  const when = form.text("when", 20);
  const nonce = form.match("nonce", refundNoncePattern) ?? "";
  const client = stripe();
  if (!client) redirect(paymentsPath({ error: "off" }));
  const subscription = id ? await (await paymentStore()).subscription(id) : null;
  const outcome = await cancelPlan(
    { subscription, when, nonce, by: actor(staff) },
    { stripe: client, db: await database(), addToHistory: history },
  );
  log().info(
    { event: "payments.cancel-plan", subscription: id, staffId: staff.id, outcome: outcome.status },
    `plan cancellation ${outcome.status}`,
  );
  const anchor = id ? `subscription-${id}` : undefined;
  if (outcome.status === "requested") {
    revalidatePath("/inbox/payments");
    redirect(paymentsPath({ cancelled: outcome.when }) + (anchor ? `#${anchor}` : ""));
  }
  redirect(
    paymentsPath({
      subscription: id ?? "",
      error: outcome.status === "refused" ? "cancel-refused" : "cancel",
      message: outcome.message.slice(0, 300),
    }) + (anchor ? `#${anchor}` : ""),
  );
}
