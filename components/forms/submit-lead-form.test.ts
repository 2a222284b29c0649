import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consentMessage } from "@/lib/leads/consent";
import { resetSingleton } from "@/lib/singleton.mjs";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";

/** The headers the action reads through next/headers, as server.mjs and the visitor left them; the cookies it sets. */
let requestHeaders = new Headers();
const setCookies: Array<[string, string]> = [];
vi.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ set: (name: string, value: string) => setCookies.push([name, value]) }),
}));

afterAll(forgetProcessDatabase);

/** A fresh store and limiter; each import after resetModules is a separate copy, as Next's separate bundles are. */
async function fresh(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  await forgetProcessDatabase();
  vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
  vi.stubEnv("LEAD_WEBHOOK_URL", "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetSingleton("leadRateLimiter");
}

const importAction = async () => {
  vi.resetModules();
  return (await import("./submit-lead-form")).submitLeadForm;
};

const lead = {
  name: "Priya Raman",
  email: "priya@example.com",
  countryCode: "GB",
  phone: "07911 123456",
  message: "",
  consent: "yes",
};
const form = (fields: Record<string, string> = lead) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("submitLeadForm", () => {
  beforeEach(() => {
    requestHeaders = new Headers({ "x-forwarded-for": "203.0.113.7" });
    setCookies.length = 0;
    resetSingleton("server");
  });

  it("answers a forged call whose form data is not form data with field messages, never an exception", async () => {
    await fresh({ LEAD_RATE_LIMIT: "1000" });
    const action = await importAction();
    // `-F '0=[{},5]'` once reached the action as a list where the form data goes: "b is not iterable".
    for (const formData of [[{}, 5], 5, "x", null, undefined, {}, { [Symbol.iterator]: 1 }]) {
      const state = await action("Consultation Form", {}, formData);
      expect(state.status).toBe("error");
      expect(state).toMatchObject({ fieldErrors: { name: "Name is required", phone: "Phone number is required" } });
    }
    for (const formType of [undefined, 5, { toString: null }, ["Consultation Form"]]) {
      const state = await action(formType, null, form());
      expect(state).toMatchObject({
        status: "error",
        fieldErrors: { formType: expect.stringContaining("formType must be one of") },
      });
    }
  });

  it("refuses a form sent without the consent box, with the message beside it and every value the visitor typed", async () => {
    await fresh({ LEAD_RATE_LIMIT: "1000" });
    const action = await importAction();
    const { consent: _ticked, ...unticked } = lead;
    const state = await action("Consultation Form", {}, form({ ...unticked, message: "Knee pain" }));
    expect(state).toEqual({
      status: "error",
      fieldErrors: { consent: consentMessage },
      values: { ...unticked, message: "Knee pain" },
    });
    // Posted without JavaScript, the page that says so goes out as 422 (server/form-status.mjs).
    expect(setCookies).toEqual([["clinic-form-status", "422"]]);
    expect(await action("Consultation Form", {}, form())).toMatchObject({ status: "success" });
    expect(setCookies).toHaveLength(1);
    // The running form's call asks for no status.
    requestHeaders = new Headers({ "x-forwarded-for": "203.0.113.7", "next-action": "abc" });
    await action("Consultation Form", {}, form({ ...unticked }));
    expect(setCookies).toHaveLength(1);
  });

  it("says in its answer whether to offer a time now: for a consultation request while booking is on, not for other forms", async () => {
    await fresh({ LEAD_RATE_LIMIT: "1000", BOOKING: "on" });
    const action = await importAction();
    expect(await action("Consultation Form", {}, form())).toMatchObject({ status: "success", bookingOpen: true });
    expect(
      await action(
        "Auto Popup",
        {},
        form({ name: "Priya Raman", countryCode: "GB", phone: "07911 123456", consent: "yes" }),
      ),
    ).toMatchObject({ status: "success", bookingOpen: true });
    expect(await action("Contact Form", {}, form())).toMatchObject({ status: "success", bookingOpen: false });
  });

  it("offers no time while booking is off", async () => {
    await fresh({ LEAD_RATE_LIMIT: "1000", BOOKING: "off" });
    const action = await importAction();
    expect(await action("Consultation Form", {}, form())).toMatchObject({ status: "success", bookingOpen: false });
  });
});
