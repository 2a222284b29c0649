import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consentMessage, consentVersion } from "@/lib/leads/consent";
import { resetSingleton } from "@/lib/singleton.mjs";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";

afterAll(forgetProcessDatabase);

/** Each test gets a fresh module graph: an empty database, rate limiter and service. */
async function load(env: Record<string, string> = {}) {
  vi.resetModules();
  await forgetProcessDatabase();
  vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
  vi.stubEnv("LEAD_RATE_LIMIT", env.LEAD_RATE_LIMIT ?? "1000");
  vi.stubEnv("LEAD_WEBHOOK_URL", env.LEAD_WEBHOOK_URL ?? "");
  resetSingleton("leadRateLimiter");
  const { POST } = await import("./route");
  const { leadStore } = await import("@/lib/leads/store");
  return { POST, store: await leadStore() };
}

const post = (body: unknown, init: { type?: string; address?: string; raw?: string } = {}) =>
  new Request("http://127.0.0.1/api/leads", {
    method: "POST",
    headers: {
      "content-type": init.type ?? "application/json",
      "x-forwarded-for": init.address ?? "203.0.113.7",
      "user-agent": "vitest",
    },
    body: init.raw ?? JSON.stringify(body),
  });

const sideForm = {
  formType: "Consultation Form",
  name: "Priya Raman",
  email: "priya@example.com",
  countryCode: "GB",
  phone: "07911 123456",
  message: "",
  pageUrl: "http://127.0.0.1/consultations/womens-health/pcos",
  consent: true,
};

