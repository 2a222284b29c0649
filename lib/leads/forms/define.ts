import type { z } from "zod";
import type { FieldSpec } from "./fields";
import type { Rules, Wording } from "./rules";

/** The first message of each field, by field name, as the forms show them under the field. */
export type FieldErrors = Record<string, string>;

/** The toasts of a form: the first site's, word for word, and ours where it had none (docs/product.md, Forms). */
export type FormTexts = { success: [title: string, description: string]; failure: [title: string, fallback: string] };

/** What only the server knows, given to a form's `check`: the catalogue, the plans, the dosha questions. */
export type ServerFacts = {
  category(slug: string): { name: string } | undefined;
  doctor(id: string): { name: string } | undefined;
  plan(id: string): { id: string; name: string; price: number; period: string } | undefined;
  /** The constitution and scores computed from the assessment's answers, or nothing when they are not a full set. */
  doshaDetails(answers: string): Record<string, string> | undefined;
};

/** A form's check: the lead's details as the clinic keeps them (LeadRecord.details), or messages beside fields. */
type Checked = { details: Record<string, unknown> } | { errors: FieldErrors };

/** What every form's schema adds to its own fields (rules.ts, formSchema): the phone, the consent and the visit's context. */
type SharedData = {
  /** Only a lead with the box ticked passes the schema. */
  consent: "yes";
  countryCode: string;
  country: string;
  phone: string;
  phoneE164: string;
  pageUrl: string;
  landingPage: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  date: string;
  time: string;
  timestamp: string;
};

/** One form type, as its module writes it. */
type FormModule<T extends string, S extends z.ZodRawShape> = {
  /** The name the clinic sees in its sheet and inbox. */
  formType: T;
  /** Its own fields, in order; the country and phone are one of them (fields.ts, phoneField). */
  fields: readonly FieldSpec[];
  texts: FormTexts;
  /** The messages for the name and the phone's length: the popups' (the default) or the strip forms'. */
  wording?: Wording;
  /** Its own fields' rules, picked from `r`; the contact block and the visit's context are added to every form. */
  rules: (r: Rules) => S;
  /** What the server checks on top of the rules, and the details it keeps; without it the lead has none. */
  check?: (data: z.output<z.ZodObject<S>> & SharedData, facts: ServerFacts) => Checked;
  /** A consultation request: while booking is on, its confirmation offers to pick a time now (docs/booking.md, Entry points). */
  offersBooking?: boolean;
};

/** A form type as the registry holds it (index.ts): the same module, its data typed loosely. */
export type FormDefinition<T extends string = string> = {
  formType: T;
  fields: readonly FieldSpec[];
  texts: FormTexts;
  wording?: Wording;
  rules: (r: Rules) => z.ZodRawShape;
  check?: (data: LeadData, facts: ServerFacts) => Checked;
  offersBooking?: boolean;
};

/** What a checked lead holds: the shared fields, and its own by name. */
export type LeadData = SharedData & Record<string, unknown>;

/**
 * One form type in one module: its fields, toasts, rules and server check. The check is typed
 * by the rules here; the registry forgets that type, which holds because parse.ts only ever
 * hands a form's check the output of that form's own rules.
 */
export const defineForm = <const T extends string, S extends z.ZodRawShape>(form: FormModule<T, S>) =>
  form as unknown as FormDefinition<T>;
