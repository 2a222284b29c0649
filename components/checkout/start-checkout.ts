"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { submitLeadForm } from "@/components/forms/submit-lead-form";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import type { LeadFormState } from "@/lib/leads/client";
import { honeypotField } from "@/lib/leads/client";
import { log } from "@/lib/log";
import {
  orderFor,
  planIds,
  checkoutOwnerCookie,
  isOwnerToken,
  isSecureRequest,
  newOwnerToken,
  ownerCookieOptions,
  recordCheckoutOwner,
  createCheckoutSession,
  stripe,
} from "@/lib/payments";

/**
 * The checkout page's action (docs/payments.md), bound like every lead form's to its form type and
 * answering the same way, so it works before JavaScript and with it:
 *
 * 1. The visitor's details and plans are stored as a lead through the lead forms' own action,
 *    before anything else, so the clinic has the request whatever Stripe does.
 * 2. With payments on, Stripe is asked for a Checkout Session for the plans, named by that lead,
 *    and the visitor is sent to its payment page: a 303 to a form posted without JavaScript, a
 *    full navigation from the running page.
 * 3. With payments off, the stored 'Plan Checkout' request is the answer: the page says the clinic
 *    will send a payment link. When Stripe fails, the request is kept as well and the visitor is
 *    told so on /checkout/unavailable; never an error page.
 */
export async function startCheckout(_formType: unknown, previous: unknown, formData: unknown): Promise<LeadFormState> {
  const client = stripe();
  const state = await submitLeadForm(client ? "Plan Purchase" : "Plan Checkout", previous, formData);
  if (!client || state.status !== "success" || !(formData instanceof FormData)) return state;
  // A robot that filled the trap was told "sent" and nothing was kept: no payment page for it either.
  const trap = formData.get(honeypotField);
  if (typeof trap === "string" && trap !== "") return state;

  const ids = planIds(String(formData.get("items") ?? ""));
  const { order } = orderFor(ids);
  // The lead's own check refused unknown plans, so there is an order; this is for the type.
  if (!order) return state;
  let paymentPage: string;
  try {
    const session = await createCheckoutSession(
      client,
      { order, leadId: state.id, email: String(formData.get("email") ?? ""), siteUrl: config().site.url },
      // The store finds the buyer's intro order of the last 7 days: its $19 comes off the first month.
      { kysely: (await database()).kysely },
    );
    log().info(
      { event: "payments.checkout-session", leadId: state.id, sessionId: session.id, mode: order.mode },
      "checkout session created",
    );
    paymentPage = session.url;
    await ownedByThisBrowser(session.id);
  } catch (error) {
    log().error(
      { err: error, event: "payments.checkout-session-failed", leadId: state.id },
      "Stripe did not give a payment page; the request is kept and the visitor is told",
    );
    redirect(`/checkout/unavailable?plans=${ids.join(",")}`, RedirectType.push);
  }
  redirect(paymentPage, RedirectType.push);
}

/**
 * Marks the session as this browser's (lib/payments/owner.ts): the success page shows the order
 * only where the cookie's token is the session's. A browser keeps its token across checkouts.
 */
async function ownedByThisBrowser(sessionId: string) {
  try {
    const jar = await cookies();
    const held = jar.get(checkoutOwnerCookie)?.value;
    const token = isOwnerToken(held) ? held : newOwnerToken();
    await recordCheckoutOwner((await database()).kysely, sessionId, token);
    jar.set(checkoutOwnerCookie, token, ownerCookieOptions(isSecureRequest(await headers(), config().site.url)));
  } catch (error) {
    // The buyer still pays; the success page then shows them the neutral page, and the e-mail has the rest.
    log().error(
      { err: error, event: "payments.checkout-owner-failed", sessionId },
      "the checkout's browser was not recorded",
    );
  }
}
