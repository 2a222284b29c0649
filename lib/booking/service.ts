import "server-only";
import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit";
import type { Database } from "@/lib/db/database";
import { consentMessage } from "@/lib/leads/client";
import { newLead, type LeadVisitor, followBooking, writeLead } from "@/lib/leads";
import type { Actor, DeliveryTarget } from "@/lib/leads";
import {
  dropPendingMessages,
  phoneConsentVersion,
  queueMessage,
  rememberPhoneChannel,
  type ClinicFacts,
  type PhoneChannel,
  type PrepareContext,
  type PropsOf,
} from "@/lib/messages";
import { claiming, held, isOrderBooked, orderBooked } from "./claim";
import type { HourCycle } from "./clock";
import { defaultConsultationTypes } from "./defaults";
import {
  bookingNotice,
  calendarFor,
  messageData,
  messageEventKey,
  messageKind,
  messageRef,
  type VisitorMessage,
} from "./mail";
import { cancelReminders, scheduleReminders } from "./reminders";
import { bookingWindow, byVisitorDay, combine, freeStarts, nearest, type SlotDay } from "./slots";
import { bookingState, type BookingSetting, type BookingState } from "./status";
import { openToAll } from "./types";
import * as store from "./store";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/link-tokens";
import type {
  Booking,
  BookingActor,
  BookingDoctor,
  BookingRules,
  ConsultationType,
  FieldErrors,
  Interval,
  VisitorSlot,
  WeeklyRange,
} from "./types";
import { bookingView, zonedText, zonedTime, type BookingView } from "./view";
import { canonicalZone, isTimeZone, parseInstant, wallClock } from "./zones";

/** What the booking service runs on; bookingService() (index.ts) fills it from the configuration. */
export type BookingDeps = {
  db: Database;
  now: () => Date;
  setting: BookingSetting;
  /** The roster (content/doctors.ts), in its order. */
  doctors: readonly BookingDoctor[];
  /** Where the clinic hears of the booking's lead: the lead pipeline's targets. */
  leadTargets: () => DeliveryTarget[];
  clinic: ClinicFacts;
  /** The clinic's zone for the agenda (LEAD_TIMEZONE). */
  clinicZone: string;
  /** The sample roster's sample week (content/booking-sample-hours.ts), given to sample doctors when BOOKING=on. */
  sampleWeek: readonly WeeklyRange[];
};

/**
 * The visitor's details as the booking form's module checked them (lib/leads/lead-record.ts,
 * visitorFromForm), the consent box's among them: book() refuses a visitor without consent.
 */
export type BookingVisitor = LeadVisitor;

/** `exceptBooking`: a booking being moved, whose own time (and buffer) does not hide the times beside it; its own start is left out. */
type SlotQuery = {
  typeId: string;
  doctorId?: string;
  timeZone: string;
  exceptBooking?: { id: string; startsAt: string };
};
export type SlotList =
  | {
      status: "ok";
      timeZone: string;
      type: ConsultationType;
      doctorId: string;
      from: string;
      to: string;
      days: SlotDay[];
    }
  | { status: "off"; reason: string }
  | { status: "invalid"; fieldErrors: FieldErrors };

type BookRequest = {
  typeId: string;
  /** A doctor's id, or "any" (the default): any doctor free then. */
  doctorId?: string;
  /** The chosen start, an ISO 8601 instant with its offset ("2026-12-01T04:30:00Z"). */
  startsAt: string;
  /** The zone the visitor chose the time in; their e-mails show it. */
  timeZone: string;
  /** The visitor's 12- or 24-hour clock (clock.ts, from their browser's languages): their e-mails write times on it. */
  clock?: HourCycle;
  visitor: BookingVisitor;
  /**
   * The phone channel the visitor ticked for the booking's messages (WhatsApp or SMS), with its
   * own consent (lib/messages/consent.ts): kept with the lead, and every message of the booking
   * goes there too. Needs the visitor's number in E.164.
   */
  phoneMessages?: { channel: PhoneChannel };
  /**
   * The paid order the consultation is booked with, which the caller has checked (the intro plan's,
   * found by its booking link): needed for a type booked by order, and kept with such a booking only.
   */
  orderId?: string;
};

