import { describe, expect, it } from "vitest";
import { readCsv } from "@/tests/read-csv";
import { consentVersion } from "./consent";
import { csvCell, csvHeader, detailEntries, detailsText, leadsToCsv } from "./csv";
import type { StoredLead } from "./record";
import { sampleLead } from "./store/store.contract";

const stored = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  ...sampleLead(),
  status: "new",
  contactedAt: null,
  bookedAt: null,
  ...overrides,
});

const column = (name: string) => {
  const index = csvHeader.indexOf(name);
  if (index < 0) throw new Error(`no column ${name}`);
  return index;
};

describe("csvCell", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Priya Raman")).toBe("Priya Raman");
    expect(csvCell("")).toBe("");
    expect(csvCell("Raman, Priya")).toBe('"Raman, Priya"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+447911123456", "'+447911123456"],
    ["-2", "'-2"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
    // Spreadsheets fold the fullwidth signs to the plain ones, and skip zero-width characters.
    ["＝1+1", "'＝1+1"],
    ["＠SUM(1)", "'＠SUM(1)"],
    ["\u200B=1+1", "'\u200B=1+1"],
    ["\uFEFF+1", "'\uFEFF+1"],
    // A direction mark or override before the sign hides it just as well.
    ["\u200E=1+1", "'\u200E=1+1"],
    ["\u200F=HYPERLINK(1)", "'\u200F=HYPERLINK(1)"],
    ["\u202E\u2066-2", "'\u202E\u2066-2"],
  ])("puts a single quote before %j so no spreadsheet runs it", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("neutralises a formula and still quotes what it contains", () => {
    expect(csvCell('=HYPERLINK("http://x","click")')).toBe(`"'=HYPERLINK(""http://x"",""click"")"`);
  });

  it("does not touch the same characters later in a cell", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Anne-Marie")).toBe("Anne-Marie");
    expect(csvCell("x@example.com")).toBe("x@example.com");
  });
});

