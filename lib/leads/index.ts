/**
 * The leads domain's front door (docs/architecture.md, Domains): leads and their history, the
 * spreadsheet's deliveries, the desk's queries, the forms. Other domains, app/ and scripts/ import
 * only this file, or ./client in code the browser loads; the domain's own files import each other.
 */
export { csvCell, detailEntries, leadsToCsv } from "./csv";
export { acceptedLanguages, defaultCountry } from "./default-country";
export { leadPreparers } from "./delivery/prepare";
export { deskJobs } from "./desk/start";
export { consultationTypeOptions, doctorOptions } from "./form-options";
export { UnrecognisedFile, importSqlite } from "./import/sqlite";
export { newLead, visitorFromForm } from "./lead-record";
export type { LeadVisitor } from "./lead-record";
export { deliveryTargets } from "./outbox/config";
export { deliveryJobs } from "./outbox/start";
export { personalDataJson } from "./personal-data";
export { maxNoteLength } from "./pipeline/notes";
export { isOverdue, overdueCutoff, waited } from "./pipeline/overdue";
export { bookedShare, buildOverview, overviewDays, overviewSince } from "./pipeline/overview";
export type { Tally } from "./pipeline/overview";
export { retentionSentence } from "./pipeline/retention";
export { createRateLimiter, leadRateLimiter } from "./rate-limit";
export type { RateLimiter } from "./rate-limit";
export { isLeadStatus, leadStatuses, statusLabels } from "./record";
export type { LeadStatus, StoredLead } from "./record";
export { clientFromHeaders } from "./request";
export { submitLead } from "./service";
export { deskQueries, followBooking } from "./store/desk";
export { leadStore } from "./store";
export type { LeadStore } from "./store";
export { requeuePendingDeliveries, writeLead } from "./store/store";
export type {
  Actor,
  DeliveryRow,
  DeliverySummary,
  DeliveryTarget,
  ErasureRecord,
  LeadEvent,
  LeadQuery,
  PersonQuery,
} from "./store/types";
export * from "./client";
