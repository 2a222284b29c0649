import "server-only";
import { isCalendarDay } from "@/lib/calendar-day";
import { deskQueries } from "@/lib/leads";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/leads";
import { replaceFutureReminders, resumeReminders } from "./reminders";
import type { BookingDeps, BookingService } from "./service";
import * as store from "./store";
import type { AttentionReason, Booking, BookingRules, FieldErrors, WeeklyRange } from "./types";
import { longDate, zonedTime } from "./view";
import {
  addDays,
  dayBounds,
  isTimeZone,
  minutesOfDay,
  parseInstant,
  wallClock,
  wallTimeToInstant,
  weekdayOf,
  zoneName,
} from "./zones";

/**
 * The clinic's side of booking (docs/booking.md): each doctor's hours, leave and video room,
 * the rules, the agenda in the clinic's zone, the overview's counts, and the changes staff make
 * to a booking. `npm run booking` calls these, and so will the inbox's screens for them.
 */
export type AgendaEntry = {
  booking: Booking;
  doctorName: string;
  typeName: string;
  minutes: number;
  visitor: { name: string; email: string; phone: string };
  /** HH:MM in the agenda's zone. */
  starts: string;
  ends: string;
  /** The doctor's video room, or null: the doctor phones the visitor. */
  videoUrl: string | null;
};

export type AgendaDay = { date: string; entries: AgendaEntry[] };

/** What the inbox's agenda shows: a day or the week (Monday to Sunday) holding `date`, in one named zone. */
export type AgendaPage = {
  view: "day" | "week";
  date: string;
  doctorId: string | null;
  zone: string;
  /** "India Standard Time", or both names of a zone whose offset changes inside the period. */
  zoneName: string;
  today: string;
  previous: string;
  next: string;
  days: AgendaDay[];
  /** The consultations still on (confirmed, attended or no-show) and those cancelled, for the summary line. */
  count: { on: number; cancelled: number };
};

/** A real day the store can be asked about (lib/calendar-day.ts): Date.parse took 30 February and year 0000, a 500 at the query. */
const isDate = isCalendarDay;

/** The Monday of the ISO week that holds `date`: a week view runs Monday to Sunday on the clinic's calendar. */
export const weekStart = (date: string) => addDays(date, 1 - weekdayOf(date));

/**
 * A weekday's hours as staff type them, "09:00-13:00, 16:00-20:00", or "none" (or nothing): not
 * working that day. Ranges are then checked by setHours (order, overlaps).
 */
export function parseRanges(text: string): { ranges: Array<{ starts: string; ends: string }> } | { error: string } {
  const value = text.trim();
  if (!value || value.toLowerCase() === "none") return { ranges: [] };
  const ranges: Array<{ starts: string; ends: string }> = [];
  for (const part of value.split(/[,;]/)) {
    const match = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/.exec(part);
    if (!match) return { error: `"${part.trim()}" is not a range such as 09:00-13:00` };
    ranges.push({ starts: match[1]!.padStart(5, "0"), ends: match[2]!.padStart(5, "0") });
  }
  const problem = checkRanges(ranges);
  return problem ? { error: problem } : { ranges };
}

/** The rules form's fields, as typed: minutes, hours and days as staff think of them. */
export type RulesForm = {
  buffer: string;
  step: string;
  notice: string;
  horizon: string;
  cutoff: string;
  reminders: string;
};

/** The rules as the form shows them. */
export const rulesForm = (rules: BookingRules): RulesForm => ({
  buffer: String(rules.bufferMinutes),
  step: String(rules.slotStepMinutes),
  notice: String(rules.minNoticeMinutes / 60),
  horizon: String(rules.horizonDays),
  cutoff: String(rules.changeCutoffMinutes / 60),
  reminders: rules.reminderOffsetsMinutes.length
    ? rules.reminderOffsetsMinutes.map((m) => (m % 60 ? `${m}m` : `${m / 60}h`)).join(", ")
    : "none",
});

/**
 * The rules form read and checked, within the limits of booking_rules' CHECK constraints
 * (migration 0005), each problem named beside its field.
 */
