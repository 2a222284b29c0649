import type { ConsultationType } from "./types";

/**
 * The consultation types a new store starts with; staff may rename, retime or retire them in
 * the database afterwards (consultation_types), and these never overwrite that.
 *
 * The specification (section 9) gives ranges: the initial consultation 45-60 minutes and the
 * follow-up 20-30. A booking holds the upper end of each, so a consultation that runs its full
 * length never eats into the next visitor's time; a doctor who finishes early loses nothing.
 * The free first call is the product's short introduction (docs/booking.md).
 */
export const defaultConsultationTypes: readonly ConsultationType[] = [
  { id: "free-first-call", name: "Free first call", minutes: 20 },
  { id: "initial-consultation", name: "Initial consultation", minutes: 60 },
  { id: "follow-up", name: "Follow-up consultation", minutes: 30 },
  // The intro plan's consultation (content/plans.ts): paid for at the checkout, booked with its order's link.
  { id: "intro-consultation", name: "Intro plan consultation", minutes: 30, byOrder: true },
];
