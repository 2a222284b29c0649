import "server-only";
import { bookingDesk } from "@/lib/booking";
import { doctorScope } from "@/lib/staff";
import type { StaffAccount } from "@/lib/staff";
import { refuse, requirePermission, type Caller } from "./session";

/**
 * A doctor's account reaches only their own bookings and the leads booked with them
 * (docs/inbox.md, Roles); owner and reception reach every one. Anything else is the not-allowed
 * page (403), before anything of it is read.
 */
export async function requireLeadAccess(
  leadId: string,
  permission: "lead.read" | "lead.write",
  caller: Caller = "page",
): Promise<StaffAccount> {
  const staff = await requirePermission(permission, caller);
  const doctor = doctorScope(staff);
  if (doctor !== null && (await (await bookingDesk()).leadDoctor(leadId)) !== doctor) refuse(caller);
  return staff;
}

export async function requireBookingAccess(
  bookingId: string,
  permission: "agenda.read" | "agenda.mark",
  caller: Caller = "page",
): Promise<StaffAccount> {
  const staff = await requirePermission(permission, caller);
  const doctor = doctorScope(staff);
  if (doctor !== null && (await (await bookingDesk()).bookingDoctor(bookingId)) !== doctor) refuse(caller);
  return staff;
}
