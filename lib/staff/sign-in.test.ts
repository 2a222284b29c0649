import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { freshDatabase } from "@/tests/setup/test-database";
import { config as proxyConfig, proxy } from "@/proxy";
import { createFailureGuard } from "@/lib/limits/failure-guard";
import { databaseCounter } from "@/lib/limits/window-counter";
import { captureLog } from "@/lib/log";
import { deviceToken } from "./device";
import { signInPolicy, type SignInGuards } from "./guard";
import { createHashGate, type HashGate } from "./hash-gate";
import { inboxGate } from "./inbox-gate";
import { hashPassword, verifyPassword } from "./password";
import { isSessionToken, safeNext, sessionCookieName, sessionCookieOptions, sessionTokenHash } from "./session";
import { sessionAccount, signIn, signOut } from "./sign-in";
import { openStaffStore, type StaffStore } from "./store";

let db: Database;
let store: StaffStore;
const password = "correct horse battery staple";
const hour = 3_600_000;
// Cheap parameters for speed; the defaults are checked once below.
const fast = { N: 1024, r: 8, p: 1 };

beforeAll(async () => {
  db = await freshDatabase();
  store = openStaffStore(db);
  await store.addStaff({
    id: "s1",
    name: "Priya Raman",
    email: "priya@clinic.example",
    passwordHash: await hashPassword(password, fast),
    role: "owner",
    doctorId: null,
    createdAt: new Date().toISOString(),
    disabledAt: null,
  });
  // More colleagues, so that failures spread over accounts reach the overall limit before any account's own.
  const hash = await hashPassword(password, fast);
  for (let i = 0; i < 12; i++)
    await store.addStaff({
      id: `c${i}`,
      name: `Colleague ${i}`,
      email: `c${i}@clinic.example`,
      passwordHash: hash,
      role: "owner",
      doctorId: null,
      createdAt: new Date().toISOString(),
      disabledAt: null,
    });
  await store.addStaff({
    id: "s2",
    name: "Former Staff",
    email: "former@clinic.example",
    passwordHash: await hashPassword(password, fast),
    role: "owner",
    doctorId: null,
    createdAt: new Date().toISOString(),
    disabledAt: "2026-01-01T00:00:00.000Z",
  });
});
let setUps = 0;

/** Sign-in on a clock the test moves, with guards counting afresh and waits that are only recorded. */
function setUp({ gate = createHashGate({ concurrency: 1, queueLength: 4 }) }: { gate?: HashGate } = {}) {
  let clock = Date.parse("2026-11-22T09:00:00.000Z");
  const { windowMs } = signInPolicy;
  const set = ++setUps;
  const counter = (name: string) =>
    databaseCounter({ db: async () => db, name: `${name}-${set}`, windowMs, now: () => clock });
  const guards: SignInGuards = {
    address: createFailureGuard({
      perKey: counter("address"),
      overall: { counter: counter("overall"), ...signInPolicy.overall },
      policy: signInPolicy.address,
    }),
    account: createFailureGuard({ perKey: counter("account"), policy: signInPolicy.account }),
    device: createFailureGuard({ perKey: counter("device"), policy: signInPolicy.device }),
    code: createFailureGuard({ perKey: counter("code"), policy: signInPolicy.code }),
  };
  const waits: number[] = [];
  const deps = {
    store,
    guards,
    gate,
    now: () => new Date(clock),
    sessionMs: 12 * hour,
    requireTwoFactor: "off" as const,
    vault: db.vault,
    wait: async (ms: number) => void waits.push(ms),
  };
  const attempt = (email: string, secret: string, address = "203.0.113.7", device?: string) =>
    signIn({ email, password: secret, address, device }, deps);
  return { attempt, waits, advance: (ms: number) => (clock += ms), now: () => new Date(clock) };
}

describe("passwords", () => {
  it("hashes with scrypt and a fresh salt, and verifies only the right password", async () => {
    const hash = await hashPassword("पासवर्ड-१२३ long enough");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword("पासवर्ड-१२३ long enough")).not.toBe(hash);
    expect(await verifyPassword("पासवर्ड-१२३ long enough", hash)).toBe(true);
    expect(await verifyPassword("पासवर्ड-१२३ long enougH", hash)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$AA==$AA==")).toBe(false);
  });
});

