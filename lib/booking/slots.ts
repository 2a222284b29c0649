import "server-only";
import type { BookingRules, DoctorAvailability, Interval, Slot, VisitorSlot } from "./types";
import { addDays, datesBetween, wallClock, wallTimeToInstant, weekdayOf } from "./zones";

const minute = 60_000;

/**
 * The window of start times on offer at `now`: from the minimum notice to the horizon, both
 * measured on the instant, so no zone's clock (the server's, the clinic's or the visitor's)
 * can make a slot look past or future (the failure Cal.com's tracker records).
 */
export function bookingWindow(rules: BookingRules, now: number): Interval {
  return { start: now + rules.minNoticeMinutes * minute, end: now + rules.horizonDays * 24 * 60 * minute };
}

/** Sorted, overlapping or touching intervals joined, so that a binary search can answer "is this free?". */
export function merged(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const next of sorted) {
    const last = out.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else out.push({ ...next });
  }
  return out;
}

/** Whether [start, end) meets any of `blocked` (merged: starts and ends both increase). */
export function overlaps(blocked: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = blocked.length;
  // The first interval ending after `start`; only it can overlap, the next ones begin later still.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blocked[mid]!.end > start) hi = mid;
    else lo = mid + 1;
  }
  const candidate = blocked[lo];
  return candidate !== undefined && candidate.start < end;
}

/** The instants each block of a doctor's weekly hours covers, on every date of the rules' zone that can hold a slot inside `window`. */
function workingBlocks(weekly: DoctorAvailability["weekly"], window: Interval, zone: string): Interval[] {
  const at = (date: string, time: string) => wallTimeToInstant(date, time, zone);
  const blocks: Interval[] = [];
  // A day early: a block that begins the evening before may still reach into the window.
  const dates = datesBetween(window.start, window.end, zone);
  for (const date of [addDays(dates[0]!, -1), ...dates]) {
    const weekday = weekdayOf(date);
    for (const range of weekly) {
      if (range.weekday === weekday) blocks.push({ start: at(date, range.starts), end: at(date, range.ends) });
    }
  }
  return blocks;
}

/**
 * A doctor's free start times for a consultation of `minutes`, inside `window`: on the step's
 * grid from the start of each block of hours, ending within the block, clear of time off, and
 * clear of every booking with the buffer after it and after the new one (the same ranges the
 * database's exclusion constraint compares, so what is offered can be booked).
 */
export function freeStarts(
  doctor: DoctorAvailability,
  { minutes, rules, window }: { minutes: number; rules: BookingRules; window: Interval },
): number[] {
  const length = minutes * minute;
  const held = rules.bufferMinutes * minute;
  const step = rules.slotStepMinutes * minute;
  const timeOff = merged(doctor.timeOff);
  const booked = merged(doctor.held);
  const starts = new Set<number>();
  for (const block of workingBlocks(doctor.weekly, window, rules.hoursZone)) {
    for (let start = block.start; start + length <= block.end; start += step) {
      if (start < window.start || start > window.end) continue;
      if (overlaps(timeOff, start, start + length)) continue;
      if (overlaps(booked, start, start + length + held)) continue;
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** Several doctors' free starts as one list: each start with every doctor free then, in order. */
export function combine(byDoctor: ReadonlyMap<string, number[]>): Array<{ start: number; doctorIds: string[] }> {
  const at = new Map<number, string[]>();
  for (const [doctorId, starts] of byDoctor) {
    for (const start of starts) {
      const doctors = at.get(start);
      if (doctors) doctors.push(doctorId);
      else at.set(start, [doctorId]);
    }
  }
  return [...at.entries()].sort(([a], [b]) => a - b).map(([start, doctorIds]) => ({ start, doctorIds }));
}

export type SlotDay = { date: string; slots: VisitorSlot[] };

/**
 * The window's dates in the visitor's zone, each with its slots in order: a date without a
 * free time is listed empty, so a picker can show the whole horizon.
 */
export function byVisitorDay(
  slots: Array<{ start: number; doctorIds: string[] }>,
  window: Interval,
  zone: string,
): SlotDay[] {
  const days = new Map<string, VisitorSlot[]>(datesBetween(window.start, window.end, zone).map((date) => [date, []]));
  for (const { start, doctorIds } of slots) {
    const { date, time } = wallClock(start, zone);
    const slot: VisitorSlot = { startsAt: new Date(start).toISOString(), doctorIds, date, time };
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return [...days.entries()].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** The free slots nearest to an instant, in the order of the day (a list read as times): what a visitor who lost a race is offered. */
export function nearest(slots: Array<{ start: number; doctorIds: string[] }>, instant: number, count: number): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start - instant) - Math.abs(b.start - instant) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start)
    .map(({ start, doctorIds }) => ({ startsAt: new Date(start).toISOString(), doctorIds }));
}
