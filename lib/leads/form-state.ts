import type { FieldErrors } from "./forms/define";

/**
 * What a form's server action answers. Without JavaScript the page is rendered again with
 * it: the confirmation, or the errors with everything the visitor typed.
 */
export type LeadFormState =
  | { status: "idle" }
  /** `bookingOpen`: a consultation request sent while booking is on, so the confirmation offers to pick a time now. */
  | { status: "success"; id: string; bookingOpen: boolean }
  | { status: "error"; fieldErrors: FieldErrors; values: Record<string, string>; message?: string };

export const idleState: LeadFormState = { status: "idle" };
