import { expect, test, type Page } from "@playwright/test";
import Stripe from "stripe";
import { e2eStripeWebhookSecret, fakeStripeOrigin } from "../../playwright.config";
import type { FakeSession } from "../fakes/stripe";
import { agree, countLeads, findLead, uniqueEmail } from "./leads";
import { hydrated } from "./helpers";

/**
 * Taking payment (docs/payments.md), against the fake Stripe that playwright.config.ts starts and
 * points the served build at: the request is stored as a lead first, then the visitor reaches the
 * payment page of a session whose mode and amounts are the ones the page showed.
 */

type Line = { price_data: { unit_amount: string; currency: string; recurring?: { interval: string }; product_data: { name: string } } };
type Sent = FakeSession & { params: { mode: string; client_reference_id: string; customer_email: string; line_items: Line[]; shipping_address_collection?: { allowed_countries: string[] } } };

/** The session the site asked the fake for on behalf of this lead. */
async function sessionFor(leadId: string): Promise<Sent> {
  let found: Sent | undefined;
  await expect
    .poll(async () => {
      const sessions = (await (await fetch(`${fakeStripeOrigin}/__sessions`)).json()) as Sent[];
      found = sessions.find((s) => s.params.client_reference_id === leadId);
      return Boolean(found);
    }, { message: `a session for lead ${leadId}` })
    .toBe(true);
  return found!;
}

/** The price a plan card on /book-my-diet shows, e.g. "$349". */
const cardPrice = (page: Page, plan: string) => page.locator("article", { has: page.getByRole("heading", { name: plan, exact: true }) }).locator("p span").first().textContent();

/** What the fake was asked to charge for a line, written as the page writes amounts. */
const shown = (line: Line) => `$${Number(line.price_data.unit_amount) / 100}`;

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Fatima Al Mansoori");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Country code").selectOption("AE");
  await page.getByLabel("Phone Number").fill("050 123 4567");
  await agree(page);
}

test("with JavaScript, the cart's Proceed to Checkout keeps the request, then opens Stripe's page for a subscription at the prices the page showed", async ({ page }) => {
  await page.goto("/book-my-diet");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  const complete = await cardPrice(page, "Complete Healing Plan");
  const intro = await cardPrice(page, "$19 Intro Plan");
  expect([complete, intro]).toEqual(["$349", "$19"]);
  await page.getByRole("button", { name: "Add Complete Healing Plan to cart" }).click();
  await page.getByRole("button", { name: "Add $19 Intro Plan to cart" }).click();
  await page.getByRole("button", { name: /^Cart, / }).click();
  await page.getByRole("dialog", { name: "Your cart" }).getByRole("link", { name: "Proceed to Checkout" }).click();

  await expect(page).toHaveURL(/\/checkout\?plans=complete-healing-plan,intro-plan$/);
  await expect(page.getByTestId("checkout-today")).toHaveText("$368");
  await expect(page.getByText("You pay $368 today, with the $19 intro plan charged once, then $349 each month")).toBeVisible();
  const email = uniqueEmail("pay-js");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`^${fakeStripeOrigin}/c/pay/cs_test_fake\\d+$`));
  const lead = await findLead({ email });
  expect(lead).toMatchObject({ form_type: "Plan Purchase", phone_e164: "+971501234567" });
  expect(lead.details).toMatchObject({ total: 368, currency: "USD", items: [{ id: "complete-healing-plan" }, { id: "intro-plan" }] });

  const session = await sessionFor(String(lead.id));
  // The lead was stored before Stripe was asked: the session names it.
  expect(new Date(session.receivedAt).getTime()).toBeGreaterThanOrEqual(new Date(String(lead.received_at)).getTime());
  expect(session.params.mode).toBe("subscription");
  expect(session.params.line_items.map(shown)).toEqual([complete, intro]);
  expect(session.params.line_items.map((l) => l.price_data.recurring?.interval ?? "once")).toEqual(["month", "once"]);
  expect(session.params.shipping_address_collection?.allowed_countries).toEqual(["US", "CA", "GB", "AU", "AE"]);
  expect(session.url).toBe(page.url());
});

