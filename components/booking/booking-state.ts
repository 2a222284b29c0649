import type { FieldErrors } from "@/lib/leads/client";

/** A nearest free time offered after a race was lost, in words on the visitor's clock. */
type OfferedTime = { startsAt: string; label: string };

/**
 * What the booking form's action answers when it does not move on to the confirmation (which it
 * does by redirecting): the messages, the nearest free times when the chosen one was taken, and
 * everything the visitor typed, so nothing is lost.
 */
export type BookingFormState =
  | { status: "idle" }
  | {
      status: "error";
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      message?: string;
      nearest?: OfferedTime[];
    };

export const idleBooking: BookingFormState = { status: "idle" };
