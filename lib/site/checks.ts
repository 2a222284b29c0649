import type { ClinicFactKey } from "@/content/clinic-facts";
import {
  basisSchema,
  claimValueSchema,
  contactSchema,
  figureLabelSchema,
  figureValueSchema,
  type Contact,
} from "./records";

/**
 * The desk's forms checked as typed: what the store saves, or each field's first problem in a
 * sentence. The store runs these on every save; the page runs them again on what came back
 * refused, so the messages beside the fields are the checks' own, never text from the address.
 */
export type Intent = "save" | "confirm" | "unconfirm";
export type Checked<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

type Issue = { path: PropertyKey[]; message: string };
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function errorsOf(fields: Record<string, Issue[] | undefined>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, issues] of Object.entries(fields)) if (issues?.[0]) errors[field] = sentence(issues[0].message);
  return errors;
}

export function checkContact(input: Record<string, string>): Checked<Contact> {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const byField: Record<string, Issue[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0] ?? "form")] ??= []).push(issue);
  return { ok: false, fieldErrors: errorsOf(byField) };
}

export function checkClaim(
  key: ClinicFactKey,
  input: { value: string; basis: string; intent: Intent },
): Checked<{ value: string | number; basis?: string }> {
  const value = claimValueSchema(key).safeParse(input.value);
  const basis = input.intent === "confirm" ? basisSchema.safeParse(input.basis) : undefined;
  if (value.success && (!basis || basis.success)) return { ok: true, value: { value: value.data, basis: basis?.data } };
  return {
    ok: false,
    fieldErrors: errorsOf({
      value: value.success ? undefined : value.error.issues,
      basis: basis && !basis.success ? basis.error.issues : undefined,
    }),
  };
}

export function checkFigure(input: {
  value: string;
  label: string;
  basis: string;
  intent: Intent;
}): Checked<{ value: string; label: string; basis?: string }> {
  const value = figureValueSchema.safeParse(input.value);
  const label = figureLabelSchema.safeParse(input.label);
  const basis = input.intent === "confirm" ? basisSchema.safeParse(input.basis) : undefined;
  if (value.success && label.success && (!basis || basis.success))
    return { ok: true, value: { value: value.data, label: label.data, basis: basis?.data } };
  return {
    ok: false,
    fieldErrors: errorsOf({
      value: value.success ? undefined : value.error.issues,
      label: label.success ? undefined : label.error.issues,
      basis: basis && !basis.success ? basis.error.issues : undefined,
    }),
  };
}
