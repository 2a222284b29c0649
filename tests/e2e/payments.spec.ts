import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import Stripe from "stripe";
import { e2eStoreDir, e2eStripeWebhookSecret, fakeStripeOrigin } from "../../playwright.config";
import { fakeApiVersion, type FakeRefund, type FakeSession } from "../fakes/stripe";
import { agree, countLeads, findLead, uniqueEmail } from "./leads";
import { hydrated } from "./helpers";
import { expectInboxPagesValid, signInContext } from "./staff";
import { storeQuery } from "./store";
import { htmlErrors } from "../../scripts/html-check/vnu.mjs";

/**
 * Taking payment (docs/payments.md), against the fake Stripe that playwright.config.ts starts and
 * points the served build at: the request is stored as a lead first, then the visitor reaches the
 * payment page of a session whose mode and amounts are the ones the page showed.
 */

type Line = {
  price_data: {
    unit_amount: string;
    currency: string;
    recurring?: { interval: string };
    product_data: { name: string };
  };
};
type Sent = FakeSession & {
  params: {
    mode: string;
    client_reference_id: string;
    customer_email: string;
    line_items: Line[];
    discounts?: { coupon: string }[];
    shipping_address_collection?: { allowed_countries: string[] };
  };
};

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(wcag).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
  );

/** The session the site asked the fake for on behalf of this lead. */
async function sessionFor(leadId: string): Promise<Sent> {
  let found: Sent | undefined;
  await expect
    .poll(
      async () => {
        const sessions = (await (await fetch(`${fakeStripeOrigin}/__sessions`)).json()) as Sent[];
        found = sessions.find((s) => s.params.client_reference_id === leadId);
        return Boolean(found);
      },
      { message: `a session for lead ${leadId}` },
    )
    .toBe(true);
  return found!;
}

/** The price a plan card on /book-my-diet shows, e.g. "$349". */
const cardPrice = (page: Page, plan: string) =>
  page
    .locator("article", { has: page.getByRole("heading", { name: plan, exact: true }) })
    .locator("p span")
    .first()
    .textContent();

/** What the fake was asked to charge for a line, written as the page writes amounts. */
const shown = (line: Line) => `$${Number(line.price_data.unit_amount) / 100}`;

async function fillDetails(page: Page | Locator, email: string) {
  await page.getByLabel("Full Name").fill("Fatima Al Mansoori");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Country code").selectOption("AE");
  await page.getByLabel("Phone Number").fill("050 123 4567");
  await agree(page);
}

test("with JavaScript, the cart's Proceed to Checkout keeps the request, then opens Stripe's page for a subscription at the prices the page showed", async ({
  page,
}) => {
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
  // The intro plan bought with a monthly plan is credited in the same payment, as the terms say.
  await expect(page.getByTestId("checkout-credit")).toHaveText("−$19");
  await expect(page.getByTestId("checkout-today")).toHaveText("$349");
  await expect(
    page.getByText(
      "You pay $349 today, the $19 intro plan included and credited against the first month, then $349 each month",
    ),
  ).toBeVisible();
  const email = uniqueEmail("pay-js");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`^${fakeStripeOrigin}/c/pay/cs_test_fake\\d+$`));
  const lead = await findLead({ email });
  expect(lead).toMatchObject({ form_type: "Plan Purchase", phone_e164: "+971501234567" });
  expect(lead.details).toMatchObject({
    total: 368,
    currency: "USD",
    items: [{ id: "complete-healing-plan" }, { id: "intro-plan" }],
  });

  const session = await sessionFor(String(lead.id));
  // The lead was stored before Stripe was asked: the session names it.
  expect(new Date(session.receivedAt).getTime()).toBeGreaterThanOrEqual(new Date(String(lead.received_at)).getTime());
  expect(session.params.mode).toBe("subscription");
  expect(session.params.line_items.map(shown)).toEqual([complete, intro]);
  expect(session.params.line_items.map((l) => l.price_data.recurring?.interval ?? "once")).toEqual(["month", "once"]);
  expect(session.params.discounts).toEqual([{ coupon: "site-intro-credit-usd-1900" }]);
  expect(session.params.shipping_address_collection?.allowed_countries).toEqual(["US", "CA", "GB", "AU", "AE"]);
  expect(session.url).toBe(page.url());

  // Turning back on Stripe's page: the cancel page says nothing was charged, and the cart is as it was.
  const cancel = new URL(String((session.params as { cancel_url?: string }).cancel_url));
  await page.goto(`${cancel.pathname}${cancel.search}`);
  await expect(page.getByRole("heading", { name: "Payment cancelled: nothing was charged" })).toBeVisible();
  await hydrated(page);
  const cart = await page.evaluate(() => localStorage.getItem("cart:v1"));
  expect((JSON.parse(cart ?? "[]") as { id: string }[]).map((item) => item.id)).toEqual([
    "complete-healing-plan",
    "intro-plan",
  ]);
  await expect(page.getByRole("link", { name: "Back to checkout" })).toHaveAttribute(
    "href",
    "/checkout?plans=complete-healing-plan,intro-plan",
  );
});

