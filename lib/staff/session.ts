import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Inbox sessions (docs/decisions/035): a random token in an HttpOnly, SameSite=Strict cookie,
 * and only its SHA-256 in the database, so a copy of the database signs no one in. Sessions
 * end at a fixed time after sign-in (absolute expiry, INBOX_SESSION_HOURS), at sign-out, and
 * when the account is disabled or its password reset.
 */
export const sessionCookieName = "clinic_inbox_session";

/** 32 random bytes, base64url: what the cookie carries. */
export const newSessionToken = () => randomBytes(32).toString("base64url");

/** What the database keeps instead of the token. A fast hash is enough: the token is random, not a password. */
export const sessionTokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A token in the shape newSessionToken makes; anything else is not looked up at all. */
export const isSessionToken = (value: string | undefined): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

export type CookieOptions = { httpOnly: true; sameSite: "strict"; secure: boolean; path: string; expires: Date };

/**
 * The cookie's attributes. Secure whenever the request came over HTTPS (directly, or per the
 * proxy's X-Forwarded-Proto) or the site's address is https://; plain HTTP only for local use.
 */
export function sessionCookieOptions(expires: Date, secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: "strict", secure, path: "/inbox", expires };
}

export function isSecureRequest(headers: Pick<Headers, "get">, siteUrl: string): boolean {
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https" || siteUrl.startsWith("https://");
}

/**
 * Where to go after signing in: only a path inside the inbox, never another site (//evil.example),
 * and nothing that cannot stand in a Location header (a CR or LF there made the redirect a 500).
 */
export function safeNext(value: unknown): string {
  const path = typeof value === "string" ? value : "";
  const usable =
    /^\/inbox(?:[/?#]|$)/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path) && !path.startsWith("/inbox/sign-in");
  return usable ? path : "/inbox";
}
