import { sql as leadsAndOutbox } from "./0001-leads-and-outbox";
import { sql as followUpDesk } from "./0002-follow-up-desk";
import { sql as limitWindows } from "./0003-limit-windows";
import { sql as empty } from "./0004-empty";
import { sql as bookingAvailability } from "./0005-booking-availability";
import { sql as bookings } from "./0006-bookings";
import { sql as leadConsent } from "./0007-lead-consent";
import { sql as privacyRequests } from "./0008-privacy-requests";

/**
 * Every migration, in order; the position is its number (the file's prefix), which a
 * database's schema_migrations records once it has run. A released migration never changes:
 * a change is a new file at the end (migrations.test.ts checks the numbering).
 */
export const migrations: readonly string[] = [
  leadsAndOutbox,
  followUpDesk,
  limitWindows,
  empty,
  bookingAvailability,
  bookings,
  leadConsent,
  privacyRequests,
];
