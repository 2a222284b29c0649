import "server-only";
import { clockTime, type HourCycle } from "./clock";
import type { Booking, BookingStatus, ConsultationType } from "./types";
import { wallClock, zoneName } from "./zones";

/** An instant as one zone's clock shows it, with the zone named for people. */
export type ZonedTime = {
  zone: string;
  /** YYYY-MM-DD and HH:MM in the zone. */
  date: string;
  time: string;
  /** "India Standard Time", "Eastern Daylight Time". */
  zoneName: string;
  /** "Tuesday 1 December 2026, 10:30 India Standard Time (Asia/Kolkata)" */
  text: string;
};

/** How the consultation happens: the doctor's video room, or a phone call to the visitor. */
type CallMethod = { kind: "video"; url: string } | { kind: "phone"; phone: string };

/** A booking as the confirmation page, the manage page and the e-mails show it. */
export type BookingView = {
  id: string;
  status: BookingStatus;
  sequence: number;
  doctor: { id: string; name: string };
  type: ConsultationType;
  startsAt: string;
  endsAt: string;
  /** In the zone the visitor booked from, and in the doctors' zone (IST). */
  visitor: ZonedTime;
  clinic: ZonedTime;
  call: CallMethod;
  /** The last instant the visitor may reschedule or cancel through the manage link. */
  changeUntil: string;
  /**
   * The visitor's clock as kept when they booked, which their e-mails write times on (24-hour
   * for a booking made before it was kept). The pages use the clock of the request instead.
   */
  clock: HourCycle;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date in words, e.g. "Tuesday 1 December 2026": display only, the zone's date already fixed by Temporal. */
export function longDate(date: string): string {
  let format = dayFormats.get("en-GB");
  if (!format)
    dayFormats.set(
      "en-GB",
      (format = new Intl.DateTimeFormat("en-GB", {
        timeZone: "UTC",
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      })),
    );
  return format.format(new Date(`${date}T12:00:00Z`)).replace(",", "");
}

/** "Tuesday 1 December 2026, 10:30 India Standard Time (Asia/Kolkata)", on a 12- or 24-hour clock (clock.ts). */
export const zonedText = (z: Omit<ZonedTime, "text">, cycle: HourCycle = "h23") =>
  `${longDate(z.date)}, ${clockTime(z.time, cycle)} ${z.zoneName} (${z.zone})`;

/** An instant on one zone's clock; `cycle` is the visitor's 12- or 24-hour clock, where known (24-hour otherwise). */
export function zonedTime(instant: number, zone: string, cycle: HourCycle = "h23"): ZonedTime {
  const { date, time } = wallClock(instant, zone);
  const zoned = { zone, date, time, zoneName: zoneName(instant, zone) };
  return { ...zoned, text: zonedText(zoned, cycle) };
}

export function bookingView(
  booking: Booking,
  {
    doctorName,
    type,
    hoursZone,
    changeCutoffMinutes,
    videoUrl,
    phone,
  }: {
    doctorName: string;
    type: ConsultationType;
    hoursZone: string;
    changeCutoffMinutes: number;
    videoUrl: string | null;
    phone: string;
  },
): BookingView {
  const start = Date.parse(booking.startsAt);
  return {
    id: booking.id,
    status: booking.status,
    sequence: booking.sequence,
    doctor: { id: booking.doctorId, name: doctorName },
    type,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    visitor: zonedTime(start, booking.visitorZone),
    clinic: zonedTime(start, hoursZone),
    call: videoUrl ? { kind: "video", url: videoUrl } : { kind: "phone", phone },
    changeUntil: new Date(start - changeCutoffMinutes * 60_000).toISOString(),
    clock: booking.visitorClock ?? "h23",
  };
}