export function parseRulesForm(
  form: RulesForm,
): { change: Partial<BookingRules> } | { fieldErrors: Partial<Record<keyof RulesForm, string>> } {
  const fieldErrors: Partial<Record<keyof RulesForm, string>> = {};
  const whole = (key: keyof RulesForm, min: number, max: number, words: string) => {
    const value = form[key].trim();
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      fieldErrors[key] = `${words}: a whole number from ${min} to ${max}`;
      return 0;
    }
    return Number(value);
  };
  const change: Partial<BookingRules> = {
    bufferMinutes: whole("buffer", 0, 240, "Buffer in minutes"),
    slotStepMinutes: whole("step", 5, 240, "Step in minutes"),
    minNoticeMinutes: whole("notice", 0, 24 * 30, "Notice in hours") * 60,
    horizonDays: whole("horizon", 1, 366, "Horizon in days"),
    changeCutoffMinutes: whole("cutoff", 0, 24 * 30, "Cut-off in hours") * 60,
  };
  const reminders = form.reminders.trim();
  const offsets: number[] = [];
  if (reminders && reminders.toLowerCase() !== "none") {
    for (const part of reminders.split(",")) {
      const match = /^\s*(\d{1,4})\s*(h|m)\s*$/i.exec(part);
      const minutes = match ? Number(match[1]) * (match[2]!.toLowerCase() === "h" ? 60 : 1) : 0;
      if (!minutes || minutes > 30 * 24 * 60) {
        fieldErrors.reminders = "Reminders are times before the start such as 24h, 1h or 30m, or none";
        break;
      }
      offsets.push(minutes);
    }
  }
  change.reminderOffsetsMinutes = [...new Set(offsets)].sort((a, b) => b - a);
  return Object.keys(fieldErrors).length ? { fieldErrors } : { change };
}

/** Leave from one date through another, both YYYY-MM-DD on the hours' calendar; the problem, or null. */
export function checkLeave(from: string, through: string): { from?: string; through?: string } | null {
  if (!isDate(from)) return { from: "Please give the first day of leave" };
  if (!isDate(through)) return { through: "Please give the last day of leave" };
  if (through < from) return { through: "The last day cannot be before the first" };
  return null;
}

/** Blocked hours on one date; the problem, or null. */
export function checkBlock(date: string, starts: string, ends: string): { date?: string; time?: string } | null {
  if (!isDate(date)) return { date: "Please give the date" };
  if (!/^\d{2}:\d{2}$/.test(starts) || !/^\d{2}:\d{2}$/.test(ends)) return { time: "Please give both times, HH:MM" };
  const problem = checkRanges([{ starts, ends }]);
  return problem ? { time: problem } : null;
}

/** A weekday's stored ranges as the hours form shows them. */
export const rangesText = (ranges: ReadonlyArray<{ starts: string; ends: string }>) =>
  ranges.length ? ranges.map((r) => `${r.starts}-${r.ends}`).join(", ") : "none";

/** A booking that needs staff's attention, as the overview and the morning digest name it: no health detail. */
export type NeedsAttention = {
  id: string;
  visitor: string;
  doctorName: string;
  /** On the clinic's clock, its zone named. */
  when: string;
  startsAt: string;
  reason: AttentionReason;
};

/** Why, in the desk's words. */
export const attentionWords: Record<AttentionReason, string> = {
  "time-off": "the doctor is away then (leave or blocked hours)",
  hours: "outside the doctor's weekly hours",
};

/**
 * The morning digest's part on bookings that need attention (lib/leads' DigestSection, wired in
 * lib/workers.ts): the visitor's name, the time, the doctor, why, and the booking's page in the desk.
 */
export function attentionDigest(
  list: readonly NeedsAttention[],
  siteUrl: string,
): Array<{ title: string; lines: string[] }> {
  if (!list.length) return [];
  const one = list.length === 1;
  return [
    {
      title: `${list.length} ${one ? "booking needs" : "bookings need"} moving or cancelling`,
      lines: list.map((b) =>
        [
          `- ${b.visitor || "(no name)"}, ${b.when}, with ${b.doctorName}: ${attentionWords[b.reason]}`,
          `  ${siteUrl}/inbox/agenda/${encodeURIComponent(b.id)}`,
        ].join("\n"),
      ),
    },
  ];
}

/** A confirmed booking a change of hours or leave leaves out, as the hours page names it. */
export type LeftOut = { id: string; visitor: string; when: string };

