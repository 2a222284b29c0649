import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { database, type Database } from "@/lib/db";
import type { PrivacyRequests } from "@/lib/db/schema";
import { sealedContext } from "@/lib/db/sealed-columns";
import { withoutNul } from "@/lib/db/text";
import type { Vault } from "@/lib/vault";
import { addJobs } from "@/lib/jobs/queue";
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

/** The request's note may say anything about the person, their health too: it is sealed (lib/db/sealed-columns.ts). */
const noteContext = (id: string) => sealedContext("privacy_requests", "note", id);

const fromRow = (row: Selectable<PrivacyRequests>, vault: Vault): PrivacyRequest => ({
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  email: row.email,
  kind: row.kind as RequestKind,
  note: vault.openText(row.note, noteContext(row.id)),
  dueAt: row.due_at.toISOString(),
  done: row.done_at ? { at: row.done_at.toISOString(), staffId: row.done_by_id, staffName: row.done_by_name } : null,
  notify: {
    status: row.notify_status as PrivacyRequest["notify"]["status"],
    attempts: row.notify_attempts,
    error: row.notify_error,
  },
});

/** The task that e-mails the clinic of one request (lib/privacy/notify.ts). */
export const notifyTask = "privacy-notify";

export function openPrivacyRequestStore({ kysely, jobs, vault }: Pick<Database, "kysely" | "jobs" | "vault">) {
  const read = (row: Selectable<PrivacyRequests>) => fromRow(row, vault);
  return {
    /** Stores one request; `notify` queues the clinic's e-mail about it, a job in the same transaction. */
    async insert(request: {
      receivedAt: Date;
      email: string;
      kind: RequestKind;
      note: string;
      dueAt: Date;
      notify: boolean;
    }): Promise<string> {
      const id = randomUUID();
      await kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto("privacy_requests")
          .values({
            id,
            received_at: request.receivedAt,
            email: withoutNul(request.email),
            kind: request.kind,
            note: vault.sealText(withoutNul(request.note), noteContext(id)),
            due_at: request.dueAt,
            notify_status: request.notify ? "pending" : "none",
            notify_next_at: request.notify ? request.receivedAt : null,
          })
          .execute();
        if (request.notify)
          await addJobs(trx, jobs, [{ task: notifyTask, payload: { id }, key: `privacy:${id}`, maxAttempts: 32_767 }]);
      });
      return id;
    },

    /** The requests still open, the nearest deadline first. */
    async open(): Promise<PrivacyRequest[]> {
      const rows = await kysely
        .selectFrom("privacy_requests")
        .selectAll()
        .where("done_at", "is", null)
        .orderBy("due_at")
        .orderBy("received_at")
        .orderBy("id")
        .execute();
      return rows.map(read);
    },

    /** The latest requests marked done, newest first. */
    async done(limit: number): Promise<PrivacyRequest[]> {
      const rows = await kysely
        .selectFrom("privacy_requests")
        .selectAll()
        .where("done_at", "is not", null)
        .orderBy("done_at", "desc")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(read);
    },

    /** Records who marked an open request done, and when; false when there is no such open request. */
    async markDone(id: string, at: Date, by: Actor): Promise<boolean> {
      const result = await kysely
        .updateTable("privacy_requests")
        .set({ done_at: at, done_by_id: by.staffId, done_by_name: withoutNul(by.staffName) })
        .where("id", "=", id)
        .where("done_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** The request whose notification is still to send; null once sent or given up on. */
    async pendingNotification(id: string): Promise<PrivacyRequest | null> {
      const row = await kysely
        .selectFrom("privacy_requests")
        .selectAll()
        .where("id", "=", id)
        .where("notify_status", "=", "pending")
        .executeTakeFirst();
      return row ? read(row) : null;
    },

    async notified(id: string): Promise<void> {
      await kysely
        .updateTable("privacy_requests")
        .set((eb) => ({
          notify_status: "sent",
          notify_attempts: eb("notify_attempts", "+", 1),
          notify_locked_until: null,
          notify_error: null,
        }))
        .where("id", "=", id)
        .execute();
    },

    /** A failed send: tried again at `nextAt`, or given up on (`failed`), with the reason the inbox shows. */
    async notifyFailed(id: string, outcome: { error: string; nextAt: Date | null }): Promise<void> {
      await kysely
        .updateTable("privacy_requests")
        .set((eb) => ({
          notify_attempts: eb("notify_attempts", "+", 1),
          notify_error: withoutNul(outcome.error.slice(0, 1000)),
          notify_locked_until: null,
          ...(outcome.nextAt
            ? { notify_next_at: outcome.nextAt, notify_status: "pending" }
            : { notify_status: "failed" }),
        }))
        .where("id", "=", id)
        .execute();
    },
  };
}

export type PrivacyRequestStore = ReturnType<typeof openPrivacyRequestStore>;

/** Gives each notification still to send that has no job one (a restored or upgraded store; lib/workers.ts at start). */
export async function requeueNotifications({ kysely, jobs }: Pick<Database, "kysely" | "jobs">): Promise<void> {
  const rows = await kysely
    .selectFrom("privacy_requests")
    .select("id")
    .where("notify_status", "=", "pending")
    .execute();
  await addJobs(
    kysely,
    jobs,
    rows.map(({ id }) => ({
      task: notifyTask,
      payload: { id },
      key: `privacy:${id}`,
      maxAttempts: 32_767,
      ifKeyed: "missing" as const,
    })),
  );
}

const stores = new WeakMap<Database, PrivacyRequestStore>();

/** The store on this process's one database. */
export async function privacyRequestStore(): Promise<PrivacyRequestStore> {
  const db = await database();
  let store = stores.get(db);
  if (!store) stores.set(db, (store = openPrivacyRequestStore(db)));
  return store;
}
