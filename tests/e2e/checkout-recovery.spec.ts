import { expect, test, type Browser } from "@playwright/test";
import { fakeStripeOrigin } from "../../playwright.config";
import { type FakeSession } from "../fakes/stripe";
import { hydrated } from "./helpers";
import { agree, uniqueEmail } from "./leads";
import { startMailSink, startOwnServer, type MailSink, type OwnServer } from "./own-server";
import { storeQuery } from "./store";

/**
 * A lost webhook (docs/payments.md, decision 098): a server of its own whose webhook secret is
 * not the one the suite's fake Stripe signs with, and to which the fake never delivers anyway
 * (its events go to the shared server). A purchase through the real checkout form must still
 * become a paid order and one purchase e-mail, from the success page alone; another browser
 * given the same address sees nothing of the buyer's. The seventh port after the suite's, the mail sink
 * on a free port; the tests run one after another.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });

let sink: MailSink;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startMailSink();
  server = await startOwnServer(port, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEAD_NOTIFY_TO: "clinic@example.com",
    STRIPE_SECRET_KEY: "sk_test_checkout_recovery",
    // A secret mistyped after a rotation: no event of Stripe's could be verified here.
    STRIPE_WEBHOOK_SECRET: "whsec_mistyped_after_rotation",
    STRIPE_API_URL: fakeStripeOrigin,
  });
});

test.afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** The buyer's checkout through the form, then Pay on Stripe's page: the success page Stripe sends them back to. */
async function buy(browser: Browser, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${base}/checkout?plans=starter-care-plan`);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel("Full Name").fill("Fatima Al Mansoori");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Country code").selectOption("AE");
  await page.getByLabel("Phone Number").fill("050 123 4567");
  await agree(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  return { context, page };
}

for (const javaScriptEnabled of [false, true]) {
  test(`with the webhook never called, a purchase becomes a paid order and one e-mail from the success page; another browser sees nothing of the buyer (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("checkout-recovery");
    const { context, page } = await buy(browser, email, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Thank you: your payment is confirmed" })).toBeVisible();
    await expect(page.getByText("Stripe has confirmed your payment of $199 USD for Starter Care Plan.")).toBeVisible();
    const number = /Your order number is ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(await page.locator("main").innerText())?.[1];
    expect(number, "the order number on the page").toBeTruthy();
    await expect(page.getByRole("button", { name: "Change my card or cancel my plan" })).toBeVisible();

    const sessionId = new URL(page.url()).searchParams.get("session_id")!;
    const sessions = (await (await fetch(`${fakeStripeOrigin}/__sessions`)).json()) as FakeSession[];
    expect(sessions.find((s) => s.id === sessionId)?.params.customer_email).toBe(email);
    const orders = await storeQuery<{ status: string; amount_cents: number; currency: string; order_number: string }>(
      server!.store,
      "SELECT status, amount_cents, currency, order_number FROM orders WHERE checkout_session_id = $1",
      [sessionId],
    );
    expect(orders).toEqual([{ status: "paid", amount_cents: 19900, currency: "USD", order_number: number }]);
    await expect.poll(() => sink.to(email).length, { timeout: 30_000, message: "the purchase e-mail" }).toBe(1);
    expect(sink.to(email)[0]!.headers.get("subject")).toBe("Payment received: Starter Care Plan, $199");

    // Coming back to the page sends nothing more.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Thank you: your payment is confirmed" })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.to(email)).toHaveLength(1);
    await context.close();

    // The same address in a browser that did not check out.
    const other = await browser.newContext({ javaScriptEnabled });
    const stranger = await other.newPage();
    const answer = await stranger.goto(`${base}/checkout/success?session_id=${sessionId}`);
    expect(answer!.status()).toBe(200);
    await expect(stranger.getByRole("heading", { name: "Thank you: the payment was received" })).toBeVisible();
    const shown = await stranger.locator("body").innerText();
    for (const secret of [number!, "Starter Care Plan", "$199", "Fatima", email])
      expect(shown, `another browser sees ${secret}`).not.toContain(secret);
    await expect(stranger.getByRole("button", { name: "Change my card or cancel my plan" })).toHaveCount(0);
    await other.close();
  });
}
