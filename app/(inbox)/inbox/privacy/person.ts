import type { PersonQuery } from "@/lib/leads/store/types";

type Params = URLSearchParams | Record<string, string | string[] | undefined> | FormData;

const first = (params: Params, key: string) => {
  const value = params instanceof URLSearchParams || params instanceof FormData ? params.get(key) : params[key];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" ? text.trim() : "";
};

/**
 * Whom a privacy request is about, read the same way by the page, the export and the erase
 * action: an e-mail address and/or a phone number, bounded; undefined when neither is usable.
 */
export function parsePerson(params: Params): PersonQuery | undefined {
  const email = first(params, "email").slice(0, 320);
  const phone = first(params, "phone").slice(0, 40);
  const usableEmail = /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
  const usablePhone = phone.replace(/\D/g, "").replace(/^0+/, "").length >= 7 ? phone : undefined;
  if (!usableEmail && !usablePhone) return undefined;
  return { ...(usableEmail ? { email: usableEmail } : {}), ...(usablePhone ? { phone: usablePhone } : {}) };
}

export const personQueryString = (person: PersonQuery) =>
  new URLSearchParams(Object.entries(person).filter(([, v]) => v) as Array<[string, string]>).toString();
