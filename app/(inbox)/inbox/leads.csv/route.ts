import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { leadsToCsv, leadStore } from "@/lib/leads";
import type { StoredLead } from "@/lib/leads";
import { inboxResponseHeaders } from "@/lib/staff/client";
import { recordRead } from "../audit";
import { filterQuery, leadQuery, parseFilters } from "../filters";
import { staffOrRefusal } from "../session";

const chunk = 500;
const text = { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" };

/** Today in the clinic's time zone, for the file name. */
const today = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: config().timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/**
 * The leads that match the inbox's filters and search (all pages), newest first, up to
 * INBOX_EXPORT_MAX_ROWS, as a CSV file a spreadsheet opens safely. Owners only (lib/staff/policy.ts);
 * each download is in the audit with its filters and count, and says in a header when it was cut
 * short (the inbox says so beside the link before anyone downloads).
 */
export async function GET(request: NextRequest) {
  // proxy.ts already looked for a cookie; a route handler still checks the session for itself.
  const { staff, refusal } = await staffOrRefusal("leads.export");
  if (refusal) return refusal;

  const query = inputOf(request.nextUrl.searchParams);
  if (!query)
    return new Response("Bad request: the address holds a character no form sends.\n", { status: 400, headers: text });
  const filters = parseFilters(query);
  const store = await leadStore();
  const max = config().inbox.exportMaxRows;
  const leads: StoredLead[] = [];
  const seen = new Set<string>();
  let matching = 0;
  // Newest first: a lead arriving meanwhile pushes older ones down, so a row may come twice
  // (dropped here by id) but none is skipped.
  for (let offset = 0; leads.length < max; offset += chunk) {
    const { leads: page, total } = await store.listLeads(leadQuery(filters, Math.min(chunk, max), offset));
    matching = Math.max(matching, total);
    for (const lead of page) {
      if (seen.has(lead.id) || leads.length >= max) continue;
      seen.add(lead.id);
      leads.push(lead);
    }
    if (page.length < Math.min(chunk, max) || offset + page.length >= total) break;
  }
  const capped = matching > leads.length && leads.length >= max;

  await recordRead(staff, {
    action: "leads.exported",
    detail: { filters: filterQuery(filters, { page: 1 }), rows: leads.length, ...(capped ? { matching, capped } : {}) },
  });
  return new Response(leadsToCsv(leads), {
    headers: {
      ...inboxResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${today()}.csv"`,
      "X-Content-Type-Options": "nosniff",
      ...(capped && { "X-Export-Capped": `${leads.length} of ${matching}` }),
    },
  });
}
