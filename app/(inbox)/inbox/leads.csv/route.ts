import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { leadsToCsv } from "@/lib/leads/csv";
import type { StoredLead } from "@/lib/leads/record";
import { leadStore } from "@/lib/leads/store";
import { inboxResponseHeaders } from "@/lib/staff/inbox-gate";
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

/** Every lead that matches the inbox's filters and search (all pages), as a CSV file a spreadsheet opens safely. */
export async function GET(request: NextRequest) {
  // proxy.ts already looked for a cookie; a route handler still checks the session for itself.
  const { staff, refusal } = await staffOrRefusal("leads.export");
  if (refusal) return refusal;

  const query = inputOf(request.nextUrl.searchParams);
  if (!query)
    return new Response("Bad request: the address holds a character no form sends.\n", { status: 400, headers: text });
  const filters = parseFilters(query);
  const store = await leadStore();
  const leads: StoredLead[] = [];
  const seen = new Set<string>();
  // Newest first: a lead arriving meanwhile pushes older ones down, so a row may come twice
  // (dropped here by id) but none is skipped.
  for (let offset = 0; ; offset += chunk) {
    const { leads: page, total } = await store.listLeads(leadQuery(filters, chunk, offset));
    for (const lead of page) {
      if (seen.has(lead.id)) continue;
      seen.add(lead.id);
      leads.push(lead);
    }
    if (page.length < chunk || offset + chunk >= total) break;
  }

  await recordRead(staff, {
    action: "leads.exported",
    detail: { filters: filterQuery(filters, { page: 1 }), rows: leads.length },
  });
  return new Response(leadsToCsv(leads), {
    headers: {
      ...inboxResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${today()}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
