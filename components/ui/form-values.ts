/**
 * What a form's fields hold right now, by name. Read once a form has hydrated: React keeps what
 * a visitor typed or chose before the scripts arrived, but a controlled field's next render puts
 * the state's value back, so the state must first take the page's.
 */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}
