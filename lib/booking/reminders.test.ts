import { describe, expect, it } from "vitest";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { bookingFixture, visitor } from "./booking.fixture";
import { createReminderWorker, dueReminder } from "./reminders";

const hour = 3_600_000;
const minute = 60_000;
const monday = "2026-11-30T03:00:00Z";
/** Wednesday 2 December, 09:00 IST. */
const wednesday9 = "2026-12-02T03:30:00.000Z";
const quiet = { info() {}, error: console.error };

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

describe("reminders", () => {
  it("are queued once with two instances looking at once, none for a cancelled booking, and a passed one is skipped", async () => {
    const schema = freshSchema();
    const { service, setNow, outbox, leadOf, db, deps } = await bookingFixture({ now: monday, db: await freshDatabase({ schema }) });
    const second = await freshDatabase({ schema });
    const kept = await service.book({ typeId: "free-first-call", doctorId: "dr-one", startsAt: wednesday9, timeZone: "Europe/London", visitor: visitor() });
    const dropped = await service.book({ typeId: "free-first-call", doctorId: "dr-two", startsAt: wednesday9, timeZone: "Europe/London", visitor: visitor() });
    if (kept.status !== "booked" || dropped.status !== "booked") throw new Error("not booked");
    expect(await service.cancel(dropped.manageToken)).toMatchObject({ status: "cancelled" });

    const instance = (name: string, database: typeof db) =>
      createReminderWorker({ db: async () => database, now: deps.now, instanceId: name, intervalMs: 60_000, afterQueue: () => {}, log: quiet });
    const [a, b] = [instance("a", db), instance("b", second)];
    const reminders = async (bookingId: string) => (await outbox(await leadOf(bookingId))).filter((r) => r.message?.startsWith("reminder"));

    setNow("2026-12-01T03:00:00.000Z"); // 24.5 hours before: nothing due yet
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([0, 0]);
    setNow("2026-12-01T03:31:00.000Z"); // 23 h 59 min before
    const counts = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await reminders(kept.booking.id)).toEqual([{ target: "visitor", message: "reminder-1440:0", status: "pending" }]);
    expect(await reminders(dropped.booking.id)).toEqual([]);

    setNow("2026-12-02T02:45:00.000Z"); // 45 minutes before
    expect((await Promise.all([b.tick(), a.tick()])).reduce((x, y) => x + y, 0)).toBe(1);
    expect((await reminders(kept.booking.id)).map((r) => r.message)).toEqual(["reminder-1440:0", "reminder-60:0"]);
    expect(await reminders(dropped.booking.id)).toEqual([]);
    const claims = await db.pool.query(`SELECT booking_id, offset_minutes, claimed_by FROM booking_reminders ORDER BY offset_minutes DESC`);
    expect(claims.rows.map((r: { offset_minutes: number }) => r.offset_minutes)).toEqual([1440, 60]);

  });

  it("skip the 24-hour reminder of a booking made later than that, and follow a moved booking to its new time", async () => {
    const { service, desk, setNow, outbox, leadOf, deps, db } = await bookingFixture({ now: "2026-12-02T20:00:00Z" });
    const worker = createReminderWorker({ db: async () => db, now: deps.now, instanceId: "only", intervalMs: 60_000, afterQueue: () => {}, log: quiet });
    const reminders = async (bookingId: string) => (await outbox(await leadOf(bookingId))).filter((r) => r.message?.startsWith("reminder")).map((r) => r.message);

    // Thursday 3 December, 16:00 IST, booked 14.5 hours ahead: its 24-hour reminder time has passed.
    const late = await service.book({ typeId: "free-first-call", startsAt: "2026-12-03T10:30:00.000Z", timeZone: "Asia/Kolkata", visitor: visitor() });
    if (late.status !== "booked") throw new Error(late.status);
    setNow("2026-12-02T20:01:00Z");
    expect(await worker.tick()).toBe(0);
    setNow("2026-12-03T10:00:00Z");
    expect(await worker.tick()).toBe(1);
    expect(await reminders(late.booking.id)).toEqual(["reminder-60:0"]);

    // Friday 4 December, 09:00 IST, reminded 23 hours ahead, then moved by the desk to 16:00.
    setNow("2026-12-02T20:00:00Z");
    const moved = await service.book({ typeId: "free-first-call", startsAt: "2026-12-04T03:30:00.000Z", timeZone: "Asia/Kolkata", visitor: visitor() });
    if (moved.status !== "booked") throw new Error(moved.status);
    setNow("2026-12-03T04:30:00Z");
    expect(await worker.tick()).toBe(1);
    expect(await reminders(moved.booking.id)).toEqual(["reminder-1440:0"]);
    await db.pool.query(`UPDATE outbox SET status = 'delivered' WHERE message = 'reminder-1440:0'`);
    expect(await desk.move(moved.booking.id, { startsAt: "2026-12-04T10:30:00.000Z" }, { staffId: null, staffName: "Desk" })).toMatchObject({ status: "rescheduled" });
    expect(await worker.tick()).toBe(0);
    setNow("2026-12-03T11:00:00Z");
    expect(await worker.tick()).toBe(1);
    expect(await reminders(moved.booking.id)).toEqual(["reminder-1440:0", "reminder-1440:1"]);
    // A reminder queued and then superseded is not sent: its message no longer applies.
    expect(await service.messageFor(await leadOf(moved.booking.id), "reminder-1440:0")).toBeNull();
    const email = await service.messageFor(await leadOf(moved.booking.id), "reminder-1440:1");
    expect(email?.subject).toMatch(/^Reminder: Free first call with Dr\. Sample (One|Two) in 24 hours, 2026-12-04 16:00 India Standard Time$/);
  });
});
