"use server";

import { redirect } from "next/navigation";
import { bookingService, managePath } from "@/lib/booking";
import { log } from "@/lib/log";

const field = (data: unknown, name: string) =>
  data instanceof FormData && typeof data.get(name) === "string" ? (data.get(name) as string) : "";

/** Where a change lands: back on the manage page, which says what happened; a link that opens nothing gets the not-valid page. */
function landing(token: string, outcome: string, extra: Record<string, string> = {}) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return "/book-consultation/manage/not-valid";
  return `${managePath(token)}?${new URLSearchParams({ outcome, ...extra })}`;
}

/**
 * The manage page's forms post here, with or without JavaScript: the token, and for a move the
 * new start and the zone it was chosen in. The service checks the cut-off and decides a race in
 * the database; the page then shows the booking as it stands.
 */
export async function rescheduleBooking(formData: unknown) {
  const token = field(formData, "token");
  const timeZone = field(formData, "timeZone");
  const result = await (await bookingService()).reschedule(token, { startsAt: field(formData, "startsAt"), timeZone });
  log().info({ event: "booking.reschedule", outcome: result.status }, `booking reschedule ${result.status}`);
  redirect(landing(token, result.status, timeZone ? { tz: timeZone } : {}));
}

export async function cancelBooking(formData: unknown) {
  const token = field(formData, "token");
  const result = await (await bookingService()).cancel(token);
  log().info({ event: "booking.cancel", outcome: result.status }, `booking cancel ${result.status}`);
  redirect(landing(token, result.status));
}
