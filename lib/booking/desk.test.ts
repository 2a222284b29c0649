import { describe, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { bookingFixture, visitor } from "./booking.fixture";
import {
  checkBlock,
  checkLeave,
  createBookingDesk,
  leftOutNotice,
  parseRanges,
  parseRulesForm,
  rangesText,
  rulesForm,
  weekStart,
} from "./desk";
import type { BookResult, SlotList } from "./service";

const staff = { staffId: "s-1", staffName: "Asha" };
const booked = (result: BookResult) => {
  if (result.status !== "booked") throw new Error(`not booked: ${JSON.stringify(result)}`);
  return result;
};
const firstSlot = (list: SlotList) => {
  if (list.status !== "ok") throw new Error(`no slots: ${JSON.stringify(list)}`);
  return list.days.flatMap((d) => d.slots)[0]!.startsAt;
};

/** Books the first free time of one doctor, then lets the desk move it to `startsAt` (staff may choose any free future time). */
async function bookAt(fixture: Awaited<ReturnType<typeof bookingFixture>>, startsAt: string, name = "Ann Example") {
  const { service, desk } = fixture;
  const first = firstSlot(await service.listSlots({ typeId: "free-first-call", doctorId: "dr-one", timeZone: "UTC" }));
  const made = booked(
    await service.book({
      typeId: "free-first-call",
      doctorId: "dr-one",
      startsAt: first,
      timeZone: "Europe/London",
      visitor: visitor({ name }),
    }),
  );
  expect(await desk.move(made.booking.id, { startsAt }, staff)).toMatchObject({ status: "rescheduled" });
  return made.booking.id;
}

describe("the desk's helpers", () => {
  it("finds the Monday of a date's week, across a month and a year", () => {
    expect(weekStart("2026-12-03")).toBe("2026-11-30");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekStart("2026-12-06")).toBe("2026-11-30");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });

  it("reads a weekday's hours as staff type them, and says what is wrong", () => {
    expect(parseRanges("09:00-13:00, 16:00-20:00")).toEqual({
      ranges: [
        { starts: "09:00", ends: "13:00" },
        { starts: "16:00", ends: "20:00" },
      ],
    });
    expect(parseRanges("9:00 - 13:00")).toEqual({ ranges: [{ starts: "09:00", ends: "13:00" }] });
    expect(parseRanges("none")).toEqual({ ranges: [] });
    expect(parseRanges("  ")).toEqual({ ranges: [] });
    expect(parseRanges("9 to 5")).toEqual({ error: '"9 to 5" is not a range such as 09:00-13:00' });
    expect(parseRanges("13:00-09:00")).toEqual({ error: "13:00-09:00 ends before it starts" });
    expect(parseRanges("09:00-12:00, 11:00-13:00")).toEqual({ error: "11:00-13:00 overlaps the range before it" });
    expect(parseRanges("09:00-25:00")).toMatchObject({ error: expect.stringContaining("not a range of times") });
    expect(
      rangesText([
        { starts: "09:00", ends: "13:00" },
        { starts: "16:00", ends: "20:00" },
      ]),
    ).toBe("09:00-13:00, 16:00-20:00");
    expect(rangesText([])).toBe("none");
  });
});

