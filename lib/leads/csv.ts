import { clinicTime } from "@/lib/clinic-time";
import { consentNotRecorded } from "./consent";
import { countryByIso } from "./countries";
import { neutraliseFormula } from "./formula";
import { planLine } from "./plan-line";
import type { StoredLead } from "./record";

/**
 * The inbox's CSV export: one row per lead with everything the clinic follows up with.
 * RFC 4180 (quoted where needed, CRLF line ends) with a UTF-8 byte order mark, so Excel
 * reads names in any script; and no cell can start a formula when a spreadsheet opens it.
 */

/** One cell: neutralised against formulas (lib/leads/formula.ts), then quoted if it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

const labels: Record<string, string> = {
  doctorName: "Doctor",
  doctorId: "Doctor ID",
  bookingStatus: "Booking",
  startsAt: "Starts (UTC)",
  doctorsTime: "Doctor's time",
  visitorsTime: "Visitor's time",
  preferredDate: "Preferred date",
  healthIssue: "Health issue",
  currentMedicine: "Current medicine",
  gender: "Gender",
  age: "Age",
  items: "Plans",
  total: "Total",
};

/** "someKeyName" → "Some key name", for details no form has sent before. */
const humanise = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A form's own fields (doctor and date, diet answers, cart lines) as label and text, in a
 * stable order: what the inbox shows and what the CSV's "Details" cell holds.
 */
export function detailEntries(details: Record<string, unknown>): Array<[label: string, text: string]> {
  const entries: Array<[string, string]> = [];
  const present = (key: string) => details[key] !== undefined && details[key] !== null && details[key] !== "";
  for (const [key, value] of Object.entries(details)) {
    if (!present(key)) continue;
    // Shown together as one "Height" and one "Total" entry below.
    if (key === "heightInches" || key === "currency") continue;
    if (key === "doctorId" && present("doctorName")) continue;
    if (key === "heightFeet") {
      const inches = present("heightInches") ? ` ${String(details.heightInches)} in` : "";
      entries.push(["Height", `${String(value)} ft${inches}`]);
    } else if (key === "items" && Array.isArray(value)) {
      entries.push([labels.items!, value.map(planLine).join("; ")]);
    } else if (key === "total") {
      entries.push([labels.total!, `${String(value)}${present("currency") ? ` ${String(details.currency)}` : ""}`]);
    } else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      entries.push([labels[key] ?? humanise(key), String(value)]);
    } else {
      entries.push([labels[key] ?? humanise(key), JSON.stringify(value)]);
    }
  }
  return entries;
}

export const detailsText = (details: Record<string, unknown>) =>
  detailEntries(details)
    .map(([label, text]) => `${label}: ${text}`)
    .join("; ");

/** The visitor's timestamp as UTC ISO 8601; a text that is no instant (nothing the forms send) is kept as it came. */
function sentAtUtc(lead: StoredLead): string {
  const instant = Date.parse(lead.timestamp);
  return Number.isNaN(instant) ? lead.timestamp : new Date(instant).toISOString();
}

const columns: Array<[header: string, cell: (lead: StoredLead) => string]> = [
  ["Received (UTC)", (l) => l.receivedAt],
  ["Received (clinic time)", (l) => clinicTime(l.receivedAt)],
  ["Form", (l) => l.formType],
  ["Status", (l) => l.status],
  ["Contacted at (UTC)", (l) => l.contactedAt ?? ""],
  ["Name", (l) => l.name],
  ["Email", (l) => l.email],
  ["Phone (E.164)", (l) => l.phoneE164],
  ["Phone as typed", (l) => l.phone],
  ["Country code", (l) => l.countryCode],
  ["Country", (l) => countryByIso(l.country)?.name ?? l.country],
  ["Message", (l) => l.message],
  ["Consultation type", (l) => l.consultationType],
  ["Details", (l) => detailsText(l.details)],
  ["Page", (l) => l.pageUrl],
  ["Landing page", (l) => l.landingPage],
  ["Referrer", (l) => l.referrer],
  ["utm_source", (l) => l.utmSource],
  ["utm_medium", (l) => l.utmMedium],
  ["utm_campaign", (l) => l.utmCampaign],
  ["utm_term", (l) => l.utmTerm],
  ["utm_content", (l) => l.utmContent],
  // When the visitor sent it, in the same two forms as "Received" for every row: a browser's own
  // date and time came in its locale's format and zone, a form sent without JavaScript in the
  // clinic's, a booking as UTC ISO; the instant is what they share.
  ["Sent at (UTC)", (l) => sentAtUtc(l)],
  ["Sent at (clinic time)", (l) => clinicTime(sentAtUtc(l))],
  // Leads stored before the consent box say so, rather than show a version they never saw.
  ["Consent version", (l) => l.consent?.version ?? consentNotRecorded],
  ["Consent given at (UTC)", (l) => l.consent?.at ?? consentNotRecorded],
  ["Lead ID", (l) => l.id],
];

export const csvHeader = columns.map(([header]) => header);

/** The whole file: byte order mark, header row, one row per lead in the order given. */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  return `\uFEFF${csvRow(csvHeader)}${leads.map((lead) => csvRow(columns.map(([, cell]) => cell(lead)))).join("")}`;
}
