import "server-only";
import { database, type Database } from "@/lib/db";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/link-tokens";
import { openPaymentStore, type StoredOrder } from "./store";

/**
 * The purchase e-mail's link to a subscription's plan page (`/my-plan/<token>`), whose button
 * opens Stripe's Customer Portal (decision 084). A portal session's own address expires within
 * minutes, so the e-mail cannot carry it; this link is ours and lasts while the plan does. Only
 * the token's hash is stored (migration 0013), and each e-mail's link replaces the earlier ones of
 * the order, so one link per order opens it.
 */
export const planLinkPath = (token: string) => `/my-plan/${token}`;

/** A new link for the order, replacing its earlier ones; the token is only in what is returned. */
export async function issuePlanLink(db: Pick<Database, "transaction">, orderId: string, at: Date): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.transaction(async (trx) => {
    await trx.deleteFrom("plan_links").where("order_id", "=", orderId).execute();
    await trx.insertInto("plan_links").values({ token_hash: hash, order_id: orderId, created_at: at }).execute();
  });
  return token;
}

/**
 * What a plan link opens: the order and its subscription's customer while the subscription is not
 * cancelled. A link never issued, replaced, or of a plan that has ended opens nothing ("not-valid":
 * the page says so, answered 404).
 */
export type PlanLink =
  { status: "found"; order: StoredOrder; customerId: string; subscriptionId: string } | { status: "not-valid" };

export async function planByLink(db: Pick<Database, "kysely">, token: unknown): Promise<PlanLink> {
  if (!looksLikeLinkToken(token)) return { status: "not-valid" };
  const link = await db.kysely
    .selectFrom("plan_links")
    .select("order_id")
    .where("token_hash", "=", hashLinkToken(token))
    .executeTakeFirst();
  const order = link ? await openPaymentStore(db).order(link.order_id) : null;
  if (!order?.subscriptionId || !order.customerId) return { status: "not-valid" };
  const subscription = await db.kysely
    .selectFrom("subscriptions")
    .select("status")
    .where("id", "=", order.subscriptionId)
    .executeTakeFirst();
  // Stripe's cancellation is final: nothing is left to change on the portal's plan.
  if (subscription?.status === "cancelled") return { status: "not-valid" };
  return { status: "found", order, customerId: order.customerId, subscriptionId: order.subscriptionId };
}

/** What a plan link opens on this process's one database. */
export async function openPlanLink(token: unknown): Promise<PlanLink> {
  return planByLink(await database(), token);
}
