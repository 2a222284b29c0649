import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const nextLink = {
  name: "next/link",
  message: 'Import { Link } from "@/components/ui/link" (no prefetching, decision 022).',
};

/** An import of a folder at the repository's root, by alias or by a relative path that climbs to it. */
const rootFolder = (folders) => `^(@/|(\\.\\./)+)(${folders.join("|")})(/|$)`;

/**
 * The layers of docs/architecture.md, checked: app -> components -> lib -> content, each importing
 * only the layers after it; lib/leads without React or Next.js. Each rule is a pattern over the
 * imported path and its message; content may import types from lib (its data is typed there).
 */
const layers = {
  components: [
    {
      regex: rootFolder(["app"]),
      message:
        "components/ may not import app/: pass what it needs down as props, or move the code to components/ or lib/.",
    },
  ],
  lib: [
    {
      regex: rootFolder(["app", "components"]),
      message: "lib/ may not import app/ or components/: it is below them (docs/architecture.md).",
    },
  ],
  leads: [
    {
      regex: "^(react|react-dom|next)(/|$)",
      message: "lib/leads is free of React and Next.js (docs/architecture.md): take what it needs as arguments.",
    },
  ],
  content: [
    {
      regex: rootFolder(["app", "components", "lib"]),
      message: "content/ is data: it may import types from lib/, nothing else above it.",
      allowTypeImports: true,
    },
  ],
};

/** An import of one of these domains of lib/, by alias or by a relative path that climbs to it. */
const libDomain = (domains) => `^(@/lib/|(\\.\\./)+(lib/)?)(${domains.join("|")})(/|$)`;

/**
 * The domains of lib/ and which others each may use (docs/architecture.md, Domains): the
 * catalogue and staff import no other domain; leads may use those two; booking and payments may
 * use leads, catalogue and staff, and not each other; privacy requests use leads' forms and
 * outbox parts, and no domain uses privacy; messages (lib/messages) import no other domain, and
 * every other domain may queue through it. What starts the workers of several
 * domains is lib/workers.ts, outside all of them.
 */
/** Page speed (lib/vitals, decision 080) reads leads' pages; no domain reads it. */
const vitalsUnused = {
  regex: libDomain(["vitals"]),
  message: "No domain imports lib/vitals (docs/architecture.md, Domains): the inbox's page and the endpoint use it.",
};

/**
 * Every domain has a front door (docs/architecture.md, Domains): outside its folder, code imports
 * `@/lib/<domain>` (its index.ts), or `@/lib/<domain>/client` where the browser or the proxy loads
 * it (no database, no server-only code), never a file inside it. Tests may reach inside to set up
 * a state (the configuration for test files below leaves this rule out).
 */
const doorDomains = [
  "audit",
  "booking",
  "catalogue",
  "leads",
  "messages",
  "patients",
  "payments",
  "privacy",
  "site",
  "staff",
  "vault",
  "vitals",
];
/**
 * Modules a client component loads with import() when the visitor starts on a form: chunks of their
 * own, which through the client door would come with the page's first scripts.
 */
const lazyChunks = { leads: ["forms/parse", "default-country"], privacy: ["request-rules"] };

const frontDoors = ({ own, inLib }) =>
  doorDomains
    .filter((domain) => domain !== own)
    .map((domain) => ({
      // Inside lib/ a sibling domain is `../<domain>/`; elsewhere a relative path climbs to lib/ (app/ has folders named privacy/ and audit/).
      regex: `^(@/lib/|(\\.\\./)+${inLib ? "(lib/)?" : "lib/"}${inLib ? "" : "|\\./lib/"})${domain}/(?!client$).+`,
      lazy: lazyChunks[domain],
      message: `Import lib/${domain} through its front door, @/lib/${domain} (or @/lib/${domain}/client in code the browser loads): docs/architecture.md, Domains.`,
    }));

