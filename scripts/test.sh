#!/usr/bin/env bash
# The whole suite: types, lint, dead code, unit and integration tests, a production build, end-to-end
# and accessibility tests in headless Chromium, the JavaScript size budget, the HTML checker
# and Lighthouse.
# Run through `npm test`, so node_modules/.bin (and its Node 24) comes first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
reports="$(mktemp -d)"

bash scripts/ensure-chromium.sh

echo "== Types"
tsc --noEmit

echo "== Format (Prettier, .prettierrc.json) and lint (ESLint with the Next.js and React hooks rules and the layers of docs/architecture.md; warnings fail too)"
prettier --check --log-level warn .
eslint --max-warnings 0 .

echo "== Dead code (knip: unused files, exports and dependencies)"
knip --no-progress

echo "== Unit and integration tests"
vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"

echo "== The store's tests again, on the embedded PostgreSQL (nothing answers at the address given)"
# The run above used the server at TEST_DATABASE_URL when one answers; the store, and booking's
# guard against a double booking, must pass on both shapes.
TEST_DATABASE_URL=postgres://postgres@127.0.0.1:1/none vitest run lib/db lib/leads/store lib/limits lib/booking lib/staff lib/privacy

echo "== Production build"
# Built with the WhatsApp number playwright.config.ts serves with: the static pages' header and
# contact page are rendered here. Without it no WhatsApp link appears (unit tests check that).
# ERROR_DRILL=on adds the pages that always throw, for tests/e2e/error-pages.spec.ts.
SITE_WHATSAPP=919876543210 ERROR_DRILL=on npm run build

echo "== End-to-end and accessibility tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" playwright test --reporter=list,json

echo "== JavaScript size budget"
node scripts/size.mjs

echo "== Valid HTML (the Nu HTML Checker, every page)"
node scripts/html-check.mjs

echo "== Lighthouse (accessibility, best practices and SEO 100, CLS at most 0.05; performance printed)"
node scripts/lighthouse.mjs

node scripts/test-summary.mjs "$reports/vitest.json" "$reports/playwright.json"
