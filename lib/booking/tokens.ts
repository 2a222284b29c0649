import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Manage links carry a random token (32 bytes, base64url); the store keeps only its SHA-256,
 * as staff sessions do (docs/decisions/035), so a copy of the database opens no booking.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The shape newManageToken makes; anything else is refused before the database is asked. */
export const looksLikeToken = (token: unknown): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
