import { isSessionToken } from "./session";

/** Headers every inbox response carries: never cached, never indexed. */
export const inboxResponseHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export const signInPath = "/inbox/sign-in";

/**
 * The pages a person without a session must reach: signing in, asking for a reset link, setting
 * a password from an invitation or reset link, and the first owner's set-up. Each checks what
 * it needs (the link's token, the one-time code) itself, and opens nothing else.
 */
function isOpenInboxPath(pathname: string): boolean {
  if (pathname === signInPath || pathname === "/inbox/forgot" || pathname === "/inbox/set-up") return true;
  return /^\/inbox\/(invitation|reset)\/[^/]+$/.test(pathname);
}

export type GateDecision = { kind: "pass" } | { kind: "sign-in"; location: string } | { kind: "refuse" };

/**
 * What proxy.ts does with a request under /inbox before the app sees it. It only looks for a
 * session cookie of the right shape: whether the session is valid is for the page, action or
 * route itself to check against the database (each does), so a matcher change or a forged
 * cookie can never open anything. Without a cookie a page visit is sent to sign in, and
 * anything else (a server action's POST, a download) is refused outright.
 */
export function inboxGate({
  pathname,
  search,
  method,
  token,
}: {
  pathname: string;
  search: string;
  method: string;
  token: string | undefined;
}): GateDecision {
  if (isOpenInboxPath(pathname)) return { kind: "pass" };
  if (isSessionToken(token)) return { kind: "pass" };
  if (method === "GET" || method === "HEAD") {
    // Back to the same page after signing in; the sign-in page only follows paths inside /inbox.
    const next = `${pathname}${search}`;
    return {
      kind: "sign-in",
      location: next === "/inbox" ? signInPath : `${signInPath}?next=${encodeURIComponent(next)}`,
    };
  }
  return { kind: "refuse" };
}
