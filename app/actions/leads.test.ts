import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";
import { peerAddressHeader } from "@/lib/net/client-address";

/** The headers the action reads through next/headers, as server.mjs and the visitor left them. */
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

afterAll(forgetProcessDatabase);

const serverKey = Symbol.for("clinic.server");
const holder = globalThis as Record<symbol, unknown>;

/** A fresh store and limiter; each import after resetModules is a separate copy, as Next's separate bundles are. */
async function fresh(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  await forgetProcessDatabase();
  vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
  vi.stubEnv("LEAD_WEBHOOK_URL", "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  delete holder[Symbol.for("clinic.leadRateLimiter")];
}

const importAction = async () => {
  vi.resetModules();
  return (await import("./leads")).submitLeadForm;
};
const importRoute = async () => {
  vi.resetModules();
  return (await import("@/app/api/leads/route")).POST;
};

const lead = { name: "Priya Raman", email: "priya@example.com", countryCode: "GB", phone: "07911 123456", message: "" };
const form = (fields: Record<string, string> = lead) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const json = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ formType: "Consultation Form", ...lead }),
  });

describe("submitLeadForm", () => {
  beforeEach(() => {
    requestHeaders = new Headers({ "x-forwarded-for": "203.0.113.7" });
    delete holder[serverKey];
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
      expect(state).toMatchObject({ status: "error", fieldErrors: { formType: expect.stringContaining("formType must be one of") } });
    }
  });

  it("takes from the same budget as the JSON endpoint, even as separate copies of the code", async () => {
    await fresh({ LEAD_RATE_LIMIT: "4" });
    // Served by server.mjs: the connection's address is in the peer header, and X-Forwarded-For is the visitor's own.
    holder[serverKey] = { peerHeader: peerAddressHeader };
    const action = await importAction();
    const POST = await importRoute();
    const statuses: string[] = [];
    for (let i = 0; i < 3; i++) {
      requestHeaders = new Headers({ [peerAddressHeader]: "203.0.113.7", "x-forwarded-for": `198.51.100.${i}` });
      statuses.push((await action("Consultation Form", {}, form())).status);
      statuses.push(String((await POST(json({ [peerAddressHeader]: "203.0.113.7", "x-forwarded-for": `192.0.2.${i}`, "x-real-ip": `192.0.2.${i}` }))).status));
    }
    // Four in all, not four each (it was 40, not 20), and no forwarded header buys a new budget.
    expect(statuses).toEqual(["success", "201", "success", "201", "error", "429"]);
    requestHeaders = new Headers({ [peerAddressHeader]: "198.51.100.200" });
    expect((await action("Consultation Form", {}, form())).status).toBe("success");
  });
});
