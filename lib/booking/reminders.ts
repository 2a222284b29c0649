import "server-only";
import type { Database } from "@/lib/db/database";
import { queueMessage } from "@/lib/leads/store/store";
import { repeatEvery } from "@/lib/repeat";
import { messageKey } from "./mail";
import { loadRules } from "./store";

const minute = 60_000;

/**
 * Which reminder is due for a booking at `now`, if any (offsets largest first: [1440, 60]).
 * Each reminder has its own stretch of time, from its due time to the next one's (the last:
 * to the start), so a server that was down for hours sends the latest that still makes sense,
 * not every missed one at once. A reminder due before the time was chosen (a late booking or
 * move) is skipped, never sent at once.
 */
export function dueReminder(offsets: readonly number[], startsAt: number, scheduledAt: number, now: number): number | null {
  for (const [i, offset] of offsets.entries()) {
    const due = startsAt - offset * minute;
    const until = i + 1 < offsets.length ? startsAt - offsets[i + 1]! * minute : startsAt;
    if (now >= due && now < until) return due >= scheduledAt ? offset : null;
  }
  return null;
}

type Log = {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

export type ReminderWorkerOptions = {
  db: () => Promise<Database>;
  now: () => Date;
  /** Names this instance in each claim. */
  instanceId: string;
  intervalMs: number;
  /** Wakes the outbox worker once a reminder is queued. */
  afterQueue: () => void;
  log: Log;
};

/**
 * Reminders before each confirmed booking (docs/booking.md). Every instance looks each minute;
 * the database decides which one queues a reminder, as it decides which sends the morning
 * digest (lib/leads/desk/worker.ts): the first to insert the claim row for the booking, the
 * offset and the start time. The claim and the queued e-mail are one transaction that holds the
 * booking's row, so a cancellation or a move either comes first (and nothing is claimed) or
 * after (and drops the queued e-mail). A moved booking's new start is a new claim.
 */
export function createReminderWorker({ db, now, instanceId, intervalMs, afterQueue, log }: ReminderWorkerOptions) {

  async function tick(): Promise<number> {
    const at = now();
    const database = await db();
    const rules = await loadRules(database.kysely);
    const offsets = rules.reminderOffsetsMinutes;
    if (!offsets.length) return 0;
    const rows = await database.kysely
      .selectFrom("bookings")
      .select(["id", "starts_at", "scheduled_at", "sequence"])
      .where("status", "=", "confirmed")
      .where("starts_at", ">", at)
      .where("starts_at", "<=", new Date(at.getTime() + offsets[0]! * minute))
      .execute();
    let queued = 0;
    for (const row of rows) {
      const offset = dueReminder(offsets, row.starts_at.getTime(), row.scheduled_at.getTime(), at.getTime());
      if (offset === null) continue;
      const claimed = await database.transaction(async (trx) => {
        const still = await trx
          .selectFrom("bookings")
          .select("lead_id")
          .where("id", "=", row.id)
          .where("status", "=", "confirmed")
          .where("sequence", "=", row.sequence)
          .where("starts_at", "=", row.starts_at)
          .forUpdate()
          .executeTakeFirst();
        if (!still) return false;
        const claim = await trx
          .insertInto("booking_reminders")
          .values({ booking_id: row.id, offset_minutes: offset, starts_at: row.starts_at, claimed_at: at, claimed_by: instanceId })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (!claim.numInsertedOrUpdatedRows) return false;
        await queueMessage(trx, still.lead_id, "visitor", messageKey({ kind: "reminder", offsetMinutes: offset, sequence: row.sequence }), at);
        return true;
      });
      if (claimed) {
        queued++;
        log.info({ event: "booking.reminder-queued", bookingId: row.id, offsetMinutes: offset }, "booking: reminder queued");
      }
    }
    if (queued) afterQueue();
    return queued;
  }

  /** One look; an error is logged and the next look tries again. */
  const safeTick = () =>
    tick().catch((error: unknown) => {
      log.error({ event: "booking.reminders-failed", err: error }, "booking: the reminder look failed; trying again");
      return 0;
    });

  const repeat = repeatEvery(intervalMs, safeTick);
  return { tick, start: repeat.start, stop: repeat.stop };
}
