import "server-only";
import type Stripe from "stripe";
import type { PaymentStore, StoredOrder } from "./store";

/**
 * What the success page may say about a Checkout Session (docs/payments.md). Anyone can open
 * `/checkout/success?session_id=…` with any id, so the page says "paid" only when the store holds
 * an order paid by Stripe's word: its signed webhook, or its own API answering for the session,
 * asked on the server here and applied by the same processing as the webhook's (`fulfil`), so a
 * lost webhook still makes the order. Stripe's session also tells a payment still under way from
 * a checkout never finished. Who may see the order's details is the page's concern (owner.ts).
 */
export type Confirmation =
  | { kind: "paid"; order: StoredOrder; intro: boolean; monthly: boolean; portal: boolean }
  | { kind: "refunded"; order: StoredOrder }
  | { kind: "failed" }
  | { kind: "confirming" }
  | { kind: "not-completed"; planIds: string[] }
  | { kind: "unknown" }
  /** Only for a browser that did not make the checkout: a payment was received, nothing more. */
  | { kind: "received" };

/** Stripe's Checkout Session ids: `cs_test_…` or `cs_live_…` and letters and digits. */
export const sessionIdPattern = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

type Store = Pick<PaymentStore, "orderBySession" | "subscription">;

export type ConfirmationDeps = {
  store: () => Promise<Store>;
  stripe: () => Stripe | undefined;
  /** Applies a session Stripe answered for (lib/payments/process.ts, applyCheckoutSession). */
  fulfil?: (session: Stripe.Checkout.Session) => Promise<unknown>;
};

async function settled(store: Store, order: StoredOrder | null): Promise<Confirmation | undefined> {
  if (order?.status === "paid" || order?.status === "partly_refunded") {
    const monthly = order.lines.some((line) => line.period === "month");
    const subscription = order.subscriptionId ? await store.subscription(order.subscriptionId) : null;
    return {
      kind: "paid",
      order,
      intro: order.lines.some((line) => line.period === "one-time"),
      monthly,
      // Stripe's portal is for changing a running plan: none once it is cancelled.
      portal: monthly && Boolean(order.customerId) && subscription?.status !== "cancelled",
    };
  }
  if (order?.status === "refunded") return { kind: "refunded", order };
  if (order?.status === "failed") return { kind: "failed" };
  return undefined;
}

export async function confirmationFor(sessionId: unknown, deps: ConfirmationDeps): Promise<Confirmation> {
  if (typeof sessionId !== "string" || !sessionIdPattern.test(sessionId)) return { kind: "unknown" };
  const store = await deps.store();
  const order = await store.orderBySession(sessionId);
  const known = await settled(store, order);
  if (known) return known;
  const client = deps.stripe();
  if (!client) return order ? { kind: "confirming" } : { kind: "unknown" };
  let session: Stripe.Checkout.Session;
  try {
    session = await client.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    // No such session: an address typed or altered by hand.
    if ((error as { statusCode?: number }).statusCode === 404) return { kind: "unknown" };
    // Stripe unreachable: what the visitor paid is not known here yet; the webhook or the sweep will tell.
    return { kind: "confirming" };
  }
  if (session.status !== "complete")
    return { kind: "not-completed", planIds: (session.metadata?.plans ?? "").split(",").filter(Boolean) };
  if (!deps.fulfil) return { kind: "confirming" };
  try {
    await deps.fulfil(session);
  } catch {
    // The store refused it for now: the webhook or the sweep applies it, and the page says "being confirmed".
    return { kind: "confirming" };
  }
  return (await settled(store, await store.orderBySession(sessionId))) ?? { kind: "confirming" };
}
