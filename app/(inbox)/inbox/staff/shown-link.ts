/** The cookie that carries a link made for the screen from the action to the staff page, once. */
export const shownLinkCookieName = "inbox-staff-link";

export type ShownLink = { path: string; email: string };

export function shownLinkOf(value: string | undefined): ShownLink | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (
      parsed &&
      typeof parsed === "object" &&
      "path" in parsed &&
      "email" in parsed &&
      typeof parsed.path === "string" &&
      typeof parsed.email === "string" &&
      /^\/inbox\/(invitation|reset)\/[A-Za-z0-9_-]{43}$/.test(parsed.path)
    )
      return { path: parsed.path, email: parsed.email };
  } catch {
    // A cookie not of our making shows nothing.
  }
  return null;
}
