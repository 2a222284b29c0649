import "server-only";
import { sampleHours } from "@/content/booking-sample-hours";
import { doctors } from "@/content/doctors";
import { config } from "@/lib/config";
import { database, type Database } from "@/lib/db";
import { log } from "@/lib/log";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton.mjs";
import { deliveryTargets } from "@/lib/leads";
import { clinicFacts } from "@/lib/messages";
import { createBookingDesk, type BookingDesk } from "./desk";
import { createReminderTask, requeueReminders } from "./reminders";
import { openBookingService, type BookingDeps, type BookingService } from "./service";
import type { BookingDoctor } from "./types";

/**
 * Booking a consultation (docs/booking.md, decision 050): the process's service on its one
 * database, for the pages (the slot picker, the confirmation and the manage page), the outbox's
 * visitor e-mails, the reminders' jobs and `npm run booking`. The public API is the service's and the
 * desk's methods:
 *
 *   const booking = await bookingService();
 *   booking.state()                         whether booking is on, for whom, and why
 *   booking.types()                         the consultation types
 *   booking.listSlots({ typeId, doctorId?, timeZone })
 *   booking.book({ typeId, doctorId?, startsAt, timeZone, visitor })
 *   booking.view(token) / reschedule(token, { startsAt, doctorId?, timeZone? }) / cancel(token)
 *   const desk = await bookingDesk();
 *   desk.agenda(...), counts(...), move(...), cancel(...), mark(...), setHours(...), addTimeOff(...), ...
 */
export type { BookingService, PersonBooking } from "./service";
export { managePath } from "./service";
export type { BookingDesk } from "./desk";
export { attentionDigest } from "./desk";

/** The roster as booking sees it: every doctor of content/doctors.ts, sample or confirmed. */
export const bookingDoctors = (): BookingDoctor[] =>
  doctors.map((d) => ({ id: d.id, name: d.name, sample: d.registration.status !== "confirmed" }));

function bookingDeps(db: Database): BookingDeps {
  const app = config();
  return {
    db,
    now: () => new Date(),
    setting: app.booking,
    doctors: bookingDoctors(),
    leadTargets: () => deliveryTargets(),
    clinic: clinicFacts(),
    clinicZone: app.timeZone,
    sampleWeek: sampleHours.weekly,
  };
}

type Opened = { service: BookingService; desk: BookingDesk };

/**
 * The service and desk on the process's database, one per process (lib/singleton.mjs, which
 * every bundle shares), opened again when the database was (a restart of the store, a test).
 */
function open(): Promise<Opened> {
  return database().then((db) => {
    const held = peekSingleton<{ db: Database; ready: Promise<Opened> }>("booking");
    if (held?.db === db) return held.ready;
    const deps = bookingDeps(db);
    const ready = openBookingService(deps).then((service) => ({ service, desk: createBookingDesk(deps, service) }));
    resetSingleton("booking");
    const mine = singleton("booking", () => ({ db, ready }));
    // A failed opening (the database down) is forgotten, so the next call tries again.
    ready.catch(() => {
      if (peekSingleton("booking") === mine) resetSingleton("booking");
    });
    return ready;
  });
}

/** The booking service on this process's database (DATABASE_URL, or the embedded store). */
export const bookingService = async (): Promise<BookingService> => (await open()).service;

/** The clinic's side: hours, leave, the agenda, the counts and staff changes. */
export const bookingDesk = async (): Promise<BookingDesk> => (await open()).desk;

/** The reminder jobs' task (lib/workers.ts runs it): queues each reminder e-mail at its time for the outbox to send. */
export const bookingReminderTask = () =>
  createReminderTask({
    // Opening the service first makes sure the rules' row exists.
    db: async () => (await open(), database()),
    now: () => new Date(),
    log: log(),
  });

export { reminderTask } from "./reminders";

/** Puts back the reminder jobs a restored or upgraded store lacks (lib/workers.ts, at the runner's start). */
export const requeueBookingReminders = async () => {
  await open();
  await requeueReminders(await database(), new Date());
};
export { clockTime, hourCycleOf } from "./clock";
export type { HourCycle } from "./clock";
export { defaultConsultationTypes } from "./defaults";
export {
  attentionWords,
  checkBlock,
  checkLeave,
  leftOutNotice,
  parseRanges,
  parseRulesForm,
  rangesText,
  rulesForm,
} from "./desk";
export type { AgendaEntry, RulesForm } from "./desk";
export { bookingOffered } from "./offer";
export { dayLabel, parsePickerQuery, pickerHref, slotTimes, utcOffset, zoneOption, zoneOptions } from "./picker";
export type { ZoneOption } from "./picker";
export { sampleVisitor } from "./sample-visitor";
export { openBookingService } from "./service";
export type { BookingVisitor } from "./service";
export type { SlotDay } from "./slots";
export { bookingState } from "./status";
export type { BookingState } from "./status";
export { doctorsWithHours, loadTypes } from "./store";
export type { BookingCounts } from "./store";
export { openToAll } from "./types";
export type { AttentionReason, BookingStatus, WeeklyRange } from "./types";
export { zonedText, zonedTime } from "./view";
export type { BookingView } from "./view";
