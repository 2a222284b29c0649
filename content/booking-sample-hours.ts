import type { WeeklyRange } from "@/lib/booking";

/**
 * SAMPLE HOURS for the SAMPLE ROSTER (content/doctors.ts): written to demonstrate booking, not
 * any doctor's real week. They are marked `status: "sample"` as the roster is, stored with
 * `sample = true`, given only to doctors whose registration is "sample", and only when
 * BOOKING=on (docs/booking.md). A confirmed doctor is bookable only with hours the clinic sets.
 *
 * Times are in the rules' zone (Asia/Kolkata): mornings and evenings in India, which are
 * evenings and mornings for visitors in the Americas, and daytime in the UK and the Gulf.
 */
export const sampleHours: { status: "sample"; weekly: WeeklyRange[] } = {
  status: "sample",
  weekly: [
    ...[1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, starts: "09:00", ends: "13:00" },
      { weekday, starts: "16:00", ends: "20:00" },
    ]),
    { weekday: 6, starts: "10:00", ends: "14:00" },
  ],
};
