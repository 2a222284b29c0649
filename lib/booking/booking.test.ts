import { describe, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { bookingFixture, testDoctors, visitor } from "./booking.fixture";
import type { BookResult, SlotList } from "./service";

// Monday 30 November 2026, 08:30 in India: with 12 hours of notice, Tuesday morning is the first on offer. The sample week: weekdays 09:00-13:00 and 16:00-20:00 IST, Saturdays 10:00-14:00.
const monday = "2026-11-30T03:00:00Z";
const la = "America/Los_Angeles";
const staffDesk = { staffId: null, staffName: "Desk" };

const slotsOf = (list: SlotList) => {
  if (list.status !== "ok") throw new Error(`no slots: ${JSON.stringify(list)}`);
  return list.days.flatMap((d) => d.slots);
};
const booked = (result: BookResult) => {
  if (result.status !== "booked") throw new Error(`not booked: ${JSON.stringify(result)}`);
  return result;
};
/** Tuesday 1 December, 09:00 IST: the first time every sample doctor offers after the 12-hour notice. */
const tuesday9 = "2026-12-01T03:30:00.000Z";

describe("booking a free time", () => {
  it("stores the booking, its lead and its e-mails together, and takes the time off the list", async () => {
    const { db, service, outbox } = await bookingFixture({ now: monday });
    const before = slotsOf(await service.listSlots({ typeId: "free-first-call", timeZone: la }));
    // 09:00 IST on Tuesday is 19:30 on Monday in Los Angeles, listed on the visitor's own date.
    expect(before[0]).toEqual({
      startsAt: tuesday9,
      doctorIds: ["dr-one", "dr-two"],
      date: "2026-11-30",
      time: "19:30",
    });

    const result = booked(
      await service.book({
        typeId: "free-first-call",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor({ name: "Maria Lopez" }),
      }),
    );
    expect(result.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.booking).toMatchObject({
      status: "confirmed",
      sequence: 0,
      doctor: { id: "dr-one", name: "Dr. Sample One" },
      type: { id: "free-first-call", minutes: 20 },
      startsAt: tuesday9,
      endsAt: "2026-12-01T03:50:00.000Z",
      visitor: { zone: la, date: "2026-11-30", time: "19:30", zoneName: "Pacific Standard Time" },
      clinic: { zone: "Asia/Kolkata", date: "2026-12-01", time: "09:00", zoneName: "India Standard Time" },
      call: { kind: "phone", phone: "+12125550123" },
      changeUntil: "2026-11-30T15:30:00.000Z",
    });

    const { rows } = await db.pool.query<{ lead_id: string }>(`SELECT lead_id FROM bookings`);
    const lead = await openLeadStore(db).getLead(rows[0]!.lead_id);
    expect(lead).toMatchObject({
      formType: "Consultation Booking",
      name: "Maria Lopez",
      status: "booked",
      consultationType: "Free first call",
    });
    // Booked through the lead's own status change, so its history and the overview's "booked" say when.
    expect(lead).toMatchObject({ bookedAt: lead!.receivedAt, contactedAt: lead!.receivedAt });
    expect(await openLeadStore(db).historyFor(lead!.id)).toMatchObject([
      {
        kind: "status",
        fromStatus: "new",
        toStatus: "booked",
        at: lead!.receivedAt,
        staffId: null,
        staffName: "Booked online by the visitor",
      },
    ]);
    expect(lead!.details).toMatchObject({
      doctorName: "Dr. Sample One",
      startsAt: tuesday9,
      doctorsTime: "Tuesday 1 December 2026, 09:00 India Standard Time (Asia/Kolkata)",
    });
    expect(await outbox(lead!.id)).toEqual([
      { kind: "lead-new", message: null, channel: "email", status: "pending" },
      { kind: "booking-confirmed", message: "confirmed:0", channel: "email", status: "pending" },
    ]);

    const after = slotsOf(await service.listSlots({ typeId: "free-first-call", timeZone: la }));
    expect(after[0]).toMatchObject({ startsAt: tuesday9, doctorIds: ["dr-two"] });
    const one = slotsOf(await service.listSlots({ typeId: "free-first-call", doctorId: "dr-one", timeZone: la }));
    // dr-one's 09:00 call and its buffer hold 09:00-09:30: the next start is 09:30.
    expect(one[0]!.startsAt).toBe("2026-12-01T04:00:00.000Z");
  });

  it("gives exactly one of 20 simultaneous bookings of one time; the others hear it was taken, with the nearest free times", async () => {
    const { db, service } = await bookingFixture({ now: monday, doctors: [testDoctors[0]!], poolMax: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        service.book({
          typeId: "free-first-call",
          doctorId: "dr-one",
          startsAt: tuesday9,
          timeZone: la,
          visitor: visitor({ email: `racer${i}@example.com` }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    console.info(
      `20 simultaneous bookings of one slot: ${statuses.filter((s) => s === "booked").length} booked, ${statuses.filter((s) => s === "taken").length} taken`,
    );
    expect(statuses.filter((s) => s === "booked")).toHaveLength(1);
    expect(statuses.filter((s) => s === "taken")).toHaveLength(19);
    for (const result of results) {
      if (result.status !== "taken") continue;
      expect(result.nearest.length).toBeGreaterThan(0);
      expect(result.nearest.map((s) => s.startsAt)).not.toContain(tuesday9);
      // The nearest free time is 09:30 IST, shown in the zone the visitor was looking at.
      expect(result.nearest[0]).toMatchObject({
        startsAt: "2026-12-01T04:00:00.000Z",
        date: "2026-11-30",
        time: "20:00",
      });
    }
    const counts = await db.pool.query<{ bookings: string; leads: string }>(
      `SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM leads) AS leads`,
    );
    expect(counts.rows[0]).toEqual({ bookings: "1", leads: "1" });
  });

  it("gives any available doctor's time to the next free doctor, then says it was taken", async () => {
    const { service } = await bookingFixture({ now: monday });
    const first = booked(
      await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    );
    const second = booked(
      await service.book({
        typeId: "free-first-call",
        doctorId: "any",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor(),
      }),
    );
    expect([first.booking.doctor.id, second.booking.doctor.id]).toEqual(["dr-one", "dr-two"]);
    const third = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: "Europe/London",
      visitor: visitor(),
    });
    expect(third.status).toBe("taken");
    // 09:30 IST, shown in London's zone, where this visitor was looking.
    expect(third.status === "taken" && third.nearest[0]).toEqual({
      startsAt: "2026-12-01T04:00:00.000Z",
      doctorIds: ["dr-one", "dr-two"],
      date: "2026-12-01",
      time: "04:00",
    });
  });

  it("refuses what is not on offer with a message for the field, and says when booking is off", async () => {
    const { service } = await bookingFixture({ now: monday });
    const book = (change: Record<string, unknown>) =>
      service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor(), ...change });
    expect(await book({ timeZone: "Mars/Olympus" })).toMatchObject({
      status: "invalid",
      fieldErrors: { timeZone: expect.any(String) },
    });
    expect(await book({ typeId: "massage" })).toMatchObject({
      status: "invalid",
      fieldErrors: { typeId: expect.any(String) },
    });
    expect(await book({ doctorId: "dr-nobody" })).toMatchObject({
      status: "invalid",
      fieldErrors: { doctorId: expect.any(String) },
    });
    expect(await book({ startsAt: "2026-12-01T09:00" })).toMatchObject({
      status: "invalid",
      fieldErrors: { startsAt: expect.any(String) },
    });
    expect(await book({ visitor: visitor({ email: "" }) })).toMatchObject({
      status: "invalid",
      fieldErrors: { email: expect.any(String) },
    });
    for (const startsAt of [
      "2026-12-01T03:40:00.000Z", // off the 30-minute grid
      "2026-12-01T09:00:00.000Z", // 14:30 IST, between the blocks
      "2026-11-30T06:30:00.000Z", // Monday 12:00 IST: inside the hours, inside the 12-hour notice
      "2027-01-04T03:30:00.000Z", // beyond the 30-day horizon
      "2026-12-06T04:30:00.000Z", // Sunday
    ]) {
      expect(await book({ startsAt }), startsAt).toMatchObject({
        status: "invalid",
        fieldErrors: { startsAt: expect.any(String) },
      });
    }
    const off = await bookingFixture({ now: monday, setting: "off" });
    expect(
      await off.service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    ).toMatchObject({ status: "off" });
    expect(await off.service.listSlots({ typeId: "free-first-call", timeZone: la })).toMatchObject({ status: "off" });
  });

  it("stays off in auto until a confirmed doctor has hours, and never offers a sample doctor then", async () => {
    const doctors = [...testDoctors, { id: "dr-real", name: "Dr. Confirmed", sample: false }];
    const { service, desk } = await bookingFixture({ now: monday, doctors, setting: "auto" });
    expect(await service.state()).toMatchObject({
      on: false,
      reason: expect.stringContaining("no confirmed doctor has hours"),
    });
    expect(await desk.setHours("dr-real", 2, [{ starts: "18:00", ends: "19:00" }])).toEqual({
      status: "saved",
      outside: [],
    });
    expect(await service.state()).toMatchObject({ on: true, doctorIds: ["dr-real"], sample: false });
    const slots = slotsOf(await service.listSlots({ typeId: "follow-up", timeZone: "Europe/London" }));
    expect(slots.map((s) => [s.date, s.time, s.doctorIds])).toEqual(
      ["2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"].flatMap((date) => [
        [date, "12:30", ["dr-real"]],
        [date, "13:00", ["dr-real"]],
      ]),
    );
  });
});

describe("the database's own guard", () => {
  it("refuses overlapping bookings of one doctor, the buffer included, whatever the code checked", async () => {
    const { db, service } = await bookingFixture({ now: monday });
    const { booking } = booked(
      await service.book({
        typeId: "free-first-call",
        doctorId: "dr-one",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor(),
      }),
    );
    const leadId = (await db.pool.query<{ lead_id: string }>(`SELECT lead_id FROM bookings`)).rows[0]!.lead_id;
    const insert = (id: string, doctorId: string, start: string, minutes: number, buffer: number) => {
      const at = Date.parse(start);
      return db.pool.query(
        `INSERT INTO bookings (id, lead_id, doctor_id, type_id, starts_at, ends_at, held_until, visitor_zone, created_at, scheduled_at, updated_at)
         VALUES ($1, $2, $3, 'free-first-call', $4, $5, $6, 'UTC', now(), now(), now())`,
        [
          id,
          leadId,
          doctorId,
          new Date(at).toISOString(),
          new Date(at + minutes * 60_000).toISOString(),
          new Date(at + (minutes + buffer) * 60_000).toISOString(),
        ],
      );
    };
    // The existing booking holds 09:00-09:30 IST (03:30-04:00 UTC) with its buffer. Each row needs
    // its own lead, so the unique lead_id would refuse a second row too: free it for the check.
    await db.pool.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_lead_id_key`);
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "inserted",
        (error: { code?: string }) => error.code,
      );
    expect(await code(insert("b1", "dr-one", "2026-12-01T03:40:00Z", 20, 0))).toBe("23P01");
    // Ends at 03:30 exactly, but its own buffer would run into the booking.
    expect(await code(insert("b2", "dr-one", "2026-12-01T03:00:00Z", 30, 10))).toBe("23P01");
    expect(await code(insert("b3", "dr-one", "2026-12-01T03:00:00Z", 30, 0))).toBe("inserted");
    expect(await code(insert("b4", "dr-one", "2026-12-01T04:00:00Z", 20, 10))).toBe("inserted");
    expect(await code(insert("b5", "dr-two", "2026-12-01T03:30:00Z", 20, 10))).toBe("inserted");
    await db.pool.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [booking.id]);
    expect(await code(insert("b6", "dr-one", "2026-12-01T03:30:00Z", 20, 10))).toBe("inserted");
  });
});

describe("the manage link", () => {
  it("refuses a wrong token and an expired one, and shows the booking to the right one", async () => {
    const { service, setNow } = await bookingFixture({ now: monday });
    const { manageToken } = booked(
      await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    );
    expect(await service.view("not a token")).toEqual({ status: "refused", reason: "unknown" });
    expect(await service.view(`${manageToken.slice(0, -1)}${manageToken.endsWith("A") ? "B" : "A"}`)).toEqual({
      status: "refused",
      reason: "unknown",
    });
    expect(await service.view(manageToken)).toMatchObject({
      status: "found",
      canChange: true,
      booking: { startsAt: tuesday9 },
    });
    expect(await service.cancel("x".repeat(43))).toEqual({ status: "refused", reason: "unknown" });
    // Once the consultation has ended the link opens nothing.
    setNow("2026-12-01T03:50:00.000Z");
    expect(await service.view(manageToken)).toEqual({ status: "refused", reason: "expired" });
    expect(await service.reschedule(manageToken, { startsAt: "2026-12-02T03:30:00.000Z" })).toEqual({
      status: "refused",
      reason: "expired",
    });
  });

  it("reschedules with the next SEQUENCE and an updated invitation queued, and frees the old time", async () => {
    const { service, outbox, leadOf } = await bookingFixture({ now: monday, doctors: [testDoctors[0]!] });
    const made = booked(
      await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    );
    const result = await service.reschedule(made.manageToken, { startsAt: "2026-12-02T11:00:00.000Z" });
    expect(result).toMatchObject({
      status: "rescheduled",
      booking: {
        sequence: 1,
        startsAt: "2026-12-02T11:00:00.000Z",
        clinic: { time: "16:30" },
        visitor: { time: "03:00", date: "2026-12-02" },
      },
    });
    // The confirmation still waiting is dropped: the visitor is sent the booking as it now stands.
    expect(await outbox(await leadOf(made.booking.id))).toEqual([
      { kind: "lead-new", message: null, channel: "email", status: "pending" },
      { kind: "booking-confirmed", message: "confirmed:0", channel: "email", status: "dropped" },
      { kind: "booking-rescheduled", message: "rescheduled:1", channel: "email", status: "pending" },
    ]);
    const slots = slotsOf(await service.listSlots({ typeId: "free-first-call", timeZone: la })).map((s) => s.startsAt);
    expect(slots).toContain(tuesday9);
    expect(slots).not.toContain("2026-12-02T11:00:00.000Z");
    // A time another booking holds is refused as taken, nothing changes.
    booked(
      await service.book({
        typeId: "free-first-call",
        startsAt: "2026-12-03T03:30:00.000Z",
        timeZone: la,
        visitor: visitor(),
      }),
    );
    expect(await service.reschedule(made.manageToken, { startsAt: "2026-12-03T03:30:00.000Z" })).toMatchObject({
      status: "taken",
    });
    expect(await service.view(made.manageToken)).toMatchObject({
      booking: { sequence: 1, startsAt: "2026-12-02T11:00:00.000Z" },
    });
  });

  it("cancels until the cut-off; the time is free again at once; after the cut-off it refuses", async () => {
    const { service, setNow, outbox, leadOf } = await bookingFixture({ now: monday, doctors: [testDoctors[0]!] });
    const made = booked(
      await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    );
    expect(slotsOf(await service.listSlots({ typeId: "free-first-call", timeZone: la }))[0]!.startsAt).not.toBe(
      tuesday9,
    );
    expect(await service.cancel(made.manageToken)).toMatchObject({
      status: "cancelled",
      booking: { status: "cancelled", sequence: 1 },
    });
    expect(slotsOf(await service.listSlots({ typeId: "free-first-call", timeZone: la }))[0]!.startsAt).toBe(tuesday9);
    expect(await outbox(await leadOf(made.booking.id))).toContainEqual({
      kind: "booking-cancelled",
      message: "cancelled:1",
      channel: "email",
      status: "pending",
    });
    expect(await service.cancel(made.manageToken)).toMatchObject({ status: "closed" });
    // Someone else takes the freed time at once.
    const again = booked(
      await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    );
    // 12 hours before the start is 15:30 UTC on Monday: one minute later the link no longer changes it.
    setNow("2026-11-30T15:31:00.000Z");
    expect(await service.view(again.manageToken)).toMatchObject({ status: "found", canChange: false });
    expect(await service.cancel(again.manageToken)).toMatchObject({
      status: "too-late",
      booking: { status: "confirmed" },
    });
    expect(await service.reschedule(again.manageToken, { startsAt: "2026-12-02T11:00:00.000Z" })).toMatchObject({
      status: "too-late",
    });
  });
});

describe("the desk", () => {
  it("moves and cancels for the visitor, marks attendance after the start, and counts", async () => {
    const { service, desk, setNow } = await bookingFixture({ now: monday });
    const a = booked(
      await service.book({
        typeId: "initial-consultation",
        doctorId: "dr-one",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor({ name: "Ann Example" }),
      }),
    );
    const b = booked(
      await service.book({
        typeId: "free-first-call",
        doctorId: "dr-two",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor(),
      }),
    );
    // Staff may move outside the hours on offer (14:30 IST), but not onto another booking or into the past.
    expect(await desk.move(a.booking.id, { startsAt: "2026-12-01T09:00:00.000Z" }, staffDesk)).toMatchObject({
      status: "rescheduled",
      booking: { sequence: 1, clinic: { time: "14:30" } },
    });
    expect(
      await desk.move(b.booking.id, { startsAt: "2026-12-01T09:00:00.000Z", doctorId: "dr-one" }, staffDesk),
    ).toMatchObject({ status: "taken" });
    expect(await desk.move(b.booking.id, { startsAt: "2026-11-29T09:00:00.000Z" }, staffDesk)).toMatchObject({
      status: "invalid",
    });
    expect(await desk.mark(a.booking.id, "attended", staffDesk)).toBeNull();

    const agenda = await desk.agenda({ date: "2026-12-01" });
    expect(agenda).toHaveLength(1);
    expect(agenda[0]!.entries.map((e) => [e.starts, e.ends, e.doctorName, e.typeName, e.visitor.name])).toEqual([
      ["09:00", "09:20", "Dr. Sample Two", "Free first call", expect.any(String)],
      ["14:30", "15:30", "Dr. Sample One", "Initial consultation", "Ann Example"],
    ]);
    // The same day in London's zone, and a week for one doctor.
    expect(
      (await desk.agenda({ date: "2026-12-01", timeZone: "Europe/London" }))[0]!.entries.map((e) => e.starts),
    ).toEqual(["03:30", "09:00"]);
    const week = await desk.agenda({ date: "2026-11-30", days: 7, doctorId: "dr-two" });
    expect(week.map((d) => d.entries.length)).toEqual([0, 1, 0, 0, 0, 0, 0]);

    expect(await desk.cancel(b.booking.id, staffDesk)).toMatchObject({ status: "cancelled" });
    setNow("2026-12-01T10:00:00.000Z");
    expect(await desk.mark(a.booking.id, "no_show", staffDesk)).toMatchObject({ status: "no_show" });
    expect(await desk.mark(b.booking.id, "attended", staffDesk)).toBeNull();
    expect(await desk.counts(new Date(monday), new Date("2026-12-02T00:00:00Z"))).toEqual({
      booked: 2,
      cancelled: 1,
      attended: 0,
      noShows: 1,
    });
  });

  it("sets hours and leave; leave takes the days off the list and names the bookings it falls on", async () => {
    const { service, desk } = await bookingFixture({ now: monday, doctors: [testDoctors[0]!] });
    const made = booked(
      await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: la, visitor: visitor() }),
    );
    const leave = await desk.addTimeOff("dr-one", { days: { from: "2026-12-01", through: "2026-12-02" } }, "Leave");
    expect(leave).toMatchObject({ status: "saved", overlapping: [{ id: made.booking.id }] });
    const dates = (await service.listSlots({ typeId: "free-first-call", timeZone: "Asia/Kolkata" })) as Extract<
      SlotList,
      { status: "ok" }
    >;
    expect(
      dates.days
        .filter((d) => d.slots.length)
        .map((d) => d.date)
        .slice(0, 2),
    ).toEqual(["2026-12-03", "2026-12-04"]);
    expect(await desk.blockHours("dr-one", "2026-12-03", "09:00", "12:00", "Clinic meeting")).toMatchObject({
      status: "saved",
    });
    expect(dates.days.find((d) => d.date === "2026-12-03")!.slots[0]!.time).toBe("09:00");
    const later = (await service.listSlots({ typeId: "free-first-call", timeZone: "Asia/Kolkata" })) as Extract<
      SlotList,
      { status: "ok" }
    >;
    expect(later.days.find((d) => d.date === "2026-12-03")!.slots[0]!.time).toBe("12:00");

    expect(await desk.setHours("dr-one", 1, [{ starts: "10:00", ends: "09:00" }])).toMatchObject({ status: "invalid" });
    expect(
      await desk.setHours("dr-one", 1, [
        { starts: "09:00", ends: "12:00" },
        { starts: "11:00", ends: "13:00" },
      ]),
    ).toMatchObject({ status: "invalid" });
    expect(await desk.setHours("dr-unknown", 1, [])).toMatchObject({ status: "invalid" });
    expect(await desk.setHours("dr-one", 4, [])).toEqual({ status: "saved", outside: [] });
    expect((await desk.hours("dr-one")).filter((h) => h.weekday === 4)).toEqual([]);
    expect(await desk.setVideoUrl("dr-one", "http://insecure.example/room")).toMatchObject({ status: "invalid" });
    expect(await desk.setVideoUrl("dr-one", "https://meet.example/dr-one")).toEqual({ status: "saved" });
    expect(await service.view(made.manageToken)).toMatchObject({
      booking: { call: { kind: "video", url: "https://meet.example/dr-one" } },
    });
  });

  it("erasing the lead erases its booking and frees its time", async () => {
    const { db, service } = await bookingFixture({ now: monday, doctors: [testDoctors[0]!] });
    const made = booked(
      await service.book({
        typeId: "free-first-call",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor({ email: "erase.me@example.com" }),
      }),
    );
    const leads = openLeadStore(db);
    const [lead] = await leads.findPerson({ email: "erase.me@example.com" });
    expect(
      await leads.eraseLeads([lead!.id], {
        at: new Date(monday),
        by: { staffId: null, staffName: "Desk" },
        reason: "request",
      }),
    ).toBe(1);
    expect((await db.pool.query(`SELECT 1 FROM bookings`)).rowCount).toBe(0);
    expect(await service.view(made.manageToken)).toEqual({ status: "refused", reason: "unknown" });
    expect(slotsOf(await service.listSlots({ typeId: "free-first-call", timeZone: la }))[0]!.startsAt).toBe(tuesday9);
  });
});

describe("the visitor's zone", () => {
  it("is kept as the tz database spells it, however the address typed it", async () => {
    const { db, service } = await bookingFixture({ now: monday });
    const result = booked(
      await service.book({
        typeId: "free-first-call",
        startsAt: tuesday9,
        timeZone: "america/los_angeles",
        visitor: visitor(),
      }),
    );
    expect(result.booking.visitor.zone).toBe(la);
    const { rows } = await db.pool.query<{ visitor_zone: string }>(`SELECT visitor_zone FROM bookings`);
    expect(rows[0]!.visitor_zone).toBe(la);
  });
});

describe("the times a booking can move to", () => {
  it("include the free times beside the booking's own, which its own time and buffer no longer hide, but not its own start", async () => {
    const { service } = await bookingFixture({ now: monday, doctors: [testDoctors[0]!] });
    const made = booked(
      await service.book({
        typeId: "initial-consultation",
        doctorId: "dr-one",
        startsAt: tuesday9,
        timeZone: la,
        visitor: visitor(),
      }),
    );
    const halfPast = "2026-12-01T04:00:00.000Z";
    const starts = (list: SlotList) => slotsOf(list).map((s) => s.startsAt);
    // The 60-minute consultation and its buffer hold 09:00-10:10 IST: 09:30 is not free to others.
    expect(
      starts(await service.listSlots({ typeId: "initial-consultation", doctorId: "dr-one", timeZone: la })),
    ).not.toContain(halfPast);
    const forMove = starts(
      await service.listSlots({
        typeId: "initial-consultation",
        doctorId: "dr-one",
        timeZone: la,
        exceptBooking: { id: made.booking.id, startsAt: tuesday9 },
      }),
    );
    expect(forMove).toContain(halfPast);
    expect(forMove).not.toContain(tuesday9);
  });
});
