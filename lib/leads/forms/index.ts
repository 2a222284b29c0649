import { autoPopup } from "./auto-popup";
import { bannerStrip } from "./banner-strip";
import { consultationBooking } from "./consultation-booking";
import { consultationForm } from "./consultation-form";
import { consultationPopup } from "./consultation-popup";
import { contactForm } from "./contact-form";
import type { FormDefinition } from "./define";
import { dietPlan } from "./diet-plan";
import { doctorBooking } from "./doctor-booking";
import { doshaAssessment } from "./dosha-assessment";
import type { FieldSpec } from "./fields";
import { homepageConsultation } from "./homepage-consultation";
import { planCheckout } from "./plan-checkout";
import { planPurchase } from "./plan-purchase";
import { fieldsOnEveryForm } from "./shared";

/**
 * Every form that sends a lead, one module each (docs/architecture.md, Forms). A new form
 * type is its module, listed here, and the page that shows it. The order is the inbox's.
 */
const forms = [
  autoPopup,
  consultationPopup,
  bannerStrip,
  homepageConsultation,
  consultationForm,
  contactForm,
  doctorBooking,
  dietPlan,
  planCheckout,
  planPurchase,
  doshaAssessment,
  consultationBooking,
] as const;

export type FormType = (typeof forms)[number]["formType"];

export const formTypes: readonly FormType[] = forms.map((form) => form.formType);

const byType = new Map<string, FormDefinition<FormType>>(forms.map((form) => [form.formType, form]));

export const isFormType = (value: unknown): value is FormType => typeof value === "string" && byType.has(value);

export function leadForm(formType: FormType): FormDefinition<FormType> {
  const form = byType.get(formType);
  if (!form) throw new Error(`No lead form is registered as ${formType}`);
  return form;
}

/** The fields a form shows: its own, then those every form carries. */
export const formFields = (formType: FormType): readonly FieldSpec[] => [
  ...leadForm(formType).fields,
  ...fieldsOnEveryForm,
];