/**
 * The warning after saving leave, blocked hours or weekly hours that leave out confirmed
 * bookings: how many, then each visitor and time on the clinic's clock, then what to do. The
 * page links each booking; the bookings stay until staff move or cancel them.
 */
export function leftOutNotice(
  bookings: readonly LeftOut[],
  where: "in it" | "outside the new hours",
): { lead: string; tail: string } {
  const one = bookings.length === 1;
  const lead = `${bookings.length} confirmed ${one ? "booking falls" : "bookings fall"} ${where}:`;
  return { lead, tail: `Move or cancel ${one ? "it" : "them"} from the agenda.` };
}

type Invalid = { status: "invalid"; fieldErrors: FieldErrors };

/** "09:00-13:00" ranges, checked: in order, each ending after it starts, none overlapping. */
function checkRanges(ranges: ReadonlyArray<{ starts: string; ends: string }>): string | null {
  let lastEnd = -1;
  const sorted = [...ranges].sort((a, b) => a.starts.localeCompare(b.starts));
  for (const { starts, ends } of sorted) {
    let from: number, to: number;
    try {
      [from, to] = [minutesOfDay(starts), minutesOfDay(ends)];
    } catch {
      return `${starts}-${ends} is not a range of times (HH:MM-HH:MM)`;
    }
    if (to <= from) return `${starts}-${ends} ends before it starts`;
    if (from < lastEnd) return `${starts}-${ends} overlaps the range before it`;
    lastEnd = to;
  }
  return null;
}

