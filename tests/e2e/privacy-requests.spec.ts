import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { e2eStoreDir } from "../../playwright.config";
import { hydrated, postedStatus, watchConsole } from "./helpers";
import { sealedContext } from "../../lib/db/sealed-columns";
import { openedRow, storeQuery, storeVault } from "./store";
import { uniqueEmail } from "./leads";
import { expectInboxPagesValid, signInContext } from "./staff";

/**
 * The privacy policy's request form and the inbox's list of requests (docs/decisions/067):
 * sent with JavaScript and without, the same answer whether the address has leads or not, seen
 * in the inbox with its deadline and overdue marker, and marked answered with who and when.
 */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const clinicZone = "Asia/Kolkata";

type RequestRow = {
  id: string;
  email: string;
  kind: string;
  note: string;
  received_at: Date;
  due_at: Date;
  done_at: Date | null;
  done_by_name: string;
};

async function storedRequest(email: string): Promise<RequestRow> {
  let row: RequestRow | undefined;
  await expect
    .poll(
      async () =>
        ([row] = await storeQuery<RequestRow>(e2eStoreDir, `SELECT * FROM privacy_requests WHERE email = $1`, [email]))
          .length,
    )
    .toBe(1);
  return openedRow(e2eStoreDir, "privacy_requests", row!);
}

/** The deadline's day as the inbox writes it, from the stored instant it passes at. */
const dayText = (passesAt: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: clinicZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(passesAt.getTime() - 1));

const requestForm = (page: Page) => page.getByRole("region", { name: "Ask for a copy or the erasure of your details" });