test("when Stripe refuses, the request is still kept and the visitor is told, never an error page", async ({ page }) => {
  await page.goto("/checkout?plans=starter-care-plan");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  // The fake refuses sessions for these addresses, as Stripe refuses a bad request.
  const email = uniqueEmail("stripe-refuses");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "We have your request, but the payment page did not open" })).toBeVisible();
  await expect(page.getByText("Submission Failed")).toHaveCount(0);
  expect(await findLead({ email })).toMatchObject({ form_type: "Plan Purchase" });
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout?plans=starter-care-plan");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Buy now on the intro plan, and the form's answer is a 303 to Stripe's page for a one-time payment of the price shown", async ({ page }) => {
    await page.goto("/book-my-diet");
    const intro = await cardPrice(page, "$19 Intro Plan");
    await page.getByRole("link", { name: "Buy now: $19 Intro Plan" }).click();
    await expect(page).toHaveURL(/\/checkout\?plans=intro-plan$/);
    await expect(page.getByText("You pay $19 once. Nothing repeats.")).toBeVisible();

    const email = uniqueEmail("pay-nojs");
    await fillDetails(page, email);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(new RegExp(`^${fakeStripeOrigin}/c/pay/cs_test_fake\\d+$`));
    await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();

    const lead = await findLead({ email });
    expect(lead).toMatchObject({ form_type: "Plan Purchase" });
    const session = await sessionFor(String(lead.id));
    expect(session.params.mode).toBe("payment");
    expect(session.params.line_items.map(shown)).toEqual([intro]);
    expect(session.params.line_items[0]!.price_data.recurring).toBeUndefined();
    // The intro plan sends no herbal kit: no shipping address is asked for.
    expect(session.params.shipping_address_collection).toBeUndefined();
  });

  test("a missing field is said beside it, nothing typed is lost, nothing is stored and Stripe is not asked", async ({ page }) => {
    await page.goto("/checkout?plans=total-wellness-transformation");
    const email = uniqueEmail("pay-invalid");
    await page.getByLabel("Full Name").fill("Fatima Al Mansoori");
    await page.getByLabel("Email Address").fill(email);
    await agree(page);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    expect(await countLeads(email)).toBe(0);
    // Other tests ask the fake for sessions at the same time: none is for this visitor.
    const sessions = (await (await fetch(`${fakeStripeOrigin}/__sessions`)).json()) as Sent[];
    expect(sessions.filter((session) => session.params.customer_email === email)).toEqual([]);
  });
});

test.describe("the webhook on the served build", () => {
  const stripe = new Stripe("sk_test_unused");
  const event = JSON.stringify({ id: "evt_e2e_1", object: "event", type: "checkout.session.completed", livemode: false, data: { object: { id: "cs_test_fake0001", object: "checkout.session" } } });

  test("a signed event is acknowledged; an unsigned or wrongly signed one is a 400; an oversized one a 413; never a 5xx", async ({ request }) => {
    const signature = stripe.webhooks.generateTestHeaderString({ payload: event, secret: e2eStripeWebhookSecret });
    const post = (data: string, headers: Record<string, string> = {}) => request.post("/api/stripe/webhook", { data, headers: { "content-type": "application/json", ...headers } });
    expect((await post(event, { "stripe-signature": signature })).status()).toBe(200);
    expect((await post(event)).status()).toBe(400);
    expect((await post(event, { "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload: event, secret: "whsec_other" }) })).status()).toBe(400);
    expect((await post("x".repeat(300 * 1024), { "stripe-signature": signature })).status()).toBe(413);
    expect((await post("{not json", { "stripe-signature": signature })).status()).toBe(400);
  });
});