export function createBookingDesk(
  deps: Pick<BookingDeps, "db" | "now" | "doctors" | "clinicZone">,
  service: Pick<BookingService, "staffChange" | "listSlots">,
) {
  const { db, now } = deps;
  const pool = db.kysely;
  const knownDoctor = (id: string) => deps.doctors.some((d) => d.id === id);
  const doctorName = (id: string) => deps.doctors.find((d) => d.id === id)?.name ?? id;
  const history = deskQueries(db);
  const unknownDoctor: Invalid = {
    status: "invalid",
    fieldErrors: { doctorId: "No such doctor in content/doctors.ts" },
  };

  /**
   * Leave or blocked hours: whole days in the rules' zone (`from` to `through`, both included),
   * or an instant range. Answers the confirmed bookings it falls on, which staff then move or cancel.
   */
  async function addTimeOff(
    doctorId: string,
    when: { days: { from: string; through: string } } | { from: string; to: string },
    reason: string,
    by: Actor | null = null,
  ): Promise<{ status: "saved"; id: number; overlapping: Booking[] } | Invalid> {
    if (!knownDoctor(doctorId)) return unknownDoctor;
    let during: { start: number; end: number };
    try {
      if ("days" in when) {
        const { hoursZone } = await store.loadRules(pool);
        during = {
          start: dayBounds(when.days.from, hoursZone).start,
          end: dayBounds(when.days.through, hoursZone).end,
        };
      } else {
        during = { start: parseInstant(when.from) ?? NaN, end: parseInstant(when.to) ?? NaN };
      }
    } catch {
      return { status: "invalid", fieldErrors: { when: "Dates are YYYY-MM-DD" } };
    }
    if (Number.isNaN(during.start) || Number.isNaN(during.end))
      return { status: "invalid", fieldErrors: { when: "Instants are ISO 8601 with their offset" } };
    return saveTimeOff(doctorId, during, reason, "days" in when ? "leave" : "blocked", by);
  }

  /**
   * Stores the time off, marks the confirmed bookings it falls on as needing attention (their
   * reminders wait until staff move or cancel them) and records it in the audit, together.
   */
  async function saveTimeOff(
    doctorId: string,
    during: { start: number; end: number },
    reason: string,
    kind: "leave" | "blocked",
    by: Actor | null,
  ): Promise<{ status: "saved"; id: number; overlapping: Booking[] } | Invalid> {
    if (during.end <= during.start)
      return { status: "invalid", fieldErrors: { when: "The time off must end after it starts" } };
    const at = now();
    return db.transaction(async (trx) => {
      const id = await store.insertTimeOff(trx, doctorId, during, reason.trim().slice(0, 200), at);
      const overlapping = await store.confirmedDuring(trx, doctorId, during);
      await store.flagAttention(
        trx,
        overlapping.map((b) => b.id),
        "time-off",
        at,
      );
      await recordAudit(trx, {
        by,
        action: "leave.added",
        subject: { type: "doctor", id: doctorId },
        detail: {
          timeOff: id,
          kind,
          from: new Date(during.start).toISOString(),
          to: new Date(during.end).toISOString(),
          bookings: overlapping.map((b) => b.id),
        },
        at,
      });
      return { status: "saved" as const, id, overlapping };
    });
  }

  /** The bookings of a day (today unless `date` says), or of `days` days, in the clinic's zone (or another), for one doctor or all. */
  async function agenda({
    date,
    days = 1,
    doctorId,
    timeZone = deps.clinicZone,
  }: {
    date?: string;
    days?: number;
    doctorId?: string;
    timeZone?: string;
  }): Promise<AgendaDay[]> {
    if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
    date ??= wallClock(now().getTime(), timeZone).date;
    const dates = Array.from({ length: Math.max(1, Math.min(days, 31)) }, (_, i) => addDays(date, i));
    const [rows, rooms] = await Promise.all([
      store.bookingsStarting(
        pool,
        dayBounds(dates[0]!, timeZone).start,
        dayBounds(dates.at(-1)!, timeZone).end,
        doctorId,
      ),
      store.videoUrls(pool),
    ]);
    const byDate = new Map<string, AgendaEntry[]>(dates.map((d) => [d, []]));
    for (const row of rows) {
      const { typeName, minutes, visitorName, visitorEmail, visitorPhone, ...booking } = row;
      const start = wallClock(Date.parse(booking.startsAt), timeZone);
      byDate.get(start.date)?.push({
        booking,
        doctorName: doctorName(booking.doctorId),
        typeName,
        minutes,
        visitor: { name: visitorName, email: visitorEmail, phone: visitorPhone },
        starts: start.time,
        ends: wallClock(Date.parse(booking.endsAt), timeZone).time,
        videoUrl: rooms.get(booking.doctorId) ?? null,
      });
    }
    return [...byDate].map(([d, entries]) => ({ date: d, entries }));
  }

  /**
   * Refuses a staff move onto the doctor's leave or blocked hours: the doctor said they are away,
   * and nothing else stops a typed time from landing there. Null when the new time is clear (or
   * unreadable: the service then says why).
   */
  async function timeOffAt(
    before: Booking,
    change: { startsAt: unknown; doctorId?: unknown },
  ): Promise<Invalid | null> {
    const start = parseInstant(change.startsAt);
    if (start === undefined) return null;
    const doctorId =
      typeof change.doctorId === "string" && knownDoctor(change.doctorId) ? change.doctorId : before.doctorId;
    const length = Date.parse(before.endsAt) - Date.parse(before.startsAt);
    const off = (await store.timeOffDuring(pool, doctorId, { start, end: start + length }))[0];
    if (!off) return null;
    const { hoursZone } = await store.loadRules(pool);
    const until = zonedTime(Date.parse(off.end), hoursZone);
    return {
      status: "invalid",
      fieldErrors: {
        timeOff: `${doctorName(doctorId)} is away then (${off.reason || "time off"} until ${longDate(until.date)}, ${until.time} ${until.zoneName}). Choose another time, or remove that time off under Hours first.`,
      },
    };
  }

  /** Writes a booking's change into its lead's history, so the lead's page tells the whole story (the audit has the change itself). */
  async function remember(bookingId: string, by: Actor, note: string) {
    const leadId = (await store.getBooking(pool, bookingId))?.leadId;
    if (leadId) await history.addNote(leadId, note, now(), by, { audited: true });
  }

  const clinicText = (iso: string) => zonedTime(Date.parse(iso), deps.clinicZone).text;

  /**
   * The agenda as the inbox shows it: from the address's `date`, `view` and `doctor`, anything
   * unreadable falling back to today, the day view and every doctor.
   */
  async function agendaPage(query: { date?: unknown; view?: unknown; doctor?: unknown }): Promise<AgendaPage> {
    const zone = deps.clinicZone;
    const today = wallClock(now().getTime(), zone).date;
    const view = query.view === "week" ? "week" : "day";
    const date = isDate(query.date) ? query.date : today;
    const doctorId = typeof query.doctor === "string" && knownDoctor(query.doctor) ? query.doctor : null;
    const from = view === "week" ? weekStart(date) : date;
    const length = view === "week" ? 7 : 1;
    const days = await agenda({ date: from, days: length, doctorId: doctorId ?? undefined, timeZone: zone });
    const { start, end } = {
      start: dayBounds(from, zone).start,
      end: dayBounds(addDays(from, length - 1), zone).end - 1,
    };
    const names = [...new Set([zoneName(start, zone), zoneName(end, zone)])].join(" / ");
    const entries = days.flatMap((d) => d.entries);
    const cancelled = entries.filter((e) => e.booking.status === "cancelled").length;
    return {
      view,
      date,
      doctorId,
      zone,
      zoneName: names,
      today,
      previous: addDays(from, -length),
      next: addDays(from, length),
      days,
      count: { on: entries.length - cancelled, cancelled },
    };
  }

  return {
    agenda,
    agendaPage,

    /** The overview's figures over [from, to). */
    counts: (from: Date, to: Date) => store.countBookings(pool, from, to),

    /**
     * The confirmed bookings not yet over that need staff's attention (time off over them, or
     * hours that no longer hold them), in order of time: the overview and the digest list them.
     */
    async needingAttention(): Promise<NeedsAttention[]> {
      const rows = await store.attentionFrom(pool, now());
      return rows.map((row) => ({
        id: row.id,
        visitor: row.visitorName,
        doctorName: doctorName(row.doctorId),
        when: clinicText(row.startsAt),
        startsAt: row.startsAt,
        reason: row.attention!.reason,
      }));
    },

    /**
     * Moves a confirmed booking to a free future time (any hour the doctor agreed to); the visitor
     * gets the updated invitation, and the lead's history says from when to when.
     */
    async move(bookingId: string, change: { startsAt: unknown; doctorId?: unknown }, by: Actor) {
      const before = await store.getBooking(pool, bookingId);
      const onLeave = before && (await timeOffAt(before, change));
      if (onLeave) return onLeave;
      const result = await service.staffChange(bookingId, { kind: "move", ...change }, by);
      if (before && result?.status === "rescheduled") {
        const doctor = result.booking.doctor.id === before.doctorId ? "" : `, now with ${result.booking.doctor.name}`;
        await remember(
          bookingId,
          by,
          `Booking moved from ${clinicText(before.startsAt)} to ${clinicText(result.booking.startsAt)}${doctor}; the visitor is sent the updated invitation.`,
        );
      }
      return result;
    },

    /** Cancels a confirmed booking; the visitor gets the cancellation, the time is free at once, and the lead's history says so. */
    async cancel(bookingId: string, by: Actor) {
      const result = await service.staffChange(bookingId, { kind: "cancel" }, by);
      if (result?.status === "cancelled")
        await remember(
          bookingId,
          by,
          `Booking of ${clinicText(result.booking.startsAt)} cancelled; the visitor is sent the cancellation.`,
        );
      return result;
    },

    /** Attended or no-show, once the consultation has started; null when there is no such booking or it cannot be marked. */
    async mark(bookingId: string, status: "attended" | "no_show", by: Actor) {
      const at = now();
      const marked = await db.transaction(async (trx) => {
        const row = await store.markBookingRow(trx, bookingId, status, at, by.staffName);
        if (row)
          await recordAudit(trx, {
            by,
            action: "booking.marked",
            subject: { type: "booking", id: bookingId },
            detail: { status },
            at,
          });
        return row;
      });
      if (marked)
        await remember(
          bookingId,
          by,
          `Booking of ${clinicText(marked.startsAt)} marked ${status === "attended" ? "attended" : "no-show"}.`,
        );
      return marked;
    },

    /** The doctor a lead is booked with (each booking has its own lead), or null for any other lead. */
    async leadDoctor(leadId: string): Promise<string | null> {
      return (await store.bookingDetails(pool, { leadId }))?.booking.doctorId ?? null;
    },

    /** The doctor of a booking, or null when there is no such booking. */
    async bookingDoctor(bookingId: string): Promise<string | null> {
      return (await store.getBooking(pool, bookingId))?.doctorId ?? null;
    },

    /** One booking with what its page in the inbox shows, or null. */
    async booking(bookingId: string) {
      const details = await store.bookingDetails(pool, { id: bookingId });
      if (!details) return null;
      const rules = await store.loadRules(pool);
      const start = Date.parse(details.booking.startsAt);
      return {
        ...details,
        doctorName: doctorName(details.booking.doctorId),
        clinic: zonedTime(start, deps.clinicZone),
        ends: zonedTime(Date.parse(details.booking.endsAt), deps.clinicZone),
        visitorTime: zonedTime(start, details.booking.visitorZone),
        hoursZone: rules.hoursZone,
        /** Attendance can be marked once the consultation has started (store.markBookingRow). */
        started: start <= now().getTime(),
      };
    },

    /**
     * The free times the booking could move to: the visitor's listing for its doctor and type
     * (the same rules), in the clinic's zone and without the booking's own time. Empty when
     * booking is off for that doctor; staff may still type any time the doctor agreed to.
     */
    async moveOptions(bookingId: string) {
      const current = await store.getBooking(pool, bookingId);
      if (!current || current.status !== "confirmed") return [];
      const list = await service.listSlots({
        typeId: current.typeId,
        doctorId: current.doctorId,
        timeZone: deps.clinicZone,
        exceptBooking: { id: current.id, startsAt: current.startsAt },
      });
      if (list.status !== "ok") return [];
      return list.days.filter((day) => day.slots.length);
    },

    /** A date and time typed on the clinic's clock, as the ISO instant a move takes; null when it is no such date or time. */
    clinicInstant(date: string, time: string): string | null {
      if (!isDate(date)) return null;
      try {
        minutesOfDay(time);
        return new Date(wallTimeToInstant(date, time, deps.clinicZone)).toISOString();
      } catch {
        return null;
      }
    },

    /** The doctors' video rooms set so far. */
    videoUrls: () => store.videoUrls(pool),

    /** Sets a doctor's hours on one ISO weekday (1 Monday .. 7 Sunday); no ranges: not working that day. */
    async setHours(
      doctorId: string,
      weekday: number,
      ranges: ReadonlyArray<{ starts: string; ends: string }>,
      by: Actor | null = null,
    ): Promise<{ status: "saved"; outside: Booking[] } | Invalid> {
      if (!knownDoctor(doctorId)) return unknownDoctor;
      if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7)
        return { status: "invalid", fieldErrors: { weekday: "A weekday is 1 (Monday) to 7 (Sunday)" } };
      const problem = checkRanges(ranges);
      if (problem) return { status: "invalid", fieldErrors: { ranges: problem } };
      const at = now();
      const { hoursZone } = await store.loadRules(pool);
      const within = ranges.map((r) => ({ from: minutesOfDay(r.starts), to: minutesOfDay(r.ends) }));
      // The bookings ahead on that weekday that the new hours no longer hold: they stay, as under
      // leave, marked as needing attention until staff move or cancel them.
      const outsideOf = (bookings: Booking[]) =>
        bookings.filter((b) => {
          const start = wallClock(Date.parse(b.startsAt), hoursZone);
          if (weekdayOf(start.date) !== weekday) return false;
          const from = minutesOfDay(start.time);
          const to = from + (Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000;
          return !within.some((r) => r.from <= from && to <= r.to);
        });
      const outside = await db.transaction(async (trx) => {
        await store.replaceWeekday(trx, doctorId, weekday, ranges);
        const left = outsideOf(await store.confirmedFrom(trx, doctorId, at));
        await store.flagAttention(
          trx,
          left.map((b) => b.id),
          "hours",
          at,
        );
        await recordAudit(trx, {
          by,
          action: "hours.changed",
          subject: { type: "doctor", id: doctorId },
          detail: { weekday, hours: rangesText(ranges), bookings: left.map((b) => b.id) },
          at,
        });
        return left;
      });
      return { status: "saved", outside };
    },

    /** Bookings named for the hours page's warning: each visitor and the time on the clinic's clock, in order of time. */
    async leftOut(ids: readonly string[]): Promise<LeftOut[]> {
      const rows = await store.bookingsWithVisitors(pool, ids);
      return rows.map((row) => {
        const at = zonedTime(Date.parse(row.startsAt), deps.clinicZone);
        return { id: row.id, visitor: row.visitorName, when: `${longDate(at.date)}, ${at.time} ${at.zoneName}` };
      });
    },

    hours: (doctorId?: string): Promise<Array<WeeklyRange & { doctorId: string; sample: boolean }>> =>
      store.weeklyHours(pool, doctorId),

    addTimeOff,

    /** Blocked hours on one date, as wall-clock times in the rules' zone. */
    async blockHours(
      doctorId: string,
      date: string,
      starts: string,
      ends: string,
      reason: string,
      by: Actor | null = null,
    ) {
      const problem = checkRanges([{ starts, ends }]);
      if (problem) return { status: "invalid" as const, fieldErrors: { ranges: problem } };
      const { hoursZone } = await store.loadRules(pool);
      if (!knownDoctor(doctorId)) return unknownDoctor;
      let during: { start: number; end: number };
      try {
        during = { start: wallTimeToInstant(date, starts, hoursZone), end: wallTimeToInstant(date, ends, hoursZone) };
      } catch {
        return { status: "invalid" as const, fieldErrors: { when: "Dates are YYYY-MM-DD" } };
      }
      return saveTimeOff(doctorId, during, reason, "blocked", by);
    },

    /**
     * Removes a stretch of time off; the bookings it alone fell on need attention no more, and
     * their reminders resume. Recorded in the audit with it.
     */
    async removeTimeOff(id: number, by: Actor | null = null): Promise<boolean> {
      const at = now();
      return db.transaction(async (trx) => {
        const doctorId = await store.deleteTimeOff(trx, id);
        if (!doctorId) return false;
        const cleared = await store.clearTimeOffAttention(trx, doctorId);
        await resumeReminders(trx, db.jobs, cleared, at);
        await recordAudit(trx, {
          by,
          action: "leave.removed",
          subject: { type: "doctor", id: doctorId },
          detail: { timeOff: id, bookings: cleared },
          at,
        });
        return true;
      });
    },
    timeOff: (doctorId?: string) => store.listTimeOff(pool, now(), doctorId),

    /** The doctor's video room (an https:// address), or null: the doctor phones the visitor. */
    async setVideoUrl(
      doctorId: string,
      url: string | null,
      by: Actor | null = null,
    ): Promise<{ status: "saved" } | Invalid> {
      if (!knownDoctor(doctorId)) return unknownDoctor;
      if (url !== null && !/^https:\/\/[^\s]+$/.test(url))
        return { status: "invalid", fieldErrors: { videoUrl: "The video link must be an https:// address" } };
      await db.transaction(async (trx) => {
        await store.setVideoUrl(trx, doctorId, url);
        await recordAudit(trx, {
          by,
          action: "video-room.changed",
          subject: { type: "doctor", id: doctorId },
          detail: { video: url !== null },
        });
      });
      return { status: "saved" };
    },

    /**
     * Changes the rules. A change of the reminders replaces every future booking's reminder jobs
     * with the new rules' in the same transaction; the audit records the rules before and after.
     */
    async setRules(change: Partial<BookingRules>, by: Actor | null = null): Promise<{ status: "saved" } | Invalid> {
      if (change.hoursZone !== undefined && !isTimeZone(change.hoursZone))
        return { status: "invalid", fieldErrors: { hoursZone: "Not a time zone" } };
      const at = now();
      try {
        await db.transaction(async (trx) => {
          const before = await store.loadRules(trx, { lock: "update" });
          await store.updateRules(trx, change, at);
          const after = await store.loadRules(trx);
          const reminders = after.reminderOffsetsMinutes.join() !== before.reminderOffsetsMinutes.join();
          const rescheduled = reminders ? await replaceFutureReminders(trx, db.jobs, after, at) : 0;
          await recordAudit(trx, {
            by,
            action: "booking-rules.changed",
            subject: { type: "booking-rules", id: "1" },
            detail: { before: { ...rulesForm(before) }, after: { ...rulesForm(after) }, rescheduled },
            at,
          });
        });
      } catch (error) {
        // The table's CHECK constraints are the rules' limits (migration 0005).
        if ((error as { code?: string }).code === "23514")
          return { status: "invalid", fieldErrors: { rules: (error as Error).message } };
        throw error;
      }
      return { status: "saved" };
    },
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;
