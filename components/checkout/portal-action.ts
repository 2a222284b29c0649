"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { log } from "@/lib/log";
import { formDataOf } from "@/lib/net/action-arguments";
import {
  checkoutOwnerCookie,
  isCheckoutOwner,
  sessionIdPattern,
  paymentStore,
  createPortalSession,
  stripe,
} from "@/lib/payments";

/**
 * "Manage my plan" on the success page: Stripe's Customer Portal for the customer of the paid order
 * this Checkout Session made, asked only from the browser that made the checkout (its
 * checkout_owner cookie, lib/payments/owner.ts) and only while the plan runs: the session's id
 * alone opens nothing. Anything else goes back to the page, which says what it knows; never an
 * error page.
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
    const owner = await isCheckoutOwner(
      (await database()).kysely,
      sessionId,
      (await cookies()).get(checkoutOwnerCookie)?.value,
    );
    const store = await paymentStore();
    const order = owner ? await store.orderBySession(sessionId) : null;
    const plan = order?.subscriptionId ? await store.subscription(order.subscriptionId) : null;
    if (order?.customerId && plan && plan.status !== "cancelled")
      portal = await createPortalSession(client, order.customerId, `${config().site.url}${back}`);
  } catch (error) {
    log().error(
      { err: error, event: "payments.portal-failed" },
      "Stripe's Customer Portal was not opened; the visitor is sent back",
    );
  }
  redirect(portal ?? `${back}&portal=unavailable`);
}
