import "server-only";
import type { Database } from "@/lib/db";
import { formatMoney, type Money } from "@/lib/money";
import type { ClinicFacts, PropsOf } from "@/lib/messages";
import { issuePlanLink, planLinkPath } from "./plan-links";
import { openPaymentStore, type StoredOrder } from "./store";

/**
 * The buyer's purchase e-mail (docs/payments.md, decision 084): what was bought, for how much,
 * its order number, what happens next, and for a subscription the link to the page that opens
 * Stripe's Customer Portal. It is a message of lib/messages (kind purchase, its props a schema
 * there), queued in the transaction that makes the order paid (lib/payments/process.ts), worded
 * when it is sent by the preparer below (lib/workers.ts lends it).
 */

/** The message's key, one per order however often its event comes. */
export const purchaseMessageKey = (orderId: string) => `order:${orderId}`;

/** The number of an order stored before order numbers (migration 0020) were given: the start of its id, in capitals. */
const orderNumber = (orderId: string) => orderId.replace(/-/g, "").slice(0, 10).toUpperCase();

/** The order's number as the buyer quotes it and the desk finds it (decision 097); the id's start for an older order. */
export const orderNumberOf = (order: Pick<StoredOrder, "id" | "orderNumber">) =>
  order.orderNumber || orderNumber(order.id);

const periodText = (line: StoredOrder["lines"][number]) =>
  `${formatMoney({ cents: line.cents, currency: line.currency as Money["currency"] })} ${line.period === "month" ? "each month until you cancel it" : "once"}`;

/** "$368.00 USD": the amount as charged, with its currency named, from the stored order. */
const charged = (amount: Money) => `${formatMoney(amount)} ${amount.currency}`;

/**
 * The e-mail's props for a paid order. `consultationUrl` is the booking picker's address for the
 * intro plan's consultation (the success page's link); `planUrl` the page with the Customer
 * Portal's button, for an order with a subscription.
 */
export function purchaseNotice(
  order: StoredOrder,
  buyer: { name: string; email: string },
  {
    consultationUrl,
    planUrl,
    seller,
  }: { consultationUrl?: string; planUrl?: string; seller?: { name: string; address?: string } },
): PropsOf<"purchase"> {
  const intro = order.lines.some((line) => line.period === "one-time");
  const discount = order.lines.reduce((total, line) => total + (line.discountCents ?? 0), 0);
  return {
    to: { name: buyer.name, address: buyer.email },
    orderNumber: orderNumberOf(order),
    names: order.lines.map((line) => line.name).join(" and "),
    lines: [
      ...order.lines.map((line) => ({ name: line.name, price: periodText(line) })),
      // The $19 credit, as Stripe took it off this payment (its coupon's part of each line).
      ...(discount > 0
        ? [
            {
              name: "Credited on this payment",
              price: `−${formatMoney({ cents: discount, currency: order.amount.currency })}`,
            },
          ]
        : []),
    ],
    charged: charged(order.amount),
    amount: formatMoney(order.amount),
    consultationUrl: intro ? consultationUrl : undefined,
    monthly: order.lines.some((line) => line.period === "month"),
    planUrl,
    seller,
  };
}

export type PurchaseMailDeps = {
  db: Pick<Database, "kysely" | "transaction">;
  clinic: ClinicFacts;
  /** The booking picker's path for the intro plan's consultation, tied to the order (lib/intro-consultation.ts). */
  consultationPath: (orderId: string) => Promise<string>;
  /**
   * The seller the e-mail names: the clinic's name and full postal address as the desk holds them
   * (lib/site's stored contact facts), read when the e-mail is worded; no address until one is saved.
   */
  seller?: () => Promise<{ name: string; address?: string }>;
};

/**
 * The purchase e-mail's preparer for lib/messages: null (nothing sent) when the order is unknown,
 * no longer paid (refunded in full, for example), or its lead is gone. The plan link is issued
 * here, when the e-mail is worded, and replaces any earlier one of the order.
 */
export function purchasePreparer({ db, clinic, consultationPath, seller }: PurchaseMailDeps) {
  const store = openPaymentStore(db);
  return async ({ orderId }: { orderId: string }, { now, leadId }: { now: Date; leadId: string | null }) => {
    const order = await store.order(orderId);
    if (!order || !leadId || order.leadId !== leadId || (order.status !== "paid" && order.status !== "partly_refunded"))
      return null;
    const buyer = await db.kysely
      .selectFrom("leads")
      .select(["name", "email"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!buyer) return null;
    const intro = order.lines.some((line) => line.period === "one-time");
    const consultationUrl = intro ? `${clinic.url}${await consultationPath(order.id)}` : undefined;
    const planUrl = order.subscriptionId
      ? `${clinic.url}${planLinkPath(await issuePlanLink(db, order.id, now))}`
      : undefined;
    return purchaseNotice(order, buyer, { consultationUrl, planUrl, seller: await seller?.() });
  };
}
