import { z } from "zod";
import { consentMessage } from "../consent";
import { checkPhone, phoneDigits } from "../phone";
import type { DayWindow } from "./days";

/**
 * The rules the forms' schemas are made of, run in the browser before sending and again on the
 * server. The messages are the first site's, as docs/product.md (Forms) amends them for names
 * in any script and phone numbers of every country. This module holds zod and the phone
 * numbering plans, so the browser loads it when a visitor starts on a form (parse.ts).
 */
export const messages = {
  nameRequired: "Name is required",
  nameShort: "Name must be at least 2 characters long",
  nameLong: "Name must be at most 100 characters long",
  nameLetters: "Name can only contain letters and spaces",
  nameLettersStrip: "Name should only contain letters and spaces.",
  nameMarks: "Name has more marks on one letter than any script writes",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneLength: "Phone number must be exactly 10 digits",
  phoneLengthStrip: "Phone should be exactly 10 digits.",
  phoneInvalid: "Please enter a valid phone number for the selected country",
  countryRequired: "Please select your country code",
  messageRequired: "Message is required",
  messageLong: "Message must be at most 2000 characters long",
  dateInvalid: "Please enter a valid date",
  dateTooEarly: "Please choose a date from today onwards",
  dateTooLate: "Please choose a date within the next year",
} as const;

/**
 * What only changes how text looks, never what it says (docs/product.md, Forms): C0 and C1
 * control characters (PostgreSQL cannot even store NUL; tab and newlines stay) and the
 * bidirectional controls (embeddings, overrides, isolates and the marks LRM, RLM and ALM),
 * which can show a text in another order than it was typed.
 */
const controls =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** More than four nonspacing marks in a row: no script writes that many on one letter. */
const markRun = /[\p{Mn}\p{Me}]{5,}/u;
/** Two joiners in a row join nothing a single one does not. */
const joinerRun = /[\u200c\u200d]{2}/;

/**
 * Letters and marks of any script, spaces, hyphens, apostrophes and full stops, and the
 * zero-width joiner and non-joiner inside a word: Persian writes حسین‌زاده with a non-joiner,
 * and Malayalam's older chillu letters end in a joiner. It starts with a letter: a combining
 * mark only ever modifies the letter before it, so marks alone are no name.
 */
const namePattern = /^\p{L}(?:[\p{L}\p{M}\u200c\u200d .'’-]*[\p{L}\p{M}\u200d.])?$/u;

/** Cleaned of controls, composed (NFC) and trimmed. */
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(controls, "").normalize("NFC").trim() : (v ?? "")),
    z.string().max(max),
  );

/**
 * A name, compatibility-normalised (NFKC): fullwidth ("Ｊｏｈｎ") and mathematical letters
 * ("𝐉𝐨𝐡𝐧") become the letters they stand for, so the clinic searches and sorts one spelling.
 */
const name = (lettersMessage: string) =>
  text(200)
    .transform((v) => v.normalize("NFKC"))
    .pipe(z.string().min(1, messages.nameRequired))
    .pipe(
      z
        .string()
        .min(2, messages.nameShort)
        .max(100, messages.nameLong)
        .regex(namePattern, lettersMessage)
        .refine((v) => !markRun.test(v) && !joinerRun.test(v), messages.nameMarks),
    );

/** The forms' e-mail rule; the privacy request form (lib/privacy/request-form.ts) takes it too. */
export const email = text(400)
  .pipe(z.string().min(1, messages.emailRequired))
  .pipe(z.string().max(254, messages.emailInvalid).regex(z.regexes.email, messages.emailInvalid));

/** A message keeps what the visitor wrote, but a pile of marks on one letter is cut to four. */
export const optionalMessage = text(4000)
  .transform((v) => v.replace(/([\p{Mn}\p{Me}]{4})[\p{Mn}\p{Me}]+/gu, "$1"))
  .pipe(z.string().max(2000, messages.messageLong));
const requiredMessage = optionalMessage.pipe(z.string().min(1, messages.messageRequired));

/** Slug-shaped, so the service can look it up; the list itself lives in the catalogue. */
const slug = (message: string) => text(100).pipe(z.string().regex(/^[a-z0-9-]+$/, message));
const optionalSlug = (message: string) => text(100).pipe(z.string().regex(/^([a-z0-9-]+)?$/, message));

