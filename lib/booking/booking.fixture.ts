import { sampleHours } from "@/content/booking-sample-hours";
import type { Database } from "@/lib/db/database";
import { consentVersion } from "@/lib/leads/consent";
import { freshDatabase } from "@/tests/setup/test-database";
import { createBookingDesk } from "./desk";
import { sampleVisitor } from "./sample-visitor";
import { openBookingService, type BookingDeps, type BookingVisitor } from "./service";
import type { BookingDoctor } from "./types";

/**
 * A booking service on a fresh test database (tests/setup/test-database.ts) with a clock the
 * test moves, two sample doctors on the sample week, and the clinic's notification going to
 * "email". What the tests and the benchmark share.
 */
export const testDoctors: BookingDoctor[] = [
  { id: "dr-one", name: "Dr. Sample One", sample: true },
  { id: "dr-two", name: "Dr. Sample Two", sample: true },
];

export const testClinic = {
  name: "Example Clinic",
  url: "https://clinic.example",
  email: "care@clinic.example",
  phone: "+91 98765 43210",
  address: "India",
};

export async function bookingFixture({
  now,
  doctors = testDoctors,
  setting = "on",
  db,
  poolMax,
}: {
  now: string;
  doctors?: BookingDoctor[];
  setting?: BookingDeps["setting"];
  db?: Database;
  poolMax?: number;
}) {
  const database = db ?? (await freshDatabase({ poolMax }));
  let clock = Date.parse(now);
  const deps: BookingDeps = {
    db: database,
    now: () => new Date(clock),
    setting,
    doctors,
    leadTargets: () => ["email"],
    clinic: testClinic,
    clinicZone: "Asia/Kolkata",
    sampleWeek: sampleHours.weekly,
  };
  const service = await openBookingService(deps);
  const desk = createBookingDesk(deps, service);
  return {
    db: database,
    deps,
    service,
    desk,
    setNow: (iso: string) => void (clock = Date.parse(iso)),
    advance: (ms: number) => void (clock += ms),
    leadOf: async (bookingId: string) =>
      (
        await database.kysely
          .selectFrom("bookings")
          .select("lead_id")
          .where("id", "=", bookingId)
          .executeTakeFirstOrThrow()
      ).lead_id,
    /** Every message of the lead (lib/messages), oldest first: its kind, its key after the booking's, its channel and status. */
    outbox: async (leadId: string) =>
      (
        await database.kysely
          .selectFrom("messages")
          .select(["kind", "key", "channel", "status"])
          .where("lead_id", "=", leadId)
          .orderBy("id")
          .execute()
      ).map(({ kind, key, channel, status }) => ({
        kind,
        message: key.startsWith("booking:") ? key.split(":").slice(2).join(":") : null,
        channel,
        status,
      })),
  };
}

let visitors = 0;

/** A visitor's details as the booking form's module would hand them over. */
export function visitor(overrides: Partial<BookingVisitor> = {}): BookingVisitor {
  visitors++;
  return sampleVisitor({
    name: `Visitor Number ${String.fromCharCode(65 + (visitors % 26))}`,
    email: `visitor${visitors}@example.com`,
    userAgent: "vitest",
    consent: { version: consentVersion, at: "2026-11-26T09:00:00.000Z" },
    ...overrides,
  });
}