describe("the agenda in the clinic's zone", () => {
  it("groups a week Monday to Sunday on India's calendar: 23:30 on Sunday is this week, 00:15 on Monday the next", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const sunday = await bookAt(fixture, "2026-12-06T18:00:00.000Z", "Sunday Late");
    await bookAt(fixture, "2026-12-06T18:45:00.000Z", "Monday Early");
    const page = await fixture.desk.agendaPage({ date: "2026-12-03", view: "week", doctor: "all" });
    expect(page).toMatchObject({
      view: "week",
      zone: "Asia/Kolkata",
      zoneName: "India Standard Time",
      doctorId: null,
      today: "2026-11-30",
      previous: "2026-11-23",
      next: "2026-12-07",
    });
    expect(page.days.map((d) => d.date)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(page.days.flatMap((d) => d.entries.map((e) => [d.date, e.starts, e.visitor.name, e.booking.id]))).toEqual([
      ["2026-12-06", "23:30", "Sunday Late", sunday],
    ]);
    expect(page.count).toEqual({ on: 1, cancelled: 0 });
    const next = await fixture.desk.agendaPage({ date: page.next, view: "week" });
    expect(next.days[0]!.entries.map((e) => [e.starts, e.ends, e.visitor.name])).toEqual([
      ["00:15", "00:35", "Monday Early"],
    ]);
    // Anything unreadable in the address falls back to today, the day view and every doctor.
    expect(await fixture.desk.agendaPage({ date: "2026-13-45", view: "month", doctor: "dr-nobody" })).toMatchObject({
      view: "day",
      date: "2026-11-30",
      doctorId: null,
      previous: "2026-11-29",
      next: "2026-12-01",
    });
    expect((await fixture.desk.agendaPage({ date: "2026-12-06", doctor: "dr-two" })).days[0]!.entries).toEqual([]);
  });

  it("falls back to today for a day that does not exist or that the store cannot be asked about (each was a 500)", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    for (const date of ["2027-02-30", "2026-02-29", "0000-01-01", "9999-12-31"]) {
      for (const view of ["day", "week"])
        expect(await fixture.desk.agendaPage({ date, view }), `${view} ${date}`).toMatchObject({
          date: "2026-11-30",
          view,
        });
    }
    expect(await fixture.desk.agendaPage({ date: "9998-12-31", view: "week" })).toMatchObject({
      date: "9998-12-31",
      view: "week",
    });
    expect(checkLeave("2026-02-29", "2026-03-01")).toEqual({ from: "Please give the first day of leave" });
    expect(checkLeave("2026-03-01", "0000-01-01")).toEqual({ through: "Please give the last day of leave" });
    expect(checkBlock("2027-02-30", "09:00", "10:00")).toEqual({ date: "Please give the date" });
    expect(fixture.desk.clinicInstant("2026-02-29", "09:00")).toBeNull();
  });

  it("keeps New York's days right across the change to daylight saving (a 23-hour day)", async () => {
    const fixture = await bookingFixture({ now: "2026-03-02T03:00:00Z" });
    const desk = createBookingDesk({ ...fixture.deps, clinicZone: "America/New_York" }, fixture.service);
    // 01:30 EST and 03:30 EDT on Sunday 8 March (02:00-03:00 never happens), 23:30 EDT that night, and 00:30 EDT on Monday.
    await bookAt(fixture, "2026-03-08T06:30:00.000Z", "Before Change");
    await bookAt(fixture, "2026-03-08T07:30:00.000Z", "After Change");
    await bookAt(fixture, "2026-03-09T03:30:00.000Z", "Sunday Night");
    await bookAt(fixture, "2026-03-09T04:30:00.000Z", "Monday Morning");
    const sunday = await desk.agendaPage({ date: "2026-03-08" });
    expect(sunday.zoneName).toBe("Eastern Standard Time / Eastern Daylight Time");
    expect(sunday.days[0]!.entries.map((e) => [e.starts, e.visitor.name])).toEqual([
      ["01:30", "Before Change"],
      ["03:30", "After Change"],
      ["23:30", "Sunday Night"],
    ]);
    const week = await desk.agendaPage({ date: "2026-03-08", view: "week" });
    expect(week.days[0]!.date).toBe("2026-03-02");
    expect(week.days.at(-1)!.entries).toHaveLength(3);
    expect(
      (await desk.agendaPage({ date: "2026-03-09" })).days[0]!.entries.map((e) => [e.starts, e.visitor.name]),
    ).toEqual([["00:30", "Monday Morning"]]);
  });
});

