import { z } from "zod";
import type { FieldErrors } from "@/lib/leads/client";
import { email, optionalMessage } from "@/lib/leads/client";
import { kindMessage, requestKinds } from "./request-form";

/** The request form's rules: the lead forms' own e-mail and message rules, run in the browser before sending and again on the server. */
const schema = z.object({
  email,
  kind: z.enum(requestKinds, { error: kindMessage }),
  note: optionalMessage,
});

export type PrivacyRequestInput = z.output<typeof schema>;

export type ParsedRequest = { ok: true; data: PrivacyRequestInput } | { ok: false; fieldErrors: FieldErrors };

/** Every field's first message at once, as the lead forms give them. */
export function parsePrivacyRequest(input: unknown): ParsedRequest {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, fieldErrors };
}
