import { z } from "zod";
import { checkPhone, phoneDigits } from "./phone";
import { formTypes, type FormType } from "./form-types";
import { genders, healthIssues } from "./form-options";

/**
 * One schema per form, run in the browser before sending and again on the server. The
 * messages are the first site's, as docs/product.md (Forms) amends them for names in any
 * script and phone numbers of every country. Facts only the server holds (which doctors,
 * categories and plans exist) are checked by the lead service on top of these.
 */

export const messages = {
  nameRequired: "Name is required",
  nameShort: "Name must be at least 2 characters long",
  nameLong: "Name must be at most 100 characters long",
  nameLetters: "Name can only contain letters and spaces",
  nameLettersStrip: "Name should only contain letters and spaces.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneLength: "Phone number must be exactly 10 digits",
  phoneLengthStrip: "Phone should be exactly 10 digits.",
  phoneInvalid: "Please enter a valid phone number for the selected country",
  countryRequired: "Please select your country code",
  messageRequired: "Message is required",
  messageLong: "Message must be at most 2000 characters long",
  consultationType: "Please select a consultation type",
  doctor: "Please choose a doctor from the list",
  preferredDate: "Please choose a date from today onwards",
  healthIssue: "Please select your health issue",
  currentMedicine: "Please tell us whether you take any medicine",
  gender: "Please select your gender",
  age: "Please enter your age in years (1-120)",
  heightFeet: "Please enter feet between 1 and 8",
  heightInches: "Please enter inches between 0 and 11",
  cartEmpty: "Your cart is empty",
  doshaAnswers: "Please answer every question of the assessment",
} as const;

/**
 * Letters and marks of any script, spaces, hyphens, apostrophes and full stops. It starts with
 * a letter: a combining mark only ever modifies the letter before it, so marks alone are no name.
 */
const namePattern = /^\p{L}(?:[\p{L}\p{M} .'’-]*[\p{L}\p{M}.])?$/u;

/** Trimmed, and without control characters (PostgreSQL cannot even store NUL); newlines and tabs stay. */
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim() : v ?? ""),
    z.string().max(max),
  );

const name = (lettersMessage: string) =>
  text(200)
    .pipe(z.string().min(1, messages.nameRequired))
    .pipe(z.string().min(2, messages.nameShort).max(100, messages.nameLong).regex(namePattern, lettersMessage));

const email = text(400)
  .pipe(z.string().min(1, messages.emailRequired))
  .pipe(z.string().max(254, messages.emailInvalid).regex(z.regexes.email, messages.emailInvalid));

const optionalMessage = text(4000).pipe(z.string().max(2000, messages.messageLong));
const requiredMessage = optionalMessage.pipe(z.string().min(1, messages.messageRequired));

/** Slug-shaped, so the service can look it up; the list itself lives in the catalogue. */
const slugChoice = (message: string) => text(100).pipe(z.string().regex(/^[a-z0-9-]+$/, message));

/** A choice the visitor may leave blank; when made, it must be one of `values`. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" && v !== "" ? v : undefined), z.enum(values, { error: message }).optional());

/** A whole number the visitor may leave blank; when given, it must lie within min..max. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : undefined),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
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

type PhoneMessages = { length: string };

/** The contact block most forms share: a country and a phone checked against each other. */
const contact = {
  countryCode: text(8).pipe(z.string().min(1, messages.countryRequired)),
  phone: z.preprocess((v) => (typeof v === "string" ? phoneDigits(v) : ""), z.string().max(20, messages.phoneInvalid)),
};

function withPhone<T extends z.ZodRawShape>(shape: T, phoneMessages: PhoneMessages) {
  return z
    .object({ ...shape, ...contact, ...context })
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
        check.reason === "required" ? messages.phoneRequired : check.reason === "length" ? phoneMessages.length : messages.phoneInvalid;
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

/** The ten-digit messages: the popups' and side forms' wording, and the strip and homepage forms'. */
const popupWording = { length: messages.phoneLength };
const strip = { length: messages.phoneLengthStrip };

export const schemas = {
  "Auto Popup": withPhone({ name: name(messages.nameLetters) }, popupWording),
  "Consultation Popup": withPhone(
    {
      name: name(messages.nameLetters),
      email,
      consultationType: slugChoice(messages.consultationType),
      message: optionalMessage,
    },
    popupWording,
  ),
  "Banner Strip Consultation Form": withPhone(
    { fullName: name(messages.nameLettersStrip), email, message: requiredMessage },
    strip,
  ),
  "Homepage Consultation Form": withPhone(
    { fullName: name(messages.nameLettersStrip), email, message: requiredMessage },
    strip,
  ),
  "Consultation Form": withPhone({ name: name(messages.nameLetters), email, message: optionalMessage }, popupWording),
  "Contact Form": withPhone({ name: name(messages.nameLetters), email, message: optionalMessage }, popupWording),
  "Doctor Booking": withPhone(
    {
      name: name(messages.nameLetters),
      email,
      doctorId: text(100).pipe(z.string().regex(/^([a-z0-9-]+)?$/, messages.doctor)),
      preferredDate: text(10).pipe(z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, messages.preferredDate)),
      message: optionalMessage,
    },
    popupWording,
  ),
  "Diet Plan Form": withPhone(
    {
      name: name(messages.nameLetters),
      email,
      // Only what the clinic needs to call back is required (docs/product.md); these help the
      // doctor prepare, and are checked only when given.
      healthIssue: optionalChoice(healthIssues, messages.healthIssue),
      currentMedicine: optionalChoice(["yes", "no"], messages.currentMedicine),
      gender: optionalChoice(genders, messages.gender),
      age: optionalWholeNumber(1, 120, messages.age),
      heightFeet: optionalWholeNumber(1, 8, messages.heightFeet),
      heightInches: optionalWholeNumber(0, 11, messages.heightInches),
      message: optionalMessage,
    },
    popupWording,
  ),
  "Plan Checkout": withPhone(
    {
      name: name(messages.nameLetters),
      email,
      /** Plan ids only: names and prices are the server's, never the browser's. */
      items: z.preprocess(
        (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
        z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1, messages.cartEmpty).max(10, messages.cartEmpty),
      ),
    },
    popupWording,
  ),
  "Dosha Assessment": withPhone(
    {
      name: name(messages.nameLetters),
      email,
      /**
       * The assessment's answers, one letter per question (lib/dosha/answers.ts). Only the answers
       * travel: the service checks them against the questions and computes the scores itself.
       */
      answers: text(64).pipe(z.string().regex(/^[vpk]+$/, messages.doshaAnswers)),
      message: optionalMessage,
    },
    popupWording,
  ),
} satisfies Record<FormType, z.ZodType>;

export type LeadFields<F extends FormType> = z.output<(typeof schemas)[F]>;
export type AnyLeadFields = LeadFields<FormType>;

export type FieldErrors = Record<string, string>;

export type ParseResult<F extends FormType> =
  | { ok: true; data: LeadFields<F> }
  | { ok: false; fieldErrors: FieldErrors };

/** The first message of each field, as the forms show them under the field. */
export function parseLead<F extends FormType>(formType: F, input: unknown): ParseResult<F> {
  const result = schemas[formType].safeParse(input);
  if (result.success) return { ok: true, data: result.data as LeadFields<F> };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

export { formTypes };
