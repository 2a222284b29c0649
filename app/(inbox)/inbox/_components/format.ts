/** "2026-11-20 10:00 UTC": a stored instant in UTC beside its clinic time (lib/leads/clinic-time.ts), short and unambiguous. */
export const utcTime = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso;

/**
 * A visit URL as short as it can be read: "/book-my-diet?utm_source=x" for the site's own
 * pages (`path`), "www.instagram.com/" for a referrer. Anything unparsable is shown as is.
 */
export function shortUrl(value: string, { path = false }: { path?: boolean } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return value;
  const rest = `${url.pathname}${url.search}${url.hash}`;
  return path ? rest : `${url.host}${rest === "/" ? "" : rest}`;
}
