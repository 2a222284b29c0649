// Sets the Stripe account up for the site (docs/payments.md, Turning payments on): each plan's
// Product and Price (with its lookup key), the webhook endpoint at SITE_URL/api/stripe/webhook in
// the API version the code pins with the events it handles, and the Customer Portal's
// configuration. Run it again whenever a plan's price changes; a run with nothing to do changes nothing.
//
//   npm run stripe:setup              makes or updates what differs; prints a new endpoint's signing secret once
//   npm run stripe:setup -- --check   says what a run would change; changes nothing
//
// It needs STRIPE_SECRET_KEY and SITE_URL (the site's public https:// address), not yet the
// webhook secret, which the first run prints. Exit status: 0 done, 1 something left to do by hand
// (or, with --check, something to change), 2 usage or settings.
import { parseArgs } from "node:util";
import { setUpStripe, stripeClient } from "@/lib/payments";

const usage = "Usage: npm run stripe:setup [-- --check]   (needs STRIPE_SECRET_KEY and SITE_URL)";

function settings() {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
  const siteUrl = process.env.SITE_URL?.trim().replace(/\/+$/, "");
  if (!secretKey || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    throw new Error("STRIPE_SECRET_KEY is not a Stripe secret key");
  if (!siteUrl || !/^https?:\/\//.test(siteUrl)) throw new Error("SITE_URL is not set to the site's address");
  const apiUrl = process.env.STRIPE_API_URL?.trim() || undefined;
  return { check: values.check, secretKey, siteUrl, apiUrl };
}

let options: ReturnType<typeof settings>;
try {
  options = settings();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

const { check, secretKey, siteUrl, apiUrl } = options;
const report = await setUpStripe(stripeClient({ secretKey, apiUrl }), { siteUrl, apply: !check });
const where = apiUrl ? ` (at ${apiUrl})` : "";
if (!report.changes.length) console.log(`Stripe${where} is set up for ${siteUrl}: nothing to change.`);
else {
  console.log(check ? `A run would change, in Stripe${where}:` : `Changed in Stripe${where}:`);
  for (const change of report.changes) console.log(`  - ${change}`);
}
if (report.webhookSecret) {
  // Stripe shows an endpoint's secret once, in the answer that made it: printed here, never stored.
  console.log(
    `\nThe webhook endpoint's signing secret (shown this once; set it as STRIPE_WEBHOOK_SECRET):\n${report.webhookSecret}`,
  );
}
for (const problem of report.problems) console.error(`To do by hand: ${problem}`);
process.exit(report.problems.length || (check && report.changes.length) ? 1 : 0);