const domains = {
  // The clinic's facts and the audit import no other domain (every domain writes the audit).
  site: [vitalsUnused],
  audit: [vitalsUnused],
  catalogue: [
    {
      regex: libDomain(["leads", "booking", "staff", "payments", "privacy", "messages", "patients"]),
      message:
        "lib/catalogue imports no other domain (docs/architecture.md, Domains): it is content data that the others read.",
    },
    vitalsUnused,
  ],
  staff: [
    {
      regex: libDomain(["leads", "booking", "catalogue", "payments", "privacy", "patients"]),
      message:
        "lib/staff imports no other domain (docs/architecture.md, Domains): accounts and sessions know nothing of leads or bookings.",
    },
    vitalsUnused,
  ],
  leads: [
    {
      regex: libDomain(["booking", "payments", "privacy", "patients"]),
      message:
        "lib/leads imports neither booking, payments nor privacy (docs/architecture.md, Domains): they use leads; wire them together in lib/workers.ts.",
    },
    vitalsUnused,
  ],
  booking: [
    {
      regex: libDomain(["payments", "privacy", "patients"]),
      message: "lib/booking imports neither payments, privacy nor patients (docs/architecture.md, Domains).",
    },
    vitalsUnused,
  ],
  payments: [
    {
      regex: libDomain(["booking", "privacy", "patients"]),
      message: "lib/payments imports neither booking, privacy nor patients (docs/architecture.md, Domains).",
    },
    vitalsUnused,
  ],
  privacy: [
    {
      regex: libDomain(["booking", "payments", "patients"]),
      message: "lib/privacy imports neither booking, payments nor patients (docs/architecture.md, Domains).",
    },
    vitalsUnused,
  ],
  messages: [
    {
      regex: libDomain(["leads", "booking", "payments", "privacy", "staff", "catalogue", "vitals", "patients"]),
      message:
        "lib/messages imports no other domain (docs/architecture.md, Domains): the others queue through it; lend it what it needs in lib/workers.ts or lib/replies.ts.",
    },
  ],
  // The patient's page composes booking and payments over one person's leads; the pages and
  // lib/workers.ts use it, no domain does.
  patients: [
    {
      regex: libDomain(["privacy"]),
      message: "lib/patients does not import privacy (docs/architecture.md, Domains).",
    },
    vitalsUnused,
  ],
  // Below every domain and lib/db, which all seal with it: it takes its keys as arguments.
  vault: [
    {
      regex: `^(@/lib/|(\\.\\./)+(lib/)?)(?!vault(/|$))[^./]`,
      message:
        "lib/vault imports nothing else of lib/ (docs/architecture.md, Domains): the domains and lib/db use it, and it takes its keys as arguments.",
    },
  ],
  vitals: [
    {
      regex: libDomain(["booking", "payments", "privacy", "staff", "patients"]),
      message:
        "lib/vitals imports neither booking, payments, privacy nor staff (docs/architecture.md, Domains): it counts page views and reads leads' pages.",
    },
  ],
};

/** The same patterns for static imports and for import(), which no-restricted-imports does not see. */
const layerRules = (patterns) => ({
  "no-restricted-imports": [
    "error",
    { paths: [nextLink], patterns: patterns.map(({ lazy: _lazy, ...pattern }) => pattern) },
  ],
  // A severity without options would keep an earlier configuration's options: none is "off".
  "no-restricted-syntax": patterns.length
    ? [
        "error",
        ...patterns.map(({ regex, lazy, message }) => ({
          selector: `ImportExpression[source.value=/${(lazy ? regex.replace("(?!client$)", `(?!client$|${lazy.join("$|")}$)`) : regex).replaceAll("/", "\\/")}/]`,
          message,
        })),
      ]
    : "off",
});

const testFiles = ["**/*.test.ts", "**/*.test.tsx", "**/*.fixture.ts", "tests/**"];

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([
    "**/.next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "screenshots/**",
  ]),
  {
    rules: {
      // The app reads its environment in one place, lib/config.ts, which checks every value at start.
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through config() from lib/config.ts, which checks it at start.",
        },
      ],
      // Links go through components/ui/link.tsx, which turns off prefetching (decision 022).
      "no-restricted-imports": ["error", { paths: [nextLink] }],
      // An underscore marks a value that is deliberately left out, such as a rest sibling.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  { files: ["app/**", "scripts/**", "server/**", "*.ts", "*.mjs"], rules: layerRules(frontDoors({ inLib: false })) },
  { files: ["components/**"], rules: layerRules([...layers.components, ...frontDoors({ inLib: false })]) },
  { files: ["lib/**"], rules: layerRules([...layers.lib, ...frontDoors({ inLib: true })]) },
  ...Object.entries(domains).map(([domain, patterns]) => ({
    files: [`lib/${domain}/**`],
    rules: layerRules([
      ...layers.lib,
      ...(layers[domain] ?? []),
      ...patterns,
      ...frontDoors({ own: domain, inLib: true }),
    ]),
  })),
  { files: ["content/**"], rules: layerRules(layers.content) },
  {
    // The banners' words name the clinic's promises and the booking page from lib/site-config.ts
    // and lib/paths.ts; until those facts sit in content/, this one file may read them from lib/.
    files: ["content/banners.ts"],
    rules: layerRules([{ regex: rootFolder(["app", "components"]), message: layers.content[0].message }]),
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
  // Tests may set up a state through a domain's inner files: the layers and domains still hold, the doors do not.
  { files: testFiles, rules: layerRules([]) },
  { files: testFiles.map((glob) => `components/${glob}`), rules: layerRules(layers.components) },
  { files: testFiles.map((glob) => `lib/${glob}`), rules: layerRules(layers.lib) },
  ...Object.entries(domains).map(([domain, patterns]) => ({
    files: testFiles.map((glob) => `lib/${domain}/${glob}`),
    rules: layerRules([...layers.lib, ...(layers[domain] ?? []), ...patterns]),
  })),
  {
    // Tooling, not the app: the test runner, the benchmarks and the scripts take their own settings.
    files: ["scripts/**", "tests/**", "playwright.config.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-properties": "off" },
  },
]);
