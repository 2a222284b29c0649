import { execFile } from "node:child_process";
import type { Server } from "node:http";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { introPlan, plans } from "@/content/plans";
import { startFakeStripe } from "@/tests/fakes/stripe";
import { lookupKeyOf, productIdOf } from "./catalogue";
import { handledEventTypes } from "./process";
import { setUpStripe } from "./setup";
import { stripeApiVersion, stripeClient } from "./stripe";

let fake: { server: Server; origin: string };
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

const siteUrl = "https://clinic.example";
/** `npm run stripe:setup` as an owner runs it: the script itself, in its own process, against the fake. */
async function runSetup(...args: string[]) {
  const run = await promisify(execFile)(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/stripe-setup.ts", ...args],
    {
      env: { ...process.env, STRIPE_SECRET_KEY: "sk_test_setup", SITE_URL: siteUrl, STRIPE_API_URL: fake.origin },
    },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  return { stdout: run.stdout, stderr: run.stderr, code: "code" in run ? run.code : 0 };
}
const get = async <T>(path: string): Promise<T> =>
  (await fetch(`${fake.origin}${path}`, { headers: auth })).json() as Promise<T>;
const auth = { authorization: "Bearer sk_test_setup" };
type List<T> = { data: T[] };

describe("npm run stripe:setup against the fake Stripe", () => {
  it("makes the Prices, the endpoint and the portal once, prints the secret once, and a second run changes nothing", async () => {
    const check = await runSetup("--check");
    expect(check.code).toBe(1);
    expect(check.stdout).toContain("A run would change");
    expect(await get<unknown[]>("/__writes")).toEqual([]);

    const first = await runSetup();
    expect(first.code).toBe(0);
    const secret = /^(whsec_\w+)$/m.exec(first.stdout)?.[1];
    expect(secret).toBeDefined();
    const writes = (await get<unknown[]>("/__writes")).length;
    expect(writes).toBeGreaterThan(0);

    // Each plan's Price by its lookup key: the page's amount, monthly plans each month, the intro plan once.
    const prices = await get<
      List<{ lookup_key: string; unit_amount: number; currency: string; product: string; recurring: unknown }>
    >(
      `/v1/prices?${[...plans, introPlan].map((p, i) => `lookup_keys[${i}]=${encodeURIComponent(lookupKeyOf(p.id))}`).join("&")}`,
    );
    for (const plan of [...plans, introPlan]) {
      expect(prices.data.find((p) => p.lookup_key === lookupKeyOf(plan.id))).toMatchObject({
        unit_amount: plan.price.cents,
        currency: "usd",
        product: productIdOf(plan.id),
        recurring: plan.period === "month" ? { interval: "month", interval_count: 1 } : null,
      });
    }
    const endpoints =
      await get<List<{ url: string; api_version: string; enabled_events: string[] }>>("/v1/webhook_endpoints");
    expect(endpoints.data).toHaveLength(1);
    expect(endpoints.data[0]).toMatchObject({ url: `${siteUrl}/api/stripe/webhook`, api_version: stripeApiVersion });
    expect([...endpoints.data[0]!.enabled_events].sort()).toEqual([...handledEventTypes].sort());
    const portal = await get<List<{ features: Record<string, Record<string, unknown>> }>>(
      "/v1/billing_portal/configurations",
    );
    expect(portal.data).toHaveLength(1);
    expect(portal.data[0]!.features).toMatchObject({
      subscription_cancel: { enabled: true, mode: "at_period_end" },
      payment_method_update: { enabled: true },
      subscription_update: { enabled: true, default_allowed_updates: ["price"] },
    });
    const tiers = (portal.data[0]!.features.subscription_update!.products as { product: string }[]).map(
      (p) => p.product,
    );
    expect(tiers.sort()).toEqual(plans.map((plan) => productIdOf(plan.id)).sort());

    const second = await runSetup();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("nothing to change");
    expect(second.stdout).not.toContain("whsec_");
    expect((await get<unknown[]>("/__writes")).length).toBe(writes);
    expect((await runSetup("--check")).code).toBe(0);
  }, 60_000);

  it("replaces an archived Price, moving its lookup key, and puts back an endpoint's events", async () => {
    const client = stripeClient({ secretKey: "sk_test_setup", apiUrl: fake.origin });
    const key = lookupKeyOf("complete-healing-plan");
    const [old] = (await client.prices.list({ lookup_keys: [key] })).data;
    await client.prices.update(old!.id, { active: false });
    const [endpoint] = (await client.webhookEndpoints.list()).data;
    await client.webhookEndpoints.update(endpoint!.id, { enabled_events: ["charge.refunded"] });

    const report = await setUpStripe(client, { siteUrl, apply: true });
    expect(report.changes).toEqual([
      "replace the price site-plan:complete-healing-plan: 34900 USD each month",
      expect.stringMatching(/^update the webhook endpoint/),
      expect.stringMatching(/^update the Customer Portal configuration/),
    ]);
    expect(report.webhookSecret).toBeUndefined();
    const [now] = (await client.prices.list({ lookup_keys: [key] })).data;
    expect(now!.id).not.toBe(old!.id);
    expect(now).toMatchObject({ active: true, unit_amount: 34900 });
    expect((await client.webhookEndpoints.list()).data[0]!.enabled_events).toHaveLength(handledEventTypes.length);
    expect((await setUpStripe(client, { siteUrl, apply: true })).changes).toEqual([]);
  });

  it("says, and leaves to the owner, an endpoint made in another API version", async () => {
    const client = stripeClient({ secretKey: "sk_test_setup", apiUrl: fake.origin });
    const other = "https://other.example";
    await client.webhookEndpoints.create({
      url: `${other}/api/stripe/webhook`,
      api_version: "2025-03-31.basil",
      enabled_events: [...handledEventTypes],
    });
    const report = await setUpStripe(client, { siteUrl: other, apply: true });
    expect(report.problems).toEqual([expect.stringContaining("sends events in API version 2025-03-31.basil")]);
  });
});
