import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { addressTag, log } from "@/lib/log";
import { limitKey } from "@/lib/net/client-address";
import { deviceToken, trustedDevice } from "./device";
import { accountKey, signInPolicy, type SignInGuards } from "./guard";
import type { HashGate } from "./hash-gate";
import { decoyHash, verifyPassword } from "./password";
import { newSessionToken, sessionTokenHash } from "./session";
import type { StaffAccount, StaffStore } from "./store";

export type SignInResult =
  | {
      kind: "signed-in";
      token: string;
      expiresAt: Date;
      staff: StaffAccount;
      /** The device cookie's new value (lib/staff/device.ts). */ device: string;
    }
  | { kind: "failed" }
  | { kind: "blocked"; retryAfterSeconds: number }
  /** Too many sign-ins are being checked at once: try again in a moment. Nothing was counted or hashed. */
  | { kind: "busy" };

export type SignInDeps = {
  store: StaffStore;
  guards: SignInGuards;
  gate: HashGate;
  now: () => Date;
  sessionMs: number;
  wait?: (ms: number) => Promise<unknown>;
};

type Attempt = {
  email: string;
  password: string;
  address: string;
  /** The device cookie the browser sent, if any. */ device?: string;
  requestId?: string;
};

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
  { email, password, address, device, requestId }: Attempt,
  deps: SignInDeps,
): Promise<SignInResult> {
  const { store, guards, gate, now, sessionMs, wait = (ms: number) => sleep(ms) } = deps;
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
    log().warn(
      { ...context, event: "inbox.signin-failed", delayMs: verdict.failureDelayMs, knownDevice: Boolean(deviceKey) },
      "inbox sign-in failed: unknown account or wrong password",
    );
    if (verdict.failureDelayMs > 0) await wait(verdict.failureDelayMs);
    return { kind: "failed" };
  }

  await Promise.all(
    deviceKey
      ? [guards.device.succeeded(deviceKey)]
      : [guards.address.succeeded(limitKey(address)), guards.account.succeeded(accountKey(email))],
  ).catch(() => undefined);
  const at = now();
  const token = newSessionToken();
  const expiresAt = new Date(at.getTime() + sessionMs);
  await store.createSession({ tokenHash: sessionTokenHash(token), staffId: usable.id, createdAt: at, expiresAt });
  // Expired sessions are of no use to anyone: each sign-in sweeps them away.
  await store.deleteSessions({ expiredBefore: at }).catch(() => 0);
  log().info(
    { ...context, event: "inbox.signin", staffId: usable.id, knownDevice: Boolean(deviceKey) },
    "inbox sign-in",
  );
  return { kind: "signed-in", token, expiresAt, staff: usable, device: deviceToken(usable, at) };
}

type Judgement =
  | { allowed: true; failureDelayMs: number }
  | { allowed: false; limit: "address" | "overall" | "account" | "device"; retryAfterSeconds: number };

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

/** The account a session cookie's token belongs to, if it is still valid. */
export async function sessionAccount(
  store: StaffStore,
  token: string | undefined,
  now: Date,
): Promise<StaffAccount | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return store.sessionStaff(sessionTokenHash(token), now);
}

/** Sign-out: the session is deleted, so the cookie is worthless even if someone kept a copy. */
export async function signOut(store: StaffStore, token: string | undefined): Promise<void> {
  if (token) await store.deleteSession(sessionTokenHash(token));
}