/** The nearest free times, in the zone the visitor was looking at. */
type Taken = { status: "taken"; nearest: VisitorSlot[] };

export type BookResult =
  | { status: "booked"; booking: BookingView; manageToken: string }
  | Taken
  | { status: "off"; reason: string }
  | { status: "invalid"; fieldErrors: FieldErrors }
  /** The order already has a consultation that stands (booked a moment ago in another tab). */
  | { status: "order-booked" };

/** Why a manage link opens nothing: no such token, or its booking is over. */
type Refused = { status: "refused"; reason: "unknown" | "expired" };

type ManageView = { status: "found"; booking: BookingView; canChange: boolean } | Refused;

type ChangeResult =
  | { status: "rescheduled" | "cancelled"; booking: BookingView }
  /** Past the cut-off, or no longer confirmed (cancelled, attended): the booking as it stands. */
  | { status: "too-late" | "closed"; booking: BookingView }
  | Taken
  | Refused
  | { status: "invalid"; fieldErrors: FieldErrors };

const bookingMessages = {
  timeZone: "Please choose a time zone from the list",
  typeId: "Please choose a consultation type",
  doctorId: "Please choose a doctor from the list, or any available doctor",
  startsAt: "That time is not open for booking: please choose one of the times shown",
  name: "Name is required",
  email: "Email is required, for the confirmation and the invitation",
} as const;

const minute = 60_000;

/** Who moved a booked consultation's lead to booked, as its history shows it: nobody on the staff. */
const bookedOnline = { staffId: null, staffName: "Booked online by the visitor" };
/** Who a visitor's own move or cancellation (through the manage link) is written as in the lead's history. */
const changedOnline = { staffId: null, staffName: "The visitor, online" };

/** Opens the booking service: adds the rules' row and the consultation types a fresh store lacks, and the sample week when BOOKING=on. */
export async function openBookingService(deps: BookingDeps) {
  await store.ensureDefaults(deps.db, defaultConsultationTypes);
  if (deps.setting === "on") {
    await store.seedSampleHours(
      deps.db,
      deps.doctors.filter((d) => d.sample).map((d) => d.id),
      deps.sampleWeek,
    );
  }
  return createBookingService(deps);
}

export type BookingService = ReturnType<typeof createBookingService>;

