import type { Input } from "@/lib/input";
import type { PersonQuery } from "@/lib/leads";

/**
 * Whom a privacy request is about, read the same way by the page, the export and the erase
 * action: an e-mail address and/or a phone number, bounded; undefined when neither is usable.
 */
export function parsePerson(input: Input): PersonQuery | undefined {
  const email = input.text("email", 320);
  const phone = input.text("phone", 40);
  const usableEmail = /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
  const usablePhone = phone.replace(/\D/g, "").replace(/^0+/, "").length >= 7 ? phone : undefined;
  if (!usableEmail && !usablePhone) return undefined;
  return { ...(usableEmail ? { email: usableEmail } : {}), ...(usablePhone ? { phone: usablePhone } : {}) };
}

export const personQueryString = (person: PersonQuery) =>
  new URLSearchParams(Object.entries(person).filter(([, v]) => v) as Array<[string, string]>).toString();
