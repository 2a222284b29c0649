import "server-only";
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { addressTag, log } from "@/lib/log";
import { limitKey } from "@/lib/net/client-address";
import type { Vault } from "@/lib/vault";
import { deviceToken, trustedDevice } from "./device";
import { accountKey, signInPolicy, type SignInGuards } from "./guard";
import type { HashGate } from "./hash-gate";
import { decoyHash, verifyPassword } from "./password";
import { newSessionToken, sessionTokenHash } from "./session";
import type { StaffAccount, StaffStore } from "./store";
import { looksLikeRecoveryCode, matchingStep, newTotpSecret, recoveryCodeHash, recoveryCodesOf } from "./two-factor";

type SignedIn = {
  kind: "signed-in";
  token: string;
  expiresAt: Date;
  staff: StaffAccount;
  /** The device cookie's new value (lib/staff/device.ts). */ device: string;
};

export type SignInResult =
  | SignedIn
  /**
   * The password was right; no session yet. `pending` (the pending cookie's value) carries the
   * account to the code step: "code" asks for a code of the account's authenticator app or a
   * recovery code, "enrol" first sets two-factor sign-in up (INBOX_REQUIRE_2FA).
   */
  | { kind: "code" | "enrol"; pending: string; expiresAt: Date }
  | { kind: "failed" }
  | { kind: "blocked"; retryAfterSeconds: number }
  /** Too many sign-ins are being checked at once: try again in a moment. Nothing was counted or hashed. */
  | { kind: "busy" };

/** Who must use two-factor sign-in (INBOX_REQUIRE_2FA): an account it covers enrols at sign-in, before any session. */
export type TwoFactorRule = "owner" | "all" | "off";

export const mustEnrol = (account: Pick<StaffAccount, "role">, rule: TwoFactorRule) =>
  rule === "all" || (rule === "owner" && account.role === "owner");

export type SignInDeps = {
  store: StaffStore;
  guards: SignInGuards;
  gate: HashGate;
  now: () => Date;
  sessionMs: number;
  requireTwoFactor: TwoFactorRule;
  /** Seals the pending state between the password and the code (lib/vault). */
  vault: Pick<Vault, "sealText" | "openText">;
  wait?: (ms: number) => Promise<unknown>;
};

type Attempt = {
  email: string;
  password: string;
  address: string;
  /** The device cookie the browser sent, if any. */ device?: string;
  requestId?: string;
  /** The browser family (lib/staff/browser.ts) the session will be listed with. */ browser?: string;
};

/** How long the code step may follow the password: long enough to find the phone, not to leave it open. */
export const pendingMs = 5 * 60_000;
const pendingContext = "staff.pending-sign-in";

type Pending = { id: string; email: string; step: "code" | "enrol"; issued: number; mark: string };

// Binds the pending state to the password it followed: a changed password voids it.
const passwordMark = (account: Pick<StaffAccount, "passwordHash">) =>
  createHash("sha256").update(account.passwordHash).digest("base64url").slice(0, 16);

function pendingFor(account: StaffAccount, step: Pending["step"], at: Date, deps: SignInDeps) {
  const pending: Pending = {
    id: account.id,
    email: account.email,
    step,
    issued: at.getTime(),
    mark: passwordMark(account),
  };
  return {
    pending: deps.vault.sealText(JSON.stringify(pending), pendingContext),
    expiresAt: new Date(at.getTime() + pendingMs),
  };
}

/**
 * The account and step a pending cookie names, while it is valid: sealed by this site's key
 * (so it cannot be made or changed elsewhere), less than five minutes old, for an enabled
 * account whose password has not changed since, and still at that step. Otherwise null.
 */
export async function pendingSignIn(
  token: string | undefined,
  { store, vault, now }: Pick<SignInDeps, "store" | "vault" | "now">,
): Promise<{ account: StaffAccount; step: Pending["step"] } | null> {
  if (!token || token.length > 2048) return null;
  let pending: Pending;
  try {
    pending = JSON.parse(vault.openText(token, pendingContext)) as Pending;
  } catch {
    return null;
  }
  const age = now().getTime() - pending.issued;
  if (!(age >= 0 && age < pendingMs)) return null;
  const account = await store.staffByEmail(pending.email);
  if (!account || account.id !== pending.id || account.disabledAt || passwordMark(account) !== pending.mark)
    return null;
  if ((pending.step === "code") !== Boolean(account.twoFactorAt)) return null;
  return { account, step: pending.step };
}

