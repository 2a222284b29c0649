import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { freshDatabase } from "@/tests/setup/test-database";
import { createFailureGuard } from "@/lib/limits/failure-guard";
import { databaseCounter } from "@/lib/limits/window-counter";
import { deviceToken } from "./device";
import { signInPolicy, type SignInGuards } from "./guard";
import { createHashGate } from "./hash-gate";
import { hashPassword } from "./password";
import { sessionTokenHash } from "./session";
import { pendingMs, sessionAccount, signIn, signInWithCode, type TwoFactorRule } from "./sign-in";
import { openStaffStore, type StaffStore } from "./store";
import { newTotpSecret, recoveryCodeHash, recoveryCodesOf, totpCode, totpStep } from "./two-factor";

let db: Database;
let store: StaffStore;
const password = "correct horse battery staple";
const minute = 60_000;
const fast = { N: 1024, r: 8, p: 1 };
let hash: string;

beforeAll(async () => {
  db = await freshDatabase();
  store = openStaffStore(db);
  hash = await hashPassword(password, fast);
});

/** A new account of the role, with two-factor sign-in on (its secret returned) unless `enrolled` is false. */
async function account(role: "owner" | "reception" = "reception", enrolled = true) {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@clinic.example`;
  await store.addStaff({
    id,
    name: "Priya Raman",
    email,
    passwordHash: hash,
    role,
    doctorId: null,
    createdAt: new Date().toISOString(),
    disabledAt: null,
  });
  const secret = newTotpSecret();
  if (enrolled) {
    await store.startEnrolment(id, secret);
    const codes = recoveryCodesOf(secret).map((c) => recoveryCodeHash(id, c));
    await store.finishEnrolment(id, 0, codes, { at: new Date() });
  }
  return { id, email, secret };
}

let setUps = 0;
function setUp(requireTwoFactor: TwoFactorRule = "owner") {
  let clock = Date.parse("2026-11-22T09:00:00.000Z");
  const set = ++setUps;
  const counter = (name: string) =>
    databaseCounter({
      db: async () => db,
      name: `code-${name}-${set}`,
      windowMs: signInPolicy.windowMs,
      now: () => clock,
    });
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
  const deps = {
    store,
    guards,
    gate: createHashGate({ concurrency: 1, queueLength: 4 }),
    now: () => new Date(clock),
    sessionMs: 12 * 60 * minute,
    requireTwoFactor,
    vault: db.vault,
    wait: async () => {},
  };
  const address = "203.0.113.9";
  return {
    deps,
    now: () => new Date(clock),
    advance: (ms: number) => (clock += ms),
    password: (email: string, device?: string) => signIn({ email, password, address, device }, deps),
    code: (pending: string | undefined, code: string, device?: string) =>
      signInWithCode({ pending, code, address, device, browser: "Firefox on Linux" }, deps),
    current: (secret: Uint8Array, offset = 0) => totpCode(secret, totpStep(new Date(clock)) + offset),
  };
}

async function pendingOf(result: Awaited<ReturnType<typeof signIn>>) {
  if (result.kind !== "code" && result.kind !== "enrol") throw new Error(`no code step: ${result.kind}`);
  return result.pending;
}

const auditRows = async (id: string) =>
  (
    await db.pool.query<{ action: string }>(`SELECT action FROM audit_events WHERE subject_id = $1 ORDER BY id`, [id])
  ).rows.map((r) => r.action);

describe("two-factor sign-in", () => {
  it("opens no session after the password alone; the current code opens one, recorded in the audit", async () => {
    const t = setUp();
    const { id, email, secret } = await account();
    const first = await t.password(email);
    expect(first.kind).toBe("code");
    expect(first).not.toHaveProperty("token");
    expect(await store.listSessions(id, undefined, t.now())).toEqual([]);
    const done = await t.code(await pendingOf(first), t.current(secret));
    expect(done.kind).toBe("signed-in");
    if (done.kind !== "signed-in") return;
    expect(await sessionAccount(store, done.token, t.now())).toMatchObject({ id });
    expect(await store.listSessions(id, sessionTokenHash(done.token), t.now())).toMatchObject([
      { browser: "Firefox on Linux", current: true },
    ]);
    expect(await auditRows(id)).toEqual(["staff.signed-in"]);
  });

  it("refuses a wrong code, a code of another secret, and a code already used, even in its window", async () => {
    const t = setUp();
    const { id, email, secret } = await account();
    const pending = await pendingOf(await t.password(email));
    expect(await t.code(pending, "000000" === t.current(secret) ? "111111" : "000000")).toEqual({ kind: "wrong-code" });
    expect(await t.code(pending, t.current(newTotpSecret()))).toEqual({ kind: "wrong-code" });
    const code = t.current(secret);
    expect((await t.code(pending, code)).kind).toBe("signed-in");
    // The same code again, from a second sign-in at once: refused, and so is the step before it.
    const again = await pendingOf(await t.password(email));
    expect(await t.code(again, code)).toEqual({ kind: "wrong-code" });
    expect(await t.code(again, t.current(secret, -1))).toEqual({ kind: "wrong-code" });
    t.advance(30_000);
    expect((await t.code(again, t.current(secret))).kind).toBe("signed-in");
    expect((await auditRows(id)).filter((a) => a === "staff.code-failed")).toHaveLength(4);
  });

  it("takes each recovery code once", async () => {
    const t = setUp();
    const { id, email, secret } = await account();
    const [code] = recoveryCodesOf(secret);
    const pending = await pendingOf(await t.password(email));
    expect((await t.code(pending, code!.toUpperCase())).kind).toBe("signed-in");
    expect(await t.code(pending, code!)).toEqual({ kind: "wrong-code" });
    expect(await store.recoveryCodesLeft(id)).toBe(9);
    expect(await auditRows(id)).toEqual(["staff.recovery-code-used", "staff.signed-in", "staff.code-failed"]);
  });

  it("limits the code step per account, from a trusted device too: after five wrong codes even the right one is refused", async () => {
    const t = setUp();
    const { email, secret } = await account();
    const device = deviceToken({ id: (await store.staffByEmail(email))!.id, passwordHash: hash }, t.now());
    const pending = await pendingOf(await t.password(email, device));
    for (let i = 0; i < 5; i++) expect(await t.code(pending, "12345" + (i % 10))).toMatchObject({ kind: "wrong-code" });
    expect(await t.code(pending, t.current(secret), device)).toMatchObject({ kind: "blocked", retryAfterSeconds: 900 });
    t.advance(signInPolicy.windowMs);
    const later = await pendingOf(await t.password(email, device));
    expect((await t.code(later, t.current(secret), device)).kind).toBe("signed-in");
  });

  it("forgets the pending state after five minutes, after a password change, and when it was not made here", async () => {
    const t = setUp();
    const { id, email, secret } = await account();
    const pending = await pendingOf(await t.password(email));
    t.advance(pendingMs);
    expect(await t.code(pending, t.current(secret))).toEqual({ kind: "expired" });
    const fresh = await pendingOf(await t.password(email));
    await store.updateStaff(id, { passwordHash: await hashPassword("another long pass phrase", fast) });
    expect(await t.code(fresh, t.current(secret))).toEqual({ kind: "expired" });
    await store.updateStaff(id, { passwordHash: hash });
    expect(
      await t.code(
        // The last character of a base64url signature carries two unused bits: changing it may
        // decode to the same bytes. The one before it is all signature.
        fresh.replace(/.(?=.$)/, (c) => (c === "A" ? "B" : "A")),
        t.current(secret),
      ),
    ).toEqual({
      kind: "expired",
    });
    expect(await t.code(undefined, t.current(secret))).toEqual({ kind: "expired" });
  });

  it("has an owner without it enrol at sign-in (INBOX_REQUIRE_2FA=owner), with the codes shown beside the QR code", async () => {
    const t = setUp("owner");
    const owner = await account("owner", false);
    const first = await t.password(owner.email);
    expect(first.kind).toBe("enrol");
    const candidate = await store.twoFactorSecret(owner.id);
    expect(candidate).toMatchObject({ enrolled: false });
    // A candidate secret signs no one in until its first code is typed.
    expect(await t.code(await pendingOf(first), "123456")).toEqual({ kind: "wrong-code" });
    const done = await t.code(await pendingOf(first), totpCode(candidate!.secret, totpStep(t.now())));
    expect(done.kind).toBe("signed-in");
    expect((await store.staffByEmail(owner.email))?.twoFactorAt).not.toBeNull();
    expect(await store.recoveryCodesLeft(owner.id)).toBe(10);
    expect((await t.password(owner.email)).kind).toBe("code");
    expect(await auditRows(owner.id)).toEqual(["staff.code-failed", "staff.two-factor-enrolled", "staff.signed-in"]);

    // Reception is not asked under "owner"; everyone is under "all"; no one new under "off".
    const reception = await account("reception", false);
    expect((await t.password(reception.email)).kind).toBe("signed-in");
    expect((await setUp("all").password(reception.email)).kind).toBe("enrol");
    const other = await account("owner", false);
    expect((await setUp("off").password(other.email)).kind).toBe("signed-in");
    // "off" still asks whoever has it on.
    expect((await setUp("off").password(owner.email)).kind).toBe("code");
  });
});

describe("sessions", () => {
  it("end after INBOX_IDLE_MINUTES without a request, and each use moves the last use on, written at most once a minute", async () => {
    const t = setUp("off");
    const { id, email } = await account("reception", false);
    const result = await t.password(email);
    if (result.kind !== "signed-in") throw new Error(result.kind);
    const idle = 30 * minute;
    const lastUse = async () => (await store.listSessions(id, undefined, t.now()))[0]?.lastUsedAt.getTime();
    const opened = t.now().getTime();
    t.advance(20 * minute);
    expect(await sessionAccount(store, result.token, t.now(), idle)).toMatchObject({ id });
    expect(await lastUse()).toBe(opened + 20 * minute);
    t.advance(30_000);
    expect(await sessionAccount(store, result.token, t.now(), idle)).not.toBeNull();
    expect(await lastUse()).toBe(opened + 20 * minute); // not written again within the minute
    t.advance(29 * minute);
    expect(await sessionAccount(store, result.token, t.now(), idle)).not.toBeNull();
    t.advance(idle);
    expect(await sessionAccount(store, result.token, t.now(), idle)).toBeNull();
    // Without an idle limit the absolute one still holds.
    expect(await sessionAccount(store, result.token, t.now())).not.toBeNull();
  });

  it("are listed without their tokens, ended one by one or all at once, each recorded", async () => {
    const t = setUp("off");
    const { id, email } = await account("reception", false);
    const a = await t.password(email);
    const b = await t.password(email);
    if (a.kind !== "signed-in" || b.kind !== "signed-in") throw new Error("no session");
    const list = await store.listSessions(id, sessionTokenHash(a.token), t.now());
    expect(list).toHaveLength(2);
    expect(JSON.stringify(list)).not.toContain(sessionTokenHash(a.token));
    const other = list.find((s) => !s.current)!;
    expect(await store.endSession(id, other.id, { at: t.now() })).toBe(true);
    expect(await store.endSession(id, other.id, { at: t.now() })).toBe(false);
    expect(await store.endSession(id, "not-a-uuid", { at: t.now() })).toBe(false);
    expect(await sessionAccount(store, b.token, t.now())).toBeNull();
    expect(await sessionAccount(store, a.token, t.now())).not.toBeNull();
    await t.password(email);
    expect(
      await store.endSessions(id, {
        at: t.now(),
        audit: { by: null, action: "staff.sessions-ended", subject: { type: "staff", id } },
      }),
    ).toBe(2);
    expect(await store.listSessions(id, undefined, t.now())).toEqual([]);
    expect(await auditRows(id)).toContain("staff.sessions-ended");
  });
});
