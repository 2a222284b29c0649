import { afterAll, expect, it, vi } from "vitest";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";
import { markServedByClinicServer, peerAddressHeader } from "@/lib/server-shared.mjs";
import { resetSingleton } from "@/lib/singleton.mjs";

/** The headers the form's action reads through next/headers, as server.mjs and the visitor left them. */
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

afterAll(forgetProcessDatabase);

const lead = {
  name: "Priya Raman",
  email: "priya@example.com",
  countryCode: "GB",
  phone: "07911 123456",
  message: "",
  consent: "yes",
};
const form = () => {
  const data = new FormData();
  for (const [key, value] of Object.entries(lead)) data.set(key, value);
  return data;
};
const json = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ formType: "Consultation Form", ...lead }),
  });

/** Each import after resetModules is a separate copy of the code, as Next's separate bundles are. */
const importAction = async () => {
  vi.resetModules();
  return (await import("@/components/forms/submit-lead-form")).submitLeadForm;
};
const importRoute = async () => {
  vi.resetModules();
  return (await import("./route")).POST;
};

it("the forms' action and the JSON endpoint take from one rate-limit budget, even as separate copies of the code", async () => {
  vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
  vi.stubEnv("LEAD_WEBHOOK_URL", "");
  vi.stubEnv("LEAD_RATE_LIMIT", "4");
  resetSingleton("leadRateLimiter");
  // Served by server.mjs: the connection's address is in the peer header, and X-Forwarded-For is the visitor's own.
  markServedByClinicServer(process.cwd());
  try {
    const action = await importAction();
    const POST = await importRoute();
    const statuses: string[] = [];
    for (let i = 0; i < 3; i++) {
      requestHeaders = new Headers({ [peerAddressHeader]: "203.0.113.7", "x-forwarded-for": `198.51.100.${i}` });
      statuses.push((await action("Consultation Form", {}, form())).status);
      statuses.push(
        String(
          (
            await POST(
              json({
                [peerAddressHeader]: "203.0.113.7",
                "x-forwarded-for": `192.0.2.${i}`,
                "x-real-ip": `192.0.2.${i}`,
              }),
            )
          ).status,
        ),
      );
    }
    // Four in all, not four each (it was 40, not 20), and no forwarded header buys a new budget.
    expect(statuses).toEqual(["success", "201", "success", "201", "error", "429"]);
    requestHeaders = new Headers({ [peerAddressHeader]: "198.51.100.200" });
    expect((await action("Consultation Form", {}, form())).status).toBe("success");
  } finally {
    resetSingleton("server");
    vi.unstubAllEnvs();
  }
});