describe("signing in", () => {
  it("opens a session whose token is stored only as a hash, and which ends after 12 hours (absolute)", async () => {
    const { attempt, now, advance } = setUp();
    const result = await attempt(" Priya@Clinic.Example ", password);
    expect(result.kind).toBe("signed-in");
    if (result.kind !== "signed-in") return;
    expect(isSessionToken(result.token)).toBe(true);
    expect(result.expiresAt.getTime() - now().getTime()).toBe(12 * hour);
    expect(await store.sessionStaff(result.token, now())).toBeNull(); // the token itself is not a key
    expect(await store.sessionStaff(sessionTokenHash(result.token), now())).toMatchObject({ id: "s1" });
    expect(await sessionAccount(store, result.token, now())).toMatchObject({ name: "Priya Raman" });
    advance(12 * hour - 1);
    expect(await sessionAccount(store, result.token, now())).not.toBeNull();
    advance(1);
    expect(await sessionAccount(store, result.token, now())).toBeNull();
  });

  it("signs out by deleting the session, so a kept copy of the cookie is worthless", async () => {
    const { attempt, now } = setUp();
    const result = await attempt("priya@clinic.example", password);
    if (result.kind !== "signed-in") throw new Error(result.kind);
    await signOut(store, result.token);
    expect(await sessionAccount(store, result.token, now())).toBeNull();
    await signOut(store, undefined);
  });

  it("gives a wrong password, an unknown e-mail and a disabled account the same answer", async () => {
    const { attempt } = setUp();
    expect(await attempt("priya@clinic.example", "wrong password here")).toEqual({ kind: "failed" });
    expect(await attempt("nobody@clinic.example", password)).toEqual({ kind: "failed" });
    expect(await attempt("former@clinic.example", password)).toEqual({ kind: "failed" });
    expect(await attempt("", "")).toEqual({ kind: "failed" });
    expect(await sessionAccount(store, "not-a-token", new Date())).toBeNull();
  });

  it("slows failures after five, then blocks the address even with the right password, until its window ends", async () => {
    const { attempt, waits, advance } = setUp();
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) answers.push((await attempt("priya@clinic.example", `guess ${i}`)).kind);
    expect(answers).toEqual([...Array(10).fill("failed"), "blocked", "blocked"]);
    // The sixth to tenth failures wait 1, 2, 4, 8 and 8 s; each refusal a second.
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 1_000, 1_000]);
    expect(await attempt("priya@clinic.example", password)).toMatchObject({ kind: "blocked", retryAfterSeconds: 900 });
    expect((await attempt("priya@clinic.example", password, "198.51.100.4")).kind).toBe("signed-in");
    advance(signInPolicy.windowMs);
    expect((await attempt("priya@clinic.example", password)).kind).toBe("signed-in");
  });

  it("blocks one account after twenty failures from any number of addresses, and no other account", async () => {
    const { attempt } = setUp();
    const answers: string[] = [];
    for (let i = 0; i < 22; i++)
      answers.push((await attempt("priya@clinic.example", `guess ${i}`, `192.0.2.${i}`)).kind);
    expect(answers).toEqual([...Array(20).fill("failed"), "blocked", "blocked"]);
    expect((await attempt("priya@clinic.example", password, "203.0.113.201")).kind).toBe("blocked");
    expect((await attempt("c0@clinic.example", password, "203.0.113.201")).kind).toBe("signed-in");
    // Counted by the e-mail as typed, known or not: the answer says nothing about which exist.
    for (let i = 0; i < 21; i++) await attempt("nobody@clinic.example", "guess", `198.51.100.${i}`);
    expect((await attempt("nobody@clinic.example", "guess", "198.51.100.99")).kind).toBe("blocked");
  }, 20_000);

  it("blocks everyone once failures from many addresses pass the overall limit", async () => {
    const { attempt } = setUp();
    for (let i = 0; i <= signInPolicy.overall.blockAfter; i++)
      await attempt(`c${i % 12}@clinic.example`, "wrong", `192.0.2.${i % 250}`);
    expect((await attempt("priya@clinic.example", password, "203.0.113.200")).kind).toBe("blocked");
  }, 20_000);

  it("logs failures and refusals without the e-mail, the password or the address", async () => {
    const { attempt } = setUp();
    const lines: string[] = [];
    const restore = captureLog({ write: (line: string) => void lines.push(line) });
    try {
      for (let i = 0; i < 11; i++) await attempt("priya@clinic.example", "hunter2-guess", "203.0.113.77");
      await attempt("priya@clinic.example", password, "203.0.113.78");
    } finally {
      restore();
    }
    const events = lines.map((line) => JSON.parse(line) as { event: string });
    expect(events.filter((e) => e.event === "inbox.signin-failed")).toHaveLength(10);
    expect(events.filter((e) => e.event === "inbox.signin-blocked")).toHaveLength(1);
    expect(events.filter((e) => e.event === "inbox.signin")).toHaveLength(1);
    expect(lines.join("")).not.toMatch(/hunter2|priya@|203\.0\.113\.7[78]|correct horse/);
  });
});

