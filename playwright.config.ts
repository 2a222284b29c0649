import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The served build's embedded store, where the tests look leads up (tests/e2e/store.ts). */
export const e2eStoreDir = resolve("data/e2e/store");
/** The served build has WhatsApp configured; the unset case is checked by app/whatsapp/route.test.ts and components/whatsapp-link.test.tsx. */
export const e2eWhatsApp = "919876543210";

/** The fake Stripe the served build takes payments through (tests/fakes/stripe.ts): never the internet. */
// The third port after the site's: operations.spec.ts takes the next, hostile-requests.spec.ts the one after.
export const fakeStripeOrigin = `http://127.0.0.1:${port + 3}`;
/** The served build's webhook secret, with which tests/e2e sign the events they send it. */
export const e2eStripeWebhookSecret = "whsec_e2e_fake";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, offline: the flags keep it from calling any host but 127.0.0.1. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export default defineConfig({
  testDir: "tests/e2e",
  tsconfig: "./tests/e2e/tsconfig.json",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // As if a lead was already sent, so the automatic popup stays out of the other tests;
    // tests/e2e/auto-popup.spec.ts starts from an empty browser instead.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: "leadSent", value: "1" }] }],
    },
    trace: "off",
    // The suite's own visits are not counted as real visitors' page speed (lib/vitals/beacon.ts,
    // decision 080); tests/e2e/vitals.spec.ts plays a real visitor without it.
    extraHTTPHeaders: { "x-clinic-test-suite": "1" },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `npm run serve -- -p ${port} -H 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // server.mjs stops as in production, and as the last user of the embedded store it stops that too.
      gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        LEAD_DB_PATH: e2eStoreDir,
        // Every test submits from 127.0.0.1; the limit itself is tested against the endpoint.
        LEAD_RATE_LIMIT: "100000",
        SITE_WHATSAPP: e2eWhatsApp,
        // Booking on, with the sample roster on its sample hours (docs/booking.md): the booking pages' and the desk's tests book them.
        BOOKING: "on",
        // Payments on, through the fake Stripe below (tests/e2e/payments.spec.ts).
        STRIPE_SECRET_KEY: "sk_test_e2e_fake",
        STRIPE_WEBHOOK_SECRET: e2eStripeWebhookSecret,
        STRIPE_API_URL: fakeStripeOrigin,
        // The shared e2e accounts (tests/e2e/staff.ts) sign in with the password alone, as the other specs expect;
        // tests/e2e/two-factor.spec.ts enrols accounts of its own, which need their code whatever this says.
        INBOX_REQUIRE_2FA: "off",
      },
    },
    {
      // Plain TypeScript that the project's Node runs as it is; it keeps the sessions the site asked for.
      // It sends its signed events (a paid session, a refund) to the served build's webhook, as Stripe would.
      command: `npm run fake:stripe -- --port ${port + 3} --webhook http://127.0.0.1:${port}/api/stripe/webhook --secret ${e2eStripeWebhookSecret}`,
      url: `${fakeStripeOrigin}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