/**
 * One sign-in attempt (docs/decisions/035, 049), cheapest checks first, and no password hashed
 * until all of them pass:
 * 1. a place among the hashes (lib/staff/hash-gate.ts), or "busy" at once;
 * 2. the failure limits, which count the attempt (lib/staff/guard.ts): a blocked address's,
 *    account's or everyone's password is not even checked;
 * 3. the password, in its turn; then a new session and a fresh device cookie.
 * A wrong e-mail and a wrong password get the same answer in about the same time. Logged without
 * the e-mail, the password or the address (a keyed tag of it instead).
 */
export async function signIn(
  { email, password, address, device, requestId, browser }: Attempt,
  deps: SignInDeps,
): Promise<SignInResult> {
  const { store, guards, gate, now, wait = (ms: number) => sleep(ms) } = deps;
  const context = { requestId, client: addressTag(address) };
  const account = email.trim() ? await store.staffByEmail(email) : null;
  const usable = account && !account.disabledAt ? account : null;
  const deviceKey = usable ? trustedDevice(usable, device, now()) : undefined;

  const place = gate.reserve(deviceKey ? "trusted" : "other");
  if (!place) {
    log().warn(
      { ...context, event: "inbox.signin-busy", ...gate.load },
      "inbox sign-in refused: too many sign-ins being checked at once",
    );
    await wait(signInPolicy.refusalDelayMs);
    return { kind: "busy" };
  }
  let verdict: Judgement;
  let ok = false;
  try {
    verdict = await judge(guards, { address, email, deviceKey }, context);
    if (verdict.allowed) {
      await place.ready;
      ok = await verifyPassword(password, usable?.passwordHash ?? (await decoyHash()));
    }
  } finally {
    place.release();
  }
  if (!verdict.allowed) {
    log().warn(
      { ...context, event: "inbox.signin-blocked", limit: verdict.limit, retryAfterSeconds: verdict.retryAfterSeconds },
      "inbox sign-in refused: too many failed attempts",
    );
    await wait(signInPolicy.refusalDelayMs);
    return { kind: "blocked", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (!usable || !ok) {
    // Recorded against the account named, when there is one: a guess at an unknown address has no one to show it to.
    if (account)
      await store
        .recordEvent({
          by: null,
          action: "staff.sign-in-failed",
          subject: { type: "staff", id: account.id },
          detail: { reason: usable ? "password" : "disabled" },
        })
        .catch(() => undefined);
    log().warn(
      { ...context, event: "inbox.signin-failed", delayMs: verdict.failureDelayMs, knownDevice: Boolean(deviceKey) },
      "inbox sign-in failed: unknown account or wrong password",
    );
    if (verdict.failureDelayMs > 0) await wait(verdict.failureDelayMs);
    return { kind: "failed" };
  }

  await succeeded(guards, { address, email, deviceKey });
  const at = now();
  if (usable.twoFactorAt || mustEnrol(usable, deps.requireTwoFactor)) {
    const step = usable.twoFactorAt ? "code" : "enrol";
    // A fresh candidate secret for each enrolment at sign-in: the one shown is the one to confirm.
    if (step === "enrol") await store.startEnrolment(usable.id, newTotpSecret());
    log().info(
      { ...context, event: "inbox.signin-password", staffId: usable.id, step },
      "inbox sign-in: password right, a code is next",
    );
    return { kind: step, ...pendingFor(usable, step, at, deps) };
  }
  return openSession(usable, { at, browser, deviceKey, context }, deps);
}

async function succeeded(
  guards: SignInGuards,
  { address, email, deviceKey }: { address: string; email: string; deviceKey?: string },
) {
  await Promise.all(
    deviceKey
      ? [guards.device.succeeded(deviceKey)]
      : [guards.address.succeeded(limitKey(address)), guards.account.succeeded(accountKey(email))],
  ).catch(() => undefined);
}

/** A new session for the account, recorded in the audit with it, and a fresh device cookie. */
async function openSession(
  account: StaffAccount,
  {
    at,
    browser = "",
    deviceKey,
    context,
    how,
  }: { at: Date; browser?: string; deviceKey?: string; context: Record<string, unknown>; how?: string },
  { store, sessionMs }: SignInDeps,
): Promise<SignedIn> {
  const token = newSessionToken();
  const expiresAt = new Date(at.getTime() + sessionMs);
  await store.createSession(
    { tokenHash: sessionTokenHash(token), staffId: account.id, createdAt: at, expiresAt, browser },
    {
      at,
      audit: {
        by: { staffId: account.id, staffName: account.name },
        action: "staff.signed-in",
        subject: { type: "staff", id: account.id },
        detail: { browser, second: how ?? (account.twoFactorAt ? "code" : "none") },
      },
    },
  );
  // Expired sessions are of no use to anyone: each sign-in sweeps them away.
  await store.deleteSessions({ expiredBefore: at }).catch(() => 0);
  log().info(
    { ...context, event: "inbox.signin", staffId: account.id, knownDevice: Boolean(deviceKey) },
    "inbox sign-in",
  );
  return { kind: "signed-in", token, expiresAt, staff: account, device: deviceToken(account, at) };
}

export type CodeResult =
  | SignedIn
  /** The pending state is missing, too old, or no longer fits the account: back to the password. */
  | { kind: "expired" }
  | { kind: "wrong-code" }
  | { kind: "blocked"; retryAfterSeconds: number };

type CodeAttempt = Omit<Attempt, "email" | "password"> & { pending: string | undefined; code: string };

/**
 * The code step (docs/decisions/091). It keeps every limit of the password step (the browser's
 * device cookie, else its address, everyone's total and the account), counting each code as an
 * attempt, and has its own: five wrong codes for one account in 15 minutes, and the step is
 * refused until they are over, whatever the device. A code of the app is taken once (the step
 * it was made for is kept, and a code of that step or an earlier one is refused), a recovery
 * code once ever. At "enrol", the code confirms the candidate secret and turns two-factor
 * sign-in on, with the recovery codes that were shown beside it.
 */
export async function signInWithCode(
  { pending: token, code, address, device, requestId, browser }: CodeAttempt,
  deps: SignInDeps,
): Promise<CodeResult> {
  const { store, guards, now, wait = (ms: number) => sleep(ms) } = deps;
  const context = { requestId, client: addressTag(address) };
  const pending = await pendingSignIn(token, deps);
  if (!pending) return { kind: "expired" };
  const { account, step } = pending;
  const deviceKey = trustedDevice(account, device, now());
  let verdict = await judge(guards, { address, email: account.email, deviceKey }, context);
  if (verdict.allowed) {
    const own = await guards.code.attempt(account.id).catch(() => ({ allowed: true as const, failureDelayMs: 0 }));
    if (!own.allowed) verdict = { allowed: false, limit: "code", retryAfterSeconds: own.retryAfterSeconds };
    else verdict = { allowed: true, failureDelayMs: Math.max(verdict.failureDelayMs, own.failureDelayMs) };
  }
  if (!verdict.allowed) {
    log().warn(
      { ...context, event: "inbox.code-blocked", limit: verdict.limit, retryAfterSeconds: verdict.retryAfterSeconds },
      "inbox sign-in code refused: too many failed attempts",
    );
    await wait(signInPolicy.refusalDelayMs);
    return { kind: "blocked", retryAfterSeconds: verdict.retryAfterSeconds };
  }

  const at = now();
  const by = { staffId: account.id, staffName: account.name };
  const subject = { type: "staff", id: account.id };
  let how: string | undefined;
  if (step === "enrol") {
    const secret = await store.twoFactorSecret(account.id);
    const matched = secret && !secret.enrolled ? matchingStep(secret.secret, code, at, null) : null;
    const codes = secret && recoveryCodesOf(secret.secret);
    if (matched !== null && codes) {
      const hashes = codes.map((c) => recoveryCodeHash(account.id, c));
      const done = await store.finishEnrolment(account.id, matched, hashes, {
        at,
        audit: { by, action: "staff.two-factor-enrolled", subject, detail: { at: "sign-in" } },
      });
      if (done) how = "enrolled";
    }
  } else if (looksLikeRecoveryCode(code)) {
    const used = await store.useRecoveryCode(account.id, recoveryCodeHash(account.id, code), {
      at,
      audit: { by, action: "staff.recovery-code-used", subject },
    });
    if (used) how = "recovery-code";
  } else {
    const secret = await store.twoFactorSecret(account.id);
    const matched = secret?.enrolled ? matchingStep(secret.secret, code, at, secret.lastStep) : null;
    if (matched !== null && (await store.acceptStep(account.id, matched))) how = "code";
  }

  if (!how) {
    await store.recordEvent({ by, action: "staff.code-failed", subject, at, detail: { step } }).catch(() => undefined);
    log().warn(
      { ...context, event: "inbox.code-failed", staffId: account.id, delayMs: verdict.failureDelayMs },
      "inbox sign-in: wrong code",
    );
    if (verdict.failureDelayMs > 0) await wait(verdict.failureDelayMs);
    return { kind: "wrong-code" };
  }
  await succeeded(guards, { address, email: account.email, deviceKey });
  await guards.code.succeeded(account.id).catch(() => undefined);
  const signedIn = how === "enrolled" ? { ...account, twoFactorAt: at.toISOString() } : account;
  return openSession(signedIn, { at, browser, deviceKey, context, how }, deps);
}

type Judgement =
  | { allowed: true; failureDelayMs: number }
  | { allowed: false; limit: "address" | "overall" | "account" | "device" | "code"; retryAfterSeconds: number };

/**
 * Counts the attempt against the limits that apply and says whether to check it: a known
 * device against itself only; anyone else against their address (and everyone's total), then
 * the account. If the limits' store is down, the password alone decides, as before them.
 */
async function judge(
  guards: SignInGuards,
  { address, email, deviceKey }: { address: string; email: string; deviceKey?: string },
  context: Record<string, unknown>,
): Promise<Judgement> {
  try {
    if (deviceKey) {
      const byDevice = await guards.device.attempt(deviceKey);
      return byDevice.allowed
        ? byDevice
        : { allowed: false, limit: "device", retryAfterSeconds: byDevice.retryAfterSeconds };
    }
    const byAddress = await guards.address.attempt(limitKey(address));
    if (!byAddress.allowed)
      return {
        allowed: false,
        limit: byAddress.scope === "overall" ? "overall" : "address",
        retryAfterSeconds: byAddress.retryAfterSeconds,
      };
    const byAccount = await guards.account.attempt(accountKey(email));
    if (!byAccount.allowed) return { allowed: false, limit: "account", retryAfterSeconds: byAccount.retryAfterSeconds };
    return { allowed: true, failureDelayMs: Math.max(byAddress.failureDelayMs, byAccount.failureDelayMs) };
  } catch (error) {
    log().error(
      { ...context, err: error, event: "inbox.guard-unavailable" },
      "inbox sign-in: failure limit unavailable",
    );
    return { allowed: true, failureDelayMs: 0 };
  }
}

/**
 * The account a session cookie's token belongs to, if it is still valid: before its absolute
 * end, and, given `idleMs` (INBOX_IDLE_MINUTES), used less than that long ago.
 */
export async function sessionAccount(
  store: StaffStore,
  token: string | undefined,
  now: Date,
  idleMs?: number,
): Promise<StaffAccount | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return store.sessionStaff(sessionTokenHash(token), now, idleMs);
}

/** Sign-out: the session is deleted, so the cookie is worthless even if someone kept a copy. */
export async function signOut(
  store: StaffStore,
  token: string | undefined,
  staff?: StaffAccount | null,
): Promise<void> {
  if (!token) return;
  await store.deleteSession(sessionTokenHash(token));
  if (staff)
    await store
      .recordEvent({
        by: { staffId: staff.id, staffName: staff.name },
        action: "staff.signed-out",
        subject: { type: "staff", id: staff.id },
      })
      .catch(() => undefined);
}
