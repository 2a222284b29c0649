import type { ColumnValues } from "@/lib/db/columns";
import type { FieldErrors } from "@/lib/leads/client";
import { emailField, type FieldSpec } from "@/lib/leads/client";

/**
 * The privacy policy's request form (docs/decisions/067): a copy of one's details, or their
 * erasure. Its fields are drawn by the lead forms' field view; its rules (request-rules.ts, with
 * zod) load in the browser only when a visitor starts on it, as the lead forms' do.
 * No consent box: answering a request is the clinic's legal duty (UK GDPR Art. 6(1)(c)), and a
 * right is not to be made to wait on an agreement.
 */
export const requestKinds = ["copy", "erasure"] as const satisfies readonly ColumnValues<"privacy_requests", "kind">[];
export type RequestKind = (typeof requestKinds)[number];

export const kindLabels: Record<ColumnValues<"privacy_requests", "kind">, string> = {
  copy: "A copy of the details you hold about me",
  erasure: "Erase the details you hold about me",
};

export const kindMessage = "Please choose a copy of your details or their erasure";

export const requestFields: readonly FieldSpec[] = [
  emailField,
  {
    kind: "radio",
    name: "kind",
    label: "What would you like?",
    options: requestKinds.map((value) => ({ value, label: kindLabels[value] })),
  },
  {
    kind: "textarea",
    name: "note",
    label: "Anything we should know, such as another e-mail address or phone number you used",
    optional: true,
    rows: 3,
  },
  { kind: "trap" },
];

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
