import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import type { FailureGuard } from "@/lib/limits/failure-guard";
import { addressTag, log } from "@/lib/log";
import { limitKey } from "@/lib/net/client-address";
import type { LeadStore, StaffAccount } from "@/lib/leads/store/types";
import { decoyHash, verifyPassword } from "./password";
import { newSessionToken, sessionTokenHash } from "./session";

export type SignInResult =
  | { kind: "signed-in"; token: string; expiresAt: Date; staff: StaffAccount }
  | { kind: "failed" }
  | { kind: "blocked"; retryAfterSeconds: number };

export type SignInDeps = {
  store: LeadStore;
  guard: FailureGuard;
  now: () => Date;
  sessionMs: number;
  wait?: (ms: number) => Promise<unknown>;
};

/**
 * One sign-in attempt: the failure guard first (a blocked address's password is not even
 * checked), then the account and its password, then a new session. A wrong e-mail and a wrong
 * password get the same answer in about the same time. Logged without the e-mail, the
 * password or the address (a keyed tag of it instead).
 */
export async function signIn(
  { email, password, address, requestId }: { email: string; password: string; address: string; requestId?: string },
  { store, guard, now, sessionMs, wait = (ms) => sleep(ms) }: SignInDeps,
): Promise<SignInResult> {
  const key = limitKey(address);
  const context = { requestId, client: addressTag(address) };
  let verdict: Awaited<ReturnType<FailureGuard["attempt"]>>;
  try {
    verdict = await guard.attempt(key);
  } catch (error) {
    // The guard's store is down: the password alone decides, as before the guard (decision 025).
    log().error({ ...context, err: error, event: "inbox.guard-unavailable" }, "inbox sign-in: failure limit unavailable");
    verdict = { allowed: true, failureDelayMs: 0 };
  }
  if (!verdict.allowed) {
    log().warn({ ...context, event: "inbox.signin-blocked", scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds }, "inbox sign-in refused: too many failed attempts");
    return { kind: "blocked", retryAfterSeconds: verdict.retryAfterSeconds };
  }

  const account = email.trim() ? await store.staffByEmail(email) : null;
  const usable = account && !account.disabledAt ? account : null;
  const ok = await verifyPassword(password, usable?.passwordHash ?? (await decoyHash()));
  if (!usable || !ok) {
    log().warn({ ...context, event: "inbox.signin-failed", delayMs: verdict.failureDelayMs }, "inbox sign-in failed: unknown account or wrong password");
    if (verdict.failureDelayMs > 0) await wait(verdict.failureDelayMs);
    return { kind: "failed" };
  }

  await guard.succeeded(key).catch(() => undefined);
  const at = now();
  const token = newSessionToken();
  const expiresAt = new Date(at.getTime() + sessionMs);
  await store.createSession({ tokenHash: sessionTokenHash(token), staffId: usable.id, createdAt: at, expiresAt });
  // Expired sessions are of no use to anyone: each sign-in sweeps them away.
  await store.deleteSessions({ expiredBefore: at }).catch(() => 0);
  log().info({ ...context, event: "inbox.signin", staffId: usable.id }, "inbox sign-in");
  return { kind: "signed-in", token, expiresAt, staff: usable };
}

/** The account a session cookie's token belongs to, if it is still valid. */
export async function sessionAccount(store: LeadStore, token: string | undefined, now: Date): Promise<StaffAccount | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return store.sessionStaff(sessionTokenHash(token), now);
}

/** Sign-out: the session is deleted, so the cookie is worthless even if someone kept a copy. */
export async function signOut(store: LeadStore, token: string | undefined): Promise<void> {
  if (token) await store.deleteSession(sessionTokenHash(token));
}
