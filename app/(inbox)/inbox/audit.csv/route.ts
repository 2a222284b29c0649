import type { NextRequest } from "next/server";
import { auditActions, auditRows, type AuditAction } from "@/lib/audit";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { csvCell } from "@/lib/leads";
import { inboxResponseHeaders } from "@/lib/staff/client";
import { recordRead } from "../audit";
import { auditQuery, parseAuditFilters } from "../audit/filters";
import { detailText } from "../audit/detail";
import { staffOrRefusal } from "../session";

const text = { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" };

/**
 * The audit's rows that match the page's filters, newest first, as CSV (owners only), up to
 * INBOX_EXPORT_MAX_ROWS; the download itself is recorded as audit.exported, with its filters and
 * count, before it is sent.
 */
export async function GET(request: NextRequest) {
  const { staff, refusal } = await staffOrRefusal("audit.read");
  if (refusal) return refusal;
  const query = inputOf(request.nextUrl.searchParams);
  if (!query)
    return new Response("Bad request: the address holds a character no form sends.\n", { status: 400, headers: text });
  const filters = parseAuditFilters(query);
  const { timeZone, inbox } = config();
  const rows = await auditRows((await database()).kysely, { ...filters, timeZone }, inbox.exportMaxRows);
  await recordRead(staff, {
    action: "audit.exported",
    detail: { filters: auditQuery(filters, 1), rows: rows.length },
  });
  const header = ["At (UTC)", "Who", "Staff id", "What", "Action", "Subject type", "Subject id", "Detail"];
  const lines = rows.map((row) =>
    [
      row.at.toISOString(),
      row.staffName,
      row.staffId ?? "",
      auditActions[row.action as AuditAction] ?? row.action,
      row.action,
      row.subjectType ?? "",
      row.subjectId ?? "",
      detailText(row.detail),
    ]
      .map(csvCell)
      .join(","),
  );
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
  // A byte order mark, so Excel reads names in any script (as the lead CSV).
  return new Response(`\uFEFF${[header.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`, {
    headers: {
      ...inboxResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
