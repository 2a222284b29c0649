import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Tokens for links sent by e-mail (a booking's manage link, the purchase e-mail's plan link):
 * 32 random bytes, base64url; the store keeps only their SHA-256, so a copy of the database opens
 * nothing, as for staff sessions (docs/decisions/035).
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The shape newLinkToken makes; anything else is refused before the database is asked. */
export const looksLikeLinkToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
