import type { BookingDoctor } from "./types";

export type BookingSetting = "on" | "off" | "auto";

export type BookingState = {
  on: boolean;
  /** Why, in a sentence for `npm run preflight` and the logs. */
  reason: string;
  /** The doctors a visitor can book, in the roster's order. */
  doctorIds: string[];
  /** Sample doctors are among them (BOOKING=on with the sample roster: demonstrations and tests). */
  sample: boolean;
};

const names = (doctors: BookingDoctor[]) => doctors.map((d) => d.name).join(", ");

/**
 * Whether booking is on, for whom, and why (docs/booking.md). `auto`, the default, turns it on
 * once at least one confirmed doctor has hours the clinic set; until then the pages keep
 * today's request form. `on` also books the sample roster on its sample hours; `off` never books.
 */
export function bookingState(
  setting: BookingSetting,
  doctors: readonly BookingDoctor[],
  hours: { real: Set<string>; sample: Set<string> },
  typesOffered: number,
): BookingState {
  const confirmed = doctors.filter((d) => !d.sample && hours.real.has(d.id));
  if (setting === "off")
    return {
      on: false,
      reason: "BOOKING=off: booking is off; the buttons lead to the consultation request form",
      doctorIds: [],
      sample: false,
    };
  // Staff may retire every consultation type (Hours); then there is nothing to book, and the request form stands in.
  if (!typesOffered)
    return {
      on: false,
      reason: `BOOKING=${setting}: off, because no consultation type is offered; offer one under Hours in the inbox`,
      doctorIds: [],
      sample: false,
    };
  if (setting === "on") {
    const bookable = doctors.filter((d) => hours.real.has(d.id) || (d.sample && hours.sample.has(d.id)));
    const samples = bookable.filter((d) => d.sample);
    if (!bookable.length)
      return {
        on: false,
        reason: "BOOKING=on, but no doctor has hours yet (npm run booking -- hours ...)",
        doctorIds: [],
        sample: false,
      };
    return {
      on: true,
      reason: `BOOKING=on: ${bookable.length} doctor${bookable.length === 1 ? "" : "s"} can be booked (${names(bookable)})${samples.length ? `, ${samples.length} of them sample profiles on sample hours` : ""}`,
      doctorIds: bookable.map((d) => d.id),
      sample: samples.length > 0,
    };
  }
  if (!confirmed.length) {
    return {
      on: false,
      reason:
        "BOOKING=auto: off, because no confirmed doctor has hours; set a confirmed doctor's hours (docs/booking.md), or BOOKING=on to demonstrate with the sample roster",
      doctorIds: [],
      sample: false,
    };
  }
  return {
    on: true,
    reason: `BOOKING=auto: on, ${confirmed.length} confirmed doctor${confirmed.length === 1 ? " has" : "s have"} hours (${names(confirmed)})`,
    doctorIds: confirmed.map((d) => d.id),
    sample: false,
  };
}
