import type { LeadStatus } from "../record";

/**
 * The clinic's promise is to contact every visitor within 24 hours (docs/decisions/037). A lead
 * is overdue while it is still new more than 24 hours after the server received it: an
 * absolute duration between two instants, so neither the server's nor the clinic's time zone,
 * nor a daylight-saving change, moves it.
 */
const promiseMs = 24 * 3_600_000;

/** Leads received before this instant and still new are overdue. */
export const overdueCutoff = (now: Date) => new Date(now.getTime() - promiseMs);

export function isOverdue(lead: { status: LeadStatus; receivedAt: string }, now: Date): boolean {
  const received = Date.parse(lead.receivedAt);
  return lead.status === "new" && Number.isFinite(received) && now.getTime() - received > promiseMs;
}

/** "3 days 4 hours", "26 hours": how long the visitor has waited, for people, not for sorting. */
export function waited(receivedAt: string, now: Date): string {
  const hours = Math.floor((now.getTime() - Date.parse(receivedAt)) / 3_600_000);
  if (!Number.isFinite(hours) || hours < 0) return "";
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} days${rest ? ` ${rest} hour${rest === 1 ? "" : "s"}` : ""}`;
}