/** A choice the visitor may leave blank; when made, it must be one of `values`. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v !== "" ? v : undefined),
    z.enum(values, { error: message }).optional(),
  );

/** A whole number the visitor may leave blank; when given, it must lie within min..max. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : undefined),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** A day the visitor may leave blank; when given, a real calendar date within the window. */
const optionalDay = (window: DayWindow) =>
  text(10).pipe(
    z
      .string()
      .refine((day) => !day || z.regexes.date.test(day), { message: messages.dateInvalid, abort: true })
      .refine((day) => !day || day >= window.earliest, messages.dateTooEarly)
      .refine((day) => !day || day <= window.latest, messages.dateTooLate),
  );

/** Where and when the visitor sent it: filled in by the browser, never a reason to refuse a lead. */
const context = {
  pageUrl: text(2048).catch(""),
  landingPage: text(2048).catch(""),
  referrer: text(2048).catch(""),
  utmSource: text(200).catch(""),
  utmMedium: text(200).catch(""),
  utmCampaign: text(200).catch(""),
  utmTerm: text(200).catch(""),
  utmContent: text(200).catch(""),
  date: text(64).catch(""),
  time: text(64).catch(""),
  timestamp: text(64).catch(""),
};

/** The contact block every form has: a country and a phone checked against each other. */
const contact = {
  countryCode: text(8).pipe(z.string().min(1, messages.countryRequired)),
  phone: z.preprocess((v) => (typeof v === "string" ? phoneDigits(v) : ""), z.string().max(20, messages.phoneInvalid)),
};

/**
 * The consent box, on every form: ticked, a form sends "yes" (or "on", a checkbox's own value)
 * and the JSON intake may send true; anything else, or nothing, is no consent.
 */
const consent = z.preprocess(
  (v) => (v === true || v === "yes" || v === "on" ? "yes" : ""),
  z.literal("yes", { error: consentMessage }),
);

/**
 * The words a form uses: the popups' and side forms' ("Name can only contain letters and
 * spaces"), or the strip and homepage forms' ("Name should only contain letters and spaces.").
 */
export type Wording = "popup" | "strip";

export type RuleOptions = { window: DayWindow; wording: Wording };

/** The rules a form's `rules(r)` picks its fields from (define.ts). */
export function makeRules({ window, wording }: RuleOptions) {
  return {
    z,
    text,
    name: name(wording === "strip" ? messages.nameLettersStrip : messages.nameLetters),
    email,
    optionalMessage,
    requiredMessage,
    slug,
    optionalSlug,
    optionalChoice,
    optionalWholeNumber,
    optionalDay: optionalDay(window),
  };
}

export type Rules = ReturnType<typeof makeRules>;

/**
 * A form's own fields with the contact block, the consent box and the visit's context, the phone checked
 * against the country and given back in E.164.
 */
export function formSchema(shape: z.ZodRawShape, wording: Wording) {
  const lengthMessage = wording === "strip" ? messages.phoneLengthStrip : messages.phoneLength;
  return z
    .object({ ...shape, ...contact, consent, ...context })
    .superRefine(
      (value, ctx) => {
        const { phone, countryCode } = value as { phone?: unknown; countryCode?: unknown };
        if (typeof phone !== "string" || typeof countryCode !== "string") return;
        const check = checkPhone(phone, countryCode);
        if (check.ok) return;
        if (check.reason === "country") {
          ctx.addIssue({ code: "custom", path: ["countryCode"], message: messages.countryRequired });
          return;
        }
        const message =
          check.reason === "required"
            ? messages.phoneRequired
            : check.reason === "length"
              ? lengthMessage
              : messages.phoneInvalid;
        ctx.addIssue({ code: "custom", path: ["phone"], message });
      },
      // Check the phone even when another field failed, so every field shows its message at once.
      { when: () => true },
    )
    .transform((value) => {
      const { phone, countryCode } = value as unknown as { phone: string; countryCode: string };
      const check = checkPhone(phone, countryCode);
      // The refinement above guarantees the check passes here.
      if (!check.ok) throw new Error("unreachable: phone passed refinement");
      return { ...value, countryCode: check.dial, country: check.country ?? "", phoneE164: check.e164 };
    });
}
