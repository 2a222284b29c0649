import type { z } from "zod";
import { bookingCancelled, bookingConfirmed, bookingReminder, bookingRescheduled } from "./booking";
import { digest, leadNew } from "./lead";
import { patientLink } from "./patient";
import { privacyRequest } from "./privacy";
import { purchase } from "./purchase";
import { bookingReply } from "./reply";
import { staffInvitation, staffPasswordReset } from "./staff";

/**
 * Every message the site sends, by kind (docs/messages.md): its data's schema, whom it is for, its
 * channels and its templates. A new kind is one entry here (and, if its words are made when it is
 * sent, its preparer in lib/workers.ts); nothing else in lib/messages changes.
 */
export const kinds = {
  "lead-new": leadNew,
  digest,
  "privacy-request": privacyRequest,
  "booking-confirmed": bookingConfirmed,
  "booking-rescheduled": bookingRescheduled,
  "booking-cancelled": bookingCancelled,
  "booking-reminder": bookingReminder,
  "booking-reply": bookingReply,
  purchase,
  "staff-invitation": staffInvitation,
  "staff-password-reset": staffPasswordReset,
  "patient-link": patientLink,
};

type Kinds = typeof kinds;
export type KindName = keyof Kinds;
export type DataOf<K extends KindName> = z.input<Kinds[K]["data"]>;
export type PropsOf<K extends KindName> = z.output<Kinds[K]["props"]>;
export type PreparedKind = { [K in KindName]: Kinds[K]["prepared"] extends true ? K : never }[KindName];
