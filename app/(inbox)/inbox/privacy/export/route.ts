import type { NextRequest } from "next/server";
import { leadsToCsv } from "@/lib/leads/csv";
import { leadStore } from "@/lib/leads/store";
import { log } from "@/lib/log";
import { inboxResponseHeaders } from "@/lib/staff/inbox-gate";
import { staffOrRefusal } from "../../session";
import { parsePerson } from "../person";

const text = (status: number, body: string) => new Response(`${body}\n`, { status, headers: { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * Everything the clinic holds about one person (docs/decisions/039), to send them on request:
 * JSON with each lead's history and deliveries, or the inbox's CSV. A GET, like the CSV export,
 * so it is a plain link; it checks the session itself.
 */
export async function GET(request: NextRequest) {
  const { staff, refusal } = await staffOrRefusal();
  if (refusal) return refusal;
  const person = parsePerson(request.nextUrl.searchParams);
  if (!person) return text(400, "Give the person's e-mail address or phone number (at least 7 digits).");
  const format = request.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return text(400, "The format is json or csv.");

  const store = await leadStore();
  const leads = await store.findPerson(person);
  log().info({ event: "privacy.exported", staffId: staff.id, leads: leads.length, format }, "privacy: a person's leads exported");
  const headers = { ...inboxResponseHeaders, "X-Content-Type-Options": "nosniff" };
  const file = `personal-data-${new Date().toISOString().slice(0, 10)}`;
  if (format === "csv") {
    return new Response(leadsToCsv(leads), {
      headers: { ...headers, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${file}.csv"` },
    });
  }
  const full = await Promise.all(
    leads.map(async (lead) => ({ ...lead, history: await store.historyFor(lead.id), deliveries: await store.deliveriesFor(lead.id) })),
  );
  const body = JSON.stringify({ exportedAt: new Date().toISOString(), request: person, leads: full }, null, 2);
  return new Response(body, {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${file}.json"` },
  });
}
