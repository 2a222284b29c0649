import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";

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
