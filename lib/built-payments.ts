import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { servedDir } from "./server-shared.mjs";

/**
 * Whether the build's pages say that payments are taken (docs/payments.md, decision 085). The
 * policy pages are prerendered, so their payment wording is the one of the settings at
 * `npm run build`: a server started later with STRIPE_SECRET_KEY set, on a build made without it,
 * takes payments while its policies say "No payment is taken on this website" (and the reverse
 * names Stripe as processor of payments never taken). The prerendered privacy policy says which:
 * it names Stripe, Inc. as payment processor only when built with payments on.
 */
export const builtWithPaymentsMarker = "Stripe, Inc. and its affiliates";

/** true or false as the build's privacy policy says; undefined when there is no build to read (a dev server, the tests). */
export function paymentsAtBuild(projectDir: string | undefined): boolean | undefined {
  if (!projectDir) return undefined;
  try {
    return readFileSync(join(projectDir, ".next", "server", "app", "privacy.html"), "utf8").includes(
      builtWithPaymentsMarker,
    );
  } catch {
    return undefined;
  }
}

export type PaymentsMismatch = { built: boolean; running: boolean };

/** The two settings when the server's payments are not those its build's pages describe; undefined when they agree or there is no build. */
export function paymentsMismatch(
  running: boolean,
  projectDir: string | undefined = servedDir(),
): PaymentsMismatch | undefined {
  const built = paymentsAtBuild(projectDir);
  return built === undefined || built === running ? undefined : { built, running };
}

/** What the server's log and `npm run preflight` say of a mismatch, with the fix. */
export function paymentsMismatchText({ running }: Pick<PaymentsMismatch, "running">): string {
  return running
    ? "payments are on (STRIPE_SECRET_KEY is set), but this build was made without them: its refund, shipping, terms and privacy pages say no payment is taken on this website and name no payment processor. Build again with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set (README, Taking payments)."
    : "payments are off (STRIPE_SECRET_KEY is not set), but this build was made with them: its pages say plans are paid on this website through Stripe, while checkout sends a request. Set the Stripe keys on the server, or build again without them.";
}
