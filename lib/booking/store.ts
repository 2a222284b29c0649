import "server-only";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "@/lib/db/database";
import type { Bookings, DB } from "@/lib/db/schema";
import type {
  AttentionReason,
  Booking,
  BookingRules,
  BookingStatus,
  ConsultationType,
  DoctorAvailability,
  Interval,
  WeeklyRange,
} from "./types";

/**
 * Booking's queries (the tables of migrations 0005 and 0006), typed by the migrated schema
 * (lib/db/schema.ts). Functions take the database or a transaction on it, so the service
 * decides what runs together. Ranges and the exclusion constraint stay in SQL (Kysely's `sql`).
 */
export type Queryable = Kysely<DB>;

const iso = (value: Date | null) => value?.toISOString() ?? null;
/** A clock time column ("09:00:00") as the hours forms show it. */
const hhmm = (column: "starts" | "ends") => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`.as(column);

/** The rules' row and the consultation types a fresh store starts with; never overwrites what staff changed. */
export async function ensureDefaults(db: Database, types: readonly ConsultationType[]): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto("booking_rules")
      .values({ id: 1 })
      .onConflict((c) => c.column("id").doNothing())
      .execute();
    if (!types.length) return;
    await trx
      .insertInto("consultation_types")
      .values(
        types.map((type, position) => ({
          id: type.id,
          name: type.name,
          minutes: type.minutes,
          position,
          by_order: type.byOrder ?? false,
        })),
      )
      .onConflict((c) => c.column("id").doNothing())
      .execute();
  });
}

/**
 * The rules' row. `lock`: held until the transaction ends, "share" by a booking that schedules its
 * reminders by them, "update" by a change of them, so a booking made meanwhile gets the new ones.
 */
export async function loadRules(q: Queryable, { lock }: { lock?: "share" | "update" } = {}): Promise<BookingRules> {
  const query = q.selectFrom("booking_rules").selectAll().where("id", "=", 1);
  const row = await (
    lock === "share" ? query.forShare() : lock === "update" ? query.forUpdate() : query
  ).executeTakeFirst();
  if (!row) throw new Error("booking_rules has no row: the booking service adds it when it opens (ensureDefaults)");
  return {
    hoursZone: row.hours_zone,
    bufferMinutes: row.buffer_minutes,
    slotStepMinutes: row.slot_step_minutes,
    minNoticeMinutes: row.min_notice_minutes,
    horizonDays: row.horizon_days,
    changeCutoffMinutes: row.change_cutoff_minutes,
    reminderOffsetsMinutes: [...new Set(row.reminder_offsets_minutes)].filter((m) => m > 0).sort((a, b) => b - a),
  };
}

export async function updateRules(q: Queryable, change: Partial<BookingRules>, at: Date): Promise<void> {
  const set = {
    ...(change.hoursZone !== undefined && { hours_zone: change.hoursZone }),
    ...(change.bufferMinutes !== undefined && { buffer_minutes: change.bufferMinutes }),
    ...(change.slotStepMinutes !== undefined && { slot_step_minutes: change.slotStepMinutes }),
    ...(change.minNoticeMinutes !== undefined && { min_notice_minutes: change.minNoticeMinutes }),
    ...(change.horizonDays !== undefined && { horizon_days: change.horizonDays }),
    ...(change.changeCutoffMinutes !== undefined && { change_cutoff_minutes: change.changeCutoffMinutes }),
    ...(change.reminderOffsetsMinutes !== undefined && { reminder_offsets_minutes: change.reminderOffsetsMinutes }),
  };
  if (!Object.keys(set).length) return;
  await q
    .updateTable("booking_rules")
    .set({ ...set, updated_at: at })
    .where("id", "=", 1)
    .execute();
}

export async function loadTypes(q: Queryable): Promise<ConsultationType[]> {
  return q
    .selectFrom("consultation_types")
    .select(["id", "name", "minutes", "by_order as byOrder"])
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Doctors with weekly hours: those with hours staff set, and those with sample hours only. */
export async function doctorsWithHours(q: Queryable): Promise<{ real: Set<string>; sample: Set<string> }> {
  const rows = await q.selectFrom("doctor_hours").select(["doctor_id", "sample"]).distinct().execute();
  return {
    real: new Set(rows.filter((r) => !r.sample).map((r) => r.doctor_id)),
    sample: new Set(rows.filter((r) => r.sample).map((r) => r.doctor_id)),
  };
}

/** Gives each of these (sample) doctors the sample week, marked sample, unless it has hours already. */
export async function seedSampleHours(
  db: Database,
  doctorIds: readonly string[],
  weekly: readonly WeeklyRange[],
): Promise<number> {
  if (!doctorIds.length) return 0;
  return db.kysely.transaction().execute(async (trx) => {
    // One seeder at a time, so two instances starting together do not both add the week.
    await sql`LOCK TABLE doctor_hours IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const rows = await trx
      .selectFrom("doctor_hours")
      .select("doctor_id")
      .distinct()
      .where("doctor_id", "in", [...doctorIds])
      .execute();
    const has = new Set(rows.map((r) => r.doctor_id));
    const missing = doctorIds.filter((id) => !has.has(id));
    const hours = missing.flatMap((doctorId) =>
      weekly.map((range) => ({
        doctor_id: doctorId,
        weekday: range.weekday,
        starts: range.starts,
        ends: range.ends,
        sample: true,
      })),
    );
    if (hours.length) await trx.insertInto("doctor_hours").values(hours).execute();
    return missing.length;
  });
}

