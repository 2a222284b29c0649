import { z } from "zod";
import type { FieldErrors } from "@/lib/leads/forms/define";
import { emailField, type FieldSpec } from "@/lib/leads/forms/fields";
import { email, optionalMessage } from "@/lib/leads/forms/rules";

/**
 * The privacy policy's request form (docs/decisions/067): a copy of one's details, or their
 * erasure. Its fields are drawn by the lead forms' field view, and its rules are the lead forms'
 * own e-mail and message rules, run in the browser before sending and again on the server.
 * No consent box: answering a request is the clinic's legal duty (UK GDPR Art. 6(1)(c)), and a
 * right is not to be made to wait on an agreement.
 */
export const requestKinds = ["copy", "erasure"] as const;
export type RequestKind = (typeof requestKinds)[number];

export const kindLabels: Record<RequestKind, string> = {
  copy: "A copy of the details you hold about me",
  erasure: "Erase the details you hold about me",
};

export const kindMessage = "Please choose a copy of your details or their erasure";

export const requestFields: readonly FieldSpec[] = [
  emailField,
  { kind: "radio", name: "kind", label: "What would you like?", options: requestKinds.map((value) => ({ value, label: kindLabels[value] })) },
  { kind: "textarea", name: "note", label: "Anything we should know, such as another e-mail address or phone number you used", optional: true, rows: 3 },
  { kind: "trap" },
];

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

/** The one answer every stored request gets, whoever's address it names (nothing in it depends on the store). */
export const receivedTexts = [
  "Request received",
  "Thank you. We will write to that address to check that the request is yours, then answer it within one month.",
] as const;

/**
 * What the form's server action answers. "received" carries nothing about the request, so the
 * answer is the same for every address; without JavaScript the page shows it, or the errors with
 * everything typed.
 */
export type PrivacyRequestState =
  | { status: "idle" }
  | { status: "received" }
  | { status: "error"; fieldErrors: FieldErrors; values: Record<string, string>; message?: string };
