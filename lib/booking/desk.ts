import "server-only";
import type { BookingDeps, BookingService } from "./service";
import * as store from "./store";
import type { Booking, BookingRules, FieldErrors, WeeklyRange } from "./types";
import { addDays, dayBounds, isTimeZone, minutesOfDay, parseInstant, wallClock, wallTimeToInstant } from "./zones";

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
};

export type AgendaDay = { date: string; entries: AgendaEntry[] };

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

export function createBookingDesk(deps: Pick<BookingDeps, "db" | "now" | "doctors" | "clinicZone">, service: Pick<BookingService, "staffChange">) {
  const { db, now } = deps;
  const pool = db.pool;
  const knownDoctor = (id: string) => deps.doctors.some((d) => d.id === id);
  const doctorName = (id: string) => deps.doctors.find((d) => d.id === id)?.name ?? id;
  const unknownDoctor: Invalid = { status: "invalid", fieldErrors: { doctorId: "No such doctor in content/doctors.ts" } };

  /**
   * Leave or blocked hours: whole days in the rules' zone (`from` to `through`, both included),
   * or an instant range. Answers the confirmed bookings it falls on, which staff then move or cancel.
   */
  async function addTimeOff(
    doctorId: string,
    when: { days: { from: string; through: string } } | { from: string; to: string },
    reason: string,
  ): Promise<{ status: "saved"; id: number; overlapping: Booking[] } | Invalid> {
    if (!knownDoctor(doctorId)) return unknownDoctor;
    let during: { start: number; end: number };
    try {
      if ("days" in when) {
        const { hoursZone } = await store.loadRules(pool);
        during = { start: dayBounds(when.days.from, hoursZone).start, end: dayBounds(when.days.through, hoursZone).end };
      } else {
        during = { start: parseInstant(when.from) ?? NaN, end: parseInstant(when.to) ?? NaN };
      }
    } catch {
      return { status: "invalid", fieldErrors: { when: "Dates are YYYY-MM-DD" } };
    }
    if (Number.isNaN(during.start) || Number.isNaN(during.end)) return { status: "invalid", fieldErrors: { when: "Instants are ISO 8601 with their offset" } };
    return saveTimeOff(doctorId, during, reason);
  }

  async function saveTimeOff(doctorId: string, during: { start: number; end: number }, reason: string): Promise<{ status: "saved"; id: number; overlapping: Booking[] } | Invalid> {
    if (during.end <= during.start) return { status: "invalid", fieldErrors: { when: "The time off must end after it starts" } };
    const id = await store.insertTimeOff(pool, doctorId, during, reason.trim().slice(0, 200), now());
    return { status: "saved", id, overlapping: await store.confirmedDuring(pool, doctorId, during) };
  }

  return {
    /** The bookings of a day (today unless `date` says), or of `days` days, in the clinic's zone (or another), for one doctor or all. */
    async agenda({ date, days = 1, doctorId, timeZone = deps.clinicZone }: { date?: string; days?: number; doctorId?: string; timeZone?: string }): Promise<AgendaDay[]> {
      if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
      date ??= wallClock(now().getTime(), timeZone).date;
      const dates = Array.from({ length: Math.max(1, Math.min(days, 31)) }, (_, i) => addDays(date, i));
      const rows = await store.bookingsStarting(pool, dayBounds(dates[0]!, timeZone).start, dayBounds(dates.at(-1)!, timeZone).end, doctorId);
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
        });
      }
      return [...byDate].map(([d, entries]) => ({ date: d, entries }));
    },

    /** The overview's figures over [from, to). */
    counts: (from: Date, to: Date) => store.countBookings(pool, from, to),

    /** Moves a confirmed booking to a free future time (any hour the doctor agreed to); the visitor gets the updated invitation. */
    move: (bookingId: string, change: { startsAt: unknown; doctorId?: unknown }, staffName: string) => service.staffChange(bookingId, { kind: "move", ...change }, staffName),

    /** Cancels a confirmed booking; the visitor gets the cancellation, and the time is free at once. */
    cancel: (bookingId: string, staffName: string) => service.staffChange(bookingId, { kind: "cancel" }, staffName),

    /** Attended or no-show, once the consultation has started; null when there is no such booking or it cannot be marked. */
    mark: (bookingId: string, status: "attended" | "no_show", staffName: string) => store.markBookingRow(pool, bookingId, status, now(), staffName),

    /** Sets a doctor's hours on one ISO weekday (1 Monday .. 7 Sunday); no ranges: not working that day. */
    async setHours(doctorId: string, weekday: number, ranges: ReadonlyArray<{ starts: string; ends: string }>): Promise<{ status: "saved" } | Invalid> {
      if (!knownDoctor(doctorId)) return unknownDoctor;
      if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return { status: "invalid", fieldErrors: { weekday: "A weekday is 1 (Monday) to 7 (Sunday)" } };
      const problem = checkRanges(ranges);
      if (problem) return { status: "invalid", fieldErrors: { ranges: problem } };
      await db.transaction((client) => store.replaceWeekday(client, doctorId, weekday, ranges));
      return { status: "saved" };
    },

    hours: (doctorId?: string): Promise<Array<WeeklyRange & { doctorId: string; sample: boolean }>> => store.weeklyHours(pool, doctorId),

    addTimeOff,

    /** Blocked hours on one date, as wall-clock times in the rules' zone. */
    async blockHours(doctorId: string, date: string, starts: string, ends: string, reason: string) {
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
      return saveTimeOff(doctorId, during, reason);
    },

    removeTimeOff: (id: number) => store.deleteTimeOff(pool, id),
    timeOff: (doctorId?: string) => store.listTimeOff(pool, now(), doctorId),

    /** The doctor's video room (an https:// address), or null: the doctor phones the visitor. */
    async setVideoUrl(doctorId: string, url: string | null): Promise<{ status: "saved" } | Invalid> {
      if (!knownDoctor(doctorId)) return unknownDoctor;
      if (url !== null && !/^https:\/\/[^\s]+$/.test(url)) return { status: "invalid", fieldErrors: { videoUrl: "The video link must be an https:// address" } };
      await store.setVideoUrl(pool, doctorId, url);
      return { status: "saved" };
    },

    async setRules(change: Partial<BookingRules>): Promise<{ status: "saved" } | Invalid> {
      if (change.hoursZone !== undefined && !isTimeZone(change.hoursZone)) return { status: "invalid", fieldErrors: { hoursZone: "Not a time zone" } };
      try {
        await store.updateRules(pool, change, now());
      } catch (error) {
        // The table's CHECK constraints are the rules' limits (migration 0005).
        if ((error as { code?: string }).code === "23514") return { status: "invalid", fieldErrors: { rules: (error as Error).message } };
        throw error;
      }
      return { status: "saved" };
    },
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;
