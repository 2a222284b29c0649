import type { FormType } from "../form-types";
import type { LeadRecord, LeadStatus, StoredLead } from "../record";

/** Where a lead is forwarded after it is stored: the spreadsheet service and the clinic's e-mail. */
export type DeliveryTarget = "sheet" | "email";
export type DeliveryStatus = "pending" | "delivered" | "failed";

export type DeliveryJob = {
  id: number;
  leadId: string;
  target: DeliveryTarget;
  /** Attempts made before this one. */
  attempts: number;
  lead: LeadRecord;
};

export type LeadQuery = {
  formType?: FormType;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  status?: LeadStatus;
  limit: number;
  offset: number;
};

export type DeliveryRow = {
  id: number;
  leadId: string;
  target: DeliveryTarget;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  updatedAt: string;
  deliveredAt: string | null;
};

export type DeliverySummary = {
  counts: Record<DeliveryTarget, Record<DeliveryStatus, number>>;
  /** The most recent failed deliveries, newest first. */
  failed: DeliveryRow[];
};

/**
 * The lead store. SQLite and PostgreSQL implement it and pass the same contract tests
 * (store.contract.ts). Every write that the visitor waits for is one transaction.
 */
export interface LeadStore {
  readonly kind: "sqlite" | "postgres";
  /** Stores the lead and one pending delivery per target, atomically. */
  insertLead(lead: LeadRecord, targets: readonly DeliveryTarget[]): Promise<void>;
  getLead(id: string): Promise<StoredLead | null>;
  listLeads(query: LeadQuery): Promise<{ leads: StoredLead[]; total: number }>;
  setStatus(id: string, status: LeadStatus, at: Date): Promise<boolean>;
  deliveriesFor(leadId: string): Promise<DeliveryRow[]>;

  /**
   * Takes up to `limit` due deliveries for this worker and leases them for `leaseMs`, so
   * that no other worker (or instance) takes them meanwhile.
   */
  claimDeliveries(options: { now: Date; limit: number; leaseMs: number; workerId: string }): Promise<DeliveryJob[]>;
  /** The three outcomes of an attempt; each only applies while this worker holds the lease. */
  markDelivered(jobId: number, workerId: string, now: Date): Promise<void>;
  markRetry(jobId: number, workerId: string, outcome: { attempts: number; nextAttemptAt: Date; error: string; now: Date }): Promise<void>;
  markFailed(jobId: number, workerId: string, outcome: { attempts: number; error: string; now: Date }): Promise<void>;
  /** Puts failed deliveries (all, or the given ones) back in the queue with a fresh count. */
  retryFailed(now: Date, jobIds?: readonly number[]): Promise<number>;
  deliverySummary(limit?: number): Promise<DeliverySummary>;

  /** Resolves once the database has answered a trivial query (/healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
