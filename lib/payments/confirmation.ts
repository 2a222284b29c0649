import "server-only";
import type Stripe from "stripe";
import type { PaymentStore, StoredOrder } from "./store";

/**
 * What the success page may say about a Checkout Session (docs/payments.md). Anyone can open
 * `/checkout/success?session_id=…` with any id, so the page says "paid" only when the store holds
 * an order that Stripe's signed webhook reported paid. Before the webhook arrives, Stripe's own
 * session (asked on the server) tells a completed payment, still being confirmed, from a checkout
 * never finished.
 */
export type Confirmation =
  | { kind: "paid"; order: StoredOrder; intro: boolean; monthly: boolean }
  | { kind: "refunded"; order: StoredOrder }
  | { kind: "failed" }
  | { kind: "confirming" }
  | { kind: "not-completed"; planIds: string[] }
  | { kind: "unknown" };

/** Stripe's Checkout Session ids: `cs_test_…` or `cs_live_…` and letters and digits. */
const sessionIdPattern = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

export async function confirmationFor(
  sessionId: unknown,
  deps: { store: () => Promise<Pick<PaymentStore, "orderBySession">>; stripe: () => Stripe | undefined },
): Promise<Confirmation> {
  if (typeof sessionId !== "string" || !sessionIdPattern.test(sessionId)) return { kind: "unknown" };
  const order = await (await deps.store()).orderBySession(sessionId);
  if (order?.status === "paid" || order?.status === "partly_refunded") {
    return {
      kind: "paid",
      order,
      intro: order.lines.some((line) => line.period === "one-time"),
      monthly: order.lines.some((line) => line.period === "month"),
    };
  }
  if (order?.status === "refunded") return { kind: "refunded", order };
  if (order?.status === "failed") return { kind: "failed" };
  const client = deps.stripe();
  if (!client) return order ? { kind: "confirming" } : { kind: "unknown" };
  try {
    const session = await client.checkout.sessions.retrieve(sessionId);
    if (session.status === "complete") return { kind: "confirming" };
    return { kind: "not-completed", planIds: (session.metadata?.plans ?? "").split(",").filter(Boolean) };
  } catch (error) {
    // No such session: an address typed or altered by hand.
    if ((error as { statusCode?: number }).statusCode === 404) return { kind: "unknown" };
    // Stripe unreachable: what the visitor paid is not known here yet, and the webhook will tell.
    return { kind: "confirming" };
  }
}
