/**
 * A page that says "too many requests, try again later" answers 429 with Retry-After, not 200,
 * when its HTML is asked for. A form post's redirect lands on it, so a browser without
 * JavaScript still shows the whole page, while a monitor or a script reads the status. Next.js
 * gives a page no way to set its status, so the server does, for the addresses listed here only.
 */
import { replacePageStatus } from "./page-status.mjs";

const limitedPages = [
  // "Forgot your password?" refused for too many requests (app/(inbox)/inbox/forgot).
  { path: "/inbox/forgot", limited: (query) => query.get("error") === "limited" },
];

/** Wraps the response of a limited page so that its HTML goes out as a 429. */
export function limitedPageStatus(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const url = new URL(req.url ?? "/", "http://localhost");
  if (!limitedPages.some((p) => p.path === url.pathname && p.limited(url.searchParams))) return;
  const minutes = Number(url.searchParams.get("retry"));
  replacePageStatus(res, (response, html) => {
    if (!html) return undefined;
    response.setHeader("Retry-After", String(Number.isInteger(minutes) && minutes > 0 ? minutes * 60 : 60));
    return 429;
  });
}
