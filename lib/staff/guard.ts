import "server-only";
import { createHash } from "node:crypto";
import { createFailureGuard, type FailureGuard, type FailurePolicy } from "@/lib/limits/failure-guard";
import { sharedCounter } from "@/lib/limits/shared";
import { singleton } from "@/lib/singleton.mjs";

/**
 * How hard staff passwords may be guessed (docs/decisions/025, 049), each per 15 minutes:
 * - from one address, five failed sign-ins are answered at once, the next after 1, 2, 4, 8 s,
 *   and after ten that address is refused until its 15 minutes are over;
 * - for one account (whatever e-mail is typed, known or not), ten are answered at once, and
 *   after twenty it is refused, so guesses spread over many addresses still stop;
 * - from everyone together, past 50 failures every failure waits, past 200 sign-in is refused;
 * - a browser with a device cookie for the account it signs in to (lib/staff/device.ts) counts
 *   only against itself, as an address would: it is let in through all three limits above, so
 *   an attack on the clinic cannot lock its staff out of their own browsers;
 * - the code step (two-factor sign-in) counts each code against the same limits as a password,
 *   and against its own per account: two wrong codes answered at once, then 1, 2, 4 s, and
 *   after five the account's code step is refused until its 15 minutes are over, from any
 *   device: six digits are a small space, and whoever reaches this step knows the password.
 * A refusal (blocked, or too many sign-ins being checked at once) is answered after a second:
 * it costs nothing to wait, and a guesser sending one attempt after another gets fewer of them
 * through the server's own work (each is a server action: parsing, limits, a redirect).
 * Signed-in staff keep working meanwhile.
 */
export const signInPolicy = {
  windowMs: 15 * 60_000,
  address: { freeFailures: 5, blockAfter: 10, baseDelayMs: 1_000, maxDelayMs: 8_000 },
  overall: { slowAfter: 50, blockAfter: 200 },
  account: { freeFailures: 10, blockAfter: 20, baseDelayMs: 1_000, maxDelayMs: 8_000 },
  device: { freeFailures: 5, blockAfter: 10, baseDelayMs: 1_000, maxDelayMs: 8_000 },
  code: { freeFailures: 2, blockAfter: 5, baseDelayMs: 1_000, maxDelayMs: 4_000 },
  refusalDelayMs: 1_000,
} satisfies {
  windowMs: number;
  address: FailurePolicy;
  overall: { slowAfter: number; blockAfter: number };
  account: FailurePolicy;
  device: FailurePolicy;
  code: FailurePolicy;
  refusalDelayMs: number;
};

/** `code`: the second step's own limit, per account (its id), whatever device or address the codes come from. */
export type SignInGuards = { address: FailureGuard; account: FailureGuard; device: FailureGuard; code: FailureGuard };

/** The key an account's failures are counted under: a hash of the e-mail as typed, trimmed and in lower case, so the limits' table holds no address. */
export const accountKey = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

/** This process's guards: their counts in the database, shared by every process and instance on it. */
export function signInGuards(): SignInGuards {
  const { windowMs } = signInPolicy;
  return singleton("inboxGuards", () => ({
    address: createFailureGuard({
      perKey: sharedCounter("inbox-failures", windowMs),
      overall: { counter: sharedCounter("inbox-failures-all", windowMs), ...signInPolicy.overall },
      policy: signInPolicy.address,
    }),
    account: createFailureGuard({
      perKey: sharedCounter("inbox-account-failures", windowMs),
      policy: signInPolicy.account,
    }),
    device: createFailureGuard({
      perKey: sharedCounter("inbox-device-failures", windowMs),
      policy: signInPolicy.device,
    }),
    code: createFailureGuard({
      perKey: sharedCounter("inbox-code-failures", windowMs),
      policy: signInPolicy.code,
    }),
  }));
}
