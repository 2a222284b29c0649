import type { ColumnValues } from "@/lib/db/columns";
import type { HourCycle } from "./clock";

/**
 * The booking domain's records (docs/booking.md). Instants are epoch milliseconds inside the
 * domain and ISO 8601 UTC strings where they leave it; wall-clock times are "HH:MM" in a named zone.
 */

/** The rules every slot and change obeys: one row, editable by staff (booking_rules). */
export type BookingRules = {
  /** The zone the doctors' weekly hours are written in (Asia/Kolkata). */
  hoursZone: string;
  bufferMinutes: number;
  slotStepMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  /** The visitor may reschedule or cancel until this long before the start. */
  changeCutoffMinutes: number;
  /** Reminders before the start, largest first: [1440, 60]. */
  reminderOffsetsMinutes: number[];
};

/** `byOrder`: booked only with a paid order's booking link (the intro plan's consultation), never offered to anyone else. */
export type ConsultationType = { id: string; name: string; minutes: number; byOrder?: boolean };

/** The types anyone may book: the picker's list, and whether booking has a type to offer at all. */
export const openToAll = <T extends ConsultationType>(types: readonly T[]): T[] => types.filter((t) => !t.byOrder);

/** One block of a doctor's week, in the rules' zone. */
export type WeeklyRange = { weekday: number; starts: string; ends: string };

/** A half-open range of instants [start, end). */
export type Interval = { start: number; end: number };

/** A doctor as booking sees one: from content/doctors.ts, sample or confirmed. */
export type BookingDoctor = { id: string; name: string; sample: boolean };

/** What a doctor's free times are made from. */
export type DoctorAvailability = {
  doctorId: string;
  weekly: WeeklyRange[];
  /** Leave and blocked hours. */
  timeOff: Interval[];
  /** Every booking that is not cancelled, from its start to the end of its buffer. */
  held: Interval[];
};

export type BookingStatus = ColumnValues<"bookings", "status">;

export type Booking = {
  id: string;
  leadId: string;
  doctorId: string;
  typeId: string;
  startsAt: string;
  endsAt: string;
  visitorZone: string;
  /** The visitor's 12- or 24-hour clock when they booked, for their e-mails; null on bookings made before it was kept (0012). */
  visitorClock: HourCycle | null;
  status: BookingStatus;
  sequence: number;
  createdAt: string;
  scheduledAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  changedBy: string;
  /**
   * Set when leave, blocked hours or changed weekly hours fell on it while confirmed (the doctor
   * is away then): staff must move or cancel it, which clears it; its reminders wait meanwhile.
   */
  attention: { at: string; reason: AttentionReason } | null;
};

/** Why a booking needs staff's attention: time off over it, or weekly hours that no longer hold it. */
export type AttentionReason = ColumnValues<"bookings", "attention_reason">;

/** A start time on offer, with the doctors free then. */
export type Slot = { startsAt: string; doctorIds: string[] };

/** A slot as the visitor sees it: its date and time in their zone. */
export type VisitorSlot = Slot & { date: string; time: string };

export type FieldErrors = Record<string, string>;

/** Who changed a booking: the visitor through the manage link, or a member of staff. */
export type BookingActor = { kind: "visitor" } | { kind: "staff"; name: string; staffId: string | null };
