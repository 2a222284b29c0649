import { consentField } from "../consent";
import { fallbackCountry } from "../fallback-country";

/** A form described as data, so each form is a short list, not a component (components/forms/field-view.tsx draws it). */
export type Option = { value: string; label: string };

/** A one-line input. */
export type InputSpec = {
  kind: "text" | "email" | "date" | "number";
  name: string;
  label: string;
  autoComplete?: string;
  optional?: boolean;
  /** "today" and "window": the visitor's own day and the last day they may ask for (days.ts). */
  min?: number | "today";
  max?: number | "window";
  wide?: boolean;
};

export type FieldSpec =
  | InputSpec
  | { kind: "textarea"; name: string; label: string; optional?: boolean; rows?: number }
  | {
      kind: "select";
      name: string;
      label: string;
      options: Option[] | "consultationTypes" | "doctors";
      placeholder: string;
      optional?: boolean;
      wide?: boolean;
    }
  | { kind: "radio"; name: string; label: string; options: Option[]; optional?: boolean }
  | { kind: "phone" }
  | { kind: "height"; optional?: boolean }
  /** The unticked box the visitor ticks to agree (lib/leads/consent.ts has its words and version). */
  | { kind: "consent" }
  /** The field only robots fill in (honeypotField); the service drops a lead that has it. */
  | { kind: "trap" };

/** The name of the hidden field that only robots fill in. */
export const honeypotField = "website";

export const nameField: FieldSpec = { kind: "text", name: "name", label: "Full Name", autoComplete: "name" };
/** The strip and homepage forms' name, called `fullName` as the first site's sheet has it. */
export const fullNameField: FieldSpec = { kind: "text", name: "fullName", label: "Full Name", autoComplete: "name" };
export const emailField: FieldSpec = { kind: "email", name: "email", label: "Email Address", autoComplete: "email" };
/**
 * The country list and the number. Every form's starts on the same country: before the page
 * knows the visitor, fallbackCountry; then the visitor's, from one rule (default-country.ts).
 */
export const phoneField: FieldSpec = { kind: "phone" };
export const messageField = (optional: boolean, label = "Message"): FieldSpec => ({
  kind: "textarea",
  name: "message",
  label,
  optional,
  rows: 3,
});

/** Every value a form starts with, by field name. */
export function initialValues(fields: readonly FieldSpec[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind === "phone") {
      values.countryCode = fallbackCountry;
      values.phone = "";
    } else if (field.kind === "height") {
      values.heightFeet = "";
      values.heightInches = "";
    } else if (field.kind === "consent") {
      // Unticked until the visitor ticks it: consent is never assumed.
      values[consentField] = "";
    } else if (field.kind !== "trap") {
      values[field.name] = "";
    }
  }
  return values;
}
