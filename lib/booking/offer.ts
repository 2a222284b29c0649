import "server-only";
import { isFormType, leadForm } from "@/lib/leads/client";
import { log } from "@/lib/log";
import { bookingService } from "./index";

/**
 * Whether a request just sent with this form is answered with the offer to pick a time now: a
 * consultation request, while booking is on. The answer carries it, so the offer needs no request
 * of its own and shows without JavaScript too. The lead is already stored: a store that cannot
 * say whether booking is on costs the offer, never the confirmation.
 */
export async function bookingOffered(formType: unknown): Promise<boolean> {
  if (!isFormType(formType) || !leadForm(formType).offersBooking) return false;
  try {
    return (await (await bookingService()).state()).on;
  } catch (error) {
    log().warn(
      { err: error, event: "booking.offer-state-failed" },
      "booking state unknown; the request's confirmation goes without the offer",
    );
    return false;
  }
}
