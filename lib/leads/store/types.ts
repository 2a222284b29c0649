import type { ColumnValues } from "@/lib/db/columns";
import type { LeadFormType } from "../form-types";
import type { DeliveryKey } from "../outbox/jobs";
import type { LeadRecord, LeadStatus, StoredLead } from "../record";

/**
 * Where a new lead goes after it is stored: the spreadsheet service, through the lead outbox
 * ("sheet"), and the clinic's e-mail ("email"), a message of lib/messages (kind lead-new).
 */
export type DeliveryTarget = "sheet" | "email";
/** What the lead outbox forwards: only the spreadsheet (every message is lib/messages'). */
export type OutboxTarget = ColumnValues<"outbox", "target">;
type DeliveryStatus = ColumnValues<"outbox", "status">;

/** A pending delivery as its job sends it: the outbox row (id) and its lead. */
export type DeliveryJob = {
  id: number;
  leadId: string;
  target: OutboxTarget;
  /** Null for the lead's own forwarding; rows of earlier releases named a message here. */
  message: string | null;
  /** Attempts made before this one. */
  attempts: number;
  lead: LeadRecord;
};

export type LeadQuery = {
  formType?: LeadFormType;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  status?: LeadStatus;
  /** Free text matched against name, e-mail and phone (case-insensitive, anywhere in the value). */
  q?: string;
  /**
   * The overdue cutoff (ISO instant, now minus 24 h): when given, leads still new and received
   * before it come first, oldest first; the rest follow newest first.
   */
  overdueBefore?: string;
  limit: number;
  offset: number;
};

export type DeliveryRow = {
  id: number;
  leadId: string;
  target: OutboxTarget;
  message: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  updatedAt: string;
  deliveredAt: string | null;
};

export type DeliverySummary = {
  counts: Record<OutboxTarget, Record<DeliveryStatus, number>>;
  /** The most recent failed deliveries, newest first. */
  failed: DeliveryRow[];
};

/** Who did something in the inbox, as history and audit records keep it. */
export type Actor = { staffId: string | null; staffName: string };

/** One entry of a lead's history: a status change or a note, with who and when. */
export type LeadEvent = {
  id: number;
  leadId: string;
  at: string;
  staffId: string | null;
  staffName: string;
  kind: "status" | "note";
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  note: string;
};

/** What the overview counts a lead by: nothing that names a person. */
export type LeadFact = Pick<
  StoredLead,
  "receivedAt" | "formType" | "landingPage" | "pageUrl" | "referrer" | "utmCampaign" | "country" | "status" | "bookedAt"
>;

/**
 * An erasure, as the audit keeps it: who, when, why and how many, never whose. "withdrawal":
 * staff recorded that the person withdrew their consent to one lead; the lead's own history
 * goes with it, so this record is where the withdrawal stays known.
 */
export type ErasureRecord = {
  id: number;
  at: string;
  staffId: string | null;
  staffName: string;
  reason: "request" | "retention" | "withdrawal";
  leadCount: number;
};

/** How a privacy request names the person: an e-mail address, a phone number, or both. */
export type PersonQuery = { email?: string; phone?: string };

/**
 * The lead store (store.ts and desk.ts, on PostgreSQL), held to the contract tests in
 * store.contract.ts and desk.contract.ts. Every write that the visitor waits for is one
 * transaction. The database it runs on is opened and closed by lib/db.
 */
export interface LeadStore {
  /** Stores the lead, its spreadsheet delivery and the clinic's e-mail (as the targets say), atomically. */
  insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]): Promise<void>;
  getLead(id: string): Promise<StoredLead | null>;
  listLeads(query: LeadQuery): Promise<{ leads: StoredLead[]; total: number }>;
  /**
   * Moves a lead to `status` and records the change in its history (with `change.by` and an
   * optional note), in one transaction. False when there is no such lead. Setting the status
   * it already has records nothing but the note.
   */
  setStatus(id: string, status: LeadStatus, at: Date, change?: { by?: Actor; note?: string }): Promise<boolean>;
  /**
   * Adds a note to the lead's history; a member of staff's note is in the audit, unless the change
   * it tells of has its own audit row (`{ audited: true }`: a booking moved or cancelled from the desk).
   */
  addNote(id: string, note: string, at: Date, by: Actor, options?: { audited?: boolean }): Promise<boolean>;
  /** The lead's status changes and notes, oldest first. */
  historyFor(leadId: string): Promise<LeadEvent[]>;
  /** Leads still new that were received before the cutoff (docs/decisions/037). */
  countOverdue(cutoff: Date): Promise<number>;
  overdueLeads(cutoff: Date, limit: number): Promise<StoredLead[]>;
  /** Every lead received at or after `since`, reduced to what the overview counts. */
  leadFacts(since: Date): Promise<LeadFact[]>;

  /** Every lead of one person: the e-mail matched exactly (any case), the phone by its digits. */
  findPerson(query: PersonQuery): Promise<StoredLead[]>;
  /** Deletes the leads with their deliveries and history, and records the erasure; one transaction. */
  eraseLeads(ids: readonly string[], audit: { at: Date; by: Actor; reason: ErasureRecord["reason"] }): Promise<number>;
  /** Erases every lead received before the cutoff (the retention setting), recorded the same way. */
  eraseReceivedBefore(cutoff: Date, audit: { at: Date; by: Actor }): Promise<number>;
  erasures(limit: number): Promise<ErasureRecord[]>;
  /** Takes the morning digest of `day` for this instance; false when another already has it. */
  claimDigest(day: string, at: Date, by: string): Promise<boolean>;
  /** Gives the day back after a failed send, so the next attempt (on any instance) may take it. */
  releaseDigest(day: string): Promise<void>;

  deliveriesFor(leadId: string): Promise<DeliveryRow[]>;

  /** The delivery a job sends, with its lead, while it is still pending; null once delivered, failed, dropped or erased. */
  pendingDelivery(key: DeliveryKey): Promise<DeliveryJob | null>;
  /** An attempt's outcomes, recorded for the inbox's deliveries panel; each applies only to a delivery still pending. */
  recordDelivered(id: number, outcome: { attempts: number; now: Date }): Promise<void>;
  /** `nextAttemptAt` null: failed for good (the inbox shows it and can retry it). */
  recordFailedAttempt(
    id: number,
    outcome: { attempts: number; error: string; now: Date; nextAttemptAt: Date | null },
  ): Promise<void>;
  /**
   * Puts failed deliveries (all, or the given ones) back in the queue with a fresh count, each with
   * a new job; with `by`, the retry is in the audit, in the same transaction.
   */
  retryFailed(now: Date, jobIds?: readonly number[], by?: Actor): Promise<number>;
  deliverySummary(limit?: number): Promise<DeliverySummary>;
}

/** The follow-up desk's part of the store (staff, sessions, history, overview, privacy): desk.ts builds it. */
export type LeadStoreDesk = Omit<
  LeadStore,
  | "insertLead"
  | "getLead"
  | "listLeads"
  | "deliveriesFor"
  | "pendingDelivery"
  | "recordDelivered"
  | "recordFailedAttempt"
  | "retryFailed"
  | "deliverySummary"
>;
