import "server-only";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "@/lib/db/database";
import type { DB, Messages } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import { recordAudit } from "@/lib/audit";
import { addJobs, type JobQueue, type JobSpec } from "@/lib/jobs/queue";
import { kinds, type DataOf, type KindName } from "./kinds";
import type { Channel, MessageRow, MessageStatus, MessageSummary, PhoneChannel } from "./types";

/** The database or a transaction on it: the caller decides what is stored together. */
export type Executor = Kysely<DB>;

/** The task that sends one message (lib/messages/send.ts). */
export const sendTask = "message-send";

/**
 * graphile-worker gives up on a job after its max_attempts; the message's row decides instead
 * (LEAD_DELIVERY_MAX_ATTEMPTS, then it is marked failed and the job ends), so the job's own limit
 * is the most its column holds.
 */
const jobAttempts = 32_767;

const sendJob = (id: number, runAt?: Date): JobSpec => ({
  task: sendTask,
  payload: { id },
  key: `message:${id}`,
  runAt,
  maxAttempts: jobAttempts,
});

export type QueueOptions = {
  /**
   * The event this message is, one of a kind: a second queueing under the same key is ignored
   * (lead:<id>, booking:<id>:confirmed:0, order:<id>, privacy:<id>, digest:<day>).
   */
  key: string;
  /** The lead it is about: erasing the lead erases the message, and a visitor's phone channel is the lead's. */
  leadId?: string;
  /** What it is about, for dropping its pending messages and for the desk (booking:<id>, order:<id>). */
  ref?: string;
  /** When it may go; now when left out. */
  at?: Date;
  /** The visitor's e-mail address, when the caller has it (a prepared kind's preparer may give it when sending). */
  email?: string;
  /**
   * Only this channel and address: an answer on the channel a visitor wrote on, not the e-mail; or
   * only the e-mail, not the phone channel the lead chose (a link asked for by e-mail).
   */
  only?: { channel: Channel; address: string };
};

/**
 * Queues a message inside the caller's transaction: one row per channel it takes, each with its
 * job, so the message exists only if what makes it is stored (a lead, a booking, a paid order).
 * The data is checked against the kind's schema here and again when it is sent. A visitor's
 * message takes e-mail, and the phone channel they chose for this lead unless their number
 * replied STOP. Answers the number of rows queued (none when it was queued already).
 */
