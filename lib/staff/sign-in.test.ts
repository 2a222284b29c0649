import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { freshDatabase } from "@/tests/setup/test-database";
import { config as proxyConfig, proxy } from "@/proxy";
import { createFailureGuard } from "@/lib/limits/failure-guard";
import { databaseCounter } from "@/lib/limits/window-counter";
import { captureLog } from "@/lib/log";
import { openLeadStore } from "@/lib/leads/store/store";
import type { LeadStore } from "@/lib/leads/store/types";
import { signInFailurePolicy } from "./guard";
import { inboxGate } from "./inbox-gate";
import { hashPassword, verifyPassword } from "./password";
import { isSessionToken, safeNext, sessionCookieName, sessionCookieOptions, sessionTokenHash } from "./session";
import { sessionAccount, signIn, signOut } from "./sign-in";

let db: Database;
let store: LeadStore;
const password = "correct horse battery staple";
const hour = 3_600_000;
// Cheap parameters for speed; the defaults are checked once below.
const fast = { N: 1024, r: 8, p: 1 };

beforeAll(async () => {
  db = await freshDatabase();
  store = openLeadStore(db);
  await store.addStaff({ id: "s1", name: "Priya Raman", email: "priya@clinic.example", passwordHash: await hashPassword(password, fast), createdAt: new Date().toISOString(), disabledAt: null });
  await store.addStaff({ id: "s2", name: "Former Staff", email: "former@clinic.example", passwordHash: await hashPassword(password, fast), createdAt: new Date().toISOString(), disabledAt: "2026-01-01T00:00:00.000Z" });
});
let setUps = 0;

/** Sign-in on a clock the test moves, with a guard counting afresh and waits that are only recorded. */
function setUp() {
  let clock = Date.parse("2026-11-22T09:00:00.000Z");
  const windowMs = signInFailurePolicy.windowMs;
  const counter = (name: string) => databaseCounter({ db: async () => db, name: `${name}-${++setUps}`, windowMs, now: () => clock });
  const guard = createFailureGuard({
    perKey: counter("per-address"),
    overall: counter("overall"),
    policy: signInFailurePolicy,
  });
  const waits: number[] = [];
  const deps = { store, guard, now: () => new Date(clock), sessionMs: 12 * hour, wait: async (ms: number) => void waits.push(ms) };
  const attempt = (email: string, secret: string, address = "203.0.113.7") => signIn({ email, password: secret, address }, deps);
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
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(await attempt("priya@clinic.example", password)).toMatchObject({ kind: "blocked", retryAfterSeconds: 900 });
    expect((await attempt("priya@clinic.example", password, "198.51.100.4")).kind).toBe("signed-in");
    advance(signInFailurePolicy.windowMs);
    expect((await attempt("priya@clinic.example", password)).kind).toBe("signed-in");
  });

  it("blocks everyone once failures from many addresses pass the overall limit", async () => {
    const { attempt } = setUp();
    for (let i = 0; i <= signInFailurePolicy.overallBlockAfter; i++) await attempt("priya@clinic.example", "wrong", `192.0.2.${i % 250}`);
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

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict, limited to the inbox, and Secure over HTTPS", () => {
    const expires = new Date("2026-11-22T21:00:00.000Z");
    expect(sessionCookieOptions(expires, true)).toEqual({ httpOnly: true, sameSite: "strict", secure: true, path: "/inbox", expires });
    expect(sessionCookieOptions(expires, false).secure).toBe(false);
  });

  it("sends a visitor back only to a page of the inbox after sign-in", () => {
    expect(safeNext("/inbox/leads/abc?x=1")).toBe("/inbox/leads/abc?x=1");
    expect(safeNext("/inbox")).toBe("/inbox");
    for (const bad of ["//evil.example", "https://evil.example/inbox", "/inboxes", "/inbox\\@evil", "/inbox/sign-in", undefined, 3]) expect(safeNext(bad)).toBe("/inbox");
  });
});

describe("proxy.ts in front of the inbox", () => {
  const token = "A".repeat(43);
  const request = (path: string, { method = "GET", cookie }: { method?: string; cookie?: string } = {}) =>
    new NextRequest(`http://127.0.0.1${path}`, { method, headers: cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {} });

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
    for (const response of [await proxy(request("/inbox/sign-in")), await proxy(request("/inbox", { cookie: token, method: "POST" }))]) {
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    }
    expect(inboxGate({ pathname: "/inbox/sign-in", search: "", method: "POST", token: undefined })).toEqual({ kind: "pass" });
  });
});
