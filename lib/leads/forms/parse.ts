import type { FormDefinition, FieldErrors, LeadData } from "./define";
import type { DayWindow } from "./days";
import { leadForm, type FormType } from "./index";
import { formSchema, makeRules } from "./rules";

export type ParseResult = { ok: true; data: LeadData } | { ok: false; fieldErrors: FieldErrors };

type Schema = ReturnType<typeof formSchema>;

/** Schemas for the window they were made for; the window moves once a day. */
let made: { window: string; schemas: Map<FormDefinition, Schema> } = { window: "", schemas: new Map() };

function schemaFor(form: FormDefinition, window: DayWindow): Schema {
  const key = `${window.earliest}/${window.latest}`;
  if (made.window !== key) made = { window: key, schemas: new Map() };
  let schema = made.schemas.get(form);
  if (!schema) {
    const wording = form.wording ?? "popup";
    schema = formSchema(form.rules(makeRules({ window, wording })), wording);
    made.schemas.set(form, schema);
  }
  return schema;
}

/**
 * A form's rules over what was sent, in the browser before sending (with the visitor's days)
 * and on the server (with its own, days.ts). Every field's first message, at once.
 */
export function parseLead(formType: FormType, input: unknown, window: DayWindow): ParseResult {
  const result = schemaFor(leadForm(formType), window).safeParse(input);
  if (result.success) return { ok: true, data: result.data as LeadData };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
