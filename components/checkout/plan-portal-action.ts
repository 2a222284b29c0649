"use server";

import { redirect } from "next/navigation";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { formDataOf } from "@/lib/net/action-arguments";
import { openPlanLink, planLinkPath, createPortalSession, stripe } from "@/lib/payments";

/**
 * The plan page's button (`/my-plan/<token>`, the purchase e-mail's link): a fresh session of
 * Stripe's Customer Portal for the plan's customer, answered with a 303 to it (a redirect from a
 * form post; with JavaScript, a full navigation). A portal session's address expires within
 * minutes, which is why it is made here, when asked, and never mailed. A link that opens nothing
 * goes back to its page, which says so (404); Stripe failing goes back with a message.
 */
export async function openPlanPortal(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "openPlanPortal");
  if (!formData) return;
  const token = String(formData.get("token") ?? "");
  const page = planLinkPath(encodeURIComponent(token));
  const plan = await openPlanLink(token).catch((error: unknown) => {
    log().error(
      { err: error, event: "payments.plan-link-unread" },
      "a plan link could not be read; the visitor is sent back",
    );
    return undefined;
  });
  if (!plan) redirect(`${page}?portal=unavailable`);
  if (plan.status !== "found") redirect(page);
  const client = stripe();
  let portal: string | undefined;
  try {
    if (client) portal = await createPortalSession(client, plan.customerId, `${config().site.url}${page}`);
  } catch (error) {
    log().error(
      { err: error, event: "payments.portal-failed" },
      "Stripe's Customer Portal was not opened from a plan link; the visitor is sent back",
    );
  }
  redirect(portal ?? `${page}?portal=unavailable`);
}
