"use server";

import { headers } from "next/headers";
import type { LeadFormState } from "@/lib/leads/form-state";
import { honeypotField } from "@/lib/leads/form-options";
import { clientFromHeaders } from "@/lib/leads/request";
import { submitLead } from "@/lib/leads/service";
import { rateLimitedMessage, storeDownMessage } from "@/lib/leads/texts";

/**
 * Every lead form's action, bound to its form type in the browser
 * (`submitLeadForm.bind(null, formType)`). It answers a plain POST made before JavaScript
 * loads and a call from the running form alike, through the lead service that the JSON
 * endpoint also uses. The form type comes from the page, so the service checks it like any
 * other input.
 */
export async function submitLeadForm(formType: unknown, _previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) {
    // React's own fields for a form posted without JavaScript start with $ACTION.
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
    console.error(`lead intake failed (${String(formType)})`, error);
    return { status: "error", fieldErrors: {}, values, message: storeDownMessage };
  }
}
