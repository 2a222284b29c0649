import { isAuditAction, type AuditFilters } from "@/lib/audit";
import { parseCalendarDay } from "@/lib/calendar-day";
import type { Input } from "@/lib/input";

/** The audit page's filters as its GET form and the CSV's address carry them: re-read, never taken as given. */
export type AuditPageFilters = Omit<AuditFilters, "timeZone"> & { page: number };

export function parseAuditFilters(input: Input): AuditPageFilters {
  const action = input.text("action", 60);
  const from = parseCalendarDay(input.text("from", 10));
  let to = parseCalendarDay(input.text("to", 10));
  // A range given backwards is read the way it was meant.
  if (from && to && to < from) to = undefined;
  return {
    action: isAuditAction(action) ? action : undefined,
    staffId: input.text("staff", 100) || undefined,
    subject: input.text("subject", 100) || undefined,
    from,
    to,
    page: Math.max(1, Math.min(input.count("page") ?? 1, 100_000)),
  };
}

/** The query string of the filters (page 1 unless given), for links, the CSV and the pager. */
export function auditQuery(f: AuditPageFilters, page = f.page): string {
  const params = new URLSearchParams();
  if (f.action) params.set("action", f.action);
  if (f.staffId) params.set("staff", f.staffId);
  if (f.subject) params.set("subject", f.subject);
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
