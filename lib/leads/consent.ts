/**
 * The consent box every lead form carries (docs/leads.md, Consent): its words, in one place,
 * and the version a lead keeps. The words are fixed, not read from configuration, so that a
 * version names exactly what the visitor saw; a change to them is a new version, and leads
 * already stored keep the one they agreed to.
 */
export const consentVersion = "consent-2026-11-26";

/** The name the box is sent under, by the forms and by the JSON intake (`"consent": true` there). */
export const consentField = "consent";

/** The box's words around the link to the privacy policy, which names the services. */
export const consentText = {
  before:
    "I agree that the clinic may use my contact details, and any health information I give, to arrange and prepare my consultation. They are processed in India and by the spreadsheet and e-mail services named in the ",
  link: "privacy policy",
  after: ".",
  href: "/privacy",
} as const;

/** Beside the box when a form is sent without it. */
export const consentMessage = "Please tick the box to agree, so we can use your details to arrange your consultation";

/** The consent a lead carries: which words the visitor agreed to, and when the server received it. */
export type LeadConsent = { version: string; at: string };

/** What the inbox and the exports show for a lead stored before the box existed: never a made-up version. */
export const consentNotRecorded = "Not recorded";
