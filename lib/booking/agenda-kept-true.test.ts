import { describe, expect, it } from "vitest";
import type { JobHelpers } from "graphile-worker";
import { bookingFixture, visitor } from "./booking.fixture";
import { attentionDigest } from "./desk";
import { createReminderTask, reminderTask } from "./reminders";

const hour = 3_600_000;
const monday = "2026-11-30T03:00:00Z";
/** Wednesday 2 December, 09:00 IST. */
const wednesday9 = "2026-12-02T03:30:00.000Z";
/** Thursday 3 December, 10:00 IST. */
const thursday10 = "2026-12-03T04:30:00.000Z";
const quiet = { info() {}, error() {} };
const owner = { staffId: "staff-1", staffName: "Asha Owner" };

type Fixture = Awaited<ReturnType<typeof bookingFixture>>;

/** Every reminder job waiting: its booking and offset (the key) and when it runs. */
async function reminderJobs({ db }: Fixture) {
  const { rows } = await db.pool.query<{ key: string; run_at: Date }>(
    `SELECT key, run_at FROM ${db.jobs.schema}.jobs WHERE task_identifier = $1 ORDER BY key`,
    [reminderTask],
  );
  return rows.map((row): [string, string] => [row.key, row.run_at.toISOString()]);
}

async function audit({ db }: Fixture) {
  return db.kysely
    .selectFrom("audit_events")
    .select(["action", "staff_name", "subject_id", "detail"])
    .orderBy("id")
    .execute();
}

async function book(fixture: Fixture, doctorId: string, startsAt: string, overrides = {}) {
  const made = await fixture.service.book({
    typeId: "free-first-call",
    doctorId,
    startsAt,
    timeZone: "America/New_York",
    visitor: visitor(overrides),
  });
  if (made.status !== "booked") throw new Error(made.status);
  return made;
}

describe("a change of the reminder rules", () => {
  it("gives every future booking exactly the new rules' reminders, in the transaction that saves them, and audits it", async () => {
    const fixture = await bookingFixture({ now: monday });
    const { desk, service } = fixture;
    const a = await book(fixture, "dr-one", wednesday9);
    const b = await book(fixture, "dr-two", wednesday9);
    const c = await book(fixture, "dr-one", thursday10);
    const gone = await book(fixture, "dr-two", thursday10);
    expect(await service.cancel(gone.manageToken)).toMatchObject({ status: "cancelled" });
    expect((await reminderJobs(fixture)).map(([key]) => key.split(":")[2]).sort()).toEqual(
      ["1440", "1440", "1440", "60", "60", "60"].sort(),
    );

    // "24h, 1h" becomes "24h, 2h".
    expect(await desk.setRules({ reminderOffsetsMinutes: [1440, 120] }, owner)).toEqual({ status: "saved" });
    const expected = [a, b, c].flatMap(({ booking }): Array<[string, string]> => [
      [`reminder:${booking.id}:120`, new Date(Date.parse(booking.startsAt) - 2 * hour).toISOString()],
      [`reminder:${booking.id}:1440`, new Date(Date.parse(booking.startsAt) - 24 * hour).toISOString()],
    ]);
    expect(await reminderJobs(fixture)).toEqual(expected.sort((x, y) => x[0].localeCompare(y[0])));

    // The new 2-hour reminder goes at its time; nothing waits for the old 1-hour one.
    const task = createReminderTask({ db: async () => fixture.db, now: fixture.deps.now, log: quiet });
    fixture.setNow(new Date(Date.parse(wednesday9) - 2 * hour).toISOString());
    await task({ bookingId: a.booking.id, offsetMinutes: 120, startsAt: wednesday9 }, {} as JobHelpers);
    const messages = await fixture.outbox(await fixture.leadOf(a.booking.id));
    expect(messages.filter((m) => m.message?.startsWith("reminder")).map((m) => m.message)).toEqual(["reminder-120:0"]);

    const rows = (await audit(fixture)).filter((row) => row.action === "booking-rules.changed");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_name: "Asha Owner",
      detail: { before: { reminders: "24h, 1h" }, after: { reminders: "24h, 2h" }, rescheduled: 3 },
    });
  });

  it("leaves the reminders alone when only another rule changes, and refuses a rule out of bounds with nothing changed", async () => {
    const fixture = await bookingFixture({ now: monday });
    await book(fixture, "dr-one", wednesday9);
    const before = await reminderJobs(fixture);
    expect(await fixture.desk.setRules({ bufferMinutes: 15 }, owner)).toEqual({ status: "saved" });
    expect(await reminderJobs(fixture)).toEqual(before);
    expect(await fixture.desk.setRules({ bufferMinutes: 5000, reminderOffsetsMinutes: [30] }, owner)).toMatchObject({
      status: "invalid",
    });
    expect(await reminderJobs(fixture)).toEqual(before);
    expect((await audit(fixture)).map((row) => row.action)).toEqual(["booking-rules.changed"]);
  });
});

