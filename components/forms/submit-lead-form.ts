"use server";

import { headers } from "next/headers";
import type { LeadFormState } from "@/lib/leads/client";
import { bookingOffered } from "@/lib/booking";
import { honeypotField, rateLimitedMessage, storeDownMessage } from "@/lib/leads/client";
import { clientFromHeaders, submitLead } from "@/lib/leads";
import { log } from "@/lib/log";
import { formText } from "@/components/forms/form-text";
import { answerWithStatus } from "@/lib/net/form-status";

/**
 * Every lead form's action, bound to its form type in the browser
 * (`submitLeadForm.bind(null, formType)`). It answers a plain POST made before JavaScript
 * loads and a call from the running form alike, through the lead service that the JSON
 * endpoint also uses. Anyone can call an action with any arguments the framework can decode
 * (a forged body once passed a list where the form data goes, and `for...of` threw), so every
 * argument is input: the form type is checked by the service, and anything that is not form
 * data is an empty form.
 */
export async function submitLeadForm(formType: unknown, _previous: unknown, formData: unknown): Promise<LeadFormState> {
  const fields = formText(formData);
  const { [honeypotField]: _trap, ...values } = fields;
  const client = clientFromHeaders(await headers());
  try {
    const result = await submitLead({ formType, fields, client });
    switch (result.status) {
      case "stored":
      case "ignored":
        return { status: "success", id: result.id, bookingOpen: await bookingOffered(formType) };
      case "invalid":
        await answerWithStatus(422);
        return { status: "error", fieldErrors: result.fieldErrors, values };
      case "rate-limited":
        await answerWithStatus(429);
        return { status: "error", fieldErrors: {}, values, message: rateLimitedMessage };
    }
  } catch (error) {
    log().error(
      { err: error, event: "lead.intake-failed", requestId: client.requestId, via: "action" },
      "lead intake failed; the form shows the failure message",
    );
    return { status: "error", fieldErrors: {}, values, message: storeDownMessage };
  }
}
