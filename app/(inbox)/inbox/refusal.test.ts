import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { sessionCookieName, sessionTokenHash } from "@/lib/staff/session";

/**
 * Every inbox server action and route checks the session itself (docs/decisions/035), so a
 * request that gets past proxy.ts (a matcher change, a forged cookie) still reaches nothing.
 * The cookie jar is the test's; redirect() throws as Next's does, with its destination.
 */
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
  notFound: () => {
    throw new Error("NOT FOUND");
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
afterAll(forgetProcessDatabase);
vi.stubEnv("LEAD_WORKER", "off");

const { leadStore } = await import("@/lib/leads/store");
const { staffStore } = await import("@/lib/staff/store");
const actions = await import("./actions");
const { erasePerson, markPrivacyRequestDone } = await import("./privacy/actions");
const agendaActions = await import("./agenda/actions");
const hoursActions = await import("./hours/actions");
const { signInAction } = await import("./sign-in/actions");
const { refundOrder } = await import("./payments/actions");
const { GET: csv } = await import("./leads.csv/route");
const { GET: personExport } = await import("./privacy/export/route");

const lead = sampleLead({ email: "refusal@example.com" });
const expiredToken = "E".repeat(43);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

beforeAll(async () => {
  const store = await leadStore();
  await store.insertLead(lead, ["sheet"]);
  const staff = await staffStore();
  await staff.addStaff({
    id: "s1",
    name: "Former",
    email: "s1@clinic.example",
    passwordHash: "x",
    role: "owner",
    doctorId: null,
    createdAt: new Date().toISOString(),
    disabledAt: null,
  });
  await staff.createSession({
    tokenHash: sessionTokenHash(expiredToken),
    staffId: "s1",
    createdAt: new Date(Date.now() - 2 * 3_600_000),
    expiresAt: new Date(Date.now() - 1),
  });
});

describe.each([
  ["no session cookie", undefined],
  ["an expired session", expiredToken],
  ["a made-up token", "M".repeat(43)],
])("with %s", (_, token) => {
  const withCookie = () => {
    jar.clear();
    if (token) jar.set(sessionCookieName, token);
  };

  it.each([
    [
      "setLeadStatus",
      () => actions.setLeadStatus(undefined, form({ id: lead.id, status: "booked", note: "should not be kept" })),
    ],
    ["addLeadNote", () => actions.addLeadNote(undefined, form({ id: lead.id, note: "should not be kept" }))],
    ["retryFailedDeliveries", () => actions.retryFailedDeliveries(undefined, form({}))],
    ["erasePerson", () => erasePerson(undefined, form({ email: lead.email, confirm: "yes", ids: lead.id }))],
  ])("the %s action sends the caller to sign in and changes nothing", async (_, call) => {
    withCookie();
    await expect(call()).rejects.toThrow("REDIRECT /inbox/sign-in");
    const store = await leadStore();
    expect(await store.getLead(lead.id)).toMatchObject({ status: "new" });
    expect(await store.historyFor(lead.id)).toEqual([]);
    expect(await store.erasures(5)).toEqual([]);
  });

  it.each([
    ["the CSV export", () => csv(new NextRequest("http://127.0.0.1/inbox/leads.csv"))],
    [
      "a person's export",
      () => personExport(new NextRequest("http://127.0.0.1/inbox/privacy/export?email=refusal%40example.com")),
    ],
  ])("%s answers 401 without any lead", async (_, call) => {
    withCookie();
    const response = await call();
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).not.toContain("refusal@example.com");
  });
});

