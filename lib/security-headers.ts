/**
 * The security headers of every response, set once in next.config.ts (docs/decisions/027 and 041).
 *
 * The Content-Security-Policy allows nothing from another origin. Scripts need
 * 'unsafe-inline': the App Router writes its flight data into inline <script> tags on every
 * page, and the only alternative, a per-request nonce, would make every content page render
 * per request instead of being generated at build. Everything else is strict: no plugins, no
 * <base> elsewhere, no framing, forms post only to the site.
 */
export function contentSecurityPolicy({ dev = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // dev: React's debugging needs eval, and the dev server's hot reload a WebSocket.
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React writes style attributes (the carousel's position, the artwork's colours).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
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
 */
export function securityHeaders({ dev = false } = {}): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
    // For browsers that predate frame-ancestors: no page, the inbox's buttons least of all, inside a frame.
    { key: "X-Frame-Options", value: "DENY" },
    noSniffHeader,
    // The clinic's own pages see the full address a visitor came from (the lead's page); other sites only the origin.
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/**
 * Strict-Transport-Security, sent only when the request came over HTTPS (a TLS proxy in front
 * says so with X-Forwarded-Proto): over plain HTTP browsers ignore it anyway, and a site tried
 * on http://localhost must not be pinned to HTTPS. One year; not includeSubDomains, because
 * the clinic may run other hosts on its domain that do not serve HTTPS yet.
 */
export const hstsHeader = { key: "Strict-Transport-Security", value: "max-age=31536000" };