describe("staff changes", () => {
  it("writes each move, cancellation and mark into the lead's history, by the staff member, in the clinic's zone", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const { desk, setNow, leadOf, db } = fixture;
    const moved = await bookAt(fixture, "2026-12-02T04:30:00.000Z");
    const other = await bookAt(fixture, "2026-12-02T06:30:00.000Z", "Other Visitor");
    // The same doctor's other booking holds that time: refused as taken, nothing written.
    expect(await desk.move(moved, { startsAt: "2026-12-02T06:30:00.000Z" }, staff)).toMatchObject({ status: "taken" });
    expect(await desk.cancel(other, staff)).toMatchObject({ status: "cancelled" });
    setNow("2026-12-02T05:00:00Z");
    expect(await desk.mark(moved, "attended", staff)).toMatchObject({ status: "attended" });
    const history = await openLeadStore(db).historyFor(await leadOf(moved));
    expect(history.map((e) => [e.kind, e.staffId, e.staffName, e.note])).toEqual([
      ["status", null, "Booked online by the visitor", ""],
      [
        "note",
        "s-1",
        "Asha",
        expect.stringMatching(
          /^Booking moved from .+ to Wednesday 2 December 2026, 10:00 India Standard Time \(Asia\/Kolkata\); the visitor is sent the updated invitation\.$/,
        ),
      ],
      [
        "note",
        "s-1",
        "Asha",
        "Booking of Wednesday 2 December 2026, 10:00 India Standard Time (Asia/Kolkata) marked attended.",
      ],
    ]);
    expect((await openLeadStore(db).historyFor(await leadOf(other))).at(-1)!.note).toBe(
      "Booking of Wednesday 2 December 2026, 12:00 India Standard Time (Asia/Kolkata) cancelled; the visitor is sent the cancellation.",
    );
  });

  it("leaves cancelled bookings out of the agenda's count, and counts them apart", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    await bookAt(fixture, "2026-12-02T04:30:00.000Z", "Staying Visitor");
    const gone = await bookAt(fixture, "2026-12-02T06:30:00.000Z", "Cancelled Visitor");
    expect(await fixture.desk.cancel(gone, staff)).toMatchObject({ status: "cancelled" });
    const day = await fixture.desk.agendaPage({ date: "2026-12-02" });
    expect(day.days[0]!.entries).toHaveLength(2);
    expect(day.count).toEqual({ on: 1, cancelled: 1 });
  });

  it("offers the doctor's free times in the clinic's zone, not the booking's own, and turns a typed clinic time into an instant", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const { desk, service } = fixture;
    const made = booked(
      await service.book({
        typeId: "free-first-call",
        doctorId: "dr-one",
        startsAt: "2026-12-01T03:30:00.000Z",
        timeZone: "America/New_York",
        visitor: visitor(),
      }),
    );
    const options = await desk.moveOptions(made.booking.id);
    expect(options[0]!.date).toBe("2026-12-01");
    // 09:00 IST is its own, left out; a free call and its buffer fill one 30-minute step, so 09:30 comes next.
    expect(options[0]!.slots.slice(0, 2).map((s) => s.time)).toEqual(["09:30", "10:00"]);
    expect(desk.clinicInstant("2026-12-01", "14:30")).toBe("2026-12-01T09:00:00.000Z");
    expect(desk.clinicInstant("2026-12-01", "25:00")).toBeNull();
    expect(desk.clinicInstant("1 Dec", "14:30")).toBeNull();
    await desk.setVideoUrl("dr-one", "https://meet.example/dr-one");
    expect((await desk.agenda({ date: "2026-12-01" }))[0]!.entries[0]!.videoUrl).toBe("https://meet.example/dr-one");
    expect(await desk.cancel(made.booking.id, staff)).toMatchObject({ status: "cancelled" });
    expect(await desk.moveOptions(made.booking.id)).toEqual([]);
  });
});

