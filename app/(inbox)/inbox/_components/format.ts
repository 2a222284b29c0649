import { config } from "@/lib/config";

/** "20 Nov 2026, 3:30 pm IST": a stored ISO instant as the clinic reads it, whatever zone the server runs in. */
export function clinicTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: config().timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** "2026-11-20 10:00 UTC": the same instant, short and unambiguous. */
export const utcTime = (iso: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso);

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
