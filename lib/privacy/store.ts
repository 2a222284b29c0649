import "server-only";
import { randomUUID } from "node:crypto";
import { database, type Database } from "@/lib/db";
import { withoutNul } from "@/lib/db/text";
import type { Actor } from "@/lib/leads/store/types";
import type { RequestKind } from "./request-form";

/**
 * The privacy requests' table (migration 0008, docs/decisions/067), its only reader and writer.
 * It never reads `leads`: what a visitor is told cannot depend on whether the address has any.
 */
export type PrivacyRequest = {
  id: string;
  receivedAt: string;
  email: string;
  kind: RequestKind;
  note: string;
  /** The instant the deadline passes (lib/privacy/deadline.ts). */
  dueAt: string;
  done: { at: string; staffId: string | null; staffName: string } | null;
  notify: { status: "none" | "pending" | "sent" | "failed"; attempts: number; error: string | null };
};

type Row = {
  id: string;
  received_at: Date;
  email: string;
  kind: RequestKind;
  note: string;
  due_at: Date;
  done_at: Date | null;
  done_by_id: string | null;
  done_by_name: string;
  notify_status: PrivacyRequest["notify"]["status"];
  notify_attempts: number;
  notify_error: string | null;
};

const fromRow = (row: Row): PrivacyRequest => ({
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  email: row.email,
  kind: row.kind,
  note: row.note,
  dueAt: row.due_at.toISOString(),
  done: row.done_at ? { at: row.done_at.toISOString(), staffId: row.done_by_id, staffName: row.done_by_name } : null,
  notify: { status: row.notify_status, attempts: row.notify_attempts, error: row.notify_error },
});

export function openPrivacyRequestStore({ pool }: Pick<Database, "pool">) {
  return {
    /** Stores one request; `notify` queues the clinic's e-mail about it. */
    async insert(request: { receivedAt: Date; email: string; kind: RequestKind; note: string; dueAt: Date; notify: boolean }): Promise<string> {
      const id = randomUUID();
      await pool.query(
        `INSERT INTO privacy_requests (id, received_at, email, kind, note, due_at, notify_status, notify_next_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, request.receivedAt, withoutNul(request.email), request.kind, withoutNul(request.note), request.dueAt, request.notify ? "pending" : "none", request.notify ? request.receivedAt : null],
      );
      return id;
    },

    /** The requests still open, the nearest deadline first. */
    async open(): Promise<PrivacyRequest[]> {
      const { rows } = await pool.query<Row>(`SELECT * FROM privacy_requests WHERE done_at IS NULL ORDER BY due_at, received_at, id`);
      return rows.map(fromRow);
    },

    /** The latest requests marked done, newest first. */
    async done(limit: number): Promise<PrivacyRequest[]> {
      const { rows } = await pool.query<Row>(`SELECT * FROM privacy_requests WHERE done_at IS NOT NULL ORDER BY done_at DESC, id LIMIT $1`, [limit]);
      return rows.map(fromRow);
    },

    /** Records who marked an open request done, and when; false when there is no such open request. */
    async markDone(id: string, at: Date, by: Actor): Promise<boolean> {
      const result = await pool.query(
        `UPDATE privacy_requests SET done_at = $2, done_by_id = $3, done_by_name = $4 WHERE id = $1 AND done_at IS NULL`,
        [id, at, by.staffId, withoutNul(by.staffName)],
      );
      return result.rowCount === 1;
    },

    /**
     * Takes the due notifications for `leaseMs`, so no other instance sends them meanwhile
     * (SKIP LOCKED, as the lead outbox claims its rows).
     */
    async claimNotifications(now: Date, leaseMs: number, limit = 10): Promise<PrivacyRequest[]> {
      const { rows } = await pool.query<Row>(
        `UPDATE privacy_requests SET notify_locked_until = $2
         WHERE id IN (SELECT id FROM privacy_requests
                      WHERE notify_status = 'pending' AND notify_next_at <= $1 AND (notify_locked_until IS NULL OR notify_locked_until <= $1)
                      ORDER BY notify_next_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + leaseMs), limit],
      );
      return rows.map(fromRow);
    },

    async notified(id: string): Promise<void> {
      await pool.query(`UPDATE privacy_requests SET notify_status = 'sent', notify_attempts = notify_attempts + 1, notify_locked_until = NULL, notify_error = NULL WHERE id = $1`, [id]);
    },

    /** A failed send: tried again at `nextAt`, or given up on (`failed`), with the reason the inbox shows. */
    async notifyFailed(id: string, outcome: { error: string; nextAt: Date | null }): Promise<void> {
      await pool.query(
        `UPDATE privacy_requests SET notify_attempts = notify_attempts + 1, notify_error = $2, notify_locked_until = NULL,
           notify_next_at = COALESCE($3, notify_next_at), notify_status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END
         WHERE id = $1`,
        [id, withoutNul(outcome.error.slice(0, 1000)), outcome.nextAt],
      );
    },
  };
}

export type PrivacyRequestStore = ReturnType<typeof openPrivacyRequestStore>;

const stores = new WeakMap<Database, PrivacyRequestStore>();

/** The store on this process's one database. */
export async function privacyRequestStore(): Promise<PrivacyRequestStore> {
  const db = await database();
  let store = stores.get(db);
  if (!store) stores.set(db, (store = openPrivacyRequestStore(db)));
  return store;
}