/**
 * What the free times of these doctors are made of, around `window`: weekly hours (sample hours
 * only for sample doctors), time off, and the bookings that hold time.
 */
export async function loadAvailability(
  q: Queryable,
  doctorIds: readonly string[],
  window: Interval,
  sampleDoctorIds: readonly string[],
  { exceptBooking }: { exceptBooking?: string } = {},
): Promise<Map<string, DoctorAvailability>> {
  const byDoctor = new Map<string, DoctorAvailability>(
    doctorIds.map((doctorId) => [doctorId, { doctorId, weekly: [], timeOff: [], held: [] }]),
  );
  if (!doctorIds.length) return byDoctor;
  // A day either side: a block of hours or a booking may begin before the window and reach into it.
  const from = new Date(window.start - 86_400_000);
  const to = new Date(window.end + 86_400_000);
  const ids = [...doctorIds];
  const samples = [...sampleDoctorIds];
  const [hours, timeOff, held] = await Promise.all([
    q
      .selectFrom("doctor_hours")
      .select(["doctor_id", "weekday", hhmm("starts"), hhmm("ends")])
      .where("doctor_id", "in", ids)
      .where((eb) => eb.or([eb("sample", "=", false), ...(samples.length ? [eb("doctor_id", "in", samples)] : [])]))
      .execute(),
    q
      .selectFrom("doctor_time_off")
      .select(["doctor_id", sql<Date>`lower(during)`.as("start"), sql<Date>`upper(during)`.as("end")])
      .where("doctor_id", "in", ids)
      .where(sql<boolean>`during && tstzrange(${from}, ${to})`)
      .execute(),
    q
      .selectFrom("bookings")
      .select(["doctor_id", "starts_at as start", "held_until as end"])
      .where("doctor_id", "in", ids)
      .where("status", "<>", "cancelled")
      .where("starts_at", "<", to)
      .where("held_until", ">", from)
      .where("id", "<>", exceptBooking ?? "")
      .execute(),
  ]);
  for (const row of hours)
    byDoctor.get(row.doctor_id)?.weekly.push({ weekday: row.weekday, starts: row.starts, ends: row.ends });
  for (const row of timeOff)
    byDoctor.get(row.doctor_id)?.timeOff.push({ start: row.start.getTime(), end: row.end.getTime() });
  for (const row of held)
    byDoctor.get(row.doctor_id)?.held.push({ start: row.start.getTime(), end: row.end.getTime() });
  return byDoctor;
}

const toBooking = (row: Selectable<Bookings>): Booking => ({
  id: row.id,
  leadId: row.lead_id,
  doctorId: row.doctor_id,
  typeId: row.type_id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  visitorZone: row.visitor_zone,
  visitorClock: row.visitor_clock === "h12" || row.visitor_clock === "h23" ? row.visitor_clock : null,
  status: row.status,
  sequence: row.sequence,
  createdAt: row.created_at.toISOString(),
  scheduledAt: row.scheduled_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  cancelledAt: iso(row.cancelled_at),
  changedBy: row.changed_by,
  attention:
    row.attention_at && (row.attention_reason === "time-off" || row.attention_reason === "hours")
      ? { at: row.attention_at.toISOString(), reason: row.attention_reason }
      : null,
});

