import { consentVersion } from "@/lib/leads/consent";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleLead } from "../store/store.contract";
import { createSheetDeliverer, sheetPayload } from "./sheety";

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown };

let server: Server;
let url = "";
const received: Received[] = [];
/** What the fake spreadsheet does with the next request. */
let answer: { status: number; body: string } | "hang" = { status: 201, body: "{}" };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw) });
      if (answer === "hang") return;
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answer = { status: 201, body: "{}" };
});

/** The row as earlier releases sent it, and as LEAD_FORWARD_HEALTH_DETAILS=1 still sends it. */
const fullRow = (lead: Parameters<typeof sheetPayload>[0]) => sheetPayload(lead, { healthDetails: true });

describe("the spreadsheet row without health details (the default)", () => {
  it("carries a diet-form lead's contact details, form, time, consent and inbox link, and none of its health answers", () => {
    const lead = sampleLead({
      formType: "Diet Plan Form",
      message: "I take sertraline 50mg",
      pageUrl: "https://clinic.example/conditions/mental-health/depression",
      details: {
        healthIssue: "stress",
        currentMedicine: "yes",
        gender: "female",
        age: 34,
        heightFeet: 5,
        heightInches: 4,
      },
    });
    const row = sheetPayload(lead, { siteUrl: "https://clinic.example" }).sheet1;
    expect(row).toMatchObject({
      formType: "Diet Plan Form",
      name: lead.name,
      email: lead.email,
      phoneE164: "'+447911123456",
      leadId: lead.id,
      receivedAt: lead.receivedAt,
      inboxUrl: `https://clinic.example/inbox/leads/${lead.id}`,
    });
    const text = JSON.stringify(row);
    for (const secret of [
      "sertraline",
      "stress",
      "depression",
      "female",
      "currentMedicine",
      "healthIssue",
      "age",
      "height",
    ])
      expect(text).not.toContain(secret);
    expect(Object.keys(row)).not.toContain("message");
    expect(Object.keys(row)).not.toContain("pageUrl");
  });
});

describe("sheetPayload", () => {
  it("sends the first site's fields, with fullName for the two strip forms and name for the others", () => {
    const banner = fullRow(sampleLead({ formType: "Banner Strip Consultation Form", name: "John Smith" })).sheet1;
    expect(banner).toMatchObject({ formType: "Banner Strip Consultation Form", fullName: "John Smith" });
    expect(banner).not.toHaveProperty("name");
    expect(fullRow(sampleLead({ formType: "Homepage Consultation Form" })).sheet1).toHaveProperty("fullName");

    const lead = sampleLead({ formType: "Contact Form" });
    const row = fullRow(lead).sheet1;
    expect(row).not.toHaveProperty("fullName");
    expect(row).toMatchObject({
      formType: "Contact Form",
      name: lead.name,
      email: lead.email,
      // Read as text, not as the sum +44, by every spreadsheet: the CSV export's rule.
      countryCode: "'+44",
      phone: lead.phone,
      message: lead.message,
      pageUrl: lead.pageUrl,
      date: lead.date,
      time: lead.time,
      timestamp: lead.timestamp,
      leadId: lead.id,
      receivedAt: lead.receivedAt,
      phoneE164: "'+447911123456",
      country: "GB",
      landingPage: lead.landingPage,
      referrer: lead.referrer,
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "winter",
      utmTerm: "",
      utmContent: "",
      consentVersion,
      consentAt: "2026-11-20T10:00:00.000Z",
    });
    expect(fullRow(sampleLead({ consent: null })).sheet1).toMatchObject({
      consentVersion: "Not recorded",
      consentAt: "",
    });
    // The first site's fields come first, in its order.
    expect(Object.keys(row).slice(0, 10)).toEqual([
      "formType",
      "name",
      "email",
      "countryCode",
      "phone",
      "message",
      "pageUrl",
      "date",
      "time",
      "timestamp",
    ]);
  });

  it("leaves out an absent e-mail and an empty consultation type, and keeps a chosen one", () => {
    const auto = fullRow(sampleLead({ formType: "Auto Popup", email: "", consultationType: "" })).sheet1;
    expect(auto).not.toHaveProperty("email");
    expect(auto).not.toHaveProperty("consultationType");
    const popup = fullRow(sampleLead({ formType: "Consultation Popup", consultationType: "joint-bone-health" })).sheet1;
    expect(popup.consultationType).toBe("joint-bone-health");
  });

  it("flattens a form's details into readable columns, never over the standard ones", () => {
    const booking = fullRow(
      sampleLead({
        formType: "Doctor Booking",
        details: {
          doctorId: "dr-priya-sharma",
          doctorName: "Dr. Priya Sharma",
          preferredDate: "2026-12-01",
          name: "spoof",
          phone: "000",
        },
      }),
    ).sheet1;
    expect(booking).toMatchObject({
      doctorId: "dr-priya-sharma",
      doctorName: "Dr. Priya Sharma",
      preferredDate: "2026-12-01",
    });
    expect(booking).toMatchObject({ name: "Anne-Marie O'Brien", phone: "07911123456" });

    const diet = fullRow(
      sampleLead({
        formType: "Diet Plan Form",
        details: {
          healthIssue: "pcos",
          currentMedicine: "no",
          gender: "female",
          age: 34,
          heightFeet: 5,
          heightInches: 4,
        },
      }),
    ).sheet1;
    expect(diet).toMatchObject({
      healthIssue: "pcos",
      currentMedicine: "no",
      gender: "female",
      age: 34,
      heightFeet: 5,
      heightInches: 4,
    });

    const checkout = fullRow(
      sampleLead({
        formType: "Plan Checkout",
        details: {
          items: [
            { id: "starter-care-plan", name: "Starter Care Plan", price: 199, period: "month" },
            { id: "intro-plan", name: "$19 Intro Plan", price: 19, period: "one-time" },
          ],
          total: 218,
          currency: "USD",
        },
      }),
    ).sheet1;
    expect(checkout.items).toBe("Starter Care Plan ($199/month); $19 Intro Plan ($19 one-time)");
    expect(checkout).toMatchObject({ total: 218, currency: "USD" });
  });
});

