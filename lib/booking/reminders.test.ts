import { describe, expect, it } from "vitest";
import type { JobHelpers } from "graphile-worker";
import { kinds } from "@/lib/messages";
import { bookingFixture, testClinic, visitor } from "./booking.fixture";
import { createReminderTask, dueReminder, reminderTask, requeueReminders } from "./reminders";

const hour = 3_600_000;
const minute = 60_000;
const monday = "2026-11-30T03:00:00Z";
/** Wednesday 2 December, 09:00 IST. */
const wednesday9 = "2026-12-02T03:30:00.000Z";
const quiet = { info() {}, error() {} };

describe("which reminder is due", () => {
  const start = Date.parse(wednesday9);
  const booked = start - 3 * 24 * hour;
  const due = (now: number, scheduledAt = booked) => dueReminder([1440, 60], start, scheduledAt, now);

  it("gives each reminder its own stretch: 24 h until the 1 h one is due, then 1 h until the start", () => {
    expect(due(start - 25 * hour)).toBeNull();
    expect(due(start - 24 * hour)).toBe(1440);
    expect(due(start - 90 * minute)).toBe(1440);
    expect(due(start - 60 * minute)).toBe(60);
    expect(due(start - 1)).toBe(60);
    expect(due(start)).toBeNull();
  });

  it("skips a reminder whose time had passed when the time was booked or moved", () => {
    // Booked 5 hours ahead: the 24-hour reminder is never due; the 1-hour one is.
    expect(due(start - 4 * hour, start - 5 * hour)).toBeNull();
    expect(due(start - 30 * minute, start - 5 * hour)).toBe(60);
    // Booked 40 minutes ahead: neither.
    expect(due(start - 30 * minute, start - 40 * minute)).toBeNull();
  });
});

type Fixture = Awaited<ReturnType<typeof bookingFixture>>;

/** The reminder jobs of these bookings waiting in the queue: which booking and offset, and when each runs. */
async function reminderJobs({ db }: Fixture, ...bookingIds: string[]) {
  const { rows } = await db.pool.query<{ key: string; run_at: Date }>(
    `SELECT key, run_at FROM ${db.jobs.schema}.jobs WHERE task_identifier = $1 AND split_part(key, ':', 2) = ANY($2) ORDER BY run_at, key`,
    [reminderTask, bookingIds],
  );
  return rows.map((row) => [row.key, row.run_at.toISOString()]);
}

