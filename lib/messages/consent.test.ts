import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { phoneConsentText, phoneConsentVersion } from "./consent";

/**
 * The phone channel's consent is kept by its version (message_contacts.consent_version), so a
 * version must always mean the same words: changing them fails here until a new version and its
 * fingerprint are added, as lib/leads/consent.test.ts does for the form's consent.
 */
const fingerprints: Record<string, string> = {
  "phone-messages-2026-12-02": "de308f4615c898dc",
};

it("keeps each version's words: new words need a new version", () => {
  const words = createHash("sha256").update(phoneConsentText("{clinic}")).digest("hex").slice(0, 16);
  expect(fingerprints[phoneConsentVersion], `the words of ${phoneConsentVersion} are fingerprinted ${words}`).toBe(
    words,
  );
});
