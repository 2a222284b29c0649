import { createHash } from "node:crypto";
import type { Server } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSingleton } from "@/lib/singleton.mjs";
import { startFakeStripe, type FakeSession } from "@/tests/fakes/stripe";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";

/** The headers the action reads through next/headers, and the cookies it sets (kept in `jar`). */
const jar = vi.hoisted(() => new Map<string, { value: string; options: Record<string, unknown> }>());
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.7" }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => jar.set(name, { value, options }),
  }),
}));

let fake: { server: Server; origin: string; sessions: FakeSession[] };
let databaseUrl = "";
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await forgetProcessDatabase();
  await new Promise<void>((done) => fake.server.close(() => done()));
});

async function fresh(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  await forgetProcessDatabase();
  databaseUrl = await freshDatabaseUrl();
  vi.stubEnv("DATABASE_URL", databaseUrl);
  vi.stubEnv("LEAD_WEBHOOK_URL", "");
  vi.stubEnv("LEAD_RATE_LIMIT", "1000");
  vi.stubEnv("SITE_URL", "https://clinic.example");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetSingleton("leadRateLimiter");
  return (await import("./start-checkout")).startCheckout;
}

const paymentsOn = () => ({
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_fake",
  STRIPE_API_URL: fake.origin,
});

const buyer = {
  name: "Priya Raman",
  email: "priya@example.com",
  countryCode: "GB",
  phone: "07911 123456",
  consent: "yes",
  items: "complete-healing-plan,intro-plan",
};
const form = (fields: Record<string, string> = buyer) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

async function leads(email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<{ id: string; form_type: string }>("SELECT id, form_type FROM leads WHERE email = $1", [email])
    ).rows;
  } finally {
    await client.end();
  }
}

/** Where Next's redirect() was sent: it throws an error whose digest holds the address. */
async function redirectOf(answer: Promise<unknown>): Promise<string> {
  const error = await answer.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: string } | undefined)?.digest ?? "";
  expect(digest, "the action redirected").toMatch(/^NEXT_REDIRECT;/);
  return digest.split(";")[2]!;
}

describe("the checkout's action", { timeout: 30_000 }, () => {
  beforeEach(() => resetSingleton("server"));

  it("with payments off, stores a 'Plan Checkout' request and answers with its confirmation; Stripe is not asked", async () => {
    const action = await fresh({});
    const before = fake.sessions.length;
    const state = await action("Plan Checkout", {}, form({ ...buyer, email: "off@example.com" }));
    expect(state).toMatchObject({ status: "success" });
    expect((await leads("off@example.com")).map((l) => l.form_type)).toEqual(["Plan Checkout"]);
    expect(fake.sessions.length).toBe(before);
  });

  it("with payments on, stores a 'Plan Purchase' lead first, then sends the visitor to the session that names it", async () => {
    const action = await fresh(paymentsOn());
    const to = await redirectOf(action("Plan Purchase", {}, form({ ...buyer, email: "on@example.com" })));
    const [lead] = await leads("on@example.com");
    expect(lead?.form_type).toBe("Plan Purchase");
    const session = fake.sessions.find((s) => s.params.client_reference_id === lead!.id)!;
    expect(to).toBe(session.url);
    expect(session.params).toMatchObject({
      mode: "subscription",
      success_url: "https://clinic.example/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    });
    // This browser is the session's owner: an HttpOnly cookie whose token's hash is stored with the session.
    const cookie = jar.get("checkout_owner")!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, path: "/checkout" });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const owners = await client
      .query<{ token_hash: string }>("SELECT token_hash FROM checkout_owners WHERE session_id = $1", [session.id])
      .finally(() => client.end());
    expect(owners.rows).toEqual([{ token_hash: createHash("sha256").update(cookie.value).digest("hex") }]);
  });

  it("when Stripe refuses, keeps the lead and sends the visitor to the page that says so", async () => {
    const action = await fresh(paymentsOn());
    const to = await redirectOf(action("Plan Purchase", {}, form({ ...buyer, email: "stripe-refuses@example.com" })));
    expect(to).toBe("/checkout/unavailable?plans=complete-healing-plan,intro-plan");
    expect((await leads("stripe-refuses@example.com")).map((l) => l.form_type)).toEqual(["Plan Purchase"]);
  });

  it("asks Stripe nothing for a refused form or a robot, and keeps nothing for either", async () => {
    const action = await fresh(paymentsOn());
    const before = fake.sessions.length;
    const { phone: _missing, ...noPhone } = buyer;
    expect(await action("Plan Purchase", {}, form({ ...noPhone, email: "half@example.com" }))).toMatchObject({
      status: "error",
      fieldErrors: { phone: "Phone number is required" },
    });
    expect(
      await action("Plan Purchase", {}, form({ ...buyer, items: "no-such-plan", email: "gone@example.com" })),
    ).toMatchObject({ status: "error", fieldErrors: { items: expect.any(String) } });
    expect(
      await action("Plan Purchase", {}, form({ ...buyer, email: "robot@example.com", website: "http://spam.example" })),
    ).toMatchObject({ status: "success" });
    expect(fake.sessions.length).toBe(before);
    for (const email of ["half@example.com", "gone@example.com", "robot@example.com"])
      expect(await leads(email)).toEqual([]);
  });
});

describe("the success page's portal button", { timeout: 30_000 }, () => {
  beforeEach(() => resetSingleton("server"));

  it("opens Stripe's portal only for the browser that made the checkout, and only while the plan runs", async () => {
    jar.clear();
    const action = await fresh(paymentsOn());
    const monthly = { ...buyer, email: "portal@example.com", items: "starter-care-plan" };
    await redirectOf(action("Plan Purchase", {}, form(monthly)));
    const [lead] = await leads("portal@example.com");
    const session = fake.sessions.find((s) => s.params.client_reference_id === lead!.id)!;
    await fetch(`${fake.origin}/c/pay/${session.id}`, { method: "POST", redirect: "manual" });
    // Applied from Stripe's answer, as the success page does before it shows the button.
    const { applyCheckoutSession } = await import("@/lib/payments/process");
    const { stripe } = await import("@/lib/payments/stripe");
    const { database } = await import("@/lib/db");
    expect(await applyCheckoutSession(await database(), await stripe()!.checkout.sessions.retrieve(session.id))).toBe(
      "applied",
    );
    const { openCustomerPortal } = await import("./portal-action");
    const press = () => redirectOf(openCustomerPortal(undefined, form({ sessionId: session.id })));
    const page = `/checkout/success?session_id=${session.id}`;

    expect(await press()).toMatch(new RegExp(`^${fake.origin}/p/session/cus_`));
    const ownersCookie = jar.get("checkout_owner")!;
    jar.clear();
    expect(await press(), "another browser with the session's id").toBe(`${page}&portal=unavailable`);

    jar.set("checkout_owner", ownersCookie);
    await (await database()).kysely.updateTable("subscriptions").set({ status: "cancelled" }).execute();
    expect(await press(), "the plan cancelled").toBe(`${page}&portal=unavailable`);
  });
});