describe("changes of hours that leave confirmed bookings out", () => {
  it("names each booking that leave or new weekly hours leave out, by visitor and clinic time, in good English", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const { desk } = fixture;
    // Tuesday 1 December 09:00 and Tuesday 8 December 16:00 in India; Wednesday 2 December 10:00.
    const first = await bookAt(fixture, "2026-12-01T03:30:00.000Z", "Maria Lopez");
    const second = await bookAt(fixture, "2026-12-08T10:30:00.000Z", "Ravi Kumar");
    await bookAt(fixture, "2026-12-02T04:30:00.000Z", "Wednesday Visitor");
    // Tuesdays from now on only 10:00-13:00: both Tuesday bookings are left out, the Wednesday one is not.
    const saved = await desk.setHours("dr-one", 2, [{ starts: "10:00", ends: "13:00" }]);
    expect(saved.status === "saved" && saved.outside.map((b) => b.id)).toEqual([first, second]);
    expect(await desk.setHours("dr-one", 3, [{ starts: "09:00", ends: "13:00" }])).toEqual({
      status: "saved",
      outside: [],
    });
    const named = await desk.leftOut([second, first]);
    expect(named).toEqual([
      { id: first, visitor: "Maria Lopez", when: "Tuesday 1 December 2026, 09:00 India Standard Time" },
      { id: second, visitor: "Ravi Kumar", when: "Tuesday 8 December 2026, 16:00 India Standard Time" },
    ]);
    expect(leftOutNotice(named.slice(0, 1), "in it")).toEqual({
      lead: "1 confirmed booking falls in it:",
      tail: "Move or cancel it from the agenda.",
    });
    expect(leftOutNotice(named, "outside the new hours")).toEqual({
      lead: "2 confirmed bookings fall outside the new hours:",
      tail: "Move or cancel them from the agenda.",
    });
  });

  it("refuses a staff move onto the doctor's leave, saying so beside the time, and moves nothing", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const { desk } = fixture;
    const id = await bookAt(fixture, "2026-12-01T03:30:00.000Z");
    expect(
      await desk.addTimeOff("dr-one", { days: { from: "2026-12-03", through: "2026-12-04" } }, "Family wedding"),
    ).toMatchObject({ status: "saved", overlapping: [] });
    expect(await desk.move(id, { startsAt: "2026-12-03T05:30:00.000Z" }, staff)).toEqual({
      status: "invalid",
      fieldErrors: {
        timeOff:
          "Dr. Sample One is away then (Family wedding until Saturday 5 December 2026, 00:00 India Standard Time). Choose another time, or remove that time off under Hours first.",
      },
    });
    expect((await fixture.desk.booking(id))!.booking.startsAt).toBe("2026-12-01T03:30:00.000Z");
    // The day after the leave is open again.
    expect(await desk.move(id, { startsAt: "2026-12-05T05:30:00.000Z" }, staff)).toMatchObject({
      status: "rescheduled",
    });
  });
});

describe("a booking's lead follows the booking", () => {
  it("shows the current time after a move, and cancelled, closed and why after the visitor cancels", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const { service, desk, leadOf, db } = fixture;
    const made = booked(
      await service.book({
        typeId: "free-first-call",
        doctorId: "dr-one",
        startsAt: "2026-12-01T03:30:00.000Z",
        timeZone: "Europe/London",
        visitor: visitor({ name: "Maria Lopez" }),
      }),
    );
    const leads = openLeadStore(db);
    const leadId = await leadOf(made.booking.id);
    expect(await service.reschedule(made.manageToken, { startsAt: "2026-12-02T04:30:00.000Z" })).toMatchObject({
      status: "rescheduled",
    });
    expect((await leads.getLead(leadId))!).toMatchObject({
      status: "booked",
      details: {
        startsAt: "2026-12-02T04:30:00.000Z",
        doctorsTime: "Wednesday 2 December 2026, 10:00 India Standard Time (Asia/Kolkata)",
        visitorsTime: "Wednesday 2 December 2026, 04:30 Greenwich Mean Time (Europe/London)",
        bookingStatus: "confirmed",
      },
    });
    expect(await desk.move(made.booking.id, { startsAt: "2026-12-03T05:30:00.000Z" }, staff)).toMatchObject({
      status: "rescheduled",
    });
    expect((await leads.getLead(leadId))!.details).toMatchObject({
      startsAt: "2026-12-03T05:30:00.000Z",
      doctorsTime: "Thursday 3 December 2026, 11:00 India Standard Time (Asia/Kolkata)",
    });
    expect(await service.cancel(made.manageToken)).toMatchObject({ status: "cancelled" });
    expect((await leads.getLead(leadId))!).toMatchObject({
      status: "closed",
      details: { bookingStatus: "cancelled", startsAt: "2026-12-03T05:30:00.000Z" },
    });
    const history = await leads.historyFor(leadId);
    expect(history.map((e) => [e.kind, e.fromStatus, e.toStatus, e.staffName, e.note])).toEqual([
      ["status", "new", "booked", "Booked online by the visitor", ""],
      [
        "note",
        null,
        null,
        "The visitor, online",
        "Booking moved by the visitor from Tuesday 1 December 2026, 09:00 India Standard Time (Asia/Kolkata) to Wednesday 2 December 2026, 10:00 India Standard Time (Asia/Kolkata).",
      ],
      [
        "note",
        null,
        null,
        "Asha",
        expect.stringMatching(
          /^Booking moved from Wednesday 2 December 2026, 10:00 .+ to Thursday 3 December 2026, 11:00 /,
        ),
      ],
      [
        "status",
        "booked",
        "closed",
        "The visitor, online",
        "Booking of Thursday 3 December 2026, 11:00 India Standard Time (Asia/Kolkata) cancelled by the visitor.",
      ],
    ]);
  });

  it("closes the lead when staff cancel too, and leaves a lead staff already moved on alone", async () => {
    const fixture = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    const { desk, leadOf, db } = fixture;
    const id = await bookAt(fixture, "2026-12-02T04:30:00.000Z");
    const leadId = await leadOf(id);
    expect(await desk.cancel(id, staff)).toMatchObject({ status: "cancelled" });
    expect((await openLeadStore(db).getLead(leadId))!).toMatchObject({
      status: "closed",
      details: { bookingStatus: "cancelled" },
    });
    const other = await bookAt(fixture, "2026-12-02T06:30:00.000Z", "Other Visitor");
    await openLeadStore(db).setStatus(await leadOf(other), "not_interested", new Date("2026-11-30T04:00:00Z"));
    expect(await desk.cancel(other, staff)).toMatchObject({ status: "cancelled" });
    expect((await openLeadStore(db).getLead(await leadOf(other)))!.status).toBe("not_interested");
  });
});

