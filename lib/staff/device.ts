import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { StaffAccount } from "./store";

/**
 * A browser that has signed in to an account before (docs/decisions/049; OWASP's "device
 * cookies" against lockout). After each sign-in the browser keeps a cookie naming the account,
 * when it was issued, and an HMAC of both keyed with the account's password hash: only the
 * server can make one, it is worthless for any other account, and resetting the password
 * voids every one. A sign-in that brings a valid cookie for the account it names is counted
 * against that cookie alone, not against its address, the account or everyone: however many
 * strangers fail at once, the clinic's staff still sign in from the browsers they use.
 */
export const deviceCookieName = "clinic_inbox_device";
/** A device cookie is honoured this long after the sign-in that gave it; each sign-in gives a fresh one. */
const deviceCookieDays = 90;
const dayMs = 86_400_000;

const mac = (account: Pick<StaffAccount, "id" | "passwordHash">, issued: string) =>
  createHmac("sha256", account.passwordHash).update(`clinic-inbox-device|${account.id}|${issued}`).digest("base64url");

/** The cookie's value for a sign-in to `account` at `now`. */
export function deviceToken(account: Pick<StaffAccount, "id" | "passwordHash">, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  return `${account.id}.${issued}.${mac(account, issued)}`;
}

/**
 * The key the device's own failures are counted under, when `token` is a device cookie this
 * server gave for `account` in the last `deviceCookieDays`; otherwise undefined.
 */
export function trustedDevice(
  account: Pick<StaffAccount, "id" | "passwordHash">,
  token: string | undefined,
  now: Date,
): string | undefined {
  if (!token || token.length > 512) return undefined;
  const [signature, issued, ...id] = token.split(".").reverse();
  if (!signature || !issued || id.reverse().join(".") !== account.id) return undefined;
  const age = now.getTime() - Number.parseInt(issued, 36) * 1000;
  if (!(age >= 0 && age < deviceCookieDays * dayMs)) return undefined;
  const expected = Buffer.from(mac(account, issued));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? signature : undefined;
}

/** The cookie's attributes: sent only to the sign-in page, never to script, not to other sites. */
export function deviceCookieOptions(now: Date, secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/inbox/sign-in",
    expires: new Date(now.getTime() + deviceCookieDays * dayMs),
  } as const;
}

/** The e-mail typed into a refused sign-in, so the form comes back with it (no JavaScript needed); ten minutes, the sign-in page only. */
export const typedEmailCookieName = "clinic_inbox_typed_email";

export function typedEmailCookieOptions(now: Date, secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/inbox/sign-in",
    expires: new Date(now.getTime() + 10 * 60_000),
  } as const;
}
