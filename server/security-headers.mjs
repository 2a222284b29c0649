/**
 * The security headers of every response (docs/decisions/027, 041 and 051). server.mjs sets them
 * on each response as it goes out, whatever produced it (a page, a redirect, the API, its own
 * refusals); next.config.ts sends the same list for `next dev` and a bare `next start`.
 * Plain JavaScript, because server.mjs runs unbundled and imports it as it is.
 */

/**
 * The Content-Security-Policy. Nothing from another origin, no plugins, no <base> elsewhere, no
 * framing, forms post only to the site, and no inline script but the ones named:
 *
 * - `scripts`: the sources a page's scripts may come from: the hashes of a prerendered page's
 *   inline scripts (scripts/first-paint.mjs), or the nonce of a page rendered for this request.
 *   With them comes 'strict-dynamic', so the scripts those add (the framework's files) run too,
 *   and 'self' for browsers that predate it.
 * - none: a response that is not a page (JSON, an SVG, a redirect) runs no script at all.
 * - `dev`: the development server, whose pages have neither hashes nor a nonce; React's debugging
 *   needs eval there, and hot reload a WebSocket.
 *
 * - `formTargets`: where else a form may lead (paymentFormTargets): the checkout's form posts to the
 *   site, whose answer is a 303 to Stripe's payment page, and browsers hold a redirect after a form
 *   post to form-action too.
 *
 * Styles keep 'unsafe-inline': React writes style attributes (the carousel's position, the
 * artwork's colours).
 */
export function contentSecurityPolicy({ scripts, dev = false, formTargets = [] } = {}) {
  const scriptSources = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : scripts?.length
      ? ["'self'", "'strict-dynamic'", ...scripts]
      : ["'none'"];
  const directives = {
    "default-src": ["'self'"],
    "script-src": scriptSources,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...formTargets],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The origins the checkout's form may lead to (docs/payments.md): Stripe's hosted payment page, its
 * Customer Portal (the success page's "Change my card or cancel my plan" is answered with a 303
 * there), and the origin of STRIPE_API_URL when it is set, where a test double serves its stand-ins
 * for both. With JavaScript the page goes there by a plain navigation, which form-action does not govern,
 * so connect-src stays the site's own.
 */
export function paymentFormTargets(stripeApiUrl) {
  const targets = ["https://checkout.stripe.com", "https://billing.stripe.com"];
  try {
    if (stripeApiUrl?.trim()) targets.push(new URL(stripeApiUrl.trim()).origin);
  } catch {
    // lib/config.ts refuses such a value when the server starts.
  }
  return targets;
}

/** Where the framework's hashed files are served: scripts, stylesheets, fonts (a path pattern for next.config.ts). */
export const frameworkFiles = "_next/static/";

/** The header that matters for every response: a script or stylesheet is never read as anything else. */
export const noSniffHeader = { key: "X-Content-Type-Options", value: "nosniff" };

/**
 * The headers of a response a browser may show as a document: a page, an API answer, an SVG
 * opened on its own. The framework's hashed scripts, stylesheets and fonts get only
 * `noSniffHeader` (decision 041): a policy, frame or permissions header on a script or a font
 * does nothing, and on HTTP/1.1 these cost half a kilobyte on each of a page's dozen responses.
 * The Content-Security-Policy is not among them: it depends on the response (contentSecurityPolicy).
 */
export const documentHeaders = [
  // For browsers that predate frame-ancestors: no page, the inbox's buttons least of all, inside a frame.
  { key: "X-Frame-Options", value: "DENY" },
  noSniffHeader,
  // The clinic's own pages see the full address a visitor came from (the lead's page); other sites only the origin.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * Strict-Transport-Security, sent only when the request came over HTTPS (a TLS proxy in front
 * says so with X-Forwarded-Proto): over plain HTTP browsers ignore it anyway, and a site tried
 * on http://localhost must not be pinned to HTTPS. One year; not includeSubDomains, because
 * the clinic may run other hosts on its domain that do not serve HTTPS yet.
 */
export const hstsHeader = { key: "Strict-Transport-Security", value: "max-age=31536000" };

/** Whether the TLS proxy in front says the request came over HTTPS (its X-Forwarded-Proto; the first proxy's word counts). */
export const cameOverHttps = (forwardedProto) =>
  String(forwardedProto ?? "")
    .split(",")[0]
    .trim()
    .toLowerCase() === "https";
