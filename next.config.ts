import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { categories } from "./content/categories";
import { slugify } from "@/lib/catalogue/client";
import { config } from "./lib/config";
import {
  contentSecurityPolicy,
  documentHeaders,
  frameworkFiles,
  hstsHeader,
  noSniffHeader,
  paymentFormTargets,
} from "./server/security-headers.mjs";

// Build, start and dev all load this file first: a bad environment variable stops them here, by name.
config();

/**
 * A production build or server without SITE_URL writes http://localhost:3000 into every
 * canonical link, the sitemap, robots.txt, the structured data and the share cards. It is
 * allowed (the tests build that way), but never quietly: it says so in a box, and the launch
 * check (npm run preflight) refuses it.
 */
function warnAboutSiteAddress(phase: string) {
  if (!config().site.urlIsDefault || (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_PRODUCTION_SERVER)) return;
  const lines = [
    "SITE_URL is not set: every canonical link, the sitemap, robots.txt, the structured",
    "data and the share cards of this build name http://localhost:3000. Set SITE_URL to",
    "the site's public https:// address before building for the public (npm run preflight).",
  ];
  const rule = "!".repeat(Math.max(...lines.map((l) => l.length)) + 4);
  console.warn(`\n${rule}\n${lines.map((l) => `! ${l.padEnd(rule.length - 4)} !`).join("\n")}\n${rule}\n`);
}

/** The first site's other slugs for a condition answer a permanent redirect (308) to its one canonical page. */
const aliasRedirects = categories.flatMap((category) =>
  (category.aliases ?? []).map((alias) => ({
    source: `/consultations/${slugify(category.name)}/${alias.slug}`,
    destination: `/consultations/${slugify(category.name)}/${alias.to}`,
    permanent: true,
  })),
);

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // forbidden() and its page, for an inbox account whose role does not allow a page or action
  // (app/(inbox)/inbox/session.ts); experimental in Next.js 16, documented in its API reference.
  experimental: {
    authInterrupts: true,
    // A page or the clinic's facts rendered again after a save (lib/site, decision 115) stay in this
    // process's memory, never written over the build's files: instances sharing a build's folder
    // (the tests' servers, a deployment on one volume) would otherwise serve each other's renders.
    isrFlushToDisk: false,
    // A doctor's photograph (up to 10 MB) is posted to the desk's action; server.mjs keeps every
    // other action at 1 MB (server/request-screen.mjs, photoActionBodyLimit). The proxy (proxy.ts)
    // cut a body at its 10 MB default, which Next then failed to parse as a form (a 500).
    serverActions: { bodySizeLimit: "24mb" },
    proxyClientMaxBodySize: "24mb",
  },
  // A page file named page.drill.tsx always throws, to show the error pages to the end-to-end
  // tests; only a build made with ERROR_DRILL=on (scripts/test.sh) has those routes at all.
  pageExtensions: config().errorDrill ? ["tsx", "ts", "drill.tsx"] : ["tsx", "ts"],
  // server.mjs compresses, with brotli where the browser takes it (docs/decisions/041); Next's own is gzip only.
  compress: false,
  // The clinic's photographs (docs/pictures.md) are served in the widths a page asks for, as
  // AVIF or WebP; nothing else may be run through the optimiser.
  images: {
    formats: ["image/avif", "image/webp"],
    localPatterns: [
      { pathname: "/photos/**", search: "" },
      { pathname: "/banners/**", search: "" },
    ],
  },
  // The lead database lives in data/ at run time; a build must never ship its own copy.
  outputFileTracingExcludes: { "*": ["data/**"] },
  // The catalogue reads the condition Markdown when a server process first imports it, and
  // routes rendered per request (/doctors, /products, /blogs, /api/leads, the forms' server
  // actions) import it: a traced deployment must carry the content with them.
  outputFileTracingIncludes: { "*": ["./content/**/*"] },
  async redirects() {
    return aliasRedirects;
  },
  // The security headers (server/security-headers.mjs) for `next dev` and a bare `next start`;
  // server.mjs sets them again on every response as it leaves, with each page's own script policy
  // (decision 051). Here a page gets the policy without its scripts' hashes or nonce: a bare
  // `next start` serves the pages as they work without JavaScript. The framework's scripts,
  // stylesheets and fonts need only nosniff.
  async headers() {
    const dev = phase === PHASE_DEVELOPMENT_SERVER;
    const csp = {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ dev, formTargets: paymentFormTargets(config().payments?.apiUrl) }),
    };
    return [
      { source: `/((?!${frameworkFiles}).*)`, headers: [csp, ...documentHeaders] },
      { source: `/${frameworkFiles}:path*`, headers: [noSniffHeader] },
      // The invitation's address holds the booking's manage token. Next drops a route's own header
      // when the config has already set it (next/dist/server/send-response.js), so its stricter
      // policy is set here, after the general one, which it overrides (Next's headers docs).
      {
        source: "/book-consultation/manage/:token/invitation.ics",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [hstsHeader] },
    ];
  },
});

export default function configFor(phase: string): NextConfig {
  warnAboutSiteAddress(phase);
  return nextConfig(phase);
}