describe("sheetPayload against formulas", () => {
  const attacks = [
    '=HYPERLINK("http://evil.example","Click")',
    "@SUM(1)",
    "+1+1",
    "-1+1",
    "＝1+1",
    "\u200B=1+1",
    "\uFEFF@SUM(1)",
    "\t=1",
    "\r=1",
  ];

  it.each(attacks)("forwards %j as text in every field a visitor or a link fills", (attack) => {
    const row = fullRow(
      sampleLead({
        formType: "Doctor Booking",
        name: attack,
        message: attack,
        pageUrl: attack,
        landingPage: attack,
        referrer: attack,
        utmSource: attack,
        utmMedium: attack,
        utmCampaign: attack,
        utmTerm: attack,
        utmContent: attack,
        date: attack,
        time: attack,
        timestamp: attack,
        details: { preferredDate: attack, doctorName: attack },
      }),
    ).sheet1;
    for (const key of [
      "name",
      "message",
      "pageUrl",
      "landingPage",
      "referrer",
      "utmSource",
      "utmMedium",
      "utmCampaign",
      "utmTerm",
      "utmContent",
      "date",
      "time",
      "timestamp",
      "preferredDate",
      "doctorName",
    ]) {
      expect(row[key], key).toBe(`'${attack}`);
    }
  });

  it("leaves ordinary text, numbers and the lead id as they are", () => {
    const lead = sampleLead({
      formType: "Diet Plan Form",
      message: "Back pain - since May",
      details: { age: 34, heightFeet: 5 },
    });
    const row = fullRow(lead).sheet1;
    expect(row).toMatchObject({ message: "Back pain - since May", age: 34, heightFeet: 5, leadId: lead.id });
  });
});

describe("createSheetDeliverer", () => {
  it("posts the payload as JSON with the bearer token and the idempotency key", async () => {
    const lead = sampleLead();
    await createSheetDeliverer({ url, token: "s3cret", timeoutMs: 2000 })(lead, { idempotencyKey: `${lead.id}:sheet` });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", url: "/sheet1", body: sheetPayload(lead) });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers.authorization).toBe("Bearer s3cret");
    expect(request!.headers["idempotency-key"]).toBe(`${lead.id}:sheet`);
  });

  it("posts every field with healthDetails (LEAD_FORWARD_HEALTH_DETAILS=1)", async () => {
    const lead = sampleLead({ message: "Knee pain" });
    await createSheetDeliverer({ url, timeoutMs: 2000, healthDetails: true })(lead, { idempotencyKey: "k" });
    expect(received[0]).toMatchObject({ body: fullRow(lead) });
    expect(JSON.stringify(received[0]!.body)).toContain("Knee pain");
  });

  it("sends no Authorization header without a token", async () => {
    await createSheetDeliverer({ url, timeoutMs: 2000 })(sampleLead(), { idempotencyKey: "k" });
    expect(received[0]!.headers).not.toHaveProperty("authorization");
  });

  it("turns an answer other than 2xx into an error with the status and the start of the body", async () => {
    answer = { status: 503, body: `Service Unavailable ${"x".repeat(500)}` };
    const error = await createSheetDeliverer({ url, timeoutMs: 2000 })(sampleLead(), { idempotencyKey: "k" }).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^HTTP 503: Service Unavailable x+$/);
    expect((error as Error).message).toHaveLength("HTTP 503: ".length + 200);
  });

  it("treats a refusal (4xx) as a failed attempt too", async () => {
    answer = { status: 401, body: "" };
    await expect(createSheetDeliverer({ url, timeoutMs: 2000 })(sampleLead(), { idempotencyKey: "k" })).rejects.toThrow(
      /^HTTP 401$/,
    );
  });

  it("gives up after the timeout when the service does not answer", async () => {
    answer = "hang";
    const started = Date.now();
    await expect(createSheetDeliverer({ url, timeoutMs: 150 })(sampleLead(), { idempotencyKey: "k" })).rejects.toThrow(
      "timed out after 150 ms",
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("says why when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      createSheetDeliverer({ url: `http://127.0.0.1:${port}/`, timeoutMs: 2000 })(sampleLead(), {
        idempotencyKey: "k",
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
