import "server-only";
import { bookingService } from "@/lib/booking";
import { log } from "@/lib/log";
import { orderBookingToken, rebookTokenOf } from "@/lib/payments";

/**
 * The booking picker's address for the intro plan's consultation (`/book-consultation?type=…&order=…`):
 * the consultation type booked by order, and the order's booking link token, never its id
 * (decision 118). Booking and payments do not know each other; this joins them for the success
 * page, the purchase e-mail and a cancellation's e-mail (lib/workers.ts).
 */
async function pickerFor(token: string): Promise<string> {
  const query = new URLSearchParams();
  try {
    const type = (await (await bookingService()).types()).find((t) => t.byOrder);
    if (type) query.set("type", type.id);
  } catch (error) {
    log().warn(
      { err: error, event: "payments.consultation-type-unread" },
      "consultation types not read; the booking link names no type",
    );
  }
  query.set("order", token);
  return `/book-consultation?${query}`;
}

/** For a paid intro order: where its consultation is booked. The plain picker for any other order. */
export async function introConsultationHref(orderId: string): Promise<string> {
  const token = await orderBookingToken(orderId);
  return token ? pickerFor(token) : "/book-consultation";
}

/** For a cancelled consultation of a paid intro order, now free again: where another time is booked. */
export async function rebookHref(bookingId: string): Promise<string | undefined> {
  const token = await rebookTokenOf(bookingId);
  return token ? pickerFor(token) : undefined;
}
