import { createHash, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { config } from "@/lib/config";
import { createFailureGuard, type FailureGuard, type FailurePolicy } from "@/lib/limits/failure-guard";
import { sharedCounter } from "@/lib/limits/shared";
import { addressTag, log } from "@/lib/log";
import { limitKey } from "@/lib/net/client-address";

/**
 * The clinic's lead inbox is behind HTTP Basic authentication with one shared password,
 * LEADS_INBOX_PASSWORD (any user name). proxy.ts asks this for every request under /inbox,
 * and the inbox's server actions and CSV route ask again themselves, so that a matcher
 * change can never leave them open. Without a password the inbox does not exist.
 */

export const inboxChallenge = 'Basic realm="Clinic inbox", charset="UTF-8"';

/** Headers every inbox response carries: never cached, never indexed. */
export const inboxResponseHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export type InboxAccess = "disabled" | "denied" | "granted";


/** The password in a `Basic base64(user:password)` header, or undefined if it is not one. */
export function basicPassword(authorization: string | null | undefined): string | undefined {
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(authorization ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Compares in time that depends on neither the secret's length nor where the two differ. */
function samePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What the request's Authorization header earns: the inbox, a challenge, or a 404 when there is no inbox. */
export function inboxAccess(authorization: string | null | undefined, password: string = config().inbox.password): InboxAccess {
  if (!password) return "disabled";
  const given = basicPassword(authorization);
  // Hash and compare even without a password, so a missing header costs the same time.
  const ok = samePassword(given ?? "", password);
  return ok && given !== undefined ? "granted" : "denied";
}

/** For server actions and route handlers: throws unless the request carries the inbox password. */
export function assertInboxAccess(requestHeaders: Pick<Headers, "get">): void {
  if (inboxAccess(requestHeaders.get("authorization")) !== "granted") {
    throw new InboxAccessError();
  }
}

export class InboxAccessError extends Error {
  constructor() {
    super("The lead inbox needs its password (HTTP Basic, LEADS_INBOX_PASSWORD).");
    this.name = "InboxAccessError";
  }
}

/**
 * How hard the inbox's password may be guessed (docs/decisions/025): from one address, five
 * wrong passwords in 15 minutes are answered at once, the next ones after 1, 2, 4, 8 s, and
 * after ten that address is refused (429) until its 15 minutes are over. From all addresses
 * together, past 50 failures in 15 minutes every failure waits, and past 200 the inbox refuses
 * everyone until the window ends: the password stays safe, and leads keep arriving and being
 * forwarded meanwhile.
 */
export const inboxFailurePolicy: FailurePolicy & { windowMs: number } = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  blockAfter: 10,
  overallSlowAfter: 50,
  overallBlockAfter: 200,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
};

const guardKey = Symbol.for("clinic.inboxGuard");
type GuardHolder = { [guardKey]?: FailureGuard };

/** This process's guard: its counts in PostgreSQL when DATABASE_URL is set (shared by every instance), else in memory. */
export function inboxGuard(): FailureGuard {
  const holder = globalThis as GuardHolder;
  return (holder[guardKey] ??= createFailureGuard({
    perKey: sharedCounter("inbox-failures", inboxFailurePolicy.windowMs),
    overall: sharedCounter("inbox-failures-all", inboxFailurePolicy.windowMs),
    policy: inboxFailurePolicy,
  }));
}

export type InboxGate =
  | { kind: "disabled" }
  | { kind: "granted" }
  | { kind: "challenge" }
  | { kind: "blocked"; retryAfterSeconds: number };

/**
 * The inbox's front door, for proxy.ts: the password check with the failure guard around it.
 * A request without credentials (a browser's first visit) is asked for them and not counted;
 * a wrong password is counted, answered late when failures pile up, and logged; a blocked
 * address or a blocked inbox is refused before its password is even looked at.
 */
export async function inboxGate(
  authorization: string | null | undefined,
  client: { address: string; requestId?: string },
  { password = config().inbox.password, guard = inboxGuard(), wait = (ms: number) => sleep(ms) } = {},
): Promise<InboxGate> {
  if (!password) return { kind: "disabled" };
  const key = limitKey(client.address);
  const context = { requestId: client.requestId, client: addressTag(client.address) };
  try {
    if (basicPassword(authorization) === undefined) {
      const refused = await guard.blocked(key);
      return refused ? { kind: "blocked", retryAfterSeconds: refused.retryAfterSeconds } : { kind: "challenge" };
    }
    const verdict = await guard.attempt(key);
    if (!verdict.allowed) {
      log().warn({ ...context, event: "inbox.signin-blocked", scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds }, "inbox sign-in refused: too many wrong passwords");
      return { kind: "blocked", retryAfterSeconds: verdict.retryAfterSeconds };
    }
    if (inboxAccess(authorization, password) === "granted") {
      await guard.succeeded(key);
      return { kind: "granted" };
    }
    log().warn({ ...context, event: "inbox.signin-failed", delayMs: verdict.failureDelayMs }, "inbox sign-in failed: wrong password");
    if (verdict.failureDelayMs > 0) await wait(verdict.failureDelayMs);
    return { kind: "challenge" };
  } catch (error) {
    // The guard's store is down: the password alone still decides, as it did before the guard.
    log().error({ ...context, err: error, event: "inbox.guard-unavailable" }, "inbox sign-in: failure limit unavailable");
    return inboxAccess(authorization, password) === "granted" ? { kind: "granted" } : { kind: "challenge" };
  }
}
