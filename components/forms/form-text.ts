/**
 * A posted form's text fields, as the server actions read them. React's own fields of a form
 * posted without JavaScript start with $ACTION and are left out; anything that is not form data
 * (an action called with forged arguments) is an empty form.
 */
export function formText(formData: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(formData instanceof FormData)) return fields;
  for (const [key, value] of formData) if (typeof value === "string" && !key.startsWith("$ACTION")) fields[key] = value;
  return fields;
}
