import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { recordAudit } from "@/lib/audit";
import { database, type Database } from "@/lib/db";
import type { PrivacyRequests } from "@/lib/db/schema";
import { sealedContext } from "@/lib/db/sealed-columns";
import { withoutNul } from "@/lib/db/text";
import type { Vault } from "@/lib/vault";
import type { Actor } from "@/lib/leads";
import { queueMessage } from "@/lib/messages";
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
};

/** The request's note may say anything about the person, their health too: it is sealed (lib/db/sealed-columns.ts). */
const noteContext = (id: string) => sealedContext("privacy_requests", "note", id);

/** What the clinic's e-mail of a request is about, as lib/messages keys and refers to it. */
export const requestMessageRef = (id: string) => `privacy:${id}`;

const fromRow = (row: Selectable<PrivacyRequests>, vault: Vault): PrivacyRequest => ({
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  email: row.email,
  kind: row.kind,
  note: vault.openText(row.note, noteContext(row.id)),
  dueAt: row.due_at.toISOString(),
  done: row.done_at ? { at: row.done_at.toISOString(), staffId: row.done_by_id, staffName: row.done_by_name } : null,
});

export function openPrivacyRequestStore({ kysely, jobs, vault }: Pick<Database, "kysely" | "jobs" | "vault">) {
  const read = (row: Selectable<PrivacyRequests>) => fromRow(row, vault);
  return {
    /** Stores one request; `notify` queues the clinic's e-mail about it (lib/messages) in the same transaction. */
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
          })
          .execute();
        if (request.notify)
          await queueMessage(
            trx,
            jobs,
            "privacy-request",
            { requestId: id },
            { key: requestMessageRef(id), ref: requestMessageRef(id), at: request.receivedAt },
          );
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

    /**
     * Records who marked an open request done, and when, with its audit row in the same
     * transaction (the request's id and kind, never the address or note); false when there is
     * no such open request.
     */
    async markDone(id: string, at: Date, by: Actor): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("privacy_requests")
          .set({ done_at: at, done_by_id: by.staffId, done_by_name: withoutNul(by.staffName) })
          .where("id", "=", id)
          .where("done_at", "is", null)
          .returning("kind")
          .executeTakeFirst();
        if (!row) return false;
        await recordAudit(trx, {
          by,
          action: "privacy.request-done",
          subject: { type: "privacy-request", id },
          detail: { kind: row.kind },
          at,
        });
        return true;
      });
    },

    /** One request, for the clinic's e-mail about it (lib/privacy/notify.ts). */
    async get(id: string): Promise<PrivacyRequest | null> {
      const row = await kysely.selectFrom("privacy_requests").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? read(row) : null;
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
