import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config } from "@/proxy";
import { captureLog } from "@/lib/log";
import { createFailureGuard } from "@/lib/limits/failure-guard";
import { memoryCounter } from "@/lib/limits/window-counter";
import { basicPassword, inboxAccess, inboxChallenge, inboxFailurePolicy, inboxGate } from "./inbox-auth";

/** The configuration is read once per process: a fresh module graph reads the stubbed one. */
async function withPassword(password: string) {
  vi.resetModules();
  vi.stubEnv("LEADS_INBOX_PASSWORD", password);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("clinic.inboxGuard")];
  return { ...(await import("./inbox-auth")), ...(await import("@/proxy")) };
}

const basic = (userAndPassword: string) => `Basic ${Buffer.from(userAndPassword, "utf8").toString("base64")}`;

describe("inboxAccess", () => {
  it("is disabled without a password, whatever the request sends", () => {
    expect(inboxAccess(basic("clinic:secret"), "")).toBe("disabled");
    expect(inboxAccess(null, "")).toBe("disabled");
  });

  it("grants the right password under any user name", () => {
    expect(inboxAccess(basic("clinic:secret"), "secret")).toBe("granted");
    expect(inboxAccess(basic(":secret"), "secret")).toBe("granted");
    expect(inboxAccess(`basic   ${Buffer.from("x:secret").toString("base64")}`, "secret")).toBe("granted");
  });

  it("keeps colons and any script in the password", () => {
    expect(inboxAccess(basic("clinic:a:b:c"), "a:b:c")).toBe("granted");
    expect(inboxAccess(basic("डॉक्टर:पासवर्ड-१२३"), "पासवर्ड-१२३")).toBe("granted");
  });

  it.each([
    ["no header", null],
    ["an empty header", ""],
    ["the wrong password", basic("clinic:secreT")],
    ["a longer password", basic("clinic:secret2")],
    ["an empty password", basic("clinic:")],
    ["no colon", basic("secret")],
    ["another scheme", `Bearer ${Buffer.from("clinic:secret").toString("base64")}`],
    ["not base64", "Basic ???"],
  ])("denies %s", (_, header) => {
    expect(inboxAccess(header, "secret")).toBe("denied");
  });

  it("reads the password from LEADS_INBOX_PASSWORD", async () => {
    const { inboxAccess, assertInboxAccess } = await withPassword("from-env");
    expect(inboxAccess(basic("x:from-env"))).toBe("granted");
    expect(() => assertInboxAccess(new Headers({ authorization: basic("x:from-env") }))).not.toThrow();
    expect(() => assertInboxAccess(new Headers({ authorization: basic("x:nope") }))).toThrow(/password/);
    expect(() => assertInboxAccess(new Headers())).toThrow();
    vi.unstubAllEnvs();
  });

  it("decodes the user:password pair", () => {
    expect(basicPassword(basic("u:p"))).toBe("p");
    expect(basicPassword(undefined)).toBeUndefined();
  });
});

describe("proxy.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(["/inbox", "/inbox/", "/inbox/leads.csv", "/inbox/anything/below"])("runs for %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });

  it.each(["/", "/inboxes", "/api/leads", "/contact", "/consultations/inbox", "/robots.txt"])("does not run for %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
  });

  const request = (authorization?: string, address = "203.0.113.7") =>
    new NextRequest("http://127.0.0.1/inbox", { headers: { "x-forwarded-for": address, ...(authorization ? { authorization } : {}) } });

  it("answers 404 when the inbox has no password", async () => {
    const { proxy } = await withPassword("");
    const response = await proxy(request(basic("x:anything")));
    expect(response.status).toBe(404);
    expect(response.headers.get("www-authenticate")).toBeNull();
  });

  it("challenges a request without the password, and lets the right one through uncached and unindexed", async () => {
    const { proxy } = await withPassword("secret");
    for (const header of [undefined, basic("x:wrong")]) {
      const denied = await proxy(request(header, `203.0.113.${Math.random() * 200 | 0}`));
      expect(denied.status).toBe(401);
      expect(denied.headers.get("www-authenticate")).toBe(inboxChallenge);
      expect(denied.headers.get("cache-control")).toBe("no-store");
    }
    expect(inboxChallenge).toBe('Basic realm="Clinic inbox", charset="UTF-8"');
    const allowed = await proxy(request(basic("clinic:secret")));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("x-middleware-next")).toBe("1");
    expect(allowed.headers.get("cache-control")).toBe("no-store");
    expect(allowed.headers.get("x-robots-tag")).toMatch(/noindex/);
  });
});