describe("with a valid session", () => {
  it("the same action and routes work, and bad input gets a 4xx, not a 5xx", async () => {
    const store = await leadStore();
    const token = "V".repeat(43);
    await (
      await staffStore()
    ).createSession({
      tokenHash: sessionTokenHash(token),
      staffId: "s1",
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    jar.clear();
    jar.set(sessionCookieName, token);
    await expect(
      actions.setLeadStatus(undefined, form({ id: lead.id, status: "contacted", from: "lead" })),
    ).rejects.toThrow(`REDIRECT /inbox/leads/${lead.id}#history`);
    expect(await store.historyFor(lead.id)).toMatchObject([{ toStatus: "contacted", staffName: "Former" }]);
    await expect(actions.setLeadStatus(undefined, form({ id: lead.id, status: "done", from: "lead" }))).rejects.toThrow(
      `REDIRECT /inbox/leads/${lead.id}?error=status#update`,
    );
    expect((await csv(new NextRequest("http://127.0.0.1/inbox/leads.csv?q=refusal"))).status).toBe(200);
    const bad = await personExport(new NextRequest("http://127.0.0.1/inbox/privacy/export?email=nope"));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/e-mail address or phone number/);
    const json = await personExport(
      new NextRequest("http://127.0.0.1/inbox/privacy/export?email=REFUSAL%40example.com"),
    );
    expect(json.status).toBe(200);
    const body = (await json.json()) as { leads: Array<{ id: string; history: unknown[]; deliveries: unknown[] }> };
    expect(body.leads).toMatchObject([
      { id: lead.id, history: [{ toStatus: "contacted" }], deliveries: [{ target: "sheet" }] },
    ]);
    await expect(erasePerson(undefined, form({ email: lead.email, ids: lead.id }))).rejects.toThrow(
      /REDIRECT \/inbox\/privacy\?email=.*&error=confirm/,
    );
    expect(await store.getLead(lead.id)).not.toBeNull();
    await expect(erasePerson(undefined, form({ email: lead.email, confirm: "yes", ids: lead.id }))).rejects.toThrow(
      "REDIRECT /inbox/privacy?erased=1",
    );
    expect(await store.getLead(lead.id)).toBeNull();
  });
});

describe("a NUL in what an action or a download reads", () => {
  // PostgreSQL cannot hold one: read by hand, it reached a query and each of these was a 500.
  it("is answered 404 by every action and 400 by the downloads, signed in, and changes nothing", async () => {
    const token = "N".repeat(43);
    await (
      await staffStore()
    ).createSession({
      tokenHash: sessionTokenHash(token),
      staffId: "s1",
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    jar.clear();
    jar.set(sessionCookieName, token);
    const store = await leadStore();
    const before = { lead: await store.getLead(lead.id), erasures: await store.erasures(5) };
    const actionsWithNul: Array<[string, (...args: unknown[]) => Promise<void>, Record<string, string>]> = [
      ["setLeadStatus", actions.setLeadStatus, { id: lead.id, status: "booked", note: "a\0b" }],
      ["addLeadNote", actions.addLeadNote, { id: lead.id, note: "\0" }],
      ["withdrawConsent", actions.withdrawConsent, { id: `${lead.id}\0`, confirm: "yes" }],
      ["retryFailedDeliveries", actions.retryFailedDeliveries, { return: "q=%00" }],
      ["erasePerson", erasePerson, { email: `${lead.email}\0`, confirm: "yes", ids: lead.id }],
      ["markPrivacyRequestDone", markPrivacyRequestDone, { id: "\0" }],
      ["refundOrder", refundOrder, { order: "\0", amount: "1", reason: "x" }],
      ["moveBooking", agendaActions.moveBooking, { id: "\0" }],
      ["saveWeek", hoursActions.saveWeek, { doctor: "dr-arjun-mehta", d1: "09:00\0" }],
      ["signInAction", signInAction, { email: "s1@clinic.example\0", password: "x" }],
    ];
    for (const [name, action, fields] of actionsWithNul)
      await expect(action(undefined, form(fields)), name).rejects.toThrow("NOT FOUND");
    for (const url of ["/inbox/privacy/export?email=a%00@b.c", "/inbox/leads.csv?q=%00"]) {
      const response = await (url.includes("export") ? personExport : csv)(new NextRequest(`http://127.0.0.1${url}`));
      expect(response.status, url).toBe(400);
    }
    expect(await store.getLead(lead.id)).toEqual(before.lead);
    expect(await store.erasures(5)).toEqual(before.erasures);
  });
});

describe("arguments that are not a form's", () => {
  // Before they were checked, with a session, 51 of 52 such calls to the inbox's actions were a 500 ("x.get is not a function").
  const all: Array<[string, (...args: unknown[]) => Promise<void>]> = [
    ...Object.entries(actions),
    ...Object.entries(agendaActions),
    ...Object.entries(hoursActions),
    ["erasePerson", erasePerson],
    ["markPrivacyRequestDone", markPrivacyRequestDone],
    ["signInAction", signInAction],
  ];

  it("are refused by every action, signed in or not, and change nothing", async () => {
    expect(all.map(([name]) => name)).toHaveLength(18);
    const store = await leadStore();
    const token = "A".repeat(43);
    await (
      await staffStore()
    ).createSession({
      tokenHash: sessionTokenHash(token),
      staffId: "s1",
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const before = await store.erasures(5);
    for (const session of [token, undefined]) {
      jar.clear();
      if (session) jar.set(sessionCookieName, session);
      for (const [name, action] of all) {
        for (const args of [
          [],
          [null],
          [null, null],
          [{}, "x"],
          [{ a: 1 }],
          [undefined, form({ id: lead.id }), "extra"],
        ]) {
          await expect(action(...args), `${name}(${JSON.stringify(args)})`).resolves.toBeUndefined();
        }
      }
    }
    expect(await store.erasures(5)).toEqual(before);
  });
});
