/**
 * Checks of the few fields processing reads from a signed event. Stripe signs what it sends, but a
 * field of the wrong type or out of range (an amount no column holds, a list that is not one) is
 * an event no retry will mend: it goes to the desk's failed list with this reason at once.
 */
export class UnprocessableEvent extends Error {
  override readonly name = "UnprocessableEvent";
}

/** PostgreSQL's integer: the largest amount in cents an order's columns hold. */
const maxCents = 2 ** 31 - 1;

export function cents(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > maxCents)
    throw new UnprocessableEvent(`${field} is not an amount in cents (${JSON.stringify(value)?.slice(0, 40)})`);
  return value;
}

export function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || value.length > 5000)
    throw new UnprocessableEvent(`${field} is not text (${typeof value})`);
  return value;
}

export function text(value: unknown, field: string): string {
  const checked = optionalText(value, field);
  if (!checked) throw new UnprocessableEvent(`${field} is missing`);
  return checked;
}

/** A Stripe list's `data`, or none when the list is absent. */
export function listData<T>(list: { data?: unknown } | null | undefined, field: string): T[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list.data)) throw new UnprocessableEvent(`${field}.data is not a list`);
  return list.data as T[];
}

/** An id, or an expanded object's id. */
export function idOf(value: unknown, field = "id"): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "object" && typeof (value as { id?: unknown }).id === "string")
    return (value as { id: string }).id;
  throw new UnprocessableEvent(`${field} is not an id`);
}
