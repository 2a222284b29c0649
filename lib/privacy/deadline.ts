import "server-only";
import { Temporal } from "temporal-polyfill";

/**
 * When a privacy request must be answered (docs/decisions/067). The law gives one month from
 * the day of receipt (UK GDPR Art. 12(3)): the ICO counts from the day the request arrives to
 * the same date of the next month, or that month's last day when it has no such date. The
 * clinic's own rule is 30 days; the deadline is whichever of the two comes first, so the
 * 30 days never run past a short month. Days are the clinic's (LEAD_TIMEZONE), and the deadline
 * passes when its day ends there. Temporal does the zone arithmetic, as in booking (decision 050);
 * server only, so Temporal stays out of the browser.
 */
const answerWithinDays = 30;

export type Deadline = {
  /** The last day to answer, in the clinic's zone (YYYY-MM-DD). */
  day: string;
  /** The instant that day ends in the clinic's zone: from then on the request is overdue. */
  passesAt: Date;
};

export function deadlineFor(receivedAt: Date, timeZone: string): Deadline {
  const received = Temporal.Instant.fromEpochMilliseconds(receivedAt.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  // add() keeps to the next month's last day when it lacks the date (31 Jan -> 28 Feb).
  const month = received.add({ months: 1 });
  const days = received.add({ days: answerWithinDays });
  const day = Temporal.PlainDate.compare(month, days) <= 0 ? month : days;
  // The next day's first instant there: a day that starts at 01:00 after a clock change still ends right.
  const passes = day.add({ days: 1 }).toZonedDateTime({ timeZone });
  return { day: day.toString(), passesAt: new Date(passes.epochMilliseconds) };
}

/** Past its deadline: the request's last day has ended in the clinic's zone. */
export const isOverdue = (passesAt: Date, now: Date) => now.getTime() >= passesAt.getTime();

/** The deadline's day as the inbox shows it: "Sun, 27 Dec 2026". */
export function deadlineDay(passesAt: Date, timeZone: string): { iso: string; text: string } {
  const day = Temporal.Instant.fromEpochMilliseconds(passesAt.getTime() - 1)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  return {
    iso: day.toString(),
    text: day.toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric" }),
  };
}

/** Whole days left before the deadline passes (0 on its last day), or how many days it is overdue (negative). */
export function daysLeft(passesAt: Date, now: Date, timeZone: string): number {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
  const last = Temporal.PlainDate.from(deadlineDay(passesAt, timeZone).iso);
  return today.until(last, { largestUnit: "days" }).days;
}
