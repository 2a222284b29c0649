"use server";

import { headers } from "next/headers";
import type { FormType } from "@/lib/leads/form-types";
import type { LeadFormState } from "@/lib/leads/form-state";
import { honeypotField } from "@/lib/leads/form-options";
import { clientFromHeaders } from "@/lib/leads/request";
import { submitLead } from "@/lib/leads/service";
import { rateLimitedMessage, storeDownMessage } from "@/lib/leads/texts";

/** One server action per form, all through the lead service, the same one the JSON endpoint uses. */
async function intake(formType: FormType, formData: FormData): Promise<LeadFormState> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !key.startsWith("$ACTION")) fields[key] = value;
  }
  const { [honeypotField]: _trap, ...values } = fields;
  try {
    const result = await submitLead({ formType, fields, client: clientFromHeaders(await headers()) });
    switch (result.status) {
      case "stored":
      case "ignored":
        return { status: "success", id: result.id };
      case "invalid":
        return { status: "error", fieldErrors: result.fieldErrors, values };
      case "rate-limited":
        return { status: "error", fieldErrors: {}, values, message: rateLimitedMessage };
    }
  } catch (error) {
    console.error(`lead intake failed (${formType})`, error);
    return { status: "error", fieldErrors: {}, values, message: storeDownMessage };
  }
}

export async function submitAutoPopup(_: LeadFormState, formData: FormData) {
  return intake("Auto Popup", formData);
}
export async function submitConsultationPopup(_: LeadFormState, formData: FormData) {
  return intake("Consultation Popup", formData);
}
export async function submitStripForm(_: LeadFormState, formData: FormData) {
  return intake("Banner Strip Consultation Form", formData);
}
export async function submitHomepageForm(_: LeadFormState, formData: FormData) {
  return intake("Homepage Consultation Form", formData);
}
export async function submitConsultationForm(_: LeadFormState, formData: FormData) {
  return intake("Consultation Form", formData);
}
export async function submitContactForm(_: LeadFormState, formData: FormData) {
  return intake("Contact Form", formData);
}
export async function submitDoctorBooking(_: LeadFormState, formData: FormData) {
  return intake("Doctor Booking", formData);
}
export async function submitDietForm(_: LeadFormState, formData: FormData) {
  return intake("Diet Plan Form", formData);
}
export async function submitPlanCheckout(_: LeadFormState, formData: FormData) {
  return intake("Plan Checkout", formData);
}