describe("a browser that has signed in before", () => {
  it("still signs in while its address, its account and everyone are blocked", async () => {
    const { attempt } = setUp();
    const first = await attempt("priya@clinic.example", password, "203.0.113.7");
    if (first.kind !== "signed-in") throw new Error(first.kind);
    // An attack from the same network, on the same account, and on the whole clinic.
    for (let i = 0; i < 11; i++) await attempt("priya@clinic.example", "guess", "203.0.113.7");
    for (let i = 0; i <= signInPolicy.overall.blockAfter; i++)
      await attempt(i < 30 ? "priya@clinic.example" : `c${i % 12}@clinic.example`, "guess", `192.0.2.${i % 250}`);
    expect((await attempt("priya@clinic.example", password, "203.0.113.7")).kind).toBe("blocked");
    const again = await attempt("priya@clinic.example", password, "203.0.113.7", first.device);
    expect(again.kind).toBe("signed-in");
  }, 30_000);

  it("counts the device's own failures and blocks it after ten, like an address", async () => {
    const { attempt } = setUp();
    const first = await attempt("priya@clinic.example", password, "203.0.113.9");
    if (first.kind !== "signed-in") throw new Error(first.kind);
    const answers: string[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await attempt("priya@clinic.example", `guess ${i}`, `192.0.2.${i}`, first.device)).kind);
    expect(answers).toEqual([...Array(10).fill("failed"), "blocked"]);
  });

  it("is not trusted for another account, once forged, once old, or after a password reset", async () => {
    const { attempt, now } = setUp();
    const account = (await store.staffByEmail("priya@clinic.example"))!;
    for (let i = 0; i < 10; i++) await attempt("priya@clinic.example", "guess", "203.0.113.50");
    const blockedWith = async (device: string) =>
      (await attempt("priya@clinic.example", password, "203.0.113.50", device)).kind;
    const forged = deviceToken({ id: account.id, passwordHash: "not the hash" }, now());
    const old = deviceToken(account, new Date(now().getTime() - 91 * 24 * hour));
    const other = deviceToken({ id: "s2", passwordHash: account.passwordHash }, now());
    for (const device of [forged, old, other, `${deviceToken(account, now())}x`, "", "a.b.c"])
      expect(await blockedWith(device), device).toBe("blocked");
    expect(await blockedWith(deviceToken(account, now()))).toBe("signed-in");
    const afterReset = deviceToken(
      { id: account.id, passwordHash: await hashPassword("a new password entirely", fast) },
      now(),
    );
    expect(await blockedWith(afterReset)).toBe("blocked");
  });
});

