import { parseCalendarDay } from "@/lib/calendar-day";
import type { Input } from "@/lib/input";
import { isFormType, type FormType } from "@/lib/leads/client";
import { isLeadStatus, type LeadStatus } from "@/lib/leads";
import type { LeadQuery } from "@/lib/leads";

/** What the inbox's filter form sends, read from the URL the same way by the page, the CSV route and the actions. */
export type InboxFilters = {
  formType?: FormType;
  status?: LeadStatus;
  /** Inclusive UTC days, YYYY-MM-DD (the store's LeadQuery). */
  from?: string;
  to?: string;
  /** Free text found in the name, e-mail or phone. */
  q?: string;
  page: number;
};

/** Longer than any name, address or number; a longer search is cut, not refused. */
const maxSearchLength = 100;

export const pageSize = 50;

/** A real day the store can be asked about (lib/calendar-day.ts); year 0000 and 9999-12-31 were a 500 at the query. */
const day = parseCalendarDay;

/** Anything unknown or malformed is dropped, so a hand-edited URL shows all leads instead of failing. */
export function parseFilters(input: Input): InboxFilters {
  const formType = input.text("form");
  const status = input.text("status");
  const page = Number(input.text("page", 20));
  return {
    formType: isFormType(formType) ? formType : undefined,
    status: isLeadStatus(status) ? status : undefined,
    from: day(input.text("from")),
    to: day(input.text("to")),
    q: input.text("q", maxSearchLength) || undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for these filters (without "?"), e.g. for pagination, the CSV link and redirects. */
export function filterQuery(filters: Partial<InboxFilters>, overrides: Partial<InboxFilters> = {}): string {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (f.formType) params.set("form", f.formType);
  if (f.status) params.set("status", f.status);
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (f.q) params.set("q", f.q);
  if (f.page && f.page > 1) params.set("page", String(f.page));
  return params.toString();
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The store query for these filters; the page passes the overdue cutoff so overdue leads come first, the CSV does not. */
export function leadQuery(
  filters: InboxFilters,
  limit = pageSize,
  offset = (filters.page - 1) * pageSize,
  overdueBefore?: string,
): LeadQuery {
  const { formType, status, from, to, q } = filters;
  return { formType, status, from, to, q, limit, offset, ...(overdueBefore ? { overdueBefore } : {}) };
}

export const isFiltered = (f: InboxFilters) => Boolean(f.formType || f.status || f.from || f.to || f.q);
