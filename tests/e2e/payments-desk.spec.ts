import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eStoreDir, fakeStripeOrigin } from "../../playwright.config";
import type { FakeRefund, FakeSession } from "../fakes/stripe";
import { agree, findLead, uniqueEmail } from "./leads";
import { hydrated } from "./helpers";
import { expectInboxPagesValid, signInContext } from "./staff";
import { storeQuery } from "./store";

/**
 * What the clinic's staff do with an order (docs/payments.md, decision 116), against the fake
 * Stripe the config starts: refunds keyed by the form's nonce, cancelling a plan, a dispute, the
 * search; and the cart's one monthly plan.
 */

async function paidOrder(page: Page, request: APIRequestContext, plans: string, label: string) {
  await page.goto(`/checkout?plans=${plans}`);
  const email = uniqueEmail(label);
  await page.getByLabel("Full Name").fill("Meera Iyer");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Country code").selectOption("AE");
  await page.getByLabel("Phone Number").fill("050 123 4567");
  await agree(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const lead = await findLead({ email });
  let session: FakeSession | undefined;
  await expect
    .poll(async () => {
      const sessions = (await (await fetch(`${fakeStripeOrigin}/__sessions`)).json()) as FakeSession[];
      session = sessions.find((s) => s.params.client_reference_id === lead.id);
      return Boolean(session);
    })
    .toBe(true);
  const paid = await request.post(`${fakeStripeOrigin}/c/pay/${session!.id}`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const [order] = await storeQuery<{ id: string; order_number: string; lines: unknown }>(
    e2eStoreDir,
    "SELECT id, order_number, lines FROM orders WHERE checkout_session_id = $1",
    [session!.id],
  );
  return { order: order!, session: session!, lead, intent: `pi_${session!.id.replace(/^cs_test_/, "")}` };
}

const refundsOf = async (orderId: string) =>
  ((await (await fetch(`${fakeStripeOrigin}/__refunds`)).json()) as FakeRefund[]).filter(
    (r) => (r.params.metadata as { order_id?: string }).order_id === orderId,
  );

test.describe("the desk, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refund form posted twice is one refund, a second form is a second; a full refund asks about the plan and cancels it at the period's end", async ({
    page,
    context,
    request,
  }) => {
    const { order, session } = await paidOrder(page, request, "complete-healing-plan", "desk-nonce");
    // The order's lines are what Stripe's line items say it charged.
    expect(order.lines).toEqual([
      expect.objectContaining({ cents: 34900, currency: "USD", priceId: expect.any(String) }),
    ]);
    await signInContext(context);
    await page.goto(`/inbox/payments?q=${order.order_number}`);
    const row = page.locator(`#order-${order.id}`);
    await expect(row.getByText(`Order ${order.order_number} · $349 USD`)).toBeVisible();
    await expect(page.locator('section[aria-labelledby="orders"] li')).toHaveCount(1);

    // The same form posted twice, as a double click sends it: its fields, nonce and all, read from the page.
    await row.getByText("Refund this order").click();
    await row.getByLabel(/^Amount in USD/).fill("10");
    await row.getByLabel(/^Reason/).fill("Kit arrived late");
    const fields = await row
      .locator("form")
      .evaluate((form) =>
        Object.fromEntries([...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)])),
      );
    const origin = new URL(page.url()).origin;
    for (let n = 0; n < 2; n++) {
      const posted = await page.request.post("/inbox/payments", {
        multipart: fields,
        headers: { origin },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(303);
    }
    await expect.poll(async () => (await refundsOf(order.id)).map((r) => r.params.amount)).toEqual(["1000"]);

    // A second deliberate refund of the same amount, from the page rendered afresh: a second refund.
    await page.goto(`/inbox/payments?q=${order.order_number}`);
    await row.getByText("Refund this order").click();
    await row.getByLabel(/^Amount in USD/).fill("10");
    await row.getByLabel(/^Reason/).fill("Second kit late too");
    await row.getByRole("button", { name: "Refund through Stripe" }).click();
    await expect(page.getByText(`Stripe accepted the refund of $10 (order ${order.order_number})`)).toBeVisible();
    expect((await refundsOf(order.id)).map((r) => r.params.amount)).toEqual(["1000", "1000"]);

    // The rest in full: the form asks what becomes of the plan before Stripe is asked.
    await page.goto(`/inbox/payments?q=${order.order_number}`);
    await expect(row.getByText("$20 USD refunded")).toBeVisible();
    await row.getByText("Refund this order").click();
    await row.getByLabel(/^Reason/).fill("Moving abroad");
    await row.getByRole("button", { name: "Refund through Stripe" }).click();
    await expect(row.getByText("This refunds the order in full: say whether the plan goes on")).toBeVisible();
    await expect(row.getByLabel(/^Reason/)).toHaveValue("Moving abroad");
    expect(await refundsOf(order.id)).toHaveLength(2);
    await row.getByLabel("Cancel the plan at the end of its paid period").check();
    await row.getByRole("button", { name: "Refund through Stripe" }).click();
    await expect(page.getByText("Stripe accepted the refund of $329")).toBeVisible();
    expect((await refundsOf(order.id)).map((r) => r.params.amount)).toEqual(["1000", "1000", "32900"]);

    const subscription = `sub_${session.id.replace(/^cs_test_/, "")}`;
    await page.goto("/inbox/payments?subscriptions=active");
    const plan = page.locator(`#subscription-${subscription}`);
    await expect(plan.getByText(/^Cancels on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeVisible();
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    const [audit] = await storeQuery<{ n: string }>(
      e2eStoreDir,
      "SELECT count(*) AS n FROM audit_events WHERE action = 'payment.refunded' AND subject_id = $1",
      [order.id],
    );
    expect(Number(audit!.n)).toBe(3);

    // Now, from the plan's own form: Stripe cancels it and the desk shows it cancelled.
    await plan.getByText("Cancel plan").click();
    await plan.getByLabel("Now", { exact: true }).check();
    await plan.getByRole("button", { name: "Cancel the plan through Stripe" }).click();
    await expect(page.getByText("Stripe accepted the plan's cancellation from today")).toBeVisible();
    await page.goto("/inbox/payments?subscriptions=cancelled");
    await expect(page.locator(`#subscription-${subscription}`).getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.locator(`#subscription-${subscription}`).getByText("Cancel plan")).toHaveCount(0);
    await expectInboxPagesValid(page, ["/inbox/payments", `/inbox/payments?q=${order.order_number}`], 1);
  });

  test("a dispute shows its amount and deadline and keeps the order out of 'Paid'; reception sees no refund or cancel", async ({
    page,
    context,
    request,
  }) => {
    const { order, intent } = await paidOrder(page, request, "intro-plan", "desk-dispute");
    const due = Math.floor(Date.now() / 1000) + 10 * 86400;
    const sent = await request.post(`${fakeStripeOrigin}/__dispute/${intent}?type=created&due_by=${due}`);
    expect(((await sent.json()) as { status: number }).status).toBe(200);
    await signInContext(context);
    await page.goto("/inbox/payments?orders=disputed");
    const row = page.locator(`#order-${order.id}`);
    await expect(row.getByText("Disputed", { exact: true })).toBeVisible();
    await expect(
      row.getByText(/Disputed by the buyer's bank: \$19 USD · a response is needed · evidence due by/),
    ).toBeVisible();
    await expect(row.getByText("Refund this order")).toHaveCount(0);
    await page.goto("/inbox/payments?orders=paid");
    await expect(page.locator(`#order-${order.id}`)).toHaveCount(0);

    await request.post(`${fakeStripeOrigin}/__dispute/${intent}?type=closed&status=won`);
    await page.goto("/inbox/payments?orders=paid");
    await expect(page.locator(`#order-${order.id}`).getByText("Paid", { exact: true })).toBeVisible();
    await expect(page.locator(`#order-${order.id}`).getByText(/won/)).toBeVisible();

    await signInContext(context, "reception");
    await page.goto("/inbox/payments");
    await expect(page.getByText("Refund this order")).toHaveCount(0);
    await expect(page.getByText("Cancel plan", { exact: true })).toHaveCount(0);
  });

  test("a checkout of two monthly plans keeps the last one and says so", async ({ page }) => {
    await page.goto("/checkout?plans=starter-care-plan,complete-healing-plan,intro-plan");
    await expect(
      page.getByText("One monthly plan is bought at a time: Complete Healing Plan replaces Starter Care Plan."),
    ).toBeVisible();
    await expect(page.getByText(/You pay \$349 today/)).toBeVisible();
  });
});

test("the cart holds one monthly plan: a second replaces the first, and the toast says so", async ({ page }) => {
  await page.goto("/book-my-diet");
  await hydrated(page);
  await page.getByRole("button", { name: "Add Starter Care Plan to cart" }).click();
  await page.getByRole("button", { name: "Add Complete Healing Plan to cart" }).click();
  await expect(page.getByText("Complete Healing Plan replaces Starter Care Plan")).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart:v1") ?? "[]") as { id: string }[]);
  expect(stored.map((item) => item.id)).toEqual(["complete-healing-plan"]);
});