describe("leadsToCsv", () => {
  it("starts with a UTF-8 byte order mark and a header row, and ends every row with CRLF", () => {
    const csv = leadsToCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(readCsv(csv.slice(1))).toEqual([csvHeader]);
  });

  it("has a column for everything the clinic follows up with", () => {
    expect(csvHeader).toEqual(
      expect.arrayContaining([
        "Received (UTC)",
        "Received (clinic time)",
        "Form",
        "Status",
        "Name",
        "Email",
        "Phone (E.164)",
        "Phone as typed",
        "Country code",
        "Country",
        "Message",
        "Consultation type",
        "Details",
        "Page",
        "Landing page",
        "Referrer",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "Sent at (UTC)",
        "Sent at (clinic time)",
      ]),
    );
  });

  it("writes one row per lead, in order, that reads back to the lead's values", () => {
    const first = stored({
      name: "Priya Raman",
      email: "priya@example.com",
      status: "contacted",
      contactedAt: "2026-11-21T09:00:00.000Z",
    });
    const second = stored({ name: "Nguyễn Thị Hương", formType: "Contact Form", consent: null });
    const rows = readCsv(leadsToCsv([first, second]).slice(1));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(csvHeader.length);
    const [, a, b] = rows as [string[], string[], string[]];
    expect(a[column("Name")]).toBe("Priya Raman");
    expect(a[column("Email")]).toBe("priya@example.com");
    expect(a[column("Status")]).toBe("contacted");
    expect(a[column("Contacted at (UTC)")]).toBe("2026-11-21T09:00:00.000Z");
    expect(a[column("Received (UTC)")]).toBe("2026-11-20T10:00:00.000Z");
    // The one format the inbox shows too, in the clinic's zone (LEAD_TIMEZONE, Asia/Kolkata by default).
    expect(a[column("Received (clinic time)")]).toBe("20 Nov 2026, 3:30 pm IST");
    expect(a[column("Form")]).toBe("Consultation Form");
    expect(a[column("Phone (E.164)")]).toBe("'+447911123456");
    expect(a[column("Phone as typed")]).toBe("07911123456");
    expect(a[column("Country code")]).toBe("'+44");
    expect(a[column("Country")]).toBe("United Kingdom");
    expect(a[column("Page")]).toBe("http://127.0.0.1/consultations/joint-bone-health/arthritis");
    expect(a[column("Landing page")]).toBe("http://127.0.0.1/?utm_source=news");
    expect(a[column("Referrer")]).toBe("https://www.example.org/");
    expect(a[column("utm_source")]).toBe("news");
    expect(a[column("utm_medium")]).toBe("email");
    expect(a[column("utm_campaign")]).toBe("winter");
    expect(a[column("Sent at (UTC)")]).toBe(new Date(first.timestamp).toISOString());
    expect(a[column("Lead ID")]).toBe(first.id);
    expect(a[column("Consent version")]).toBe(consentVersion);
    expect(a[column("Consent given at (UTC)")]).toBe("2026-11-20T10:00:00.000Z");
    expect(b[column("Name")]).toBe("Nguyễn Thị Hương");
    expect(b[column("Form")]).toBe("Contact Form");
    // Stored before the consent box: said so, not filled in.
    expect(b[column("Consent version")]).toBe("Not recorded");
    expect(b[column("Consent given at (UTC)")]).toBe("Not recorded");
  });

  it("gives every row's sent-at time in one format, UTC and the clinic's zone, whichever clock the visitor's browser kept", () => {
    // A US browser's own clock, a London form sent without JavaScript (the clinic's clock stood in), and a booking.
    const browser = stored({ date: "11/26/2026", time: "7:13:09 AM", timestamp: "2026-11-26T15:13:09.000Z" });
    const noScript = stored({ date: "26/11/2026", time: "8:43:09 pm", timestamp: "2026-11-26T15:13:09.000Z" });
    const booking = stored({
      formType: "Consultation Booking",
      date: "2026-11-26",
      time: "15:13",
      timestamp: "2026-11-26T15:13:09Z",
    });
    const [, ...rows] = readCsv(leadsToCsv([browser, noScript, booking]).slice(1)) as string[][];
    for (const row of rows) {
      expect(row[column("Sent at (UTC)")]).toBe("2026-11-26T15:13:09.000Z");
      expect(row[column("Sent at (clinic time)")]).toBe("26 Nov 2026, 8:43 pm IST");
      expect(row.join(",")).not.toContain("7:13:09 AM");
    }
  });

  it("keeps commas, quotes, line breaks and any script inside their cell", () => {
    const message = 'Knee pain, "bad" at night\nand stiff\r\nin the morning — 関節痛, آلام المفاصل';
    const lead = stored({ name: "Ананд Кумар", message, consultationType: "Joint, Bone & Muscle" });
    const csv = leadsToCsv([lead]);
    const [, row] = readCsv(csv.slice(1)) as [string[], string[]];
    expect(row[column("Name")]).toBe("Ананд Кумар");
    expect(row[column("Message")]).toBe(message);
    expect(row[column("Consultation type")]).toBe("Joint, Bone & Muscle");
    // As UTF-8 bytes: the byte order mark EF BB BF first, then every script intact.
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toBe(csv);
  });

  it("exports a name or message that looks like a formula as text", () => {
    const lead = stored({
      name: '=HYPERLINK("http://x")',
      message: "@cmd|' /C calc'!A0",
      utmSource: "-1+1",
      referrer: "+1",
    });
    const [, row] = readCsv(leadsToCsv([lead]).slice(1)) as [string[], string[]];
    expect(row[column("Name")]).toBe(`'=HYPERLINK("http://x")`);
    expect(row[column("Message")]).toBe("'@cmd|' /C calc'!A0");
    expect(row[column("utm_source")]).toBe("'-1+1");
    expect(row[column("Referrer")]).toBe("'+1");
    for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("flattens each form's details into readable text", () => {
    const booking = stored({
      formType: "Doctor Booking",
      details: { doctorId: "dr-priya-sharma", doctorName: "Dr. Priya Sharma", preferredDate: "2026-12-01" },
    });
    const diet = stored({
      formType: "Diet Plan Form",
      details: {
        healthIssue: "Thyroid",
        currentMedicine: "No",
        gender: "Female",
        age: 34,
        heightFeet: 5,
        heightInches: 4,
      },
    });
    const checkout = stored({
      formType: "Plan Checkout",
      details: {
        items: [
          { id: "starter-care-plan", name: "Starter Care Plan", price: 199, period: "month" },
          { id: "intro", name: "Introductory Consultation", price: 49, period: "one-time" },
        ],
        total: 248,
        currency: "USD",
      },
    });
    const rows = readCsv(leadsToCsv([booking, diet, checkout]).slice(1));
    const details = rows.slice(1).map((r) => r[column("Details")]);
    expect(details).toEqual([
      "Doctor: Dr. Priya Sharma; Preferred date: 2026-12-01",
      "Health issue: Thyroid; Current medicine: No; Gender: Female; Age: 34; Height: 5 ft 4 in",
      "Plans: Starter Care Plan ($199/month); Introductory Consultation ($49 one-time); Total: 248 USD",
    ]);
    expect(detailsText({})).toBe("");
  });

  it("names unknown details in words and writes nested values as JSON", () => {
    expect(detailEntries({ someNewField: "x", nested: { a: 1 }, empty: "", gone: null })).toEqual([
      ["Some new field", "x"],
      ["Nested", '{"a":1}'],
    ]);
    expect(detailEntries({ doctorId: "dr-x" })).toEqual([["Doctor ID", "dr-x"]]);
  });
});
