import { createFailureGuard, type FailureGuard, type FailurePolicy } from "@/lib/limits/failure-guard";
import { sharedCounter } from "@/lib/limits/shared";
import { singleton } from "@/lib/singleton.mjs";

/**
 * How hard staff passwords may be guessed (docs/decisions/025, kept for accounts in 035): from
 * one address, five failed sign-ins in 15 minutes are answered at once, the next after 1, 2,
 * 4, 8 s, and after ten that address is refused until its 15 minutes are over. From all
 * addresses together, past 50 failures every failure waits, past 200 sign-in is refused to
 * everyone until the window ends; signed-in staff keep working meanwhile.
 */
export const signInFailurePolicy: FailurePolicy & { windowMs: number } = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  blockAfter: 10,
  overallSlowAfter: 50,
  overallBlockAfter: 200,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
};

/** This process's guard: its counts in PostgreSQL when DATABASE_URL is set (shared by every instance), else in memory. */
export function signInGuard(): FailureGuard {
  return singleton("inboxGuard", () =>
    createFailureGuard({
      perKey: sharedCounter("inbox-failures", signInFailurePolicy.windowMs),
      overall: sharedCounter("inbox-failures-all", signInFailurePolicy.windowMs),
      policy: signInFailurePolicy,
    }),
  );
}