async function send(page: Page, email: string, kind: RegExp, note = "") {
  const form = requestForm(page);
  await form.getByLabel("Email Address").fill(email);
  await form.getByRole("radio", { name: kind }).check();
  if (note) await form.getByLabel(/Anything we should know/).fill(note);
  await form.getByRole("button", { name: "Send my request" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test(`a request sent from the privacy policy (${javaScriptEnabled ? "with" : "without"} JavaScript) reaches the inbox with its deadline, and is marked answered`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    await page.goto("/privacy");
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByRole("link", { name: "the form at the end of this page" })).toHaveAttribute(
      "href",
      "#privacy-request",
    );

    // Nothing chosen and a bad address: messages beside the fields, what was typed kept, nothing stored.
    const form = requestForm(page);
    await form.getByLabel("Email Address").fill("not-an-address");
    await form.getByLabel(/Anything we should know/).fill("Also 07911 123456");
    const submit = () => form.getByRole("button", { name: "Send my request" }).click();
    // Without JavaScript the page with the messages comes back as 422.
    if (javaScriptEnabled) await submit();
    else expect(await postedStatus(page, submit)).toBe(422);
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please choose a copy of your details or their erasure")).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(/Anything we should know/)).toHaveValue("Also 07911 123456");
    expect(await storeQuery(e2eStoreDir, `SELECT 1 FROM privacy_requests WHERE email = 'not-an-address'`)).toEqual([]);
    // With JavaScript the browser checked the form's rules itself; without, the server did.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);

    const email = uniqueEmail(javaScriptEnabled ? "privacy-js" : "privacy-nojs");
    await send(page, email, /^Erase the details/);
    await expect(page.getByRole("status")).toContainText("Request received");
    await expect(page.getByRole("status")).toContainText(
      "We will write to that address to check that the request is yours",
    );
    const stored = await storedRequest(email);
    expect(stored).toMatchObject({ kind: "erasure", note: "Also 07911 123456", done_at: null });
    const days = (stored.due_at.getTime() - stored.received_at.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);

    await signInContext(context);
    await page.goto("/inbox/privacy");
    const item = page.getByTestId("open-requests").getByRole("listitem").filter({ hasText: email });
    await expect(item).toContainText("Erasure of their details");
    await expect(item).toContainText(`Answer by ${dayText(stored.due_at)}`);
    await expect(item.locator(`time[datetime="${stored.received_at.toISOString()}"]`)).toBeVisible();
    await expect(item).toContainText("Their note: Also 07911 123456");
    await expect(item).not.toHaveAttribute("data-overdue");
    await expect(item.getByRole("link", { name: /Find their leads/ })).toHaveAttribute(
      "href",
      `/inbox/privacy?email=${encodeURIComponent(email)}#found-heading`,
    );

    await item.getByRole("button", { name: /Mark as answered/ }).click();
    await expect(page.getByText("The request is marked as answered, with your name and the time.")).toBeVisible();
    await expect(page.getByTestId("open-requests").getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
    const done = await storedRequest(email);
    expect(done.done_by_name).toBe("Asha (e2e)");
    expect(Date.now() - done.done_at!.getTime()).toBeLessThan(60_000);
    // With JavaScript only: a page without it runs no script, and Chromium still reports the ones it would not load.
    if (javaScriptEnabled) expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

/** Sends a request without JavaScript and returns what the visitor gets: the status of the answer and its confirmation's markup. */
async function answerFor(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/privacy");
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/privacy",
  );
  await send(page, email, /^A copy of the details/);
  const response = await answer;
  const html = await page.getByTestId("privacy-request-received").evaluate((e) => e.outerHTML);
  await context.close();
  return { status: response.status(), html };
}

test("the answer is the same whether the address has leads on file or not", async ({ browser, request }) => {
  const known = uniqueEmail("privacy-known");
  const lead = await request.post("/api/leads", {
    data: {
      formType: "Contact Form",
      name: "Priya Raman",
      email: known,
      countryCode: "GB",
      phone: "07911 123456",
      consent: true,
    },
  });
  expect(lead.status()).toBe(201);
  const unknown = uniqueEmail("privacy-unknown");
  const [withLeads, without] = [await answerFor(browser, known), await answerFor(browser, unknown)];
  expect(withLeads.status).toBe(200);
  expect(without).toEqual(withLeads);
  // Both were stored all the same.
  await storedRequest(known);
  await storedRequest(unknown);
  await storeQuery(e2eStoreDir, `DELETE FROM privacy_requests WHERE email = ANY($1)`, [[known, unknown]]);
});

test("an overdue request is marked in words, and both pages pass axe and the HTML checker", async ({ browser }) => {
  const email = uniqueEmail("privacy-overdue");
  const received = new Date(Date.now() - 40 * 86_400_000);
  const id = randomUUID();
  // The note sealed as the store seals it (its CHECK constraint takes nothing else).
  const note = storeVault(e2eStoreDir).sealText("", sealedContext("privacy_requests", "note", id));
  await storeQuery(
    e2eStoreDir,
    `INSERT INTO privacy_requests (id, received_at, email, kind, note, due_at) VALUES ($1, $2, $3, 'copy', $4, $5)`,
    [id, received, email, note, new Date(received.getTime() + 30 * 86_400_000)],
  );
  const context = await browser.newContext();
  await signInContext(context);
  const page = await context.newPage();
  await page.goto("/inbox/privacy");
  const item = page.getByTestId("open-requests").getByRole("listitem").filter({ hasText: email });
  await expect(item).toHaveAttribute("data-overdue", "true");
  await expect(item).toContainText(/Overdue: the answer was due by \w{3}, \d{1,2} \w{3} \d{4} \((9|10|11) days ago\)/);
  // The lead inbox says that requests wait, and that one is late.
  await page.goto("/inbox");
  await expect(page.getByTestId("open-privacy-requests")).toContainText(
    /privacy requests? from the website (is|are) waiting for an answer, [1-9]\d* overdue\./,
  );
  await page.getByRole("link", { name: "Answer them" }).click();
  await expect(page).toHaveURL(/\/inbox\/privacy#requests-heading$/);

  for (const path of ["/inbox/privacy", "/privacy"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(
      results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
  // The form in its error state too.
  await requestForm(page).getByRole("button", { name: "Send my request" }).click();
  await expect(requestForm(page).getByText("Email is required")).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await expectInboxPagesValid(page, ["/inbox/privacy"], 1);

  // On a phone, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/inbox/privacy", "/privacy"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  // Answered, so that the store's list of open requests stays short across runs.
  await page.goto("/inbox/privacy");
  await item.getByRole("button", { name: /Mark as answered/ }).click();
  await expect(page.getByTestId("open-requests").getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  await context.close();
});

test("a send lost on the way says so and keeps what was typed; sent again, it is received", async ({ page }) => {
  await page.goto("/privacy");
  await hydrated(page);
  let cut = true;
  await page.route("**/*", (route) =>
    cut && route.request().method() === "POST" && route.request().headers()["next-action"]
      ? route.abort("connectionreset")
      : route.continue(),
  );
  const email = uniqueEmail("privacy-lost");
  await send(page, email, /^Erase the details/, "Please hurry");
  await expect(page.locator("[data-sonner-toast]", { hasText: "Submission Failed" })).toBeVisible();
  const form = requestForm(page);
  await expect(form.getByLabel("Email Address")).toHaveValue(email);
  await expect(form.getByLabel(/Anything we should know/)).toHaveValue("Please hurry");
  expect(await storeQuery(e2eStoreDir, `SELECT 1 FROM privacy_requests WHERE email = $1`, [email])).toEqual([]);

  cut = false;
  await form.getByRole("radio", { name: /^Erase the details/ }).check();
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Request received" })).toBeVisible();
  expect(await storedRequest(email)).toMatchObject({ kind: "erasure", note: "Please hurry" });
  await storeQuery(e2eStoreDir, `DELETE FROM privacy_requests WHERE email = $1`, [email]);
});
