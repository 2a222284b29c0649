import "server-only";
import { bookingService } from "@/lib/booking";
import { log } from "@/lib/log";

/**
 * The booking picker's address for the intro plan's 30-minute consultation, carrying the order
 * (`/book-consultation?type=…&order=…`): the type is the one of 30 minutes the clinic offers, found
 * by its length, so a renamed type still matches. The picker opens on its own first type when
 * there is none, or when the store cannot be read. The success page's link and the purchase
 * e-mail's (lib/payments/purchase-mail.ts, given this by lib/workers.ts) are this one.
 */
export async function introConsultationHref(orderId: string): Promise<string> {
  const query = new URLSearchParams();
  try {
    const type = (await (await bookingService()).types()).find((t) => t.minutes === 30);
    if (type) query.set("type", type.id);
  } catch (error) {
    log().warn(
      { err: error, event: "payments.consultation-type-unread" },
      "consultation types not read; the booking link names no type",
    );
  }
  query.set("order", orderId);
  return `/book-consultation?${query}`;
}
