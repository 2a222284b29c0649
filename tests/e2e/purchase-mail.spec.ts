import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { siteConfig } from "../../lib/site-config";
import Stripe from "stripe";
import { fakeStripeOrigin } from "../../playwright.config";
import { fakeApiVersion, type FakeSession } from "../fakes/stripe";
import { htmlErrors } from "../../scripts/html-check/vnu.mjs";
import { hydrated } from "./helpers";
import { agree, uniqueEmail } from "./leads";
import { startMailSink, startOwnServer, type MailSink, type OwnServer } from "./own-server";
import { storeQuery } from "./store";

/**
 * The purchase e-mail (docs/payments.md, decision 084) as a buyer gets it: server.mjs with the
 * clinic's SMTP settings pointed at a mail sink here, payments through the suite's fake Stripe,
 * Stripe's signed event posted to its webhook; then the e-mail's plan link, its button, and the
 * 303 to the fake's Customer Portal, with JavaScript and without. The shared test server has no
 * SMTP settings, so this file starts its own, on the fourth port after the suite's (the mail sink
 * on the fifth); its tests run one after another.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 4;
const smtpPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const secret = "whsec_purchase_mail";
test.describe.configure({ mode: "serial" });

let sink: MailSink;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startMailSink(smtpPort);
  server = await startOwnServer(port, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEAD_NOTIFY_TO: "clinic@example.com",
    STRIPE_SECRET_KEY: "sk_test_purchase_mail",
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: fakeStripeOrigin,
  });
});

test.afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** What axe finds wrong on the page (WCAG 2.2 AA) and what the Nu HTML Checker finds wrong in its HTML as served. */
async function pageFaults(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const path = new URL(page.url()).pathname;
  const { errors } = await htmlErrors(new Map([[path, await (await fetch(page.url())).text()]]));
  return [...axe.violations.map((v) => v.id), ...errors.map((e) => `${e.line} ${e.message}`)];
}

/** Posts one event to the server's webhook, signed as Stripe signs it. */
async function sendEvent(event: object) {
  const body = JSON.stringify(event);
  const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload: body, secret });
  return (
    await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    })
  ).status;
}

/** A monthly plan checked out on the server without JavaScript, as a buyer does: the stored lead and the session the fake was asked for. */
async function checkOut(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/checkout?plans=starter-care-plan`);
  await page.getByLabel("Full Name").fill("Fatima Al Mansoori");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Country code").selectOption("AE");
  await page.getByLabel("Phone Number").fill("050 123 4567");
  await agree(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await context.close();
  const [lead] = await storeQuery<{ id: string }>(server!.store, "SELECT id FROM leads WHERE email = $1", [email]);
  const sessions = (await (await fetch(`${fakeStripeOrigin}/__sessions`)).json()) as FakeSession[];
  const session = sessions.find((s) => s.params.client_reference_id === lead!.id)!;
  return { leadId: lead!.id, session };
}

test("a paid monthly plan: one e-mail with the amount and the plan link, whose button answers 303 to Stripe's Customer Portal, with and without JavaScript", async ({
  browser,
}) => {
  // A checkout, the mail job's round trip, two seconds to see no second mail and two browsers: over a
  // minute on a busy two-core machine, where the default limit once cut it off at the last click.
  test.setTimeout(120_000);
  const email = uniqueEmail("purchase-mail");
  const { leadId, session } = await checkOut(browser, email);
  const suffix = session.id.replace(/^cs_test_/, "");
  const completed = {
    id: `evt_mail_${suffix}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    // Rendered in the version the endpoint is set to, as Stripe sends it (lib/payments/webhook.ts refuses others).
    api_version: fakeApiVersion,
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        created: Math.floor(Date.now() / 1000) - 60,
        amount_total: 19900,
        currency: "usd",
        payment_status: "paid",
        status: "complete",
        client_reference_id: leadId,
        customer: `cus_${suffix}`,
        subscription: `sub_${suffix}`,
        metadata: { lead_id: leadId, plans: "starter-care-plan" },
      },
    },
  };
  expect(await sendEvent(completed)).toBe(200);
  const toBuyer = () => sink.to(email);
  await expect.poll(() => toBuyer().length, { timeout: 30_000, message: "the purchase e-mail" }).toBe(1);
  // Stripe delivering the event again sends nothing more.
  expect(await sendEvent(completed)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(toBuyer()).toHaveLength(1);
  const rows = await storeQuery<{ status: string }>(
    server!.store,
    "SELECT status FROM messages WHERE lead_id = $1 AND kind = 'purchase'",
    [leadId],
  );
  expect(rows).toEqual([{ status: "sent" }]);

  const received = toBuyer()[0]!;
  expect(received.headers.get("subject")).toBe("Payment received: Starter Care Plan, $199");
  // Both parts, the clinic's name in each, the order number, and the one action as the HTML's button.
  const mail = received.text;
  expect(received.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail).toContain("Thank you: we have received your payment of $199 USD for Starter Care Plan.");
  expect(mail).toMatch(/Order number: [2-9A-Z]{4}-[2-9A-Z]{4}/);
  expect(mail).toContain("The clinic's team contacts you within 24 hours");
  for (const part of [received.text, received.html]) expect(part).toContain(siteConfig.name);
  expect(received.html).toMatch(/<a href="[^"]*\/my-plan\/[\w-]{43}"[^>]*>[\s\S]*?Open my plan page/);
  const link = new RegExp(`${base}/my-plan/[\\w-]{43}`).exec(mail)?.[0];
  expect(link, "the plan link in the e-mail").toBeTruthy();

  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const opened = await page.goto(link!);
    expect(opened!.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Change your card or cancel your plan" })).toBeVisible();
    await expect(page.getByText("Your Starter Care Plan, paid through Stripe.")).toBeVisible();
    // With JavaScript the press is React's once the page has hydrated (the scripts start after the
    // first paint); the press before that is the form's own post, which the run without JavaScript tests.
    if (javaScriptEnabled) {
      await hydrated(page);
      expect(await pageFaults(page)).toEqual([]);
    }
    // Opening the link (as a mail scanner does) made no portal session; the button does.
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Open Stripe’s page for my plan" }).click();
    const answer = await posted;
    if (!javaScriptEnabled) {
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe(`${fakeStripeOrigin}/p/session/cus_${suffix}`);
    }
    await expect(page.getByRole("heading", { name: "Fake Stripe Customer Portal" })).toBeVisible();
    expect(page.url()).toBe(`${fakeStripeOrigin}/p/session/cus_${suffix}`);
    await context.close();
  }
});

test("a wrong plan link is a clear 'not valid' page with 404, with and without JavaScript", async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto(`${base}/my-plan/${"A".repeat(43)}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    await expect(page.getByText("or the plan has been cancelled")).toBeVisible();
    // With JavaScript the page is checked once it has hydrated (the scripts start after the first paint).
    if (javaScriptEnabled) {
      await hydrated(page);
      expect(await pageFaults(page)).toEqual([]);
    }
    await context.close();
  }
  expect((await fetch(`${base}/my-plan/not-a-token`)).status).toBe(404);
});
