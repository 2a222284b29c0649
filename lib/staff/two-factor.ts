import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { renderSVG } from "uqr";

/**
 * Two-factor sign-in (docs/inbox.md, Two-factor sign-in; docs/decisions/090): time-based
 * one-time codes (RFC 6238: HMAC-SHA1, 30-second steps, six digits, what every authenticator
 * app reads from an `otpauth://` address), through @oslojs/otp, and single-use recovery codes.
 */
const stepSeconds = 30;
const digits = 6;
/** A code is taken for the step before and the step after the current one too: clocks drift, people type slowly. */
const driftSteps = 1;

/** A new secret: 20 random bytes, the size of SHA-1's output that RFC 4226 recommends. */
export const newTotpSecret = (): Uint8Array => new Uint8Array(randomBytes(20));

/** The step a moment falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / stepSeconds);

/** The code of one step (the tests' authenticator app). */
export const totpCode = (secret: Uint8Array, step: number) => generateHOTP(secret, BigInt(step), digits);

/** What an authenticator app reads, by QR code or typed in: the clinic's name, the account's e-mail, the secret. */
export const totpUri = (secret: Uint8Array, issuer: string, account: string) =>
  createTOTPKeyURI(issuer, account, secret, stepSeconds, digits);

/** The secret as the URI spells it (base32), for typing into an app by hand. */
export const totpSecretText = (uri: string) => new URL(uri).searchParams.get("secret") ?? "";

/** The QR code of an `otpauth://` address, drawn here on the server as SVG: the page needs no script for it. */
export const qrCodeSvg = (uri: string) =>
  renderSVG(uri, { ecc: "M", border: 2, pixelSize: 5, blackColor: "#1c1917", whiteColor: "#ffffff" });

/** Digits only: spaces and dashes that apps show between the groups are ignored. */
const normalCode = (typed: string) => typed.replace(/[\s-]/g, "");

/**
 * The step whose code this is, within the allowed drift around `at`, and later than `lastStep`
 * (a code once accepted is not accepted again, nor an earlier one); null when it is none.
 */
export function matchingStep(secret: Uint8Array, typed: string, at: Date, lastStep: number | null): number | null {
  const code = normalCode(typed);
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const now = totpStep(at);
  let found: number | null = null;
  // Every candidate is computed and compared in constant time, whichever matches.
  for (let step = now - driftSteps; step <= now + driftSteps; step++) {
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code));
    if (same && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}

/** How many recovery codes an account gets at enrolment; each works once. */
const recoveryCodeCount = 10;
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * The recovery codes that go with a secret: ten of twelve characters (about 59 bits each), in
 * groups of four (`k7mq-2xha-9rte`), drawn from the secret by HMAC-SHA256 (docs/decisions/090).
 * So the enrolment page shows them beside the QR code, read from the same candidate secret,
 * before two-factor sign-in is on; once it is on, no page shows the secret or them again, and
 * the store keeps only their hashes. Whoever holds the secret makes codes anyway: the recovery
 * codes give them nothing more.
 */
export function recoveryCodesOf(secret: Uint8Array): string[] {
  return Array.from({ length: recoveryCodeCount }, (_, i) => {
    const bytes = createHmac("sha256", secret).update(`clinic-recovery-code|${i}`).digest();
    const chars = Array.from(bytes.subarray(0, 12), (b) => recoveryAlphabet[b % recoveryAlphabet.length]).join("");
    return chars.match(/.{4}/g)!.join("-");
  });
}

/** Whether what was typed has a recovery code's shape (else it is read as an app's code). */
export const looksLikeRecoveryCode = (typed: string) => /^[a-z0-9]{12}$/i.test(normalCode(typed));

/**
 * What the store keeps of a recovery code: SHA-256 of it in a normal form, bound to the
 * account. A fast hash is enough: the codes are random, not chosen, and useless without the password.
 */
export const recoveryCodeHash = (staffId: string, typed: string) =>
  createHash("sha256")
    .update(`clinic-recovery|${staffId}|${normalCode(typed).toLowerCase()}`)
    .digest("hex");
