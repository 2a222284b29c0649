import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { consentText, consentVersion } from "./consent";

/**
 * Every version's words, by their fingerprint. A lead keeps only the version, so the words of
 * a version must never change: changed words fail here until they get a new version (and its
 * line below), and the old versions' lines stay as the record of what they said.
 */
const versions: Record<string, string> = {
  "consent-2026-11-26": "630dfcee251b88920593d1275497f2797de650771436d0d96a9d22633afba4e4",
};

it("gives changed words a new version, so a stored version always names what the visitor saw", () => {
  const fingerprint = createHash("sha256").update(JSON.stringify(consentText)).digest("hex");
  expect(versions[consentVersion]).toBe(fingerprint);
});

it("says what is collected, why, where it is processed, and links the privacy policy", () => {
  const words = `${consentText.before}${consentText.link}${consentText.after}`;
  for (const part of ["contact details", "health information", "arrange and prepare my consultation", "India", "spreadsheet", "e-mail", "privacy policy"]) {
    expect(words).toContain(part);
  }
  expect(consentText.href).toBe("/privacy");
});
