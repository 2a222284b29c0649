import type { PoolClient } from "pg";
import type { Vault } from "@/lib/vault";
import { sql as leadsAndOutbox } from "./0001-leads-and-outbox";
import { sql as followUpDesk } from "./0002-follow-up-desk";
import { sql as limitWindows } from "./0003-limit-windows";
import { sql as bookingAvailability } from "./0005-booking-availability";
import { sql as bookings } from "./0006-bookings";
import { sql as leadConsent } from "./0007-lead-consent";
import { sql as privacyRequests } from "./0008-privacy-requests";
import { sql as payments } from "./0010-payments";
import { sql as webVitals } from "./0011-web-vitals";
import { sql as bookingVisitorClock } from "./0012-booking-visitor-clock";
import { sql as planLinksAndPaymentErasure } from "./0013-plan-links-and-payment-erasure";
import { sql as staffRolesAndAudit } from "./0014-staff-roles-and-audit";
import { sealExisting, sql as healthDetailsSealed } from "./0016-health-details-sealed";
import { sql as messages } from "./0018-messages";
import { sql as staffTwoFactorAndSessions } from "./0019-staff-two-factor-and-sessions";
import { sql as paymentsRoundTwo } from "./0020-payments-round-two";
import { sql as patientPage } from "./0022-patient-page";
import { sql as staffInvitations } from "./0023-staff-invitations";
import { sql as disputeEvidenceKeptOnErasure } from "./0024-dispute-evidence-kept-on-erasure";
import { sql as siteFacts } from "./0025-site-facts";
import { sql as leadStatusesChecked } from "./0030-lead-statuses-checked";
import { sql as introConsultation } from "./0031-intro-consultation";
import { sql as siteDoctorsAndPhotos } from "./0033-site-doctors-and-photos";
import { sql as leadEventKindsChecked } from "./0034-lead-event-kinds-checked";

/**
 * A migration's SQL, and for the few that must change rows in a way SQL cannot (seal them with
 * the vault's key), a step run right after it in the same transaction: the store is never left
 * half done. The step returns the tables whose rows it rewrote (lib/db/migrate.ts then
 * reclaims the space their old versions held).
 */
export type Migration = {
  readonly name: string;
  readonly sql: string;
  readonly after?: (client: PoolClient, vault: Vault) => Promise<string[]>;
};

/**
 * Every migration, in the order they run, each under its file's name, which a database's
 * schema_migrations records once it has run. A released migration never changes and never
 * moves: a change is a new file with a higher number (migrations.test.ts checks the names
 * against the files). Names, not positions, are the record, so a number left unused (0004,
 * given to a migration that moved to another branch) needs no placeholder.
 */
export const migrations: readonly Migration[] = [
  { name: "0001-leads-and-outbox", sql: leadsAndOutbox },
  { name: "0002-follow-up-desk", sql: followUpDesk },
  { name: "0003-limit-windows", sql: limitWindows },
  { name: "0005-booking-availability", sql: bookingAvailability },
  { name: "0006-bookings", sql: bookings },
  { name: "0007-lead-consent", sql: leadConsent },
  { name: "0008-privacy-requests", sql: privacyRequests },
  { name: "0010-payments", sql: payments },
  { name: "0011-web-vitals", sql: webVitals },
  { name: "0012-booking-visitor-clock", sql: bookingVisitorClock },
  { name: "0013-plan-links-and-payment-erasure", sql: planLinksAndPaymentErasure },
  { name: "0014-staff-roles-and-audit", sql: staffRolesAndAudit },
  { name: "0016-health-details-sealed", sql: healthDetailsSealed, after: sealExisting },
  { name: "0018-messages", sql: messages },
  { name: "0019-staff-two-factor-and-sessions", sql: staffTwoFactorAndSessions },
  { name: "0020-payments-round-two", sql: paymentsRoundTwo },
  { name: "0022-patient-page", sql: patientPage },
  { name: "0023-staff-invitations", sql: staffInvitations },
  { name: "0024-dispute-evidence-kept-on-erasure", sql: disputeEvidenceKeptOnErasure },
  { name: "0025-site-facts", sql: siteFacts },
  { name: "0030-lead-statuses-checked", sql: leadStatusesChecked },
  { name: "0031-intro-consultation", sql: introConsultation },
  { name: "0033-site-doctors-and-photos", sql: siteDoctorsAndPhotos },
  { name: "0034-lead-event-kinds-checked", sql: leadEventKindsChecked },
];
