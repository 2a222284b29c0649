/**
 * How the inbox reads what a request brings: a page's query (Next's searchParams or a
 * URLSearchParams), a form's data, a route's segment. Strings come trimmed, without control
 * characters, cut to a stated length; ids only when they have their pattern. A NUL is refused
 * outright: no form sends one, PostgreSQL cannot hold one (a hand-written reader passed it to a
 * query, a 500), so the request was forged and the caller answers 404 (`?? notFound()`).
 */

export type InputSource = URLSearchParams | FormData | Readonly<Record<string, string | string[] | undefined>>;

/** The ids the inbox's tables use: randomUUID() for leads, bookings, orders and requests; slugs for doctors. */
export const idPatterns = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  slug: /^[a-z0-9]+(?:-[a-z0-9]+){0,15}$/,
} as const;

/** A count or a row number: at most nine digits, so always within PostgreSQL's integer. */
const count = /^\d{1,9}$/;

/** A bound for a line nobody types at length (a status, a date, a doctor): longer is cut. */
const defaultMax = 200;

// Every control character (Unicode's Cc) but those a text with lines keeps.
const lineBreaks = /\r\n?/g;
const spacing = /[\t\n\v\f\r\u0085]/g;
const controls = /\p{Cc}/gu;
const controlsButLines = /(?![\t\n])\p{Cc}/gu;

const entries = (source: InputSource): Array<[string, unknown]> =>
  source instanceof URLSearchParams || source instanceof FormData
    ? [...source.entries()]
    : Object.entries(source).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item): [string, unknown] => [name, item]),
      );

export type Input = {
  /** One line: the first value, trimmed, controls taken out (tabs and breaks become spaces), at most `max` characters. "" when absent. */
  text(name: string, max?: number): string;
  /** A text with lines (a note): breaks and tabs kept, other controls taken out, trimmed; null when longer than `max`, for the caller to say so beside the field. */
  lines(name: string, max: number): string | null;
  /**
   * The value exactly as sent, or "" when longer than `max`: a password (its spaces are part of
   * it), or a path whose checker must see any control character in it to refuse it.
   */
  exact(name: string, max: number): string;
  /** The value when the whole of it matches `pattern` (see idPatterns), else "". */
  match(name: string, pattern: RegExp): string;
  /** Every value given under `name` that matches `pattern`, at most `max` of them. */
  all(name: string, pattern: RegExp, max?: number): string[];
  /** A whole number of at most nine digits (a count, a row's number), or undefined. */
  count(name: string): number | undefined;
};

/** A line as `text` keeps it. */
const line = (value: string, max = defaultMax) =>
  value.replace(spacing, " ").replace(controls, "").trim().slice(0, max);

/** The request's input, or undefined when a name or value holds a NUL (the caller answers 404). */
export function inputOf(source: InputSource): Input | undefined {
  const all = entries(source);
  if (all.some(([name, value]) => name.includes("\0") || (typeof value === "string" && value.includes("\0"))))
    return undefined;
  const raw = (name: string) => {
    const found = all.find(([key]) => key === name)?.[1];
    return typeof found === "string" ? found : "";
  };
  const match = (value: string, pattern: RegExp) => (value.length <= 100 && pattern.test(value) ? value : "");
  return {
    text: (name, max) => line(raw(name), max),
    lines: (name, max) => {
      const value = raw(name).replace(lineBreaks, "\n").replace(controlsButLines, "").trim();
      return value.length > max ? null : value;
    },
    exact: (name, max) => (raw(name).length <= max ? raw(name) : ""),
    match: (name, pattern) => match(raw(name), pattern),
    all: (name, pattern, max = 500) =>
      all
        .filter(([key, value]) => key === name && typeof value === "string" && match(value, pattern))
        .slice(0, max)
        .map(([, value]) => value as string),
    count: (name) => {
      const value = match(raw(name), count);
      return value ? Number(value) : undefined;
    },
  };
}

/** A route's dynamic segment (Next has decoded it) when it has its id's pattern, else undefined (the caller answers 404). */
export const segmentOf = (value: string, pattern: RegExp): string | undefined =>
  value.length <= 100 && pattern.test(value) ? value : undefined;
