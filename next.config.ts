import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { categories } from "./content/categories";
import { slugify } from "./lib/catalogue/slug";
import { config } from "./lib/config";
import { hstsHeader, securityHeaders } from "./lib/security-headers";

// Build, start and dev all load this file first: a bad environment variable stops them here, by name.
config();

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
  // The lead database lives in data/ at run time; a build must never ship its own copy.
  outputFileTracingExcludes: { "*": ["data/**"] },
  // The catalogue reads the condition Markdown when a server process first imports it, and
  // routes rendered per request (/doctors, /products, /blogs, /api/leads, the forms' server
  // actions) import it: a traced deployment must carry the content with them.
  outputFileTracingIncludes: { "*": ["./content/**/*"] },
  async redirects() {
    return aliasRedirects;
  },
  // Every response, pages, files, the API and the inbox alike, in one place (lib/security-headers.ts).
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ dev: phase === PHASE_DEVELOPMENT_SERVER }) },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [hstsHeader] },
    ];
  },
});

export default nextConfig;
