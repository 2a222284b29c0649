import "server-only";
import { bookingService } from "@/lib/booking";
import { config } from "@/lib/config";
import { database, type Database } from "@/lib/db";
import { sharedCounter } from "@/lib/limits/shared";
import { paymentStore } from "@/lib/payments";
import { createPatients, type Patients } from "./service";

/**
 * The patient's own page (docs/patients.md, decisions 111-113): the front door. The pages under
 * /my, the desk's revocation and lib/workers.ts (the link in every message to a patient) use it;
 * no other domain imports it.
 */
export { linkLifetimeDays, patientPagePath } from "./links";
export type { PatientOrder, Patients } from "./service";

/** Links sent to one address per hour by "Send me my link". */
const perAddressLimit = 3;

const opened = new WeakMap<Database, Patients>();

/** The patients' service on this process's database. */
export async function patients(): Promise<Patients> {
  const db = await database();
  let service = opened.get(db);
  if (!service) {
    const bookings = await bookingService();
    opened.set(
      db,
      (service = createPatients({
        db,
        now: () => new Date(),
        siteUrl: config().site.url,
        bookings,
        payments: await paymentStore(),
        perAddress: sharedCounter("patient-link", 3_600_000),
        perAddressLimit,
      })),
    );
  }
  return service;
}
