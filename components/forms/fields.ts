import type { FormType } from "@/lib/leads/form-types";
import { genders, healthIssues } from "@/lib/leads/form-options";

/** A form described as data, so each form is a short list, not a component. */
export type Option = { value: string; label: string };

export type FieldSpec =
  | {
      kind: "text" | "email" | "date" | "number";
      name: string;
      label: string;
      autoComplete?: string;
      optional?: boolean;
      min?: number | "today";
      max?: number;
      wide?: boolean;
    }
  | { kind: "textarea"; name: string; label: string; optional?: boolean; rows?: number }
  | { kind: "select"; name: string; label: string; options: Option[] | "consultationTypes" | "doctors"; placeholder: string; optional?: boolean; wide?: boolean }
  | { kind: "radio"; name: string; label: string; options: Option[]; optional?: boolean }
  | { kind: "phone"; defaultCountry: string }
  | { kind: "height"; optional?: boolean };

const name: FieldSpec = { kind: "text", name: "name", label: "Full Name", autoComplete: "name" };
const fullName: FieldSpec = { kind: "text", name: "fullName", label: "Full Name", autoComplete: "name" };
const email: FieldSpec = { kind: "email", name: "email", label: "Email Address", autoComplete: "email" };
const phone = (defaultCountry: string): FieldSpec => ({ kind: "phone", defaultCountry });
const message = (optional: boolean, label = "Message"): FieldSpec => ({ kind: "textarea", name: "message", label, optional, rows: 3 });

const title = (s: string) => s.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());

export const formFields: Record<FormType, FieldSpec[]> = {
  "Auto Popup": [name, phone("US")],
  "Consultation Popup": [
    name,
    email,
    phone("IN"),
    { kind: "select", name: "consultationType", label: "Consultation Type", options: "consultationTypes", placeholder: "Select consultation type" },
    message(true, "Tell us about your health concern"),
  ],
  "Banner Strip Consultation Form": [fullName, email, phone("US"), message(false)],
  "Homepage Consultation Form": [fullName, email, phone("US"), message(false)],
  "Consultation Form": [name, email, phone("US"), message(true)],
  "Contact Form": [name, email, phone("IN"), message(true)],
  "Doctor Booking": [
    name,
    email,
    phone("US"),
    { kind: "select", name: "doctorId", label: "Doctor", options: "doctors", placeholder: "Any available doctor", optional: true },
    { kind: "date", name: "preferredDate", label: "Preferred Date", optional: true, min: "today" },
    message(true),
  ],
  "Diet Plan Form": [
    name,
    email,
    phone("US"),
    {
      kind: "select",
      name: "healthIssue",
      label: "Health Issue",
      placeholder: "Select your health issue",
      options: healthIssues.map((v) => ({ value: v, label: v === "pcos" ? "PCOS" : v === "skin-hair" ? "Skin & Hair" : title(v) })),
      wide: true,
      optional: true,
    },
    // Only what the clinic needs to call back is required; these help the doctor prepare (docs/product.md).
    { kind: "radio", name: "currentMedicine", label: "Currently taking any medicine?", options: [{ value: "yes", label: "Yes" }, { value: "no", label: "No" }], optional: true },
    { kind: "radio", name: "gender", label: "Gender", options: genders.map((g) => ({ value: g, label: title(g) })), optional: true },
    { kind: "number", name: "age", label: "Age", min: 1, max: 120, optional: true },
    { kind: "height", optional: true },
    message(true),
  ],
  "Plan Checkout": [name, email, phone("US")],
  // The answers travel as a hidden field the result page adds (app/(site)/dosha-assessment/result).
  "Dosha Assessment": [name, email, phone("US"), message(true, "Anything the doctor should know")],
};

/** Every value a form starts with; the country selector's default is per form (docs/product.md, Forms). */
export function initialValues(formType: FormType): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of formFields[formType]) {
    if (field.kind === "phone") {
      values.countryCode = field.defaultCountry;
      values.phone = "";
    } else if (field.kind === "height") {
      values.heightFeet = "";
      values.heightInches = "";
    } else {
      values[field.name] = "";
    }
  }
  return values;
}