test("when Stripe refuses, the request is still kept and the visitor is told, never an error page", async ({
  page,
}) => {
  await page.goto("/checkout?plans=starter-care-plan");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  // The fake refuses sessions for these addresses, as Stripe refuses a bad request.
  const email = uniqueEmail("stripe-refuses");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(
    page.getByRole("heading", { name: "We have your request, but the payment page did not open" }),
  ).toBeVisible();
  await expect(page.getByText("Submission Failed")).toHaveCount(0);
  expect(await findLead({ email })).toMatchObject({ form_type: "Plan Purchase" });
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/checkout?plans=starter-care-plan",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Buy now on the intro plan, and the form's answer is a 303 to Stripe's page for a one-time payment of the price shown", async ({
    page,
  }) => {
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

  test("a missing field is said beside it, nothing typed is lost, nothing is stored and Stripe is not asked", async ({
    page,
  }) => {
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
  const event = JSON.stringify({
    id: `evt_e2e_${Date.now()}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    // Rendered in the version the endpoint is set to, as Stripe sends it (lib/payments/webhook.ts refuses others).
    api_version: fakeApiVersion,
    data: { object: { id: `cs_test_e2ewebhook${Date.now()}`, object: "checkout.session", payment_status: "unpaid" } },
  });

  test("a signed event is acknowledged; an unsigned or wrongly signed one is a 400; an oversized one a 413; never a 5xx", async ({
    request,
  }) => {
    const signature = stripe.webhooks.generateTestHeaderString({ payload: event, secret: e2eStripeWebhookSecret });
    const post = (data: string, headers: Record<string, string> = {}) =>
      request.post("/api/stripe/webhook", { data, headers: { "content-type": "application/json", ...headers } });
    expect((await post(event, { "stripe-signature": signature })).status()).toBe(200);
    expect((await post(event)).status()).toBe(400);
    expect(
      (
        await post(event, {
          "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload: event, secret: "whsec_other" }),
        })
      ).status(),
    ).toBe(400);
    expect((await post("x".repeat(300 * 1024), { "stripe-signature": signature })).status()).toBe(413);
    expect((await post("{not json", { "stripe-signature": signature })).status()).toBe(400);
  });
});

/** Buys plans through the checkout form as a visitor does, up to the fake Stripe's payment page; the lead's id and the session. */
async function toPaymentPage(page: Page, plans: string, label: string) {
  await page.goto(`/checkout?plans=${plans}`);
  const email = uniqueEmail(label);
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const lead = await findLead({ email });
  return { lead, session: await sessionFor(String(lead.id)), email };
}

/**
 * Presses the fake payment page's Pay (its events reach the served build first, unless `later`) and
 * follows its 303 back to the site. The served build has no SITE_URL, so Stripe's return address
 * names localhost:3000: the path is followed on the served build instead.
 */
async function pay(page: Page, request: APIRequestContext, sessionId: string, { later = false } = {}) {
  const paid = await request.post(`${fakeStripeOrigin}/c/pay/${sessionId}${later ? "?webhook=later" : ""}`, {
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers().location!);
  expect(back.pathname).toBe("/checkout/success");
  await page.goto(`${back.pathname}${back.search}`);
}

test.describe("after paying", () => {
  test.use({ javaScriptEnabled: false });

  test("the intro plan: the success page says paid from Stripe's own answer, before any event, then books its consultation by the order's own link, again after a cancellation", async ({
    page,
    request,
  }) => {
    const { session, lead } = await toPaymentPage(page, "intro-plan", "paid-intro");
    // Paid at Stripe, with its event held back: the page asks Stripe for the session and applies what it says.
    await pay(page, request, session.id, { later: true });
    await expect(page.getByRole("heading", { name: "Thank you: your payment is confirmed" })).toBeVisible();
    await expect(page.getByText("Stripe has confirmed your payment of $19 USD for $19 Intro Plan.")).toBeVisible();
    const [order] = await storeQuery<{ id: string; status: string; amount_cents: number }>(
      e2eStoreDir,
      "SELECT id, status, amount_cents FROM orders WHERE lead_id = $1",
      [lead.id],
    );
    expect(order).toMatchObject({ status: "paid", amount_cents: 1900 });
    // The order's booking link token, never its id: whoever learns the id cannot book what it paid for.
    await expect(page.getByRole("link", { name: "Choose my consultation time" })).toHaveAttribute(
      "href",
      /^\/book-consultation\?type=intro-consultation&order=[A-Za-z0-9_-]{43}$/,
    );
    const link = (await page.getByRole("link", { name: "Choose my consultation time" }).getAttribute("href"))!;
    const token = new URL(link, "http://x").searchParams.get("order")!;

    // Stripe's event arriving afterwards, and again, changes nothing.
    expect((await request.post(`${fakeStripeOrigin}/__send/${session.id}`)).ok()).toBe(true);
    expect((await request.post(`${fakeStripeOrigin}/__send/${session.id}`)).ok()).toBe(true);
    expect(await storeQuery(e2eStoreDir, "SELECT id, status FROM orders WHERE lead_id = $1", [lead.id])).toEqual([
      { id: order!.id, status: "paid" },
    ]);

    // The order's id in the link's place opens nothing of the order.
    const successPage = page.url();
    await page.goto(`/book-consultation?type=intro-consultation&order=${order!.id}`);
    await expect(page.getByLabel("Consultation type").locator("option", { hasText: "Intro plan" })).toHaveCount(0);
    await expect(page.getByText("is paid: choose the time")).toHaveCount(0);
    await page.goto(successPage);

    // The link leads through the picker (the order kept by every choice) to a booking tied to the order.
    await page.getByRole("link", { name: "Choose my consultation time" }).click();
    // The picker says which consultation this is: the one just paid for.
    await expect(
      page.getByText("Your $19 Intro Plan is paid: choose the time of its consultation below."),
    ).toBeVisible();
    const pickerAddress = page.url();
    await page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").last().click();
    const lastTime = page
      .getByRole("region", { name: /Free times on/ })
      .getByRole("link")
      .last();
    expect(await lastTime.getAttribute("href")).toContain(`order=${token}`);
    await lastTime.click();
    await expect(page.getByText(/^Intro plan consultation \(30 minutes\) with /)).toBeVisible();
    const details = page.locator("#your-details form");
    await fillDetails(details, uniqueEmail("paid-intro-booking"));
    await details.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
    const bookingOfOrder = async () =>
      (
        await storeQuery<{ booking_id: string | null }>(e2eStoreDir, "SELECT booking_id FROM orders WHERE id = $1", [
          order!.id,
        ])
      )[0]!.booking_id;
    const first = await bookingOfOrder();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const confirmation = page.url();
    // The same link again (the e-mail's, say) does not offer a second consultation as if none were booked.
    await page.goto(pickerAddress);
    await expect(
      page.getByText(
        "The consultation of your $19 Intro Plan is already booked: the confirmation e-mail has its link to see or move it.",
      ),
    ).toBeVisible();
    await expect(page.getByText("is paid: choose the time")).toHaveCount(0);
    await expect(page.getByLabel("Consultation type").locator("option", { hasText: "Intro plan" })).toHaveCount(0);

    // Cancelled by the visitor, the consultation is theirs to book again with the same link.
    await page.goto(confirmation);
    await page.getByRole("link", { name: "Reschedule or cancel this booking" }).click();
    await page.getByRole("link", { name: "Cancel this consultation" }).click();
    await page.getByRole("button", { name: "Yes, cancel my consultation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toBeVisible();
    expect(await bookingOfOrder()).toBeNull();
    await page.goto(pickerAddress);
    await expect(
      page.getByText("Your $19 Intro Plan is paid: choose the time of its consultation below."),
    ).toBeVisible();
    await page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").last().click();
    await page
      .getByRole("region", { name: /Free times on/ })
      .getByRole("link")
      .first()
      .click();
    const again = page.locator("#your-details form");
    await fillDetails(again, uniqueEmail("paid-intro-again"));
    await again.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
    const second = await bookingOfOrder();
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  test("the intro plan's consultation is not offered without its order's link", async ({ page }) => {
    await page.goto("/book-consultation?type=intro-consultation");
    const types = page.getByLabel("Consultation type");
    await expect(types.locator("option")).not.toHaveCount(0);
    await expect(types.locator("option", { hasText: "Intro plan" })).toHaveCount(0);
    // A link of the right shape that opens no paid order says so, and offers what anyone may book.
    await page.goto(`/book-consultation?type=intro-consultation&order=${"A".repeat(43)}`);
    await expect(page.getByText("This booking link no longer opens a paid consultation")).toBeVisible();
    await expect(page.getByLabel("Consultation type").locator("option", { hasText: "Intro plan" })).toHaveCount(0);
  });

  test("a monthly plan: Pay on Stripe's page lands on the confirmation with the clinic's next step and the way to Stripe's Customer Portal", async ({
    page,
    request,
  }) => {
    const { session } = await toPaymentPage(page, "starter-care-plan", "paid-monthly");
    await pay(page, request, session.id);
    await expect(page.getByRole("heading", { name: "Thank you: your payment is confirmed" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next: the clinic contacts you" })).toBeVisible();
    await page.getByRole("button", { name: "Change my card or cancel my plan" }).click();
    await expect(page.getByRole("heading", { name: "Fake Stripe Customer Portal" })).toBeVisible();
  });
});

test("the clinic sees the paid order in the inbox and refunds part of it through Stripe, recorded in the lead's history; a cancelled subscription shows cancelled", async ({
  page,
  context,
  request,
}) => {
  const { session, lead } = await toPaymentPage(page, "complete-healing-plan,intro-plan", "refund");
  await pay(page, request, session.id);
  await expect(page.getByRole("heading", { name: "Thank you: your payment is confirmed" })).toBeVisible();
  // Both next steps, intro and monthly, on one page that axe finds nothing wrong with.
  await expect(
    page.getByRole("heading", { name: "Next: choose the time of your 30-minute consultation" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const success = new URL(page.url());
  const { errors } = await htmlErrors(
    new Map([[success.pathname + success.search, await (await page.request.get(page.url())).text()]]),
  );
  expect(errors.map((e) => `${e.line} ${e.message}`)).toEqual([]);
  const [order] = await storeQuery<{ id: string }>(
    e2eStoreDir,
    "SELECT id FROM orders WHERE checkout_session_id = $1",
    [session.id],
  );

  await signInContext(context);
  await page.goto("/inbox/payments?orders=paid");
  const row = page.locator(`#order-${order!.id}`);
  await expect(row.getByRole("link", { name: "Fatima Al Mansoori" })).toHaveAttribute(
    "href",
    `/inbox/leads/${lead.id}`,
  );
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await row.getByText("Refund this order").click();
  await row.getByLabel(/^Amount in USD/).fill("400");
  await row.getByLabel(/^Reason/).fill("Intro plan not wanted");
  await row.getByRole("button", { name: "Refund through Stripe" }).click();
  // More than was paid: said beside the field, with what was typed kept.
  await expect(page.locator(`#order-${order!.id}`).getByText("At most $349 is left to refund.")).toBeVisible();
  await expect(page.locator(`#order-${order!.id}`).getByLabel(/^Reason/)).toHaveValue("Intro plan not wanted");
  await page
    .locator(`#order-${order!.id}`)
    .getByLabel(/^Amount in USD/)
    .fill("19");
  await page.locator(`#order-${order!.id}`).getByRole("button", { name: "Refund through Stripe" }).click();
  await expect(page.getByText("Stripe accepted the refund of $19")).toBeVisible();

  const refunds = (await (await fetch(`${fakeStripeOrigin}/__refunds`)).json()) as FakeRefund[];
  expect(
    refunds
      .filter((r) => (r.params.metadata as { order_id?: string }).order_id === order!.id)
      .map((r) => r.params.amount),
  ).toEqual(["1900"]);
  // The page, and the page with a refused amount beside its field, are valid HTML whose forms post to the inbox.
  await expectInboxPagesValid(
    page,
    [
      "/inbox/payments",
      `/inbox/payments?order=${order!.id}&error=amount&message=At+most+%24349+is+left&amount=400&reason=x`,
    ],
    1,
  );
  await page.goto("/inbox/payments?orders=partly_refunded");
  await expect(page.locator(`#order-${order!.id}`).getByText("Partly refunded", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/inbox/leads/${lead.id}`);
  await expect(
    page.getByText(/Refunded \$19 of \$349 in part through Stripe \(re_fake\d+\)\. Reason: Intro plan not wanted/),
  ).toBeVisible();
  await expect(page.getByText("Asha (e2e)").first()).toBeVisible();

  // Stripe reports the subscription cancelled: the inbox shows it so.
  const subscription = `sub_${session.id.replace(/^cs_test_/, "")}`;
  const deleted = JSON.stringify({
    id: `evt_e2e_del_${Date.now()}`,
    object: "event",
    type: "customer.subscription.deleted",
    created: Math.floor(Date.now() / 1000) + 5,
    livemode: false,
    api_version: fakeApiVersion,
    data: { object: { id: subscription, object: "subscription", status: "canceled", items: { data: [] } } },
  });
  const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({
    payload: deleted,
    secret: e2eStripeWebhookSecret,
  });
  expect(
    (
      await request.post("/api/stripe/webhook", {
        data: deleted,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      })
    ).status(),
  ).toBe(200);
  await page.goto("/inbox/payments?subscriptions=cancelled");
  await expect(page.locator(`#subscription-${subscription}`).getByText("Cancelled", { exact: true })).toBeVisible();
});