describe("inboxGate: guessing the password", () => {
  /** A guard in memory on a clock the test moves, and a wait that only records how long it would have been. */
  function setUp() {
    let clock = Date.parse("2026-11-20T10:00:00Z");
    const now = () => clock;
    const windowMs = inboxFailurePolicy.windowMs;
    const guard = createFailureGuard({
      perKey: memoryCounter({ windowMs, maxKeys: 1000, now }),
      overall: memoryCounter({ windowMs, maxKeys: 1, now }),
      policy: inboxFailurePolicy,
    });
    const waits: number[] = [];
    const options = { password: "secret", guard, wait: async (ms: number) => void waits.push(ms) };
    const gate = (header: string | undefined, address = "203.0.113.7") => inboxGate(header, { address }, options);
    return { gate, waits, advance: (ms: number) => (clock += ms) };
  }

  it("answers the first five wrong passwords at once, then ever later, then blocks the address with Retry-After", async () => {
    const { gate, waits } = setUp();
    const answers = [];
    // 200 wrong passwords once took 3.5 s, with no delay and no lockout.
    for (let i = 0; i < 200; i++) answers.push((await gate(basic(`x:guess-${i}`))).kind);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill("challenge"));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 8_000].filter((ms) => ms > 0));
    expect(new Set(answers.slice(10))).toEqual(new Set(["blocked"]));
    // Blocked means the password is not even checked: the right one is refused too.
    expect(await gate(basic("x:secret"))).toMatchObject({ kind: "blocked", retryAfterSeconds: 900 });
    // ...also for a browser's request without credentials.
    expect((await gate(undefined)).kind).toBe("blocked");
    // Another address is unaffected.
    expect((await gate(basic("x:secret"), "198.51.100.4")).kind).toBe("granted");
  });

  it("counts guesses sent all at once before any is answered", async () => {
    const { gate } = setUp();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => gate(basic(`x:parallel-${i}`))));
    expect(answers.filter((a) => a.kind === "challenge")).toHaveLength(inboxFailurePolicy.blockAfter);
    expect(answers.filter((a) => a.kind === "blocked")).toHaveLength(40);
  });

  it("lets the address in again after the window, and a right password clears its count", async () => {
    const { gate, advance, waits } = setUp();
    for (let i = 0; i < 12; i++) await gate(basic("x:wrong"));
    expect((await gate(basic("x:secret"))).kind).toBe("blocked");
    advance(inboxFailurePolicy.windowMs);
    expect((await gate(basic("x:secret"))).kind).toBe("granted");
    waits.length = 0;
    for (let i = 0; i < 5; i++) expect((await gate(basic("x:typo"))).kind).toBe("challenge");
    expect(waits).toEqual([]);
  });

  it("slows and then blocks guesses spread over many addresses", async () => {
    const { gate, waits } = setUp();
    for (let i = 0; i < inboxFailurePolicy.overallSlowAfter; i++) await gate(basic("x:wrong"), `198.51.100.${i}`);
    expect(waits).toEqual([]);
    await gate(basic("x:wrong"), "192.0.2.1");
    expect(waits).toEqual([inboxFailurePolicy.baseDelayMs]);
    for (let i = 0; i < 200; i++) await gate(basic("x:wrong"), `192.0.2.${i % 250}`);
    expect(await gate(basic("x:secret"), "203.0.113.99")).toMatchObject({ kind: "blocked" });
  });

  it("does not count a browser's first request, which carries no password", async () => {
    const { gate } = setUp();
    for (let i = 0; i < 50; i++) expect((await gate(undefined)).kind).toBe("challenge");
    expect((await gate(basic("x:secret"))).kind).toBe("granted");
  });

  it("logs each failure and each refusal without the password or the address", async () => {
    const { gate } = setUp();
    const lines: string[] = [];
    const restore = captureLog({ write: (line: string) => void lines.push(line) });
    try {
      for (let i = 0; i < 12; i++) await gate(basic("x:hunter2-guess"), "203.0.113.77");
    } finally {
      restore();
    }
    const events = lines.map((line) => JSON.parse(line) as { event: string; client: string });
    expect(events.filter((e) => e.event === "inbox.signin-failed")).toHaveLength(10);
    expect(events.filter((e) => e.event === "inbox.signin-blocked")).toHaveLength(2);
    expect(new Set(events.map((e) => e.client)).size).toBe(1);
    expect(lines.join("")).not.toMatch(/hunter2|203\.0\.113\.77/);
  });
});
