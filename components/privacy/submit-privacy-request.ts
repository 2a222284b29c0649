"use server";

import { headers } from "next/headers";
import { rateLimitedMessage, storeDownMessage, honeypotField } from "@/lib/leads/client";
import { clientFromHeaders } from "@/lib/leads";
import { log } from "@/lib/log";
import type { PrivacyRequestState } from "@/lib/privacy/client";
import { submitPrivacyRequest } from "@/lib/privacy";
import { formText } from "@/components/forms/form-text";
import { answerWithStatus } from "@/lib/net/form-status";

/**
 * The privacy request form's action, for a plain POST made without JavaScript and a call from the
 * running form alike (docs/decisions/067). Anything that is not form data is an empty form, as
 * for the lead forms' action (components/forms/submit-lead-form.ts).
 */
export async function submitPrivacyRequestForm(_previous: unknown, formData: unknown): Promise<PrivacyRequestState> {
  const fields = formText(formData);
  const { [honeypotField]: _trap, ...values } = fields;
  const client = clientFromHeaders(await headers());
  try {
    const result = await submitPrivacyRequest({ fields, client });
    switch (result.status) {
      case "received":
        return { status: "received" };
      case "invalid":
        await answerWithStatus(422);
        return { status: "error", fieldErrors: result.fieldErrors, values };
      case "rate-limited":
        await answerWithStatus(429);
        return { status: "error", fieldErrors: {}, values, message: rateLimitedMessage };
    }
  } catch (error) {
    log().error(
      { err: error, event: "privacy.request-failed", requestId: client.requestId },
      "privacy request not stored; the form shows the failure message",
    );
    return { status: "error", fieldErrors: {}, values, message: storeDownMessage };
  }
}