export type NewBooking = Pick<Booking, "id" | "leadId" | "doctorId" | "typeId" | "visitorZone" | "visitorClock"> & {
  orderId: string | null;
  startsAt: number;
  endsAt: number;
  heldUntil: number;
  at: Date;
};

export async function insertBooking(q: Queryable, b: NewBooking): Promise<void> {
  await q
    .insertInto("bookings")
    .values({
      id: b.id,
      lead_id: b.leadId,
      doctor_id: b.doctorId,
      type_id: b.typeId,
      starts_at: new Date(b.startsAt),
      ends_at: new Date(b.endsAt),
      held_until: new Date(b.heldUntil),
      visitor_zone: b.visitorZone,
      visitor_clock: b.visitorClock,
      order_id: b.orderId,
      created_at: b.at,
      scheduled_at: b.at,
      updated_at: b.at,
    })
    .execute();
}

export async function getBooking(q: Queryable, id: string, { lock = false } = {}): Promise<Booking | null> {
  const query = q.selectFrom("bookings").selectAll().where("id", "=", id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function bookingIdByToken(q: Queryable, tokenHash: string): Promise<string | null> {
  const row = await q
    .selectFrom("booking_tokens")
    .select("booking_id")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row?.booking_id ?? null;
}

/**
 * The booking's one live manage token from now on: the tokens issued before it are deleted in
 * the same step, so an older e-mail's link opens nothing (docs/decisions/081). Run it in a
 * transaction, so two issues at once cannot both stay live.
 */
export async function replaceTokens(q: Queryable, bookingId: string, tokenHash: string, at: Date): Promise<void> {
  await q.deleteFrom("booking_tokens").where("booking_id", "=", bookingId).execute();
  await q
    .insertInto("booking_tokens")
    .values({ token_hash: tokenHash, booking_id: bookingId, created_at: at })
    .execute();
}

/**
 * A second live token beside the one the booking was made with: the confirmation e-mail's, so the
 * page the visitor is sent to on booking still opens when that e-mail goes first (docs/decisions/081).
 */
export async function addToken(q: Queryable, bookingId: string, tokenHash: string, at: Date): Promise<void> {
  await q
    .insertInto("booking_tokens")
    .values({ token_hash: tokenHash, booking_id: bookingId, created_at: at })
    .execute();
}

/** Moves a confirmed booking, one step up its sequence; null when it changed meanwhile or is no longer confirmed. */
export async function moveBookingRow(
  q: Queryable,
  b: {
    id: string;
    sequence: number;
    doctorId: string;
    startsAt: number;
    endsAt: number;
    heldUntil: number;
    at: Date;
    by: string;
  },
): Promise<Booking | null> {
  const row = await q
    .updateTable("bookings")
    .set((eb) => ({
      doctor_id: b.doctorId,
      starts_at: new Date(b.startsAt),
      ends_at: new Date(b.endsAt),
      held_until: new Date(b.heldUntil),
      sequence: eb("sequence", "+", 1),
      scheduled_at: b.at,
      updated_at: b.at,
      changed_by: b.by,
      // Moved to a time staff chose: handled.
      attention_at: null,
      attention_reason: null,
    }))
    .where("id", "=", b.id)
    .where("sequence", "=", b.sequence)
    .where("status", "=", "confirmed")
    .returningAll()
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function cancelBookingRow(
  q: Queryable,
  b: { id: string; sequence: number; at: Date; by: string },
): Promise<Booking | null> {
  const row = await q
    .updateTable("bookings")
    .set((eb) => ({
      status: "cancelled",
      sequence: eb("sequence", "+", 1),
      cancelled_at: b.at,
      updated_at: b.at,
      changed_by: b.by,
      attention_at: null,
      attention_reason: null,
    }))
    .where("id", "=", b.id)
    .where("sequence", "=", b.sequence)
    .where("status", "=", "confirmed")
    .returningAll()
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/** Attended or no-show, for a booking that has started; the invitation does not change. */
export async function markBookingRow(
  q: Queryable,
  id: string,
  status: "attended" | "no_show",
  at: Date,
  by: string,
): Promise<Booking | null> {
  const row = await q
    .updateTable("bookings")
    .set({ status, updated_at: at, changed_by: by })
    .where("id", "=", id)
    .where("status", "in", ["confirmed", "attended", "no_show"])
    .where("starts_at", "<=", at)
    .returningAll()
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/** A booking with what its view and e-mails need: its type, the visitor's contact, the doctor's video room. */
export type BookingDetails = {
  booking: Booking;
  type: ConsultationType;
  visitor: { name: string; email: string; phone: string };
  videoUrl: string | null;
};

/** Bookings with their type and the visitor's contact, read from the booking's lead. */
const withTypeAndVisitor = (q: Queryable) =>
  q
    .selectFrom("bookings as b")
    .innerJoin("consultation_types as t", "t.id", "b.type_id")
    .innerJoin("leads as l", "l.id", "b.lead_id")
    .selectAll("b")
    .select([
      "t.name as type_name",
      "t.minutes as type_minutes",
      "l.name as visitor_name",
      "l.email as visitor_email",
      sql<string>`coalesce(nullif(l.phone_e164, ''), l.phone)`.as("visitor_phone"),
    ]);

export async function bookingDetails(
  q: Queryable,
  where: { id: string } | { leadId: string },
): Promise<BookingDetails | null> {
  const row = await withTypeAndVisitor(q)
    .leftJoin("doctor_call_settings as s", "s.doctor_id", "b.doctor_id")
    .select("s.video_url")
    .where("id" in where ? "b.id" : "b.lead_id", "=", "id" in where ? where.id : where.leadId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    booking: toBooking(row),
    type: { id: row.type_id, name: row.type_name, minutes: row.type_minutes },
    visitor: { name: row.visitor_name, email: row.visitor_email, phone: row.visitor_phone },
    videoUrl: row.video_url,
  };
}

/** The bookings of these leads (one person's, lib/patients), newest start first, with what their views need. */
export async function bookingDetailsOfLeads(q: Queryable, leadIds: readonly string[]): Promise<BookingDetails[]> {
  if (!leadIds.length) return [];
  const rows = await withTypeAndVisitor(q)
    .leftJoin("doctor_call_settings as s", "s.doctor_id", "b.doctor_id")
    .select("s.video_url")
    .where("b.lead_id", "in", [...leadIds])
    .orderBy("b.starts_at", "desc")
    .orderBy("b.id")
    .limit(200)
    .execute();
  return rows.map((row) => ({
    booking: toBooking(row),
    type: { id: row.type_id, name: row.type_name, minutes: row.type_minutes },
    visitor: { name: row.visitor_name, email: row.visitor_email, phone: row.visitor_phone },
    videoUrl: row.video_url,
  }));
}

/** Some bookings with their visitor's name, in order of time: the hours page names those a change leaves out. */
export async function bookingsWithVisitors(q: Queryable, ids: readonly string[]): Promise<AgendaRow[]> {
  if (!ids.length) return [];
  const rows = await withTypeAndVisitor(q)
    .where("b.id", "in", [...ids])
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .execute();
  return rows.map((row) => ({
    ...toBooking(row),
    typeName: row.type_name,
    minutes: row.type_minutes,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    visitorPhone: row.visitor_phone,
  }));
}

/** Confirmed bookings from `from` on, per doctor: "any available doctor" goes to the least booked. */
export async function upcomingCounts(
  q: Queryable,
  doctorIds: readonly string[],
  from: Date,
): Promise<Map<string, number>> {
  if (!doctorIds.length) return new Map();
  const rows = await q
    .selectFrom("bookings")
    .select(["doctor_id", (eb) => eb.fn.countAll<string>().as("n")])
    .where("doctor_id", "in", [...doctorIds])
    .where("status", "=", "confirmed")
    .where("starts_at", ">=", from)
    .groupBy("doctor_id")
    .execute();
  return new Map(rows.map((r) => [r.doctor_id, Number(r.n)]));
}

export type AgendaRow = Booking & {
  typeName: string;
  minutes: number;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string;
};

/** Bookings that start inside [from, to), cancelled ones included, in order. */
export async function bookingsStarting(
  q: Queryable,
  from: number,
  to: number,
  doctorId?: string,
): Promise<AgendaRow[]> {
  let query = withTypeAndVisitor(q).where("b.starts_at", ">=", new Date(from)).where("b.starts_at", "<", new Date(to));
  if (doctorId) query = query.where("b.doctor_id", "=", doctorId);
  const rows = await query.orderBy("b.starts_at").orderBy("b.doctor_id").orderBy("b.id").execute();
  return rows.map((row) => ({
    ...toBooking(row),
    typeName: row.type_name,
    minutes: row.type_minutes,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    visitorPhone: row.visitor_phone,
  }));
}

export type BookingCounts = { booked: number; cancelled: number; attended: number; noShows: number };

/**
 * The overview's figures over [from, to): bookings made and cancellations made in it, and of
 * the consultations due in it, those attended and those missed.
 */
export async function countBookings(q: Queryable, from: Date, to: Date): Promise<BookingCounts> {
  const count = (when: "created_at" | "cancelled_at" | "starts_at", status?: BookingStatus) =>
    sql<string>`count(*) FILTER (WHERE ${sql.ref(when)} >= ${from} AND ${sql.ref(when)} < ${to}${status ? sql` AND status = ${status}` : sql``})`;
  const row = await q
    .selectFrom("bookings")
    .select([
      count("created_at").as("booked"),
      count("cancelled_at").as("cancelled"),
      count("starts_at", "attended").as("attended"),
      count("starts_at", "no_show").as("no_shows"),
    ])
    .executeTakeFirstOrThrow();
  return {
    booked: Number(row.booked),
    cancelled: Number(row.cancelled),
    attended: Number(row.attended),
    noShows: Number(row.no_shows),
  };
}

/** Replaces a doctor's hours on one weekday (an empty list: not working that day); sample hours of that day go too. */
export async function replaceWeekday(
  q: Queryable,
  doctorId: string,
  weekday: number,
  ranges: ReadonlyArray<{ starts: string; ends: string }>,
): Promise<void> {
  await q.deleteFrom("doctor_hours").where("doctor_id", "=", doctorId).where("weekday", "=", weekday).execute();
  if (ranges.length)
    await q
      .insertInto("doctor_hours")
      .values(ranges.map((range) => ({ doctor_id: doctorId, weekday, starts: range.starts, ends: range.ends })))
      .execute();
}

export async function weeklyHours(
  q: Queryable,
  doctorId?: string,
): Promise<Array<WeeklyRange & { doctorId: string; sample: boolean }>> {
  let query = q.selectFrom("doctor_hours").select(["doctor_id", "weekday", hhmm("starts"), hhmm("ends"), "sample"]);
  if (doctorId) query = query.where("doctor_id", "=", doctorId);
  const rows = await query.orderBy("doctor_id").orderBy("weekday").orderBy("doctor_hours.starts").execute();
  return rows.map((r) => ({
    doctorId: r.doctor_id,
    weekday: r.weekday,
    starts: r.starts,
    ends: r.ends,
    sample: r.sample,
  }));
}

export type TimeOff = { id: number; doctorId: string; start: string; end: string; reason: string };

export async function insertTimeOff(
  q: Queryable,
  doctorId: string,
  during: Interval,
  reason: string,
  at: Date,
): Promise<number> {
  const row = await q
    .insertInto("doctor_time_off")
    .values({
      doctor_id: doctorId,
      during: sql<string>`tstzrange(${new Date(during.start)}, ${new Date(during.end)}, '[)')`,
      reason,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a stretch of time off; answers its doctor, or null when there was none. */
export async function deleteTimeOff(q: Queryable, id: number): Promise<string | null> {
  const row = await q.deleteFrom("doctor_time_off").where("id", "=", id).returning("doctor_id").executeTakeFirst();
  return row?.doctor_id ?? null;
}

export async function listTimeOff(q: Queryable, endingAfter: Date, doctorId?: string): Promise<TimeOff[]> {
  let query = q
    .selectFrom("doctor_time_off")
    .select(["id", "doctor_id", sql<Date>`lower(during)`.as("start"), sql<Date>`upper(during)`.as("end"), "reason"])
    .where(sql<boolean>`upper(during) > ${endingAfter}`);
  if (doctorId) query = query.where("doctor_id", "=", doctorId);
  const rows = await query
    .orderBy(sql`lower(during)`)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    doctorId: r.doctor_id,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    reason: r.reason,
  }));
}

/** Bookings still confirmed that a stretch of time off would fall on: the desk moves or cancels them. */
export async function confirmedDuring(q: Queryable, doctorId: string, during: Interval): Promise<Booking[]> {
  const rows = await q
    .selectFrom("bookings")
    .selectAll()
    .where("doctor_id", "=", doctorId)
    .where("status", "=", "confirmed")
    .where("starts_at", "<", new Date(during.end))
    .where("ends_at", ">", new Date(during.start))
    .orderBy("starts_at")
    .execute();
  return rows.map(toBooking);
}

/** A doctor's bookings still confirmed that start at or after `from`: weekly hours saved later may leave them out. */
export async function confirmedFrom(q: Queryable, doctorId: string, from: Date): Promise<Booking[]> {
  const rows = await q
    .selectFrom("bookings")
    .selectAll()
    .where("doctor_id", "=", doctorId)
    .where("status", "=", "confirmed")
    .where("starts_at", ">=", from)
    .orderBy("starts_at")
    .execute();
  return rows.map(toBooking);
}

/** A doctor's leave and blocked hours that overlap `during`: a staff move onto them is refused. */
export async function timeOffDuring(q: Queryable, doctorId: string, during: Interval): Promise<TimeOff[]> {
  const rows = await q
    .selectFrom("doctor_time_off")
    .select(["id", "doctor_id", sql<Date>`lower(during)`.as("start"), sql<Date>`upper(during)`.as("end"), "reason"])
    .where("doctor_id", "=", doctorId)
    .where(sql<boolean>`during && tstzrange(${new Date(during.start)}, ${new Date(during.end)}, '[)')`)
    .orderBy(sql`lower(during)`)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    doctorId: r.doctor_id,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    reason: r.reason,
  }));
}

export async function setVideoUrl(q: Queryable, doctorId: string, url: string | null): Promise<void> {
  await q
    .insertInto("doctor_call_settings")
    .values({ doctor_id: doctorId, video_url: url })
    .onConflict((c) => c.column("doctor_id").doUpdateSet((eb) => ({ video_url: eb.ref("excluded.video_url") })))
    .execute();
}

/** Every doctor's video room that staff set; a doctor without one phones the visitor. */
export async function videoUrls(q: Queryable): Promise<Map<string, string>> {
  const rows = await q
    .selectFrom("doctor_call_settings")
    .select(["doctor_id", "video_url"])
    .where("video_url", "is not", null)
    .execute();
  return new Map(rows.map((r) => [r.doctor_id, r.video_url!]));
}

/**
 * Marks confirmed bookings as needing attention (time off fell on them, or new hours leave them
 * out), in the transaction of that change; one already marked keeps its first time and reason.
 */
export async function flagAttention(
  q: Queryable,
  ids: readonly string[],
  reason: AttentionReason,
  at: Date,
): Promise<void> {
  if (!ids.length) return;
  await q
    .updateTable("bookings")
    .set({ attention_at: at, attention_reason: reason })
    .where("id", "in", [...ids])
    .where("status", "=", "confirmed")
    .where("attention_at", "is", null)
    .execute();
}

/**
 * Clears the mark of a doctor's bookings that time off no longer falls on (time off removed), for
 * those marked for time off only: a booking outside the weekly hours stays marked until handled.
 */
export async function clearTimeOffAttention(q: Queryable, doctorId: string): Promise<string[]> {
  const rows = await q
    .updateTable("bookings as b")
    .set({ attention_at: null, attention_reason: null })
    .where("b.doctor_id", "=", doctorId)
    .where("b.attention_reason", "=", "time-off")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("doctor_time_off as o")
            .select("o.id")
            .whereRef("o.doctor_id", "=", "b.doctor_id")
            .where(sql<boolean>`o.during && tstzrange(b.starts_at, b.ends_at, '[)')`),
        ),
      ),
    )
    .returning("b.id")
    .execute();
  return rows.map((r) => r.id);
}

/** Confirmed bookings ahead that need staff's attention, with their visitors, in order of time. */
export async function attentionFrom(q: Queryable, from: Date, limit = 200): Promise<AgendaRow[]> {
  const rows = await withTypeAndVisitor(q)
    .where("b.status", "=", "confirmed")
    .where("b.attention_at", "is not", null)
    .where("b.ends_at", ">", from)
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toBooking(row),
    typeName: row.type_name,
    minutes: row.type_minutes,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    visitorPhone: row.visitor_phone,
  }));
}

/** Every confirmed booking that starts after `from`: a change of the reminder rules gives each its new reminders. */
export async function confirmedAfter(q: Queryable, from: Date): Promise<Array<{ id: string; startsAt: string }>> {
  const rows = await q
    .selectFrom("bookings")
    .select(["id", "starts_at"])
    .where("status", "=", "confirmed")
    .where("starts_at", ">", from)
    .execute();
  return rows.map((r) => ({ id: r.id, startsAt: r.starts_at.toISOString() }));
}
