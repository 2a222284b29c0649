/**
 * The contact details of the consultation request this tab sent last, for the booking form the
 * offer leads to (docs/booking.md, Entry points). Kept in this module's memory only: it lasts
 * through the site's client-side navigation and ends with the page, so nothing personal is
 * stored in the browser or put in an address. Consent is never carried over: the visitor gives
 * it for the booking itself.
 */

/** The booking form's names for the contact details; the lead forms call the name `name` or `fullName`. */
type Contact = { name?: string; email?: string; countryCode?: string; phone?: string };

let recent: Contact | undefined;

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A lead form's sent values as the booking form's fields: only what was filled in. */
export function contactOf(sent: Record<string, string>): Contact {
  const contact: Contact = {};
  const name = filled(sent.name) ?? filled(sent.fullName);
  const email = filled(sent.email);
  const phone = filled(sent.phone);
  if (name) contact.name = name;
  if (email) contact.email = email;
  // The country goes with its number: alone it would only replace the one the zone suggests.
  const countryCode = filled(sent.countryCode);
  if (phone) contact.phone = phone;
  if (phone && countryCode) contact.countryCode = countryCode;
  return contact;
}

export function rememberRequest(sent: Record<string, string>) {
  recent = contactOf(sent);
}

export const recentRequest = (): Contact | undefined => recent;

/**
 * The booking form's starting values with the request's details in the fields still empty. The
 * country is the one exception: it starts on the zone's country, not on a choice of the visitor's,
 * so it follows the request's number into an empty phone field.
 */
export function withRecentRequest(
  values: Record<string, string>,
  contact: Contact | undefined,
): Record<string, string> {
  if (!contact) return values;
  const next = { ...values };
  for (const name of ["name", "email", "phone"] as const) {
    const value = contact[name];
    if (value && name in next && !next[name]) next[name] = value;
  }
  if (contact.phone && contact.countryCode && "countryCode" in next && !values.phone)
    next.countryCode = contact.countryCode;
  return next;
}
