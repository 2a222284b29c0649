"use server";

import { redirect } from "next/navigation";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { formDataOf } from "@/lib/net/action-arguments";
import { paymentStore } from "@/lib/payments/store";
import { createPortalSession, stripe } from "@/lib/payments/stripe";

const sessionIdPattern = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/**
 * "Manage my plan" on the success page: Stripe's Customer Portal for the customer of the paid order
 * this Checkout Session made. The session's id is the key, as on the page itself: it is Stripe's
 * long random id, sent only to the visitor who paid. Anything else goes back to the page, which
 * says what it knows; never an error page.
 */
export async function openCustomerPortal(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "openCustomerPortal");
  if (!formData) return;
  const sessionId = String(formData.get("sessionId") ?? "");
  const back = `/checkout/success?session_id=${encodeURIComponent(sessionId)}`;
  const client = stripe();
  if (!client || !sessionIdPattern.test(sessionId)) redirect("/checkout/success");
  let portal: string | undefined;
  try {
    const order = await (await paymentStore()).orderBySession(sessionId);
    if (order?.customerId && order.subscriptionId)
      portal = await createPortalSession(client, order.customerId, `${config().site.url}${back}`);
  } catch (error) {
    log().error(
      { err: error, event: "payments.portal-failed" },
      "Stripe's Customer Portal was not opened; the visitor is sent back",
    );
  }
  redirect(portal ?? `${back}&portal=unavailable`);
}
