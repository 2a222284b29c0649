/**
 * The consent box every lead form carries (docs/leads.md, Consent): its words, in one place,
 * and the version a lead keeps. The words are fixed, not read from configuration, so that a
 * version names exactly what the visitor saw; a change to them is a new version, and leads
 * already stored keep the one they agreed to. Only the clinic's name and e-mail address are
 * filled in, as the desk holds them (lib/site, passed down by the site's layout).
 */
export const consentVersion = "consent-2026-11-27";

/** The name the box is sent under, by the forms and by the JSON intake (`"consent": true` there). */
export const consentField = "consent";

/** Who the visitor agrees with, and where a withdrawal goes: the site's configuration, passed down by the page. */
export type ConsentParty = { name: string; email: string };

/**
 * The box's words as a template: `{clinic}` and `{email}` are the party's, and the link goes to the
 * privacy policy's section on withdrawing. What is collected and why, who receives it and where,
 * and that it can be withdrawn at any time and how: short enough to read beside a form on a phone.
 */
export const consentTemplate = {
  before:
    "I agree that {clinic} may use my contact details, and any health information I give, to arrange and prepare my consultation. Its team and doctors in India see them, and they pass through the spreadsheet and e-mail services named in the privacy policy. I can withdraw my consent at any time by e-mailing {email} (",
  link: "how to withdraw",
  after: ").",
  href: "/privacy#withdraw-consent",
} as const;

/** The words the visitor reads, with the clinic's name and address filled in. */
export function consentText(party: ConsentParty) {
  const fill = (text: string) => text.replaceAll("{clinic}", party.name).replaceAll("{email}", party.email);
  return {
    before: fill(consentTemplate.before),
    link: consentTemplate.link,
    after: fill(consentTemplate.after),
    href: consentTemplate.href,
  };
}

/** Beside the box when a form is sent without it. */
export const consentMessage = "Please tick the box to agree, so we can use your details to arrange your consultation";

/** The consent a lead carries: which words the visitor agreed to, and when the server received it. */
export type LeadConsent = { version: string; at: string };

/** What the inbox and the exports show for a lead stored before the box existed: never a made-up version. */
export const consentNotRecorded = "Not recorded";