describe("POST /api/leads", () => {
  beforeEach(() => {
    vi.unstubAllEnvs();
  });

  it("stores a valid lead and answers 201 with its id, only after it is committed", async () => {
    const { POST, store } = await load();
    const response = await POST(post(sideForm));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await store.getLead(id)).toMatchObject({
      formType: "Consultation Form",
      name: "Priya Raman",
      countryCode: "+44",
      country: "GB",
      phoneE164: "+447911123456",
      pageUrl: sideForm.pageUrl,
      userAgent: "vitest",
    });
  });

  it("takes the first site's {sheet1: ...} payload unchanged, dial code and all", async () => {
    const { POST, store } = await load();
    const sheet1 = {
      formType: "Homepage Consultation Form",
      fullName: "John Smith",
      email: "john@example.com",
      countryCode: "+1",
      phone: "2015550123",
      message: "Back pain",
      pageUrl: "http://127.0.0.1/",
      date: "11/20/2026",
      time: "9:30:00 AM",
      timestamp: "2026-11-20T14:30:00.000Z",
      consent: "yes",
    };
    const response = await POST(post({ sheet1 }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await store.getLead(id)).toMatchObject({
      name: "John Smith",
      countryCode: "+1",
      country: "US",
      phoneE164: "+12015550123",
      message: "Back pain",
      date: "11/20/2026",
      time: "9:30:00 AM",
      timestamp: "2026-11-20T14:30:00.000Z",
    });
  });

  it("answers 400 with a message per field, and stores nothing", async () => {
    const { POST, store } = await load();
    const response = await POST(post({ ...sideForm, name: "J", email: "nope", countryCode: "US", phone: "12345" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Name must be at least 2 characters long",
      fieldErrors: {
        name: "Name must be at least 2 characters long",
        email: "Please enter a valid email address",
        phone: "Phone number must be exactly 10 digits",
      },
    });
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it("answers 400 without the consent box ticked, with its message, and stores nothing; with it, keeps the consent's version and time", async () => {
    const { POST, store } = await load();
    for (const consent of [undefined, false, "", "no"]) {
      const response = await POST(post({ ...sideForm, consent }));
      expect(response.status, String(consent)).toBe(400);
      expect(await response.json()).toEqual({ error: consentMessage, fieldErrors: { consent: consentMessage } });
    }
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(0);
    const before = Date.now();
    const response = await POST(post(sideForm));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const consent = (await store.getLead(id))?.consent;
    expect(consent?.version).toBe(consentVersion);
    expect(Date.parse(consent!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers 400, never 500, for bad JSON, a missing or unknown form type and odd shapes", async () => {
    const { POST } = await load();
    for (const request of [
      post(null, { raw: "{not json" }),
      post([1, 2]),
      post({ sheet1: "x" }),
      post({ ...sideForm, formType: "Nope" }),
      post({ ...sideForm, formType: undefined }),
      post({ ...sideForm, name: { $gt: "" }, phone: 42, email: ["a"] }),
    ]) {
      const response = await POST(request);
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
    }
  });

  it("checks what only the server knows: categories, doctors, dates and plans", async () => {
    const { POST } = await load();
    const popup = {
      formType: "Consultation Popup",
      name: "Ana",
      email: "a@b.co",
      countryCode: "IN",
      phone: "9876543210",
      consent: "yes",
    };
    expect((await POST(post({ ...popup, consultationType: "not-a-category" }))).status).toBe(400);
    expect((await POST(post({ ...popup, consultationType: "womens-health" }))).status).toBe(201);
    const booking = { ...popup, formType: "Doctor Booking" };
    const past = await POST(post({ ...booking, preferredDate: "2001-01-01" }));
    expect(((await past.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      preferredDate: "Please choose a date from today onwards",
    });
    const nobody = await POST(post({ ...booking, doctorId: "dr-nobody" }));
    expect(((await nobody.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      doctorId: "Please choose a doctor from the list",
    });
    const checkout = { ...popup, formType: "Plan Checkout" };
    expect((await POST(post({ ...checkout, items: ["made-up-plan"] }))).status).toBe(400);
  });

  it("refuses a preferred date no calendar has, or beyond a year, with the field's message and 400", async () => {
    const { POST, store } = await load();
    const booking = { ...sideForm, formType: "Doctor Booking", doctorId: "" };
    for (const [preferredDate, message] of [
      ["2027-02-30", "Please enter a valid date"],
      ["2026-13-01", "Please enter a valid date"],
      ["9999-12-31", "Please choose a date within the next year"],
    ]) {
      const response = await POST(post({ ...booking, preferredDate }));
      expect(response.status, preferredDate).toBe(400);
      expect(((await response.json()) as { fieldErrors: object }).fieldErrors, preferredDate).toEqual({
        preferredDate: message,
      });
    }
    expect((await store.listLeads({ limit: 1, offset: 0 })).total).toBe(0);
  });

  it("keeps a diet lead's answers when a question is left out entirely, as a form without that key sends it", async () => {
    const { POST, store } = await load();
    const response = await POST(
      post({
        ...sideForm,
        formType: "Diet Plan Form",
        currentMedicine: "yes",
        gender: "female",
        age: "41",
        heightFeet: "5",
        heightInches: "2",
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await store.getLead(id))?.details).toEqual({
      currentMedicine: "yes",
      gender: "female",
      age: 41,
      heightFeet: 5,
      heightInches: 2,
    });
  });

  it("takes names in every script, normalises look-alike letters, and refuses or removes what only changes the display", async () => {
    const { POST, store } = await load();
    const stored = async (fields: Record<string, string>) => {
      const response = await POST(post({ ...sideForm, ...fields }));
      expect(response.status, JSON.stringify(fields)).toBe(201);
      return store.getLead(((await response.json()) as { id: string }).id);
    };
    expect(await stored({ name: "حسین\u200cزاده" })).toMatchObject({ name: "حسین\u200cزاده" });
    expect(await stored({ name: "അര\u0d4d\u200dജുന\u0d4d\u200d" })).toMatchObject({
      name: "അര\u0d4d\u200dജുന\u0d4d\u200d",
    });
    expect(await stored({ name: "Ｐｒｉｙａ 𝐑𝐚𝐦𝐚𝐧" })).toMatchObject({ name: "Priya Raman" });
    expect(await stored({ message: "Pay \u202efdp.exe\u202c now\u0085\u009b" })).toMatchObject({
      message: "Pay fdp.exe now",
    });
    const buried = await POST(post({ ...sideForm, name: `Z${"\u0301".repeat(98)}` }));
    expect(buried.status).toBe(400);
    expect(((await buried.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      name: "Name has more marks on one letter than any script writes",
    });
  });

  it("prices a checkout from the plans, not from the browser", async () => {
    const { POST, store } = await load();
    const response = await POST(
      post({
        formType: "Plan Checkout",
        name: "Ana",
        email: "a@b.co",
        countryCode: "AE",
        phone: "050 123 4567",
        items: ["starter-care-plan", "intro-plan"],
        total: 1,
        consent: true,
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await store.getLead(id))?.details).toEqual({
      items: [
        { id: "starter-care-plan", name: "Starter Care Plan", price: 199, period: "month" },
        { id: "intro-plan", name: "$19 Intro Plan", price: 19, period: "one-time" },
      ],
      total: 218,
      currency: "USD",
    });
  });

  it("answers 415 to anything but JSON", async () => {
    const { POST } = await load();
    const form = await POST(post(null, { type: "application/x-www-form-urlencoded", raw: "name=x" }));
    expect(form.status).toBe(415);
    expect((await POST(post(null, { type: "text/plain", raw: "{}" }))).status).toBe(415);
  });

  it("answers 413 above 16 KB, declared or streamed", async () => {
    const { POST, store } = await load();
    const big = { ...sideForm, message: "x".repeat(17 * 1024) };
    expect((await POST(post(big))).status).toBe(413);
    const streamed = new Request("http://127.0.0.1/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await POST(streamed)).status).toBe(413);
    expect((await store.listLeads({ limit: 1, offset: 0 })).total).toBe(0);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const { POST, store } = await load();
    const response = await POST(post({ ...sideForm, website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await store.listLeads({ limit: 1, offset: 0 })).total).toBe(0);
  });

  it("answers 429 with Retry-After past the limit for one address, and not for another", async () => {
    const { POST, store } = await load({ LEAD_RATE_LIMIT: "3" });
    for (let i = 0; i < 3; i++) expect((await POST(post(sideForm))).status).toBe(201);
    const limited = await POST(post(sideForm));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await POST(post(sideForm, { address: "198.51.100.4" }))).status).toBe(201);
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(4);
  });

  it("answers 400 with the country field's message for a dial code no numbering plan has, never 503", async () => {
    const { POST, store } = await load();
    for (const countryCode of ["+999", "+0", "+42", "+969", "+1234"]) {
      const response = await POST(post({ ...sideForm, countryCode }));
      expect(response.status, countryCode).toBe(400);
      expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual({
        countryCode: "Please select your country code",
      });
    }
    expect((await store.listLeads({ limit: 1, offset: 0 })).total).toBe(0);
  });

  it("treats a honeypot of any type as filled: a number or an object is a robot too", async () => {
    const { POST, store } = await load();
    for (const website of [123, 0, true, { a: 1 }, ["x"], " "]) {
      const response = await POST(post({ ...sideForm, website }));
      expect(response.status).toBe(201);
    }
    expect((await store.listLeads({ limit: 1, offset: 0 })).total).toBe(0);
    // An empty one, as every real form sends, is a person.
    expect((await POST(post({ ...sideForm, website: "" }))).status).toBe(201);
    expect((await POST(post({ ...sideForm, website: null }))).status).toBe(201);
    expect((await store.listLeads({ limit: 1, offset: 0 })).total).toBe(2);
  });

  it("answers 503, not 500, when the store cannot take the lead, so the visitor can try again", async () => {
    vi.resetModules();
    await forgetProcessDatabase();
    resetSingleton("leadRateLimiter");
    // Nothing listens on port 9 (discard) of this machine.
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:9/none");
    const { POST } = await import("./route");
    const response = await POST(post(sideForm));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toBe(
      "We could not save your request just now. Please try again in a moment.",
    );
  });

  it("queues the lead for the spreadsheet when forwarding is configured", async () => {
    const { POST, store } = await load({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9/sheet1" });
    const { id } = (await (await POST(post(sideForm))).json()) as { id: string };
    expect(await store.deliveriesFor(id)).toMatchObject([{ target: "sheet", status: "pending", attempts: 0 }]);
  });
});
