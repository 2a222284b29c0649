import "server-only";
import { log } from "@/lib/log";
import { paymentStore } from "./store";

/**
 * What the booking picker says above its times when it is opened from a paid intro plan (the
 * success page's and the purchase e-mail's "Choose my consultation time", which carry the order):
 * the visitor has just paid and should see that this is the consultation they paid for, or, when
 * that consultation is already booked, where to find it. Nothing for an order that is not a paid
 * intro plan, or when the store cannot be read: the picker works as for anyone.
 */
export type IntroOrderNote = { plan: string; booked: boolean };

export async function introOrderNote(orderId: string): Promise<IntroOrderNote | undefined> {
  try {
    const order = await (await paymentStore()).order(orderId);
    const intro = order?.lines.find((line) => line.period === "one-time");
    if (!order || !intro || (order.status !== "paid" && order.status !== "partly_refunded")) return undefined;
    return { plan: intro.name, booked: order.booking !== null };
  } catch (error) {
    log().warn(
      { err: error, event: "payments.intro-order-unread", orderId },
      "intro order not read; the picker shows no note",
    );
    return undefined;
  }
}
