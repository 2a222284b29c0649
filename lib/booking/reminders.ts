import "server-only";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "@/lib/db/database";
import type { DB } from "@/lib/db/schema";
import { addJobs, removeJobs, type JobQueue } from "@/lib/jobs/queue";
import type { TaskHandler } from "@/lib/jobs/runner";
import { queueMessage } from "@/lib/messages";
import { messageEventKey, messageRef, type VisitorMessage } from "./mail";
import { confirmedAfter, loadRules } from "./store";
import type { BookingRules } from "./types";

const minute = 60_000;

/** The task that queues one reminder e-mail of a booking, at its time. */
export const reminderTask = "booking-reminder";

/** A reminder job's payload, parsed where the job reads it: a job queued by hand or by an older release may hold anything. */
const reminderPayload = z.object({
  bookingId: z.string(),
  offsetMinutes: z.number().int(),
  startsAt: z.iso.datetime(),
});
type ReminderPayload = z.infer<typeof reminderPayload>;

const reminderKeys = (bookingId: string) => `reminder:${bookingId}:`;

/**
 * Which reminder is due for a booking at `now`, if any (offsets largest first: [1440, 60]).
 * Each reminder has its own stretch of time, from its due time to the next one's (the last:
 * to the start), so a runner that was down for hours sends the latest that still makes sense,
 * not every missed one at once. A reminder due before the time was chosen (a late booking or
 * move) is skipped, never sent at once.
 */
export function dueReminder(
  offsets: readonly number[],
  startsAt: number,
  scheduledAt: number,
  now: number,
): number | null {
  for (const [i, offset] of offsets.entries()) {
    const due = startsAt - offset * minute;
    const until = i + 1 < offsets.length ? startsAt - offsets[i + 1]! * minute : startsAt;
    if (now >= due && now < until) return due >= scheduledAt ? offset : null;
  }
  return null;
}

/**
 * Schedules a booking's reminders (docs/booking.md) inside the transaction that books or moves
 * it: one job per reminder, run at its time (run_at) under a key per booking and reminder, so a
 * move replaces them. One whose time has already passed is not scheduled. The offsets are read
 * in the same transaction, under a share lock of the rules' row, so a change of the rules either
 * waits for this booking (and then replaces its reminders) or comes first (and this booking is
 * scheduled by the new rules).
 */
export async function scheduleReminders(
  trx: Kysely<DB>,
  jobs: JobQueue,
  booking: { id: string; startsAt: number | string },
  at: Date,
  { moved = true, rules }: { moved?: boolean; rules?: BookingRules } = {},
) {
  const { reminderOffsetsMinutes } = rules ?? (await loadRules(trx, { lock: "share" }));
  const start = typeof booking.startsAt === "number" ? booking.startsAt : Date.parse(booking.startsAt);
  // The offsets may have changed since it was booked: none of the old times stays. A new booking has none.
  if (moved) await cancelReminders(trx, jobs, booking.id);
  const due = reminderOffsetsMinutes
    .map((offsetMinutes) => ({ offsetMinutes, runAt: start - offsetMinutes * minute }))
    .filter((r) => r.runAt >= at.getTime());
  await addJobs(
    trx,
    jobs,
    due.map(({ offsetMinutes, runAt }) => ({
      task: reminderTask,
      payload: {
        bookingId: booking.id,
        offsetMinutes,
        startsAt: new Date(start).toISOString(),
      } satisfies ReminderPayload,
      key: `${reminderKeys(booking.id)}${offsetMinutes}`,
      runAt: new Date(runAt),
    })),
  );
}

/**
 * After a change of the reminder rules, inside its transaction (the rules' row held for update):
 * every confirmed booking still to come gets exactly the new rules' reminders, those still ahead;
 * the old ones are removed. Without this, each old job would find its offset gone and give up.
 */
export async function replaceFutureReminders(
  trx: Kysely<DB>,
  jobs: JobQueue,
  rules: BookingRules,
  at: Date,
): Promise<number> {
  const future = await confirmedAfter(trx, at);
  for (const booking of future) await scheduleReminders(trx, jobs, booking, at, { rules });
  return future.length;
}

/**
 * Gives the reminders of every booking still to come a job where none exists (a store restored
 * from a backup, or upgraded from the release before the queue): those still ahead at their
 * times, and the one due now, if any, at once. One sent already is not sent twice: its e-mail's
 * outbox row is one of a kind (queueMessage).
 */
export async function requeueReminders({ kysely, jobs }: Pick<Database, "kysely" | "jobs">, now: Date): Promise<void> {
  const { reminderOffsetsMinutes: offsets } = await loadRules(kysely);
  const rows = await kysely
    .selectFrom("bookings")
    .select(["id", "starts_at", "scheduled_at"])
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now)
    .execute();
  await addJobs(
    kysely,
    jobs,
    rows.flatMap((row) => stillDue(row, offsets, now, "missing")),
  );
}

