/**
 * PostgreSQL text and jsonb cannot hold U+0000: a "%00" in a bot's UTM value or a note would
 * otherwise cost the whole write. It becomes U+FFFD, the usual stand-in.
 */
export const withoutNul = (value: string) => value.replaceAll("\0", "\uFFFD");

/** A JSON value as jsonb will take it: every string in it without U+0000. */
export const jsonWithoutNul = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? withoutNul(item) : item));
