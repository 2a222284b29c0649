import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { consentTemplate, consentText, consentVersion } from "./consent";

/**
 * Every version's words, by their fingerprint. A lead keeps only the version, so the words of
 * a version must never change: changed words fail here until they get a new version (and its
 * line below), and the old versions' lines stay as the record of what they said.
 */
const versions: Record<string, string> = {
  // "I agree that the clinic may use my contact details, and any health information I give, to arrange and
  // prepare my consultation. They are processed in India and by the spreadsheet and e-mail services named in
  // the privacy policy." (the clinic unnamed, no word on withdrawing)
  "consent-2026-11-26": "630dfcee251b88920593d1275497f2797de650771436d0d96a9d22633afba4e4",
  "consent-2026-11-27": "114bed6e8e13f082ac1f5a22ed9e220324ae3f4de1464c7ad073ea8faf1f1bfe",
};

it("gives changed words a new version, so a stored version always names what the visitor saw", () => {
  const fingerprint = createHash("sha256").update(JSON.stringify(consentTemplate)).digest("hex");
  expect(versions[consentVersion]).toBe(fingerprint);
});

it("names the clinic, says what is collected, why, by whom and where, and how to withdraw at any time", () => {
  const box = consentText({ name: "Example Ayurveda", email: "care@clinic.example" });
  const words = `${box.before}${box.link}${box.after}`;
  for (const part of [
    "Example Ayurveda may use",
    "contact details",
    "health information",
    "arrange and prepare my consultation",
    "team and doctors in India",
    "spreadsheet and e-mail services",
    "withdraw my consent at any time by e-mailing care@clinic.example",
  ]) {
    expect(words).toContain(part);
  }
  expect(words).not.toMatch(/\{(clinic|email)\}/);
  expect(box.href).toBe("/privacy#withdraw-consent");
});
