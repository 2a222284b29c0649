import "server-only";
import type { Database } from "@/lib/db";
import { formatMoney, type Money } from "@/lib/money";
import { issuePlanLink, planLinkPath } from "./plan-links";
import { openPaymentStore, type StoredOrder } from "./store";

/**
 * The buyer's purchase e-mail (docs/payments.md, decision 084): what was bought, for how much,
 * what happens next, and for a subscription the link to the page that opens Stripe's Customer
 * Portal. It goes the way the booking's e-mails go: a row of the lead outbox (target "visitor",
 * message `purchase:<order id>`) queued in the transaction that makes the order paid
 * (lib/payments/process.ts), sent by the outbox's job over the clinic's SMTP settings, worded
 * when it is sent (lib/workers.ts gives the visitor mailer this module's `prepare`).
 */
const prefix = "purchase:";

/** The outbox's message for an order's purchase e-mail: one per order, however often its event comes. */
export const purchaseMessage = (orderId: string) => `${prefix}${orderId}`;

/** The order a message is about, or undefined for another domain's message (a booking's). */
export const purchaseOrderId = (message: string) =>
  message.startsWith(prefix) ? message.slice(prefix.length) : undefined;

export type PurchaseEmail = { to: { name: string; address: string }; subject: string; text: string };

export type Clinic = { name: string; url: string; email: string; phone: string };

const periodText = (line: StoredOrder["lines"][number]) =>
  `${formatMoney({ cents: line.cents, currency: line.currency as Money["currency"] })} ${line.period === "month" ? "each month until you cancel it" : "once"}`;

/** "$368.00 USD": the amount as charged, with its currency named, from the stored order. */
const charged = (amount: Money) => `${formatMoney(amount)} ${amount.currency}`;

/**
 * The e-mail's words for a paid order. `consultationUrl` is the booking picker's address for the
 * intro plan's consultation (the success page's link); `planUrl` the page with the Customer
 * Portal's button, for an order with a subscription.
 */
export function purchaseEmail(
  order: StoredOrder,
  buyer: { name: string; email: string },
  { clinic, consultationUrl, planUrl }: { clinic: Clinic; consultationUrl?: string; planUrl?: string },
): PurchaseEmail {
  const intro = order.lines.some((line) => line.period === "one-time");
  const monthly = order.lines.some((line) => line.period === "month");
  const names = order.lines.map((line) => line.name).join(" and ");
  const next: string[] = [];
  if (intro) {
    next.push(
      "Your intro plan starts with a 30-minute consultation with one of our doctors. Choose its time here:",
      consultationUrl ?? `${clinic.url}/book-consultation`,
      "Your 4-week diet plan follows the consultation.",
      "",
    );
  }
  if (monthly) {
    next.push(
      "The clinic's team contacts you within 24 hours to arrange your first consultation. Before your first herbal kit is sent, we e-mail you to ask for an identity document, as our shipping policy explains:",
      `${clinic.url}/shipping`,
      "The kit is dispatched within 2-3 working days of receiving it.",
      "",
      ...(planUrl
        ? [
            "Your plan renews each month until you cancel it. To change your card or cancel your plan, open this page and press its button, which takes you to Stripe's page for your plan:",
            planUrl,
            "",
          ]
        : []),
    );
  }
  const text = [
    `Dear ${buyer.name},`,
    "",
    `Thank you: we have received your payment of ${charged(order.amount)} for ${names}.`,
    "",
    ...order.lines.map((line) => `- ${line.name}: ${periodText(line)}`),
    "",
    "What happens next",
    "",
    ...next,
    `Questions about your order? Reply to this e-mail, or write to ${clinic.email} or call ${clinic.phone}.`,
    "",
    clinic.name,
    `${clinic.phone} · ${clinic.email}`,
    clinic.url,
    "",
  ].join("\n");
  return {
    to: { name: buyer.name, address: buyer.email },
    subject: `Payment received: ${names}, ${formatMoney(order.amount)}`,
    text,
  };
}

export type PurchaseMailDeps = {
  db: Pick<Database, "kysely" | "transaction">;
  clinic: Clinic;
  /** The booking picker's path for the intro plan's consultation, tied to the order (lib/intro-consultation.ts). */
  consultationPath: (orderId: string) => Promise<string>;
  now?: () => Date;
};

/**
 * The outbox's `prepare` for a purchase e-mail: null (nothing sent) when the message is not one,
 * the order is unknown, no longer paid (refunded in full, for example), or its lead is gone. The
 * plan link is issued here, when the e-mail is worded, and replaces any earlier one of the order.
 */
export function purchaseMailer({ db, clinic, consultationPath, now = () => new Date() }: PurchaseMailDeps) {
  const store = openPaymentStore(db);
  return async (leadId: string, message: string): Promise<PurchaseEmail | null> => {
    const orderId = purchaseOrderId(message);
    if (!orderId) return null;
    const order = await store.order(orderId);
    if (!order || order.leadId !== leadId || (order.status !== "paid" && order.status !== "partly_refunded"))
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
      ? `${clinic.url}${planLinkPath(await issuePlanLink(db, order.id, now()))}`
      : undefined;
    return purchaseEmail(order, buyer, { clinic, consultationUrl, planUrl });
  };
}
