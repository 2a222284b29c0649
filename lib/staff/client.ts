/**
 * What of the staff domain the proxy (proxy.ts) loads on every inbox request: the gate and the
 * session cookie's name and form, without the database.
 */
export { inboxGate, inboxResponseHeaders, signInPath } from "./inbox-gate";
export { isSecureRequest, safeNext, sessionCookieName, sessionCookieOptions, sessionTokenHash } from "./session";