describe("leave or hours over confirmed bookings", () => {
  it("marks them as needing attention in the agenda, the overview's list and the digest, holds their reminders, and clears it when staff move them", async () => {
    const fixture = await bookingFixture({ now: monday });
    const { desk } = fixture;
    const over = await book(fixture, "dr-one", wednesday9, {
      name: "Maria Lopez",
      message: "Knee pain since the spring",
    });
    const clear = await book(fixture, "dr-two", wednesday9);

    const saved = await desk.addTimeOff(
      "dr-one",
      { days: { from: "2026-12-02", through: "2026-12-02" } },
      "Leave",
      owner,
    );
    expect(saved).toMatchObject({ status: "saved", overlapping: [{ id: over.booking.id }] });

    const day = await desk.agendaPage({ date: "2026-12-02", view: "day" });
    const entries = day.days.flatMap((d) => d.entries);
    expect(entries.find((e) => e.booking.id === over.booking.id)?.booking.attention).toMatchObject({
      reason: "time-off",
    });
    expect(entries.find((e) => e.booking.id === clear.booking.id)?.booking.attention).toBeNull();

    const list = await desk.needingAttention();
    expect(list).toEqual([
      expect.objectContaining({ id: over.booking.id, visitor: "Maria Lopez", reason: "time-off" }),
    ]);
    const digest = attentionDigest(list, "https://clinic.example");
    expect(digest[0]!.title).toBe("1 booking needs moving or cancelling");
    expect(digest[0]!.lines[0]).toContain("Maria Lopez, Wednesday 2 December 2026, 09:00 India Standard Time");
    expect(digest[0]!.lines[0]).toContain(`https://clinic.example/inbox/agenda/${over.booking.id}`);
    expect(JSON.stringify(digest)).not.toContain("Knee");

    // Its reminder's time comes: nothing is sent while it needs attention; the other booking's goes.
    const task = createReminderTask({ db: async () => fixture.db, now: fixture.deps.now, log: quiet });
    fixture.setNow("2026-12-01T03:30:00.000Z");
    for (const made of [over, clear])
      await task({ bookingId: made.booking.id, offsetMinutes: 1440, startsAt: wednesday9 }, {} as JobHelpers);
    const reminders = async (id: string) =>
      (await fixture.outbox(await fixture.leadOf(id))).filter((m) => m.message?.startsWith("reminder"));
    expect(await reminders(over.booking.id)).toEqual([]);
    expect(await reminders(clear.booking.id)).toHaveLength(1);

    // Moved by staff: handled, off the list, its reminders those of the new time.
    expect(await desk.move(over.booking.id, { startsAt: thursday10 }, owner)).toMatchObject({ status: "rescheduled" });
    expect(await desk.needingAttention()).toEqual([]);
    expect((await reminderJobs(fixture)).filter(([key]) => key.includes(over.booking.id))).toEqual([
      [`reminder:${over.booking.id}:1440`, "2026-12-02T04:30:00.000Z"],
      [`reminder:${over.booking.id}:60`, "2026-12-03T03:30:00.000Z"],
    ]);

    expect((await audit(fixture)).map((row) => [row.action, row.staff_name])).toEqual([
      ["leave.added", "Asha Owner"],
      // One row for the move: the note it leaves on the lead's history is not a second change.
      ["booking.moved", "Asha Owner"],
    ]);
  });

  it("clears the mark when the time off over it is removed, and resumes its reminders; new weekly hours that leave a booking out mark it too", async () => {
    const fixture = await bookingFixture({ now: monday });
    const { desk } = fixture;
    const made = await book(fixture, "dr-one", wednesday9);
    const blocked = await desk.blockHours("dr-one", "2026-12-02", "08:00", "10:00", "Clinic meeting", owner);
    if (blocked.status !== "saved") throw new Error(blocked.status);
    expect(await desk.needingAttention()).toHaveLength(1);
    // The reminder's job ran while it was held, and found nothing to send.
    await fixture.db.pool.query(`DELETE FROM ${fixture.db.jobs.schema}._private_jobs WHERE key LIKE $1`, [
      `reminder:${made.booking.id}:1440`,
    ]);
    fixture.setNow("2026-12-01T05:00:00.000Z");
    expect(await desk.removeTimeOff(blocked.id, owner)).toBe(true);
    expect(await desk.needingAttention()).toEqual([]);
    // The 24-hour reminder, due while it was held, goes at once; the 1-hour one at its time.
    expect((await reminderJobs(fixture)).filter(([key]) => key.includes(made.booking.id))).toEqual([
      [`reminder:${made.booking.id}:1440`, "2026-12-01T05:00:00.000Z"],
      [`reminder:${made.booking.id}:60`, "2026-12-02T02:30:00.000Z"],
    ]);

    // Wednesday's hours now start at 10:00: the 09:00 booking is outside them.
    const hours = await desk.setHours("dr-one", 3, [{ starts: "10:00", ends: "13:00" }], owner);
    expect(hours).toMatchObject({ status: "saved", outside: [{ id: made.booking.id }] });
    expect(await desk.needingAttention()).toEqual([expect.objectContaining({ id: made.booking.id, reason: "hours" })]);
    // Removing some other time off does not clear a booking the hours leave out.
    const other = await desk.blockHours("dr-one", "2026-12-04", "08:00", "10:00", "", owner);
    if (other.status !== "saved") throw new Error(other.status);
    await desk.removeTimeOff(other.id, owner);
    expect(await desk.needingAttention()).toHaveLength(1);
    // Cancelled by staff: handled.
    expect(await desk.cancel(made.booking.id, owner)).toMatchObject({ status: "cancelled" });
    expect(await desk.needingAttention()).toEqual([]);
    expect((await audit(fixture)).map((row) => row.action)).toEqual([
      "leave.added",
      "leave.removed",
      "hours.changed",
      "leave.added",
      "leave.removed",
      "booking.cancelled",
    ]);
  });
});
