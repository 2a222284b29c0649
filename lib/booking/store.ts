import "server-only";
import type { PoolClient } from "pg";
import type { Database } from "@/lib/db/database";
import type { Booking, BookingRules, BookingStatus, ConsultationType, DoctorAvailability, Interval, WeeklyRange } from "./types";

/**
 * Booking's SQL (the tables of migrations 0005 and 0006): the one place their columns are
 * named. Functions take a pool or a transaction's client, so the service decides what runs
 * together.
 */
export type Queryable = Pick<PoolClient, "query">;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The rules' row and the consultation types a fresh store starts with; never overwrites what staff changed. */
export async function ensureDefaults(db: Database, types: readonly ConsultationType[]): Promise<void> {
  await db.transaction(async (client) => {
    await client.query(`INSERT INTO booking_rules (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
    for (const [position, type] of types.entries()) {
      await client.query(`INSERT INTO consultation_types (id, name, minutes, position) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`, [
        type.id,
        type.name,
        type.minutes,
        position,
      ]);
    }
  });
}

type RulesRow = {
  hours_zone: string;
  buffer_minutes: number;
  slot_step_minutes: number;
  min_notice_minutes: number;
  horizon_days: number;
  change_cutoff_minutes: number;
  reminder_offsets_minutes: number[];
};

export async function loadRules(q: Queryable): Promise<BookingRules> {
  const { rows } = await q.query<RulesRow>(`SELECT * FROM booking_rules WHERE id = 1`);
  const row = rows[0];
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

const ruleColumns = {
  hoursZone: "hours_zone",
  bufferMinutes: "buffer_minutes",
  slotStepMinutes: "slot_step_minutes",
  minNoticeMinutes: "min_notice_minutes",
  horizonDays: "horizon_days",
  changeCutoffMinutes: "change_cutoff_minutes",
  reminderOffsetsMinutes: "reminder_offsets_minutes",
} as const satisfies Record<keyof BookingRules, keyof RulesRow>;

export async function updateRules(q: Queryable, change: Partial<BookingRules>, at: Date): Promise<void> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined) as Array<[keyof BookingRules, unknown]>;
  if (!entries.length) return;
  const params: unknown[] = [at.toISOString()];
  const sets = entries.map(([key, value]) => `${ruleColumns[key]} = $${params.push(value)}`);
  await q.query(`UPDATE booking_rules SET ${sets.join(", ")}, updated_at = $1 WHERE id = 1`, params);
}

export async function loadTypes(q: Queryable): Promise<ConsultationType[]> {
  const { rows } = await q.query<ConsultationType>(`SELECT id, name, minutes FROM consultation_types WHERE active ORDER BY position, id`);
  return rows;
}

/** Doctors with weekly hours: those with hours staff set, and those with sample hours only. */
export async function doctorsWithHours(q: Queryable): Promise<{ real: Set<string>; sample: Set<string> }> {
  const { rows } = await q.query<{ doctor_id: string; sample: boolean }>(`SELECT DISTINCT doctor_id, sample FROM doctor_hours`);
  return {
    real: new Set(rows.filter((r) => !r.sample).map((r) => r.doctor_id)),
    sample: new Set(rows.filter((r) => r.sample).map((r) => r.doctor_id)),
  };
}

/** Gives each of these (sample) doctors the sample week, marked sample, unless it has hours already. */
export async function seedSampleHours(db: Database, doctorIds: readonly string[], weekly: readonly WeeklyRange[]): Promise<number> {
  if (!doctorIds.length) return 0;
  return db.transaction(async (client) => {
    // One seeder at a time, so two instances starting together do not both add the week.
    await client.query(`LOCK TABLE doctor_hours IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await client.query<{ doctor_id: string }>(`SELECT DISTINCT doctor_id FROM doctor_hours WHERE doctor_id = ANY($1)`, [[...doctorIds]]);
    const has = new Set(rows.map((r) => r.doctor_id));
    let added = 0;
    for (const doctorId of doctorIds.filter((id) => !has.has(id))) {
      for (const range of weekly) {
        await client.query(`INSERT INTO doctor_hours (doctor_id, weekday, starts, ends, sample) VALUES ($1, $2, $3, $4, true)`, [doctorId, range.weekday, range.starts, range.ends]);
      }
      added++;
    }
    return added;
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
  const byDoctor = new Map<string, DoctorAvailability>(doctorIds.map((doctorId) => [doctorId, { doctorId, weekly: [], timeOff: [], held: [] }]));
  if (!doctorIds.length) return byDoctor;
  // A day either side: a block of hours or a booking may begin before the window and reach into it.
  const from = new Date(window.start - 86_400_000).toISOString();
  const to = new Date(window.end + 86_400_000).toISOString();
  const ids = [...doctorIds];
  const [hours, timeOff, held] = await Promise.all([
    q.query<{ doctor_id: string; weekday: number; starts: string; ends: string }>(
      `SELECT doctor_id, weekday, to_char(starts, 'HH24:MI') AS starts, to_char(ends, 'HH24:MI') AS ends
       FROM doctor_hours WHERE doctor_id = ANY($1) AND (NOT sample OR doctor_id = ANY($2))`,
      [ids, [...sampleDoctorIds]],
    ),
    q.query<{ doctor_id: string; start: Date; end: Date }>(
      `SELECT doctor_id, lower(during) AS start, upper(during) AS "end" FROM doctor_time_off
       WHERE doctor_id = ANY($1) AND during && tstzrange($2, $3)`,
      [ids, from, to],
    ),
    q.query<{ doctor_id: string; start: Date; end: Date }>(
      `SELECT doctor_id, starts_at AS start, held_until AS "end" FROM bookings
       WHERE doctor_id = ANY($1) AND status <> 'cancelled' AND starts_at < $3 AND held_until > $2 AND id <> $4`,
      [ids, from, to, exceptBooking ?? ""],
    ),
  ]);
  for (const row of hours.rows) byDoctor.get(row.doctor_id)?.weekly.push({ weekday: row.weekday, starts: row.starts, ends: row.ends });
  for (const row of timeOff.rows) byDoctor.get(row.doctor_id)?.timeOff.push({ start: row.start.getTime(), end: row.end.getTime() });
  for (const row of held.rows) byDoctor.get(row.doctor_id)?.held.push({ start: row.start.getTime(), end: row.end.getTime() });
  return byDoctor;
}

type BookingRow = {
  id: string;
  lead_id: string;
  doctor_id: string;
  type_id: string;
  starts_at: Date;
  ends_at: Date;
  held_until: Date;
  visitor_zone: string;
  status: BookingStatus;
  sequence: number;
  created_at: Date;
  scheduled_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
  changed_by: string;
};

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  leadId: row.lead_id,
  doctorId: row.doctor_id,
  typeId: row.type_id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  visitorZone: row.visitor_zone,
  status: row.status,
  sequence: row.sequence,
  createdAt: row.created_at.toISOString(),
  scheduledAt: row.scheduled_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  cancelledAt: iso(row.cancelled_at),
  changedBy: row.changed_by,
});

export type NewBooking = Pick<Booking, "id" | "leadId" | "doctorId" | "typeId" | "visitorZone"> & { startsAt: number; endsAt: number; heldUntil: number; at: Date };

export async function insertBooking(q: Queryable, b: NewBooking): Promise<void> {
  const at = b.at.toISOString();
  await q.query(
    `INSERT INTO bookings (id, lead_id, doctor_id, type_id, starts_at, ends_at, held_until, visitor_zone, created_at, scheduled_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9)`,
    [b.id, b.leadId, b.doctorId, b.typeId, new Date(b.startsAt).toISOString(), new Date(b.endsAt).toISOString(), new Date(b.heldUntil).toISOString(), b.visitorZone, at],
  );
}

export async function getBooking(q: Queryable, id: string, { lock = false } = {}): Promise<Booking | null> {
  const { rows } = await q.query<BookingRow>(`SELECT * FROM bookings WHERE id = $1${lock ? " FOR UPDATE" : ""}`, [id]);
  return rows[0] ? toBooking(rows[0]) : null;
}


export async function bookingIdByToken(q: Queryable, tokenHash: string): Promise<string | null> {
  const { rows } = await q.query<{ booking_id: string }>(`SELECT booking_id FROM booking_tokens WHERE token_hash = $1`, [tokenHash]);
  return rows[0]?.booking_id ?? null;
}

export async function addToken(q: Queryable, bookingId: string, tokenHash: string, at: Date): Promise<void> {
  await q.query(`INSERT INTO booking_tokens (token_hash, booking_id, created_at) VALUES ($1, $2, $3)`, [tokenHash, bookingId, at.toISOString()]);
}

/** Moves a confirmed booking, one step up its sequence; null when it changed meanwhile or is no longer confirmed. */
export async function moveBookingRow(
  q: Queryable,
  b: { id: string; sequence: number; doctorId: string; startsAt: number; endsAt: number; heldUntil: number; at: Date; by: string },
): Promise<Booking | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET doctor_id = $3, starts_at = $4, ends_at = $5, held_until = $6, sequence = sequence + 1,
       scheduled_at = $7, updated_at = $7, changed_by = $8
     WHERE id = $1 AND sequence = $2 AND status = 'confirmed' RETURNING *`,
    [b.id, b.sequence, b.doctorId, new Date(b.startsAt).toISOString(), new Date(b.endsAt).toISOString(), new Date(b.heldUntil).toISOString(), b.at.toISOString(), b.by],
  );
  return rows[0] ? toBooking(rows[0]) : null;
}

export async function cancelBookingRow(q: Queryable, b: { id: string; sequence: number; at: Date; by: string }): Promise<Booking | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, cancelled_at = $3, updated_at = $3, changed_by = $4
     WHERE id = $1 AND sequence = $2 AND status = 'confirmed' RETURNING *`,
    [b.id, b.sequence, b.at.toISOString(), b.by],
  );
  return rows[0] ? toBooking(rows[0]) : null;
}

