import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores(["**/.next/**", "out/**", "build/**", "next-env.d.ts", "data/**", "test-results/**", "playwright-report/**", "screenshots/**"]),
  {
    rules: {
      // The app reads its environment in one place, lib/config.ts, which checks every value at start.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through config() from lib/config.ts, which checks it at start." },
      ],
      // Links go through components/ui/link.tsx, which turns off prefetching (decision 022).
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Import { Link } from \"@/components/ui/link\" (no prefetching, decision 022)." }] }],
      // An underscore marks a value that is deliberately left out, such as a rest sibling.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // server.mjs runs before the app's TypeScript loads and cannot import lib/config.ts: it reads
    // the port and the log level the way `next start` would, and the app checks them again.
    files: ["server.mjs"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Tooling, not the app: the test runner, the benchmarks and the scripts take their own settings.
    files: ["scripts/**", "tests/**", "playwright.config.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-properties": "off" },
  },
]);
