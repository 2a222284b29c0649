import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paymentTexts } from "@/content/payment-terms";
import { builtWithPaymentsMarker, paymentsMismatch, paymentsMismatchText } from "./built-payments";

/** A project directory whose build's privacy policy is `html`. */
function builtWith(html: string) {
  const dir = mkdtempSync(join(tmpdir(), "built-payments-"));
  mkdirSync(join(dir, ".next", "server", "app"), { recursive: true });
  writeFileSync(join(dir, ".next", "server", "app", "privacy.html"), html);
  return dir;
}

describe("the build's payments against the server's", () => {
  it("reads the privacy policy's processor paragraph, which only the payments-on wording has", () => {
    expect(paymentTexts.privacyProcessor.on).toContain(builtWithPaymentsMarker);
    expect(Object.values(paymentTexts).some((text) => text.off.includes(builtWithPaymentsMarker))).toBe(false);
  });

  it("says when a server takes payments on a build whose pages say none are taken, and the reverse", () => {
    const off = builtWith("<p>No payment is taken on this website, so we never ask for card or bank details here.</p>");
    const on = builtWith(
      `<p>When you buy a plan, ${builtWithPaymentsMarker} (<a href="https://stripe.com/privacy">stripe.com</a>) process the payment</p>`,
    );
    expect(paymentsMismatch(true, off)).toEqual({ built: false, running: true });
    expect(paymentsMismatchText({ running: true })).toMatch(
      /^payments are on .* this build was made without them: .* say no payment is taken .* Build again with STRIPE_SECRET_KEY/,
    );
    expect(paymentsMismatch(false, on)).toEqual({ built: true, running: false });
    expect(paymentsMismatch(true, on)).toBeUndefined();
    expect(paymentsMismatch(false, off)).toBeUndefined();
    // No build to compare with (a dev server, the unit tests): nothing to say.
    expect(paymentsMismatch(true, mkdtempSync(join(tmpdir(), "no-build-")))).toBeUndefined();
    expect(paymentsMismatch(true, undefined)).toBeUndefined();
  });
});