/** Attended or no-show, for a booking that has started; the invitation does not change. */
export async function markBookingRow(q: Queryable, id: string, status: "attended" | "no_show", at: Date, by: string): Promise<Booking | null> {
  const { rows } = await q.query<BookingRow>(
    `UPDATE bookings SET status = $2, updated_at = $3, changed_by = $4
     WHERE id = $1 AND status IN ('confirmed', 'attended', 'no_show') AND starts_at <= $3 RETURNING *`,
    [id, status, at.toISOString(), by],
  );
  return rows[0] ? toBooking(rows[0]) : null;
}

/** A booking with what its view and e-mails need: its type, the visitor's contact, the doctor's video room. */
export type BookingDetails = {
  booking: Booking;
  type: ConsultationType;
  visitor: { name: string; email: string; phone: string };
  videoUrl: string | null;
};

export async function bookingDetails(q: Queryable, where: { id: string } | { leadId: string }): Promise<BookingDetails | null> {
  const { rows } = await q.query<BookingRow & { type_name: string; type_minutes: number; visitor_name: string; visitor_email: string; visitor_phone: string; video_url: string | null }>(
    `SELECT b.*, t.name AS type_name, t.minutes AS type_minutes, l.name AS visitor_name, l.email AS visitor_email,
       coalesce(nullif(l.phone_e164, ''), l.phone) AS visitor_phone, s.video_url
     FROM bookings b JOIN consultation_types t ON t.id = b.type_id JOIN leads l ON l.id = b.lead_id
     LEFT JOIN doctor_call_settings s ON s.doctor_id = b.doctor_id
     WHERE ${"id" in where ? "b.id" : "b.lead_id"} = $1`,
    ["id" in where ? where.id : where.leadId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    booking: toBooking(row),
    type: { id: row.type_id, name: row.type_name, minutes: row.type_minutes },
    visitor: { name: row.visitor_name, email: row.visitor_email, phone: row.visitor_phone },
    videoUrl: row.video_url,
  };
}

/** Confirmed bookings from `from` on, per doctor: "any available doctor" goes to the least booked. */
export async function upcomingCounts(q: Queryable, doctorIds: readonly string[], from: Date): Promise<Map<string, number>> {
  const { rows } = await q.query<{ doctor_id: string; n: string }>(
    `SELECT doctor_id, count(*) AS n FROM bookings WHERE doctor_id = ANY($1) AND status = 'confirmed' AND starts_at >= $2 GROUP BY doctor_id`,
    [[...doctorIds], from.toISOString()],
  );
  return new Map(rows.map((r) => [r.doctor_id, Number(r.n)]));
}

export type AgendaRow = Booking & { typeName: string; minutes: number; visitorName: string; visitorEmail: string; visitorPhone: string };

/** Bookings that start inside [from, to), cancelled ones included, in order. */
export async function bookingsStarting(q: Queryable, from: number, to: number, doctorId?: string): Promise<AgendaRow[]> {
  const params: unknown[] = [new Date(from).toISOString(), new Date(to).toISOString()];
  const { rows } = await q.query<BookingRow & { type_name: string; type_minutes: number; visitor_name: string; visitor_email: string; visitor_phone: string }>(
    `SELECT b.*, t.name AS type_name, t.minutes AS type_minutes, l.name AS visitor_name, l.email AS visitor_email,
       coalesce(nullif(l.phone_e164, ''), l.phone) AS visitor_phone
     FROM bookings b JOIN consultation_types t ON t.id = b.type_id JOIN leads l ON l.id = b.lead_id
     WHERE b.starts_at >= $1 AND b.starts_at < $2${doctorId ? ` AND b.doctor_id = $${params.push(doctorId)}` : ""}
     ORDER BY b.starts_at, b.doctor_id, b.id`,
    params,
  );
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
  const { rows } = await q.query<{ booked: string; cancelled: string; attended: string; no_shows: string }>(
    `SELECT count(*) FILTER (WHERE created_at >= $1 AND created_at < $2) AS booked,
       count(*) FILTER (WHERE cancelled_at >= $1 AND cancelled_at < $2) AS cancelled,
       count(*) FILTER (WHERE status = 'attended' AND starts_at >= $1 AND starts_at < $2) AS attended,
       count(*) FILTER (WHERE status = 'no_show' AND starts_at >= $1 AND starts_at < $2) AS no_shows
     FROM bookings`,
    [from.toISOString(), to.toISOString()],
  );
  const row = rows[0]!;
  return { booked: Number(row.booked), cancelled: Number(row.cancelled), attended: Number(row.attended), noShows: Number(row.no_shows) };
}

/** Replaces a doctor's hours on one weekday (an empty list: not working that day); sample hours of that day go too. */
export async function replaceWeekday(q: Queryable, doctorId: string, weekday: number, ranges: ReadonlyArray<{ starts: string; ends: string }>): Promise<void> {
  await q.query(`DELETE FROM doctor_hours WHERE doctor_id = $1 AND weekday = $2`, [doctorId, weekday]);
  for (const range of ranges) {
    await q.query(`INSERT INTO doctor_hours (doctor_id, weekday, starts, ends) VALUES ($1, $2, $3, $4)`, [doctorId, weekday, range.starts, range.ends]);
  }
}

export async function weeklyHours(q: Queryable, doctorId?: string): Promise<Array<WeeklyRange & { doctorId: string; sample: boolean }>> {
  const { rows } = await q.query<{ doctor_id: string; weekday: number; starts: string; ends: string; sample: boolean }>(
    `SELECT doctor_id, weekday, to_char(starts, 'HH24:MI') AS starts, to_char(ends, 'HH24:MI') AS ends, sample FROM doctor_hours
     ${doctorId ? "WHERE doctor_id = $1" : ""} ORDER BY doctor_id, weekday, starts`,
    doctorId ? [doctorId] : [],
  );
  return rows.map((r) => ({ doctorId: r.doctor_id, weekday: r.weekday, starts: r.starts, ends: r.ends, sample: r.sample }));
}

export type TimeOff = { id: number; doctorId: string; start: string; end: string; reason: string };

export async function insertTimeOff(q: Queryable, doctorId: string, during: Interval, reason: string, at: Date): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO doctor_time_off (doctor_id, during, reason, created_at) VALUES ($1, tstzrange($2, $3, '[)'), $4, $5) RETURNING id`,
    [doctorId, new Date(during.start).toISOString(), new Date(during.end).toISOString(), reason, at.toISOString()],
  );
  return rows[0]!.id;
}

export async function deleteTimeOff(q: Queryable, id: number): Promise<boolean> {
  return ((await q.query(`DELETE FROM doctor_time_off WHERE id = $1`, [id])).rowCount ?? 0) > 0;
}

export async function listTimeOff(q: Queryable, endingAfter: Date, doctorId?: string): Promise<TimeOff[]> {
  const params: unknown[] = [endingAfter.toISOString()];
  const { rows } = await q.query<{ id: number; doctor_id: string; start: Date; end: Date; reason: string }>(
    `SELECT id, doctor_id, lower(during) AS start, upper(during) AS "end", reason FROM doctor_time_off
     WHERE upper(during) > $1${doctorId ? ` AND doctor_id = $${params.push(doctorId)}` : ""} ORDER BY lower(during), id`,
    params,
  );
  return rows.map((r) => ({ id: r.id, doctorId: r.doctor_id, start: r.start.toISOString(), end: r.end.toISOString(), reason: r.reason }));
}

/** Bookings still confirmed that a stretch of time off would fall on: the desk moves or cancels them. */
export async function confirmedDuring(q: Queryable, doctorId: string, during: Interval): Promise<Booking[]> {
  const { rows } = await q.query<BookingRow>(
    `SELECT * FROM bookings WHERE doctor_id = $1 AND status = 'confirmed' AND starts_at < $3 AND ends_at > $2 ORDER BY starts_at`,
    [doctorId, new Date(during.start).toISOString(), new Date(during.end).toISOString()],
  );
  return rows.map(toBooking);
}

export async function setVideoUrl(q: Queryable, doctorId: string, url: string | null): Promise<void> {
  await q.query(
    `INSERT INTO doctor_call_settings (doctor_id, video_url) VALUES ($1, $2) ON CONFLICT (doctor_id) DO UPDATE SET video_url = excluded.video_url`,
    [doctorId, url],
  );
}

/** Every doctor's video room that staff set; a doctor without one phones the visitor. */
export async function videoUrls(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ doctor_id: string; video_url: string | null }>(`SELECT doctor_id, video_url FROM doctor_call_settings WHERE video_url IS NOT NULL`);
  return new Map(rows.map((r) => [r.doctor_id, r.video_url!]));
}
