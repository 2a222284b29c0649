import type { NextRequest } from "next/server";
import { inputOf } from "@/lib/input";
import { leadsToCsv, personalDataJson, leadStore } from "@/lib/leads";
import { log } from "@/lib/log";
import { inboxResponseHeaders } from "@/lib/staff/client";
import { recordRead } from "../../audit";
import { staffOrRefusal } from "../../session";
import { parsePerson } from "../person";

const text = (status: number, body: string) =>
  new Response(`${body}\n`, {
    status,
    headers: { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * Everything the clinic holds about one person (docs/decisions/039), to send them on request:
 * JSON with each lead's history and deliveries, or the inbox's CSV. A GET, like the CSV export,
 * so it is a plain link; it checks the session itself.
 */
export async function GET(request: NextRequest) {
  const { staff, refusal } = await staffOrRefusal("privacy.export");
  if (refusal) return refusal;
  const query = inputOf(request.nextUrl.searchParams);
  if (!query) return text(400, "Bad request: the address holds a character no form sends.");
  const person = parsePerson(query);
  if (!person) return text(400, "Give the person's e-mail address or phone number (at least 7 digits).");
  const format = query.text("format") || "json";
  if (format !== "json" && format !== "csv") return text(400, "The format is json or csv.");

  const store = await leadStore();
  const headers = { ...inboxResponseHeaders, "X-Content-Type-Options": "nosniff" };
  const now = new Date();
  const file = `personal-data-${now.toISOString().slice(0, 10)}`;
  // Whose data it was stays out of the audit (an erasure must not leave it behind): how and how much.
  const audit = (rows: number) =>
    recordRead(staff, {
      action: "privacy.exported",
      detail: { format, rows, by: [person.email ? "email" : "", person.phone ? "phone" : ""].filter(Boolean) },
    });
  if (format === "csv") {
    const leads = await store.findPerson(person);
    await audit(leads.length);
    log().info(
      { event: "privacy.exported", staffId: staff.id, leads: leads.length, format },
      "privacy: a person's leads exported",
    );
    return new Response(leadsToCsv(leads), {
      headers: {
        ...headers,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file}.csv"`,
      },
    });
  }
  const { count, json: body } = await personalDataJson(store, person, now);
  await audit(count);
  log().info(
    { event: "privacy.exported", staffId: staff.id, leads: count, format },
    "privacy: a person's leads exported",
  );
  return new Response(body, {
    headers: {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}.json"`,
    },
  });
}
