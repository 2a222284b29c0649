import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "@/lib/db/schema";

/**
 * Which browser made a checkout (docs/payments.md, docs/decisions/098). The success page's address
 * carries the Checkout Session's id, which anyone may be given; the order's details and its portal
 * button are shown only to the browser holding this cookie's token, whose SHA-256 is stored beside
 * the session's id when the session is made. One token per browser: a second checkout keeps it.
 */
export const checkoutOwnerCookie = "checkout_owner";

/** 32 random bytes, base64url: what the cookie holds. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const isOwnerToken = (value: unknown): value is string => typeof value === "string" && tokenPattern.test(value);

export const newOwnerToken = () => randomBytes(32).toString("base64url");

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The cookie's attributes: HttpOnly, sent back from Stripe's redirect (Lax is a top-level GET),
 * only to the checkout's pages, Secure whenever the site is served over HTTPS. 30 days: the
 * buyer may come back to the page from the browser's history.
 */
export const ownerCookieOptions = (secure: boolean) => ({
  httpOnly: true as const,
  sameSite: "lax" as const,
  secure,
  path: "/checkout",
  maxAge: 30 * 24 * 3600,
});

/** Whether the request came over HTTPS (directly, or per the proxy's X-Forwarded-Proto) or the site's address is https://. */
export function isSecureRequest(headers: Pick<Headers, "get">, siteUrl: string): boolean {
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https" || siteUrl.startsWith("https://");
}

/** Stores the token's hash as the session's owner; a second call for the session keeps the first. */
export async function recordCheckoutOwner(kysely: Kysely<DB>, sessionId: string, token: string, now = new Date()) {
  await kysely
    .insertInto("checkout_owners")
    .values({ session_id: sessionId, token_hash: hashOf(token), created_at: now })
    .onConflict((oc) => oc.column("session_id").doNothing())
    .execute();
}

/** Whether this browser's token (the cookie's value, or nothing) is the one the session was made with. */
export async function isCheckoutOwner(kysely: Kysely<DB>, sessionId: string, token: unknown): Promise<boolean> {
  if (!isOwnerToken(token)) return false;
  const row = await kysely
    .selectFrom("checkout_owners")
    .select("session_id")
    .where("session_id", "=", sessionId)
    .where("token_hash", "=", hashOf(token))
    .executeTakeFirst();
  return Boolean(row);
}