describe("when many sign-ins arrive at once", () => {
  it("answers busy beyond the queue, before hashing and without counting a failure", async () => {
    const gate = createHashGate({ concurrency: 1, queueLength: 2 });
    const { attempt, waits } = setUp({ gate });
    const held = gate.reserve("other")!;
    const queued = [
      attempt("priya@clinic.example", "guess a", "192.0.2.1"),
      attempt("priya@clinic.example", "guess b", "192.0.2.2"),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    expect(await attempt("priya@clinic.example", password, "192.0.2.3")).toEqual({ kind: "busy" });
    held.release();
    expect((await Promise.all(queued)).map((r) => r.kind)).toEqual(["failed", "failed"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    // Answered after a second; the attempt counted nowhere: the address it came from signs in at once.
    expect(waits).toEqual([1_000]);
    expect((await attempt("priya@clinic.example", password, "192.0.2.3")).kind).toBe("signed-in");
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict, limited to the inbox, and Secure over HTTPS", () => {
    const expires = new Date("2026-11-22T21:00:00.000Z");
    expect(sessionCookieOptions(expires, true)).toEqual({
      httpOnly: true,
      sameSite: "strict",
      secure: true,
      path: "/inbox",
      expires,
    });
    expect(sessionCookieOptions(expires, false).secure).toBe(false);
  });

  it("sends a visitor back only to a page of the inbox after sign-in", () => {
    expect(safeNext("/inbox/leads/abc?x=1")).toBe("/inbox/leads/abc?x=1");
    expect(safeNext("/inbox")).toBe("/inbox");
    for (const bad of [
      "//evil.example",
      "https://evil.example/inbox",
      "/inboxes",
      "/inbox\\@evil",
      "/inbox/sign-in",
      "/inbox/x\r\nSet-Cookie: a=b",
      "/inbox/\u0000",
      undefined,
      3,
    ])
      expect(safeNext(bad)).toBe("/inbox");
  });
});

describe("proxy.ts in front of the inbox", () => {
  const token = "A".repeat(43);
  const request = (path: string, { method = "GET", cookie }: { method?: string; cookie?: string } = {}) =>
    new NextRequest(`http://127.0.0.1${path}`, {
      method,
      headers: cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {},
    });

  it.each(["/inbox", "/inbox/leads/x", "/inbox/leads.csv", "/inbox/privacy/export"])("runs for %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url })).toBe(true);
  });
  it.each(["/", "/inboxes", "/api/leads", "/contact"])("does not run for %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url })).toBe(false);
  });

  it("sends a visit without a session to sign in, and refuses any other request with 401, uncached and unindexed", async () => {
    const visit = await proxy(request("/inbox/leads/abc?x=1"));
    expect(visit.status).toBe(303);
    // Absolute, as Next requires, on the request's own origin.
    const where = (response: Response) => new URL(response.headers.get("location") ?? "");
    expect(`${where(visit).pathname}${where(visit).search}`).toBe("/inbox/sign-in?next=%2Finbox%2Fleads%2Fabc%3Fx%3D1");
    expect(where(await proxy(request("/inbox"))).pathname).toBe("/inbox/sign-in");
    for (const method of ["POST", "PUT", "DELETE"]) {
      const refused = await proxy(request("/inbox", { method }));
      expect(refused.status).toBe(401);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(refused.headers.get("x-robots-tag")).toMatch(/noindex/);
    }
    expect((await proxy(request("/inbox", { method: "POST", cookie: "forged" }))).status).toBe(401);
  });

  it("lets the sign-in page and requests with a session cookie through, to be checked by the app", async () => {
    for (const response of [
      await proxy(request("/inbox/sign-in")),
      await proxy(request("/inbox", { cookie: token, method: "POST" })),
    ]) {
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    }
    expect(inboxGate({ pathname: "/inbox/sign-in", search: "", method: "POST", token: undefined })).toEqual({
      kind: "pass",
    });
  });

  it("lets the forgot-password, link and set-up pages through without a session, and nothing beside them", () => {
    const token = "A".repeat(43);
    for (const pathname of ["/inbox/forgot", "/inbox/set-up", `/inbox/invitation/${token}`, `/inbox/reset/${token}`])
      for (const method of ["GET", "POST"])
        expect(inboxGate({ pathname, search: "", method, token: undefined })).toEqual({ kind: "pass" });
    for (const pathname of [
      "/inbox/staff",
      "/inbox/invitation",
      "/inbox/reset/x/y",
      "/inbox/forgot/x",
      "/inbox/set-up-x",
    ])
      expect(inboxGate({ pathname, search: "", method: "POST", token: undefined })).toEqual({ kind: "refuse" });
    expect(inboxGate({ pathname: "/inbox/staff", search: "", method: "GET", token: undefined })).toEqual({
      kind: "sign-in",
      location: "/inbox/sign-in?next=%2Finbox%2Fstaff",
    });
  });
});
