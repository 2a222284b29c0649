import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sampleHours } from "@/content/booking-sample-hours";
import { doctors } from "@/content/doctors";
import { config } from "@/lib/config";
import { database, type Database } from "@/lib/db";
import { log } from "@/lib/log";
import { singleton } from "@/lib/singleton.mjs";
import { deliveryTargets } from "@/lib/leads/outbox/config";
import { kickOutbox } from "@/lib/leads/outbox/signal";
import { siteConfig } from "@/lib/site-config";
import { createBookingDesk, type BookingDesk } from "./desk";
import { createReminderWorker } from "./reminders";
import { openBookingService, type BookingDeps, type BookingService } from "./service";
import type { BookingDoctor } from "./types";

/**
 * Booking a consultation (docs/booking.md, decision 050): the process's service on its one
 * database, for the pages (the slot picker, the confirmation and the manage page), the outbox's
 * visitor e-mails, the reminders and `npm run booking`. The public API is the service's and the
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
export type { BookingService } from "./service";
export { managePath } from "./service";
export type { BookingDesk } from "./desk";

/** The roster as booking sees it: every doctor of content/doctors.ts, sample or confirmed. */
export const bookingDoctors = (): BookingDoctor[] => doctors.map((d) => ({ id: d.id, name: d.name, sample: d.registration.status !== "confirmed" }));

function bookingDeps(db: Database): BookingDeps {
  const app = config();
  return {
    db,
    now: () => new Date(),
    setting: app.booking,
    doctors: bookingDoctors(),
    leadTargets: () => deliveryTargets(),
    afterStore: kickOutbox,
    clinic: { name: siteConfig.name, url: siteConfig.url, email: siteConfig.email, phone: siteConfig.phone },
    clinicZone: app.timeZone,
    sampleWeek: sampleHours.weekly,
  };
}

type Opened = { service: BookingService; desk: BookingDesk };
const opened = new WeakMap<Database, Promise<Opened>>();

function open(): Promise<Opened> {
  return database().then((db) => {
    let ready = opened.get(db);
    if (!ready) {
      const deps = bookingDeps(db);
      ready = openBookingService(deps).then((service) => ({ service, desk: createBookingDesk(deps, service) }));
      // A failed opening (the database down) is forgotten, so the next call tries again.
      ready.catch(() => opened.delete(db));
      opened.set(db, ready);
    }
    return ready;
  });
}

/** The booking service on this process's database (DATABASE_URL, or the embedded store). */
export const bookingService = async (): Promise<BookingService> => (await open()).service;

/** The clinic's side: hours, leave, the agenda, the counts and staff changes. */
export const bookingDesk = async (): Promise<BookingDesk> => (await open()).desk;

/** Starts this process's reminder worker once (lib/workers.ts), beside the outbox worker that sends what it queues. */
export function startBookingReminders() {
  return singleton("bookingReminders", makeReminderWorker);
}

function makeReminderWorker() {
  const worker = createReminderWorker({
    // Opening the service first makes sure the rules' row exists.
    db: async () => (await open(), database()),
    now: () => new Date(),
    instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    intervalMs: 60_000,
    afterQueue: kickOutbox,
    log: log(),
  });
  worker.start();
  return worker;
}
