/**
 * The sign-in between its password and its code (docs/decisions/091): the pending state,
 * sealed by the site's key, in a cookie only the sign-in page receives. It is no session: no
 * inbox page, action or download takes it.
 */
export const pendingCookieName = "clinic_inbox_pending";

export function pendingCookieOptions(expires: Date, secure: boolean) {
  return { httpOnly: true, sameSite: "strict", secure, path: "/inbox/sign-in", expires } as const;
}