function createBookingService(deps: BookingDeps) {
  const { db, now } = deps;
  const pool = db.kysely;
  const doctorName = (id: string) => deps.doctors.find((d) => d.id === id)?.name ?? id;
  const sampleIds = deps.doctors.filter((d) => d.sample).map((d) => d.id);

  async function state(): Promise<BookingState> {
    const [hours, types] = await Promise.all([store.doctorsWithHours(pool), store.loadTypes(pool)]);
    return bookingState(deps.setting, deps.doctors, hours, openToAll(types).length);
  }

  async function context() {
    const [rules, types, current] = await Promise.all([store.loadRules(pool), store.loadTypes(pool), state()]);
    return { rules, types, state: current };
  }

  type Context = Awaited<ReturnType<typeof context>>;

  /** Every doctor's free starts in the window, merged: the list a visitor picks from. */
  async function offered(
    ctx: Context,
    doctorIds: readonly string[],
    type: ConsultationType,
    window: Interval,
    exceptBooking?: string,
  ) {
    const availability = await store.loadAvailability(pool, doctorIds, window, sampleIds, { exceptBooking });
    const byDoctor = new Map(
      [...availability].map(([id, doctor]) => [
        id,
        freeStarts(doctor, { minutes: type.minutes, rules: ctx.rules, window }),
      ]),
    );
    return combine(byDoctor);
  }

  function check(ctx: Context, query: { typeId: unknown; doctorId?: unknown; timeZone: unknown }) {
    const fieldErrors: FieldErrors = {};
    const type = ctx.types.find((t) => t.id === query.typeId);
    if (!type) fieldErrors.typeId = bookingMessages.typeId;
    if (!isTimeZone(query.timeZone)) fieldErrors.timeZone = bookingMessages.timeZone;
    const doctorId = query.doctorId === undefined || query.doctorId === "" ? "any" : query.doctorId;
    if (doctorId !== "any" && !ctx.state.doctorIds.includes(doctorId as string))
      fieldErrors.doctorId = bookingMessages.doctorId;
    return { fieldErrors, type, doctorId: doctorId as string };
  }

  const doctorsFor = (ctx: Context, doctorId: string) => (doctorId === "any" ? ctx.state.doctorIds : [doctorId]);

  async function nearestFree(
    ctx: Context,
    doctorIds: readonly string[],
    type: ConsultationType,
    instant: number,
    zone: string,
    exceptBooking?: string,
  ) {
    const slots = await offered(ctx, doctorIds, type, bookingWindow(ctx.rules, now().getTime()), exceptBooking);
    return nearest(slots, instant, 5).map((slot): VisitorSlot => {
      const { date, time } = wallClock(Date.parse(slot.startsAt), zone);
      return { ...slot, date, time };
    });
  }

  /**
   * Which of these doctors can take `start`: free by their hours, time off and bookings, inside
   * the window. When none can, `takenOnly` says whether only bookings are in the way (the time
   * was taken) rather than a time never on offer.
   */
  async function whoIsFree(
    ctx: Context,
    doctorIds: readonly string[],
    type: ConsultationType,
    start: number,
    exceptBooking?: string,
  ) {
    const window = bookingWindow(ctx.rules, now().getTime());
    if (start < window.start || start > window.end) return { free: [], takenOnly: false };
    // Only the hours around the start: the same rule as the listing, at a fraction of the cost.
    const around = {
      start: Math.max(window.start, start - 60 * minute),
      end: Math.min(window.end, start + 60 * minute),
    };
    const availability = await store.loadAvailability(pool, doctorIds, around, sampleIds, { exceptBooking });
    const free: string[] = [];
    let takenOnly = false;
    for (const doctor of availability.values()) {
      if (freeStarts(doctor, { minutes: type.minutes, rules: ctx.rules, window: around }).includes(start))
        free.push(doctor.doctorId);
      else if (
        freeStarts({ ...doctor, held: [] }, { minutes: type.minutes, rules: ctx.rules, window: around }).includes(start)
      )
        takenOnly = true;
    }
    return { free, takenOnly };
  }

  /** Queues one of the booking's messages to the visitor (e-mail, and the phone channel they chose) in the caller's transaction. */
  async function queueVisitorMessage(
    trx: Parameters<typeof writeLead>[0],
    bookingId: string,
    leadId: string,
    message: VisitorMessage,
    at: Date,
    email?: string,
  ) {
    await queueMessage(trx, db.jobs, messageKind(message), messageData(bookingId, message), {
      key: messageEventKey(bookingId, message),
      leadId,
      ref: messageRef(bookingId),
      at,
      email,
    });
  }

  /** A consultation's instants: its start, its end, and the end of the buffer held after it. */
  const timesOf = (rules: BookingRules, start: number, type: ConsultationType) => ({
    startsAt: start,
    endsAt: start + type.minutes * minute,
    heldUntil: start + (type.minutes + rules.bufferMinutes) * minute,
  });

  function describe(details: store.BookingDetails, rules: BookingRules): BookingView {
    return bookingView(details.booking, {
      doctorName: doctorName(details.booking.doctorId),
      type: details.type,
      hoursZone: rules.hoursZone,
      changeCutoffMinutes: rules.changeCutoffMinutes,
      videoUrl: details.videoUrl,
      phone: details.visitor.phone,
    });
  }

  async function viewOf(bookingId: string, rules?: BookingRules): Promise<BookingView> {
    const details = await store.bookingDetails(pool, { id: bookingId });
    if (!details) throw new Error(`booking ${bookingId} vanished`);
    return describe(details, rules ?? (await store.loadRules(pool)));
  }

  /** Stores the booking, its lead (with the clinic's notifications), its first manage token and its confirmation, in one transaction. */
  async function insert(ctx: Context, request: BookRequest, type: ConsultationType, doctorId: string, start: number) {
    const at = now();
    const bookingId = randomUUID();
    const token = newLinkToken();
    const times = timesOf(ctx.rules, start, type);
    const lead = newLead(
      "Consultation Booking",
      request.visitor,
      {
        consultationType: type.name,
        // What the clinic's e-mail and spreadsheet row show (lib/leads/delivery): the booking as made.
        details: {
          bookingId,
          doctorId,
          doctorName: doctorName(doctorId),
          minutes: type.minutes,
          startsAt: new Date(start).toISOString(),
          doctorsTime: zonedTime(start, ctx.rules.hoursZone).text,
          visitorsTime: zonedTime(start, request.timeZone).text,
        },
      },
      at,
    );
    const leadId = lead.id;
    const stored = db.transaction(async (trx) => {
      // A booked consultation needs no call back: the lead starts at booked, and its history says so.
      await writeLead(trx, db, lead, deps.leadTargets(), { status: "booked", by: bookedOnline });
      await store.insertBooking(trx, {
        id: bookingId,
        leadId,
        doctorId,
        typeId: type.id,
        visitorZone: request.timeZone,
        visitorClock: request.clock ?? null,
        orderId: type.byOrder ? (request.orderId ?? null) : null,
        ...times,
        at,
      });
      await store.replaceTokens(trx, bookingId, token.hash, at);
      if (request.phoneMessages && lead.phoneE164)
        await rememberPhoneChannel(trx, {
          leadId,
          channel: request.phoneMessages.channel,
          address: lead.phoneE164,
          consentVersion: phoneConsentVersion,
          at,
        });
      await queueVisitorMessage(trx, bookingId, leadId, { kind: "confirmed", sequence: 0 }, at, lead.email);
      await scheduleReminders(trx, db.jobs, { id: bookingId, ...times }, at, { moved: false });
    });
    try {
      await stored;
    } catch (error) {
      if (isOrderBooked(error)) return orderBooked;
      throw error;
    }
    return { bookingId, manageToken: token.token };
  }

  /** A move of a confirmed booking, by the visitor (within the offer) or staff (any free future time). */
  async function move(
    ctx: Context,
    current: Booking,
    target: { startsAt: unknown; doctorId?: unknown; timeZone: string },
    actor: BookingActor,
  ): Promise<ChangeResult> {
    const type = (await store.bookingDetails(pool, { id: current.id }))!.type;
    const start = parseInstant(target.startsAt);
    const wanted = target.doctorId === undefined || target.doctorId === "" ? current.doctorId : String(target.doctorId);
    if (start === undefined) return { status: "invalid", fieldErrors: { startsAt: bookingMessages.startsAt } };
    let doctorIds: string[];
    if (actor.kind === "visitor") {
      doctorIds = wanted === "any" ? ctx.state.doctorIds : ctx.state.doctorIds.filter((id) => id === wanted);
      if (!doctorIds.length) return { status: "invalid", fieldErrors: { doctorId: bookingMessages.doctorId } };
      const { free, takenOnly } = await whoIsFree(ctx, doctorIds, type, start, current.id);
      if (!free.length) {
        if (takenOnly)
          return {
            status: "taken",
            nearest: await nearestFree(ctx, doctorIds, type, start, target.timeZone, current.id),
          };
        return { status: "invalid", fieldErrors: { startsAt: bookingMessages.startsAt } };
      }
      doctorIds = free;
    } else {
      // Staff may move outside the hours on offer (the doctor agreed), but not into the past.
      if (start <= now().getTime())
        return { status: "invalid", fieldErrors: { startsAt: "The new time must be in the future" } };
      if (wanted === "any" || !deps.doctors.some((d) => d.id === wanted))
        return { status: "invalid", fieldErrors: { doctorId: bookingMessages.doctorId } };
      doctorIds = [wanted];
    }
    for (const doctorId of doctorIds) {
      const moved = await claiming(() =>
        db.transaction(async (trx) => {
          const at = now();
          const row = await store.moveBookingRow(trx, {
            id: current.id,
            sequence: current.sequence,
            doctorId,
            ...timesOf(ctx.rules, start, type),
            at,
            by: by(actor),
          });
          if (!row) return null;
          await dropPendingMessages(trx, messageRef(row.id), at);
          await queueVisitorMessage(trx, row.id, row.leadId, { kind: "rescheduled", sequence: row.sequence }, at);
          await scheduleReminders(trx, db.jobs, row, at);
          if (actor.kind === "staff")
            await recordAudit(trx, {
              by: { staffId: actor.staffId, staffName: actor.name },
              action: "booking.moved",
              subject: { type: "booking", id: row.id },
              detail: { from: current.startsAt, to: row.startsAt, doctorId: row.doctorId },
              at,
            });
          // The lead shows the booking as it now is; a visitor's own move goes into its history (the desk writes staff's).
          const doctorsTime = zonedTime(start, ctx.rules.hoursZone).text;
          await followBooking(trx, db.vault, row.leadId, at, {
            kind: "moved",
            details: {
              doctorId,
              doctorName: doctorName(doctorId),
              startsAt: new Date(start).toISOString(),
              doctorsTime,
              visitorsTime: zonedTime(start, current.visitorZone).text,
            },
            ...(actor.kind === "visitor"
              ? {
                  by: changedOnline,
                  note: `Booking moved by the visitor from ${zonedTime(Date.parse(current.startsAt), ctx.rules.hoursZone).text} to ${doctorsTime}.`,
                }
              : {}),
          });
          return row;
        }),
      );
      if (moved === held) continue;
      if (!moved) return changedMeanwhile(current.id, ctx.rules);
      return { status: "rescheduled", booking: await viewOf(moved.id, ctx.rules) };
    }
    return {
      status: "taken",
      nearest: await nearestFree(
        ctx,
        actor.kind === "visitor" ? ctx.state.doctorIds.filter((id) => wanted === "any" || id === wanted) : [wanted],
        type,
        start,
        target.timeZone,
        current.id,
      ),
    };
  }

  async function cancel(current: Booking, actor: BookingActor, rules: BookingRules): Promise<ChangeResult> {
    const cancelled = await db.transaction(async (trx) => {
      const at = now();
      const row = await store.cancelBookingRow(trx, { id: current.id, sequence: current.sequence, at, by: by(actor) });
      if (!row) return null;
      await dropPendingMessages(trx, messageRef(row.id), at);
      await queueVisitorMessage(trx, row.id, row.leadId, { kind: "cancelled", sequence: row.sequence }, at);
      await cancelReminders(trx, db.jobs, row.id);
      if (actor.kind === "staff")
        await recordAudit(trx, {
          by: { staffId: actor.staffId, staffName: actor.name },
          action: "booking.cancelled",
          subject: { type: "booking", id: row.id },
          detail: { startsAt: row.startsAt },
          at,
        });
      // A lead still at booked is closed, by whoever cancelled; the desk adds staff's own note after.
      await followBooking(trx, db.vault, row.leadId, at, {
        kind: "cancelled",
        by: actor.kind === "visitor" ? changedOnline : { staffId: null, staffName: actor.name },
        note:
          actor.kind === "visitor"
            ? `Booking of ${zonedTime(Date.parse(row.startsAt), rules.hoursZone).text} cancelled by the visitor.`
            : "",
      });
      return row;
    });
    if (!cancelled) return changedMeanwhile(current.id, rules);
    return { status: "cancelled", booking: await viewOf(cancelled.id, rules) };
  }

  /** Another change won (two tabs, the visitor and the desk at once): the booking as it is now. */
  async function changedMeanwhile(id: string, rules: BookingRules): Promise<ChangeResult> {
    const view = await viewOf(id, rules);
    return { status: "closed", booking: view };
  }

  const by = (actor: BookingActor) => (actor.kind === "visitor" ? "visitor" : actor.name);

  /** The booking a manage token opens, or why not: unknown, or over (its end has passed). */
  async function byToken(token: unknown): Promise<{ details: store.BookingDetails } | Refused> {
    if (!looksLikeLinkToken(token)) return { status: "refused", reason: "unknown" };
    const id = await store.bookingIdByToken(pool, hashLinkToken(token));
    const details = id ? await store.bookingDetails(pool, { id }) : null;
    if (!details) return { status: "refused", reason: "unknown" };
    if (Date.parse(details.booking.endsAt) <= now().getTime()) return { status: "refused", reason: "expired" };
    return { details };
  }

  const changeable = (booking: Booking, rules: BookingRules) =>
    booking.status === "confirmed" &&
    now().getTime() <= Date.parse(booking.startsAt) - rules.changeCutoffMinutes * minute;

  return {
    /** Whether booking is on, for which doctors, and why. */
    state,

    /** The active consultation types, in order. */
    types: () => store.loadTypes(pool),

    /**
     * The free times of one doctor, or of any available doctor (the default), for a type, over
     * the booking window, as dates and times in the visitor's zone.
     */
    async listSlots(query: SlotQuery): Promise<SlotList> {
      const ctx = await context();
      if (!ctx.state.on) return { status: "off", reason: ctx.state.reason };
      const { fieldErrors, type, doctorId } = check(ctx, query);
      if (!type || Object.keys(fieldErrors).length) return { status: "invalid", fieldErrors };
      const window = bookingWindow(ctx.rules, now().getTime());
      const except = query.exceptBooking;
      const offeredSlots = await offered(ctx, doctorsFor(ctx, doctorId), type, window, except?.id);
      const slots = except ? offeredSlots.filter((slot) => slot.start !== Date.parse(except.startsAt)) : offeredSlots;
      return {
        status: "ok",
        timeZone: query.timeZone,
        type,
        doctorId,
        from: new Date(window.start).toISOString(),
        to: new Date(window.end).toISOString(),
        days: byVisitorDay(slots, window, query.timeZone),
      };
    },

    /**
     * Books a free time. A time someone else took first (the database's exclusion constraint
     * decides) comes back as "taken" with the nearest free times, never as an error.
     */
    async book(given: BookRequest): Promise<BookResult> {
      // The zone stored, and shown on every page and e-mail after, is the tz database's spelling.
      const request = { ...given, timeZone: canonicalZone(given.timeZone) ?? given.timeZone };
      const ctx = await context();
      if (!ctx.state.on) return { status: "off", reason: ctx.state.reason };
      const { fieldErrors, type, doctorId } = check(ctx, request);
      const start = parseInstant(request.startsAt);
      if (start === undefined) fieldErrors.startsAt = bookingMessages.startsAt;
      if (!request.visitor?.name?.trim()) fieldErrors.name = bookingMessages.name;
      if (!request.visitor?.email?.trim()) fieldErrors.email = bookingMessages.email;
      if (!request.visitor?.consent?.version) fieldErrors.consent = consentMessage;
      // A type paid for at the checkout is booked with its order only: without one, it is not on offer.
      if (type?.byOrder && !request.orderId) fieldErrors.typeId = bookingMessages.typeId;
      if (!type || start === undefined || Object.keys(fieldErrors).length) return { status: "invalid", fieldErrors };

      const candidates = doctorsFor(ctx, doctorId);
      const { free, takenOnly } = await whoIsFree(ctx, candidates, type, start);
      if (!free.length) {
        if (takenOnly)
          return { status: "taken", nearest: await nearestFree(ctx, candidates, type, start, request.timeZone) };
        return { status: "invalid", fieldErrors: { startsAt: bookingMessages.startsAt } };
      }
      // "Any available doctor" goes to whoever has the fewest consultations ahead, then the roster's order.
      const load = free.length > 1 ? await store.upcomingCounts(pool, free, now()) : new Map<string, number>();
      const order = [...free].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0));
      for (const candidate of order) {
        const inserted = await claiming(() => insert(ctx, request, type, candidate, start));
        // Another visitor took this doctor at this time a moment ago: the next free doctor, if any.
        if (inserted === held) continue;
        if (inserted === orderBooked) return { status: "order-booked" };
        return {
          status: "booked",
          booking: await viewOf(inserted.bookingId, ctx.rules),
          manageToken: inserted.manageToken,
        };
      }
      return { status: "taken", nearest: await nearestFree(ctx, candidates, type, start, request.timeZone) };
    },

    /** The booking behind a manage link, and whether it may still be changed. */
    async view(token: unknown): Promise<ManageView> {
      const found = await byToken(token);
      if ("status" in found) return found;
      const rules = await store.loadRules(pool);
      return {
        status: "found",
        booking: await describe(found.details, rules),
        canChange: changeable(found.details.booking, rules),
      };
    },

    /** Moves the booking behind a manage link to another free time (the same doctor unless `doctorId` says otherwise), until the cut-off. */
    async reschedule(
      token: unknown,
      target: { startsAt: unknown; doctorId?: unknown; timeZone?: unknown },
    ): Promise<ChangeResult> {
      const found = await byToken(token);
      if ("status" in found) return found;
      const ctx = await context();
      const { booking } = found.details;
      const zone =
        target.timeZone === undefined ? booking.visitorZone : (canonicalZone(target.timeZone) ?? target.timeZone);
      if (!isTimeZone(zone)) return { status: "invalid", fieldErrors: { timeZone: bookingMessages.timeZone } };
      if (booking.status !== "confirmed")
        return { status: "closed", booking: await describe(found.details, ctx.rules) };
      if (!changeable(booking, ctx.rules))
        return { status: "too-late", booking: await describe(found.details, ctx.rules) };
      return move(ctx, booking, { ...target, timeZone: zone }, { kind: "visitor" });
    },

    /** Cancels the booking behind a manage link, until the cut-off; its time is free again at once. */
    async cancel(token: unknown): Promise<ChangeResult> {
      const found = await byToken(token);
      if ("status" in found) return found;
      const rules = await store.loadRules(pool);
      const { booking } = found.details;
      if (booking.status !== "confirmed") return { status: "closed", booking: await describe(found.details, rules) };
      if (!changeable(booking, rules)) return { status: "too-late", booking: await describe(found.details, rules) };
      return cancel(booking, { kind: "visitor" }, rules);
    },

    /** For the desk (desk.ts): a staff move or cancellation of any confirmed booking, whatever the cut-off. */
    async staffChange(
      bookingId: string,
      change: { kind: "move"; startsAt: unknown; doctorId?: unknown } | { kind: "cancel" },
      staff: Actor,
    ): Promise<ChangeResult | null> {
      const current = await store.getBooking(pool, bookingId);
      if (!current) return null;
      const ctx = await context();
      if (current.status !== "confirmed") return { status: "closed", booking: await viewOf(bookingId, ctx.rules) };
      const actor: BookingActor = { kind: "staff", name: staff.staffName, staffId: staff.staffId };
      if (change.kind === "cancel") return cancel(current, actor, ctx.rules);
      return move(
        ctx,
        current,
        { startsAt: change.startsAt, doctorId: change.doctorId, timeZone: current.visitorZone },
        actor,
      );
    },

    /**
     * The words a queued message of the booking's is sent with now (lib/messages asks, through
     * lib/workers.ts), or null when it no longer applies: a later change superseded it, the
     * booking was cancelled or has begun, or the lead was erased. An e-mail that offers the manage
     * link mints a token of its own, so no token is ever stored except as its hash; a text message
     * carries no manage link (it would replace the e-mail's: one live link per booking, decision 081).
     */
    async prepareMessage(
      message: VisitorMessage,
      bookingId: string,
      context: Pick<PrepareContext, "channel" | "now">,
    ): Promise<PropsOf<"booking-confirmed"> | null> {
      const details = await store.bookingDetails(pool, { id: bookingId });
      if (!details) return null;
      const { booking } = details;
      const at = context.now;
      if (message.sequence !== booking.sequence) return null;
      if (
        message.kind === "cancelled"
          ? booking.status !== "cancelled"
          : booking.status !== "confirmed" || Date.parse(booking.startsAt) <= at.getTime()
      )
        return null;
      const rules = await store.loadRules(pool);
      let manageUrl: string | undefined;
      if (context.channel === "email" && message.kind !== "cancelled" && changeable(booking, rules)) {
        // The link in this e-mail replaces every earlier one: one live link per booking (docs/decisions/081),
        // except that the first confirmation leaves the booking page's link live beside its own.
        const token = newLinkToken();
        const first = message.kind === "confirmed" && message.sequence === 0;
        await db.transaction((trx) => (first ? store.addToken : store.replaceTokens)(trx, booking.id, token.hash, at));
        manageUrl = `${deps.clinic.url}${managePath(token.token)}`;
      }
      return bookingNotice(message, describe(details, rules), {
        visitor: { name: details.visitor.name, email: details.visitor.email },
        clinic: deps.clinic,
        manageUrl,
        at,
      });
    },

    /**
     * A visitor's reply by WhatsApp or SMS about the booking of their lead (lib/replies.ts): the
     * booking as it stands, and, for "cancel", its cancellation by the visitor's own rules (until
     * the cut-off), which frees the time and sends the cancellation as any cancellation does.
     */
    async replyFor(
      leadId: string,
      intent: "confirm" | "cancel",
    ): Promise<{ status: "none" } | { status: "closed" | "too-late" | "confirmed" | "cancelled"; when: string }> {
      const details = await store.bookingDetails(pool, { leadId });
      if (!details) return { status: "none" };
      const rules = await store.loadRules(pool);
      const view = describe(details, rules);
      const when = zonedText(view.visitor, view.clock);
      const { booking } = details;
      if (booking.status !== "confirmed" || Date.parse(booking.startsAt) <= now().getTime())
        return { status: "closed", when };
      if (intent === "confirm") return { status: "confirmed", when };
      if (!changeable(booking, rules)) return { status: "too-late", when };
      const result = await cancel(booking, { kind: "visitor" }, rules);
      return result.status === "cancelled" ? { status: "cancelled", when } : { status: "closed", when };
    },

    /**
     * The booking's calendar file for the confirmation and manage pages, the same the e-mails
     * attach: an invitation (METHOD:REQUEST) while it stands, the cancellation once cancelled.
     */
    async calendarFile(token: unknown): Promise<{ status: "found"; filename: string; content: string } | Refused> {
      const found = await byToken(token);
      if ("status" in found) return found;
      const { details } = found;
      const kind = details.booking.status === "cancelled" ? "cancelled" : "confirmed";
      const file = calendarFor(
        { kind, sequence: details.booking.sequence },
        describe(details, await store.loadRules(pool)),
        { visitor: { name: details.visitor.name, email: details.visitor.email }, clinic: deps.clinic },
      )!;
      return { status: "found", filename: file.filename, content: file.content };
    },

    /**
     * The bookings of one person's leads (lib/patients finds them), newest first: each as its
     * pages show it, whether it is over, and whether the visitor may still move or cancel it.
     */
    async ofLeads(leadIds: readonly string[]): Promise<PersonBooking[]> {
      const [rows, rules] = await Promise.all([store.bookingDetailsOfLeads(pool, leadIds), store.loadRules(pool)]);
      const at = now().getTime();
      return rows.map((details) => ({
        booking: describe(details, rules),
        leadId: details.booking.leadId,
        over: Date.parse(details.booking.endsAt) <= at,
        canChange: changeable(details.booking, rules),
      }));
    },

    /**
     * A new manage link for a booking of the person's page (its one live link from now on, as an
     * e-mail's is: decision 081), or null once it can no longer be changed or is over.
     */
    async issueManageLink(bookingId: string): Promise<string | null> {
      const details = await store.bookingDetails(pool, { id: bookingId });
      if (!details || Date.parse(details.booking.endsAt) <= now().getTime()) return null;
      if (!changeable(details.booking, await store.loadRules(pool))) return null;
      const token = newLinkToken();
      await db.transaction((trx) => store.replaceTokens(trx, bookingId, token.hash, now()));
      return managePath(token.token);
    },

    /** A booking's calendar file by its id, for the person's page: the invitation, or the cancellation. */
    async calendarOf(bookingId: string): Promise<{ filename: string; content: string } | null> {
      const details = await store.bookingDetails(pool, { id: bookingId });
      if (!details) return null;
      const kind = details.booking.status === "cancelled" ? "cancelled" : "confirmed";
      const file = calendarFor(
        { kind, sequence: details.booking.sequence },
        describe(details, await store.loadRules(pool)),
        { visitor: { name: details.visitor.name, email: details.visitor.email }, clinic: deps.clinic },
      )!;
      return { filename: file.filename, content: file.content };
    },

    /** For the desk and the reminders: the rules as they stand. */
    rules: () => store.loadRules(pool),
    viewOf,
  };
}

/** A booking on a person's page (lib/patients). */
export type PersonBooking = { booking: BookingView; leadId: string; over: boolean; canChange: boolean };

/** Where a manage link leads: the manage page, which the pages that call this module will serve. */
export const managePath = (token: string) => `/book-consultation/manage/${token}`;
