export const setUpPath = "/inbox/set-up";

/** The name and e-mail typed, back in the form after a refusal; never the password or the code. */
export const setUpTypedCookieName = "inbox-set-up-typed";

export function setUpTypedOf(value: string | undefined): { name: string; email: string } {
  try {
    const parsed: unknown = value ? JSON.parse(value) : null;
    if (parsed && typeof parsed === "object" && "name" in parsed && "email" in parsed)
      return { name: String(parsed.name).slice(0, 200), email: String(parsed.email).slice(0, 320) };
  } catch {
    // Not of our making: the form starts empty.
  }
  return { name: "", email: "" };
}