export async function queueMessage<K extends KindName>(
  trx: Executor,
  jobs: JobQueue,
  name: K,
  data: DataOf<K>,
  options: QueueOptions,
): Promise<number> {
  const kind = kinds[name];
  const checked = kind.data.parse(data) as Record<string, unknown>;
  const at = options.at ?? new Date();
  const rows: Array<{ channel: Channel; recipient: string }> = [];
  if (options.only?.channel === "email") {
    if (kind.channels.includes("email")) rows.push({ channel: "email", recipient: options.only.address });
  } else if (options.only) {
    const { channel, address } = options.only;
    if (kind.channels.includes(channel) && !(await stopped(trx, channel, address)))
      rows.push({ channel, recipient: address });
  } else {
    if (kind.channels.includes("email"))
      rows.push({ channel: "email", recipient: kind.audience === "clinic" ? "" : (options.email ?? "") });
    if (kind.audience === "visitor" && options.leadId && kind.channels.some((c) => c !== "email")) {
      const contact = await contactOf(trx, options.leadId);
      if (contact && kind.channels.includes(contact.channel) && !(await stopped(trx, contact.channel, contact.address)))
        rows.push({ channel: contact.channel, recipient: contact.address });
    }
  }
  if (!rows.length) return 0;
  const inserted = await trx
    .insertInto("messages")
    .values(
      rows.map((row) => ({
        kind: name,
        channel: row.channel,
        key: withoutNul(options.key),
        lead_id: options.leadId ?? null,
        ref: options.ref ?? null,
        recipient: withoutNul(row.recipient),
        data: JSON.stringify(checked),
        due_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(["key", "channel"]).doNothing())
    .returning("id")
    .execute();
  await addJobs(
    trx,
    jobs,
    inserted.map((row) => sendJob(row.id, at)),
  );
  return inserted.length;
}

/**
 * Drops the messages about `ref` not sent yet (a confirmation or reminder a change makes wrong);
 * they stay as history, marked dropped, and their jobs find nothing to send.
 */
export async function dropPendingMessages(trx: Executor, ref: string, at = new Date()): Promise<void> {
  await trx
    .updateTable("messages")
    .set({ status: "dropped", last_error: "replaced by a later change", updated_at: at })
    .where("ref", "=", ref)
    .where("status", "=", "pending")
    .execute();
}

/** The phone channel a visitor chose for a lead, and its consent (lib/messages/consent.ts). */
export async function rememberPhoneChannel(
  trx: Executor,
  choice: { leadId: string; channel: PhoneChannel; address: string; consentVersion: string; at: Date },
): Promise<void> {
  await trx
    .insertInto("message_contacts")
    .values({
      lead_id: choice.leadId,
      channel: choice.channel,
      address: withoutNul(choice.address),
      consent_version: choice.consentVersion,
      consent_at: choice.at,
    })
    .onConflict((conflict) =>
      conflict.column("lead_id").doUpdateSet({
        channel: choice.channel,
        address: withoutNul(choice.address),
        consent_version: choice.consentVersion,
        consent_at: choice.at,
      }),
    )
    .execute();
}

/** The phone channel and number a visitor chose for a lead's messages, with its consent, if any. */
export async function contactOf(trx: Executor, leadId: string) {
  const row = await trx.selectFrom("message_contacts").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  return row ? { ...row, channel: row.channel } : undefined;
}

export async function stopped(trx: Executor, channel: PhoneChannel, address: string): Promise<boolean> {
  const row = await trx
    .selectFrom("message_stops")
    .select("address")
    .where("channel", "=", channel)
    .where("address", "=", address)
    .executeTakeFirst();
  return Boolean(row);
}

const toMessageRow = (row: Selectable<Messages>): MessageRow => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  leadId: row.lead_id,
  ref: row.ref,
  recipient: row.recipient,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  providerStatus: row.provider_status,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

const emptySummary = (): MessageSummary => {
  const counts = () => ({ pending: 0, sent: 0, delivered: 0, read: 0, failed: 0, dropped: 0 });
  return { counts: { email: counts(), sms: counts(), whatsapp: counts() }, failed: [] };
};

/** What the desk reads: a lead's messages, the counts and failures, and retrying the failed ones. */
export function openMessageDesk({ kysely, jobs }: Pick<Database, "kysely" | "jobs">) {
  return {
    async messagesFor(leadId: string): Promise<MessageRow[]> {
      const rows = await kysely
        .selectFrom("messages")
        .selectAll()
        .where("lead_id", "=", leadId)
        .orderBy("id")
        .execute();
      return rows.map(toMessageRow);
    },

    /** The latest message of each ref given (a privacy request's e-mail), by ref. */
    async latestByRef(refs: readonly string[]): Promise<Map<string, MessageRow>> {
      if (!refs.length) return new Map();
      const rows = await kysely
        .selectFrom("messages")
        .selectAll()
        .where("ref", "in", [...refs])
        .orderBy("id")
        .execute();
      return new Map(rows.map((row) => [row.ref!, toMessageRow(row)]));
    },

    async summary(limit = 50): Promise<MessageSummary> {
      const summary = emptySummary();
      const [counts, failed] = await Promise.all([
        kysely
          .selectFrom("messages")
          .select(["channel", "status", (eb) => eb.fn.countAll<string>().as("n")])
          .groupBy(["channel", "status"])
          .execute(),
        kysely
          .selectFrom("messages")
          .selectAll()
          .where("status", "=", "failed")
          .orderBy("updated_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .execute(),
      ]);
      for (const { channel, status, n } of counts) {
        const byStatus = summary.counts[channel as Channel];
        if (byStatus && status in byStatus) byStatus[status as MessageStatus] = Number(n);
      }
      summary.failed = failed.map(toMessageRow);
      return summary;
    },

    /**
     * Puts failed messages (all, or the given ones) back in the queue with a fresh count, each with
     * a new job; a member of staff's retry is in the audit with it (how many, never to whom).
     */
    async retryFailed(
      now: Date,
      ids?: readonly number[],
      by?: { staffId: string | null; staffName: string },
    ): Promise<number> {
      if (ids && !ids.length) return 0;
      return kysely.transaction().execute(async (trx) => {
        let retry = trx
          .updateTable("messages")
          .set({ status: "pending", attempts: 0, next_attempt_at: now, updated_at: now })
          .where("status", "=", "failed");
        if (ids) retry = retry.where("id", "in", [...ids]);
        const rows = await retry.returning("id").execute();
        await addJobs(
          trx,
          jobs,
          rows.map((row) => sendJob(row.id, now)),
        );
        if (by && rows.length)
          await recordAudit(trx, { by, action: "deliveries.retried", detail: { messages: rows.length }, at: now });
        return rows.length;
      });
    },
  };
}

export type MessageDesk = ReturnType<typeof openMessageDesk>;

/**
 * Gives each pending message without a job one (a store restored from a backup holds no jobs; a
 * store upgraded by migration 0018 has rows moved from the lead outbox); one with a job keeps it.
 * The privacy requests' own notification jobs of the release before are removed: their rows moved.
 */
export async function requeueMessages({ kysely, jobs }: Pick<Database, "kysely" | "jobs">): Promise<void> {
  const rows = await kysely
    .selectFrom("messages")
    .select(["id", "next_attempt_at", "due_at"])
    .where("status", "=", "pending")
    .execute();
  await addJobs(
    kysely,
    jobs,
    rows.map((row) => ({ ...sendJob(row.id, row.next_attempt_at ?? row.due_at), ifKeyed: "missing" as const })),
  );
  await sql`
    SELECT ${sql.id(jobs.schema, "remove_job")}(key) FROM ${sql.id(jobs.schema, "jobs")}
    WHERE task_identifier = 'privacy-notify' AND key LIKE 'privacy:%'
  `.execute(kysely);
}