describe("the hours screen's forms", () => {
  const form = { buffer: "10", step: "30", notice: "12", horizon: "30", cutoff: "12", reminders: "24h, 1h" };

  it("reads the rules as staff type them, and shows stored rules the same way", async () => {
    expect(parseRulesForm(form)).toEqual({
      change: {
        bufferMinutes: 10,
        slotStepMinutes: 30,
        minNoticeMinutes: 720,
        horizonDays: 30,
        changeCutoffMinutes: 720,
        reminderOffsetsMinutes: [1440, 60],
      },
    });
    expect(parseRulesForm({ ...form, reminders: "30m, 2h, 30m" })).toMatchObject({
      change: { reminderOffsetsMinutes: [120, 30] },
    });
    expect(parseRulesForm({ ...form, reminders: "none" })).toMatchObject({ change: { reminderOffsetsMinutes: [] } });
    expect(parseRulesForm({ ...form, step: "2", horizon: "a month", reminders: "tomorrow" })).toEqual({
      fieldErrors: {
        step: "Step in minutes: a whole number from 5 to 240",
        horizon: "Horizon in days: a whole number from 1 to 366",
        reminders: "Reminders are times before the start such as 24h, 1h or 30m, or none",
      },
    });
    const { desk, service } = await bookingFixture({ now: "2026-11-30T03:00:00Z" });
    expect(rulesForm(await service.rules())).toEqual(form);
    expect(await desk.setRules({ bufferMinutes: 15, reminderOffsetsMinutes: [120, 30] })).toEqual({ status: "saved" });
    expect(rulesForm(await service.rules())).toMatchObject({ buffer: "15", reminders: "2h, 30m" });
  });

  it("checks leave and blocked hours before they are stored", () => {
    expect(checkLeave("2026-12-24", "2026-12-26")).toBeNull();
    expect(checkLeave("2026-12-24", "2026-12-24")).toBeNull();
    expect(checkLeave("", "2026-12-26")).toEqual({ from: "Please give the first day of leave" });
    expect(checkLeave("2026-12-24", "2026-12-20")).toEqual({ through: "The last day cannot be before the first" });
    expect(checkBlock("2026-12-01", "14:00", "16:00")).toBeNull();
    expect(checkBlock("2026-12-01", "16:00", "14:00")).toEqual({ time: "16:00-14:00 ends before it starts" });
    expect(checkBlock("2026-12-01", "", "14:00")).toEqual({ time: "Please give both times, HH:MM" });
    expect(checkBlock("tomorrow", "14:00", "16:00")).toEqual({ date: "Please give the date" });
  });
});