describe("reminders", () => {
  it("are scheduled as jobs at their times when booked (none whose time has passed), replaced when moved, removed when cancelled", async () => {
    const fixture = await bookingFixture({ now: monday });
    const { service, desk } = fixture;
    const kept = await service.book({
      typeId: "free-first-call",
      doctorId: "dr-one",
      startsAt: wednesday9,
      timeZone: "Europe/London",
      visitor: visitor(),
    });
    const dropped = await service.book({
      typeId: "free-first-call",
      doctorId: "dr-two",
      startsAt: wednesday9,
      timeZone: "Europe/London",
      visitor: visitor(),
    });
    if (kept.status !== "booked" || dropped.status !== "booked") throw new Error("not booked");
    const [k, d] = [kept.booking.id, dropped.booking.id];
    expect((await reminderJobs(fixture, k, d)).sort()).toEqual(
      [
        [`reminder:${k}:1440`, "2026-12-01T03:30:00.000Z"],
        [`reminder:${d}:1440`, "2026-12-01T03:30:00.000Z"],
        [`reminder:${k}:60`, "2026-12-02T02:30:00.000Z"],
        [`reminder:${d}:60`, "2026-12-02T02:30:00.000Z"],
      ].sort(),
    );
    expect(await service.cancel(dropped.manageToken)).toMatchObject({ status: "cancelled" });
    // Moved by the desk to 16:00 IST on Wednesday, and then, 20 hours before, to 10:00 on Thursday: its 24-hour reminder's time has passed.
    expect(
      await desk.move(k, { startsAt: "2026-12-02T10:30:00.000Z" }, { staffId: null, staffName: "Desk" }),
    ).toMatchObject({ status: "rescheduled" });
    expect(await reminderJobs(fixture, k, d)).toEqual([
      [`reminder:${k}:1440`, "2026-12-01T10:30:00.000Z"],
      [`reminder:${k}:60`, "2026-12-02T09:30:00.000Z"],
    ]);
    fixture.setNow("2026-12-02T08:30:00.000Z");
    expect(
      await desk.move(k, { startsAt: "2026-12-03T04:30:00.000Z" }, { staffId: null, staffName: "Desk" }),
    ).toMatchObject({ status: "rescheduled" });
    expect(await reminderJobs(fixture, k, d)).toEqual([[`reminder:${k}:60`, "2026-12-03T03:30:00.000Z"]]);
  });

  it("queue the e-mail once when the job runs, however many instances run it, and nothing for a booking cancelled or moved since", async () => {
    const fixture = await bookingFixture({ now: monday });
    const { service, desk, setNow, outbox, leadOf, db, deps } = fixture;
    const task = createReminderTask({ db: async () => db, now: deps.now, log: quiet });
    const kept = await service.book({
      typeId: "free-first-call",
      doctorId: "dr-one",
      startsAt: wednesday9,
      timeZone: "Europe/London",
      visitor: visitor(),
    });
    const dropped = await service.book({
      typeId: "free-first-call",
      doctorId: "dr-two",
      startsAt: wednesday9,
      timeZone: "Europe/London",
      visitor: visitor(),
    });
    if (kept.status !== "booked" || dropped.status !== "booked") throw new Error("not booked");
    expect(await service.cancel(dropped.manageToken)).toMatchObject({ status: "cancelled" });
    const reminders = async (bookingId: string) =>
      (await outbox(await leadOf(bookingId))).filter((r) => r.message?.startsWith("reminder"));
    const run = (bookingId: string, offsetMinutes: number, startsAt = wednesday9) =>
      task({ bookingId, offsetMinutes, startsAt }, {} as JobHelpers);

    setNow("2026-12-01T03:30:00.000Z"); // its time: 24 hours before
    await Promise.all([run(kept.booking.id, 1440), run(kept.booking.id, 1440), run(dropped.booking.id, 1440)]);
    expect(await reminders(kept.booking.id)).toEqual([
      { kind: "booking-reminder", message: "reminder-1440:0", channel: "email", status: "pending" },
    ]);
    expect(await reminders(dropped.booking.id)).toEqual([]);

    // A job whose payload is not a reminder's (queued by hand, or by another release) is dropped, not retried.
    const refused: string[] = [];
    const strict = createReminderTask({
      db: async () => db,
      now: deps.now,
      log: { ...quiet, error: (f) => refused.push(String(f.event)) },
    });
    await expect(
      strict({ bookingId: kept.booking.id, offsetMinutes: "1440" }, {} as JobHelpers),
    ).resolves.toBeUndefined();
    expect(refused).toEqual(["booking.reminder-refused"]);
    expect(await reminders(kept.booking.id)).toHaveLength(1);

    // Held up until the 1-hour reminder's time: the late 24-hour one is not sent as well.
    setNow("2026-12-02T02:45:00.000Z");
    await run(kept.booking.id, 1440);
    await run(kept.booking.id, 60);
    expect((await reminders(kept.booking.id)).map((r) => r.message)).toEqual(["reminder-1440:0", "reminder-60:0"]);

    // A job of the time before a move does nothing for the new time.
    setNow(monday);
    const moved = await service.book({
      typeId: "free-first-call",
      doctorId: "dr-two",
      startsAt: wednesday9,
      timeZone: "Asia/Kolkata",
      visitor: visitor(),
    });
    if (moved.status !== "booked") throw new Error(moved.status);
    expect(
      await desk.move(moved.booking.id, { startsAt: "2026-12-02T10:30:00.000Z" }, { staffId: null, staffName: "Desk" }),
    ).toMatchObject({ status: "rescheduled" });
    setNow("2026-12-01T03:30:00.000Z");
    await run(moved.booking.id, 1440);
    expect(await reminders(moved.booking.id)).toEqual([]);
    setNow("2026-12-01T10:30:00.000Z");
    await run(moved.booking.id, 1440, "2026-12-02T10:30:00.000Z");
    expect((await reminders(moved.booking.id)).map((r) => r.message)).toEqual(["reminder-1440:1"]);
    const props = await service.prepareMessage(
      { kind: "reminder", offsetMinutes: 1440, sequence: 1 },
      moved.booking.id,
      { channel: "email", now: deps.now() },
    );
    expect(kinds["booking-reminder"].email!(props!, testClinic).subject).toMatch(
      /^Reminder: Free first call with Dr\. Sample Two in 24 hours, 2026-12-02 16:00 India Standard Time$/,
    );
  });

  it("are put back for a store without them (restored, or upgraded): those ahead at their times, the one due now at once", async () => {
    const fixture = await bookingFixture({ now: monday });
    const { service, db } = fixture;
    const made = await service.book({
      typeId: "free-first-call",
      doctorId: "dr-one",
      startsAt: wednesday9,
      timeZone: "Europe/London",
      visitor: visitor(),
    });
    if (made.status !== "booked") throw new Error(made.status);
    await db.pool.query(`DELETE FROM ${db.jobs.schema}._private_jobs WHERE key LIKE $1`, [
      `reminder:${made.booking.id}:%`,
    ]);
    // 23 hours before: the 24-hour reminder is due now, the 1-hour one later.
    await requeueReminders(db, new Date("2026-12-01T04:30:00.000Z"));
    await requeueReminders(db, new Date("2026-12-01T04:30:00.000Z"));
    expect(await reminderJobs(fixture, made.booking.id)).toEqual([
      [`reminder:${made.booking.id}:1440`, "2026-12-01T04:30:00.000Z"],
      [`reminder:${made.booking.id}:60`, "2026-12-02T02:30:00.000Z"],
    ]);
  });
});
