import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { countryByIso, tenDigitDialCodes } from "./countries";

export type PhoneCheck =
  | { ok: true; e164: string; dial: string; country: string | undefined }
  | { ok: false; reason: "required" | "length" | "invalid" | "country" };

/** What a visitor typed, reduced to digits: the forms strip everything else as it is typed. */
export const phoneDigits = (value: string) => value.replace(/\D/g, "");

/**
 * Resolves the form's country value: an ISO code from our selector ("GB"), or a dial code
 * ("+44") as the first site's payload sends it.
 */
function resolveCountry(value: string): { iso?: string; dial: string } | undefined {
  const trimmed = value.trim();
  if (/^\+\d{1,4}$/.test(trimmed)) {
    return { dial: trimmed };
  }
  const country = countryByIso(trimmed.toUpperCase());
  return country ? { iso: country.iso, dial: country.dial } : undefined;
}

/**
 * Checks a number against the chosen country's numbering plan, with or without the trunk
 * zero, and gives it back in E.164. Where the country's numbers are exactly ten digits
 * (+1, +91) a wrong length is reported as such, because that is the first site's message there (docs/product.md).
 */
export function checkPhone(value: string, countryValue: string): PhoneCheck {
  // A schema checks the number, then transforms it: the second call reuses the first answer.
  if (last && last.value === value && last.country === countryValue) return last.result;
  const result = checkPhoneOnce(value, countryValue);
  last = { value, country: countryValue, result };
  return result;
}

let last: { value: string; country: string; result: PhoneCheck } | undefined;

function checkPhoneOnce(value: string, countryValue: string): PhoneCheck {
  const digits = phoneDigits(value);
  if (!digits) return { ok: false, reason: "required" };
  const country = resolveCountry(countryValue);
  if (!country) return { ok: false, reason: "country" };
  const parsed = parse(digits, country);
  if (parsed === "unknown-calling-code") return { ok: false, reason: "country" };
  const sameCountry = parsed && `+${parsed.countryCallingCode}` === country.dial;
  if (parsed && sameCountry && parsed.isValid()) {
    return { ok: true, e164: parsed.number, dial: country.dial, country: country.iso ?? parsed.country };
  }
  if (tenDigitDialCodes.has(country.dial)) {
    const national = parsed && sameCountry ? parsed.nationalNumber : digits;
    if (national.length !== 10) return { ok: false, reason: "length" };
  }
  return { ok: false, reason: "invalid" };
}

/**
 * libphonenumber throws, rather than answering "invalid", when a dial code belongs to no
 * numbering plan (+999, +0, +42): that is bad input, so it becomes the country field's message.
 */
function parse(digits: string, country: { iso?: string; dial: string }) {
  try {
    return country.iso
      ? parsePhoneNumberFromString(digits, country.iso as CountryCode)
      : parsePhoneNumberFromString(digits, { defaultCallingCode: country.dial.slice(1) });
  } catch {
    return "unknown-calling-code" as const;
  }
}