/**
 * A booking's reminder jobs from now: those still ahead at their times, and the one due now, if
 * any, at once (never one due before the time was booked).
 */
function stillDue(
  { id, starts_at, scheduled_at }: { id: string; starts_at: Date; scheduled_at: Date },
  offsets: readonly number[],
  now: Date,
  ifKeyed?: "missing",
) {
  const start = starts_at.getTime();
  const dueNow = dueReminder(offsets, start, scheduled_at.getTime(), now.getTime());
  return offsets
    .map((offsetMinutes) => ({ offsetMinutes, runAt: start - offsetMinutes * minute }))
    .filter(
      ({ offsetMinutes, runAt }) =>
        runAt >= scheduled_at.getTime() && (runAt >= now.getTime() || offsetMinutes === dueNow),
    )
    .map(({ offsetMinutes, runAt }) => ({
      task: reminderTask,
      payload: { bookingId: id, offsetMinutes, startsAt: starts_at.toISOString() } satisfies ReminderPayload,
      key: `${reminderKeys(id)}${offsetMinutes}`,
      runAt: new Date(Math.max(runAt, now.getTime())),
      ...(ifKeyed ? { ifKeyed } : {}),
    }));
}

/**
 * Reminders held while a booking needed attention, resumed once it no longer does (the time off
 * over it removed): those still ahead, and the one due now, if any, at once.
 */
export async function resumeReminders(trx: Kysely<DB>, jobs: JobQueue, ids: readonly string[], now: Date) {
  if (!ids.length) return;
  const { reminderOffsetsMinutes: offsets } = await loadRules(trx, { lock: "share" });
  const rows = await trx
    .selectFrom("bookings")
    .select(["id", "starts_at", "scheduled_at"])
    .where("id", "in", [...ids])
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now)
    .execute();
  for (const row of rows) {
    await cancelReminders(trx, jobs, row.id);
    await addJobs(trx, jobs, stillDue(row, offsets, now));
  }
}

/** Removes a cancelled booking's reminders that have not run, inside the transaction that cancels it. */
export const cancelReminders = (trx: Kysely<DB>, jobs: JobQueue, bookingId: string) =>
  removeJobs(trx, jobs, reminderKeys(bookingId));

type Log = {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

/**
 * Queues the reminder e-mail when its job runs, for the outbox to send: its words are made when
 * it is sent (lib/booking/mail.ts). It holds the booking's row while it queues, so a cancellation
 * or a move either comes first (and the reminder finds nothing to remind of) or after (and drops
 * the queued e-mail); a reminder of a start that moved does not apply to the new one.
 */
export function createReminderTask({
  db,
  now,
  log,
}: {
  db: () => Promise<Database>;
  now: () => Date;
  log: Log;
}): TaskHandler {
  return async (payload) => {
    const parsed = reminderPayload.safeParse(payload);
    if (!parsed.success) {
      log.error(
        { event: "booking.reminder-refused" },
        "booking: a reminder job without its booking, offset and start was dropped",
      );
      return;
    }
    const { bookingId, offsetMinutes, startsAt } = parsed.data;
    const database = await db();
    const at = now();
    const { reminderOffsetsMinutes } = await loadRules(database.kysely);
    const queued = await database.transaction(async (trx) => {
      const booking = await trx
        .selectFrom("bookings")
        .select(["lead_id", "sequence", "starts_at", "scheduled_at", "attention_at"])
        .where("id", "=", bookingId)
        .where("status", "=", "confirmed")
        .where("starts_at", "=", new Date(startsAt))
        .forUpdate()
        .executeTakeFirst();
      if (!booking) return false;
      // The doctor is away then (leave or hours changed over it): no reminder until staff move or cancel it.
      if (booking.attention_at) return "held";
      if (
        dueReminder(
          reminderOffsetsMinutes,
          booking.starts_at.getTime(),
          booking.scheduled_at.getTime(),
          at.getTime(),
        ) !== offsetMinutes
      )
        return false;
      const message: VisitorMessage = { kind: "reminder", offsetMinutes, sequence: booking.sequence };
      await queueMessage(
        trx,
        database.jobs,
        "booking-reminder",
        { bookingId, offsetMinutes, sequence: booking.sequence },
        {
          key: messageEventKey(bookingId, message),
          leadId: booking.lead_id,
          ref: messageRef(bookingId),
          at,
        },
      );
      return true;
    });
    if (queued === "held")
      log.info(
        { event: "booking.reminder-held", bookingId, offsetMinutes },
        "booking: reminder held, the booking needs attention",
      );
    else if (queued)
      log.info({ event: "booking.reminder-queued", bookingId, offsetMinutes }, "booking: reminder queued");
  };
}
