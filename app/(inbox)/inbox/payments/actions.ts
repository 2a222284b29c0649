"use server";

import { revalidatePath } from "next/cache";
import { notFound, redirect } from "next/navigation";
import { idPatterns, inputOf } from "@/lib/input";
import { leadStore } from "@/lib/leads/store";
import { log } from "@/lib/log";
import { formDataOf } from "@/lib/net/action-arguments";
import { requestRefund } from "@/lib/payments/refund";
import { paymentStore } from "@/lib/payments/store";
import { stripe } from "@/lib/payments/stripe";
import { actor, requirePermission } from "../session";
import { paymentsPath } from "./query";

/**
 * Refunds an order in full or in part through Stripe (lib/payments/refund.ts), as a plain form
 * post like the inbox's other actions: the session is checked here, bad input goes back to the
 * order with a message beside the field and what was typed, and a forged call does nothing
 * (or, holding a NUL, answers 404: lib/input).
 */
export async function refundOrder(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "refundOrder");
  if (!formData) return;
  const staff = await requirePermission("payments.refund", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("order", idPatterns.uuid);
  const typed = { amount: form.text("amount", 40), reason: form.text("reason", 1000) };
  const client = stripe();
  if (!client) redirect(paymentsPath({ error: "off" }));
  const order = id ? await (await paymentStore()).order(id) : null;
  const outcome = await requestRefund(
    { order, amount: typed.amount, reason: typed.reason, by: actor(staff) },
    {
      stripe: client,
      addToHistory: async (leadId, note, by) => (await leadStore()).addNote(leadId, note, new Date(), by),
    },
  );
  log().info(
    { event: "payments.refund", orderId: id, staffId: staff.id, outcome: outcome.status },
    `refund ${outcome.status}`,
  );
  if (outcome.status === "requested") {
    revalidatePath("/inbox/payments");
    redirect(paymentsPath({ refunded: id, cents: String(outcome.cents), currency: order!.amount.currency }, id));
  }
  if (outcome.status === "refused")
    redirect(paymentsPath({ order: id, error: "refused", message: outcome.message.slice(0, 300), ...typed }, id));
  redirect(paymentsPath({ order: id, error: outcome.field, message: outcome.message, ...typed }, id));
}
