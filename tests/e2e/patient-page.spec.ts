import { randomBytes } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { hashPassword } from "../../lib/staff/password";
import { sessionCookieName, sessionTokenHash } from "../../lib/staff/session";
import { axeClean, hydrated, postedStatus } from "./helpers";
import { agree, uniqueEmail } from "./leads";
import { startMailSink, startOwnServer, type MailSink, type OwnServer } from "./own-server";
import { storeQuery } from "./store";

/**
 * The patient's own page (docs/patients.md) as a patient reaches it: server.mjs with SMTP pointed
 * at a mail sink here; the visitor books through the real picker and form, and opens their page
 * from the link in the confirmation e-mail, with JavaScript and without. The shared test server
 * sends no e-mail, so this file starts its own on the sixth port after the suite's. Its tests run
 * one after another.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 6;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });

let sink: MailSink;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startMailSink();
  server = await startOwnServer(port, {
    LEAD_RATE_LIMIT: "100000",
    BOOKING: "on",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEAD_NOTIFY_TO: "clinic@example.com",
  });
});

test.afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** The link to the patient's page in the latest e-mail to `email` of this subject. */
async function pageLinkIn(email: string, subject: RegExp): Promise<string> {
  await expect
    .poll(() => sink.to(email).filter((m) => subject.test(m.headers.get("subject") ?? "")).length, {
      timeout: 30_000,
      message: `an e-mail to ${email} (${subject})`,
    })
    .toBeGreaterThan(0);
  const mail = sink
    .to(email)
    .filter((m) => subject.test(m.headers.get("subject") ?? ""))
    .at(-1)!;
  const link = new RegExp(`${base}/my/[\\w-]{43}`).exec(mail.text)?.[0];
  expect(link, "the patient's page link in the text part").toBeTruthy();
  return link!;
}

/** Books the first free time of a doctor's day in New York's zone through the picker and the form. */
async function book(
  browser: Browser,
  {
    javaScriptEnabled,
    email,
    name,
    doctor,
    day,
  }: { javaScriptEnabled: boolean; email: string; name: string; doctor: string; day: number },
) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
  const page = await context.newPage();
  await page.goto(`/book-consultation?type=free-first-call&doctor=${doctor}&tz=America/New_York`);
  await page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").nth(day).click();
  await page
    .getByRole("region", { name: /Free times on/ })
    .getByRole("link")
    .first()
    .click();
  if (javaScriptEnabled) await hydrated(page);
  const form = page.locator("#your-details form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("US");
  await form.getByLabel("Phone Number").fill("2125550147");
  await form.getByLabel(/Anything the doctor should know/).fill("I take sertraline 50mg");
  await agree(form);
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
  const visitorTime = (await page.getByTestId("visitor-time").textContent())!;
  await context.close();
  return { visitorTime };
}

for (const javaScriptEnabled of [false, true]) {
  test(`booked, then opened from the e-mail's link ${javaScriptEnabled ? "with" : "without"} JavaScript: the booking in the patient's zone, move or cancel, noindex, no shared caching, axe`, async ({
    browser,
  }) => {
    const email = uniqueEmail(`patient-${javaScriptEnabled ? "js" : "nojs"}`);
    const { visitorTime } = await book(browser, {
      javaScriptEnabled,
      email,
      name: "Maria Lopez",
      doctor: "dr-arjun-mehta",
      day: javaScriptEnabled ? 2 : 1,
    });
    expect(visitorTime).toContain("Eastern Standard Time (America/New_York)");
    const link = await pageLinkIn(email, /^Booked: /);
    // The e-mail names nothing of the visitor's health.
    expect(sink.to(email).at(-1)!.text).not.toContain("sertraline");

    const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/private|no-store/);
    expect(response?.headers()["cache-control"]).not.toMatch(/public|s-maxage/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Your consultations and orders" })).toBeVisible();
    await expect(page.getByText("Hello Maria Lopez.")).toBeVisible();
    const upcoming = page.getByRole("region", { name: "Consultations to come" });
    await expect(upcoming.getByTestId("visitor-time")).toHaveText(visitorTime);
    await expect(upcoming.getByRole("link", { name: /Add to your calendar/ })).toBeVisible();
    const ics = await context.request.get(
      (await upcoming.getByRole("link", { name: /Add to your calendar/ }).getAttribute("href"))!,
    );
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain("BEGIN:VEVENT");
    await expect(page.getByRole("region", { name: "Orders and plans" })).toContainText("No order.");
    // axe runs as a script in the page, so only where scripts run (the markup is the same).
    if (javaScriptEnabled) {
      await hydrated(page);
      await axeClean(page);
    }

    // Move or cancel goes on to the booking's manage page, through a link made when pressed.
    await upcoming.getByRole("button", { name: /^Move or cancel/ }).click();
    await expect(page).toHaveURL(/\/book-consultation\/manage\/[\w-]{43}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation" })).toBeVisible();
    await expect(page.getByTestId("visitor-time")).toHaveText(visitorTime);
    await context.close();
  });
}

for (const javaScriptEnabled of [false, true]) {
  test(`"Send me my link" ${javaScriptEnabled ? "with" : "without"} JavaScript answers a known and an unknown address the same, and sends only to the known one`, async ({
    browser,
  }) => {
    const known = uniqueEmail(`patient-known-${javaScriptEnabled ? "js" : "nojs"}`);
    const unknown = uniqueEmail(`patient-unknown-${javaScriptEnabled ? "js" : "nojs"}`);
    await book(browser, {
      javaScriptEnabled: false,
      email: known,
      name: "Lee Known",
      doctor: "dr-priya-sharma",
      day: javaScriptEnabled ? 2 : 1,
    });
    const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
    const page = await context.newPage();
    const answers: string[] = [];
    for (const address of [known.toUpperCase(), unknown]) {
      await page.goto("/my");
      if (javaScriptEnabled) await hydrated(page);
      await page.getByLabel("Your e-mail address or phone number").fill(address);
      await page.getByRole("button", { name: "Send me my link" }).click();
      answers.push((await page.getByTestId("link-sent").textContent())!);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain("If we have that address on file");

    const link = await pageLinkIn(known, /^Your page with your bookings and orders$/);
    await page.goto(link);
    await expect(page.getByText("Hello Lee Known.")).toBeVisible();
    // The unknown address got nothing, by the time the known one's link came.
    expect(sink.to(unknown)).toEqual([]);

    // Bad input: the message beside the field, what was typed kept.
    await page.goto("/my");
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("Your e-mail address or phone number").fill("not an address");
    const submit = () => page.getByRole("button", { name: "Send me my link" }).click();
    // Without JavaScript the page with the message comes back as 422.
    if (javaScriptEnabled) await submit();
    else expect(await postedStatus(page, submit)).toBe(422);
    const field = page.getByLabel("Your e-mail address or phone number");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("not an address");
    await expect(page.getByText(/Please give your e-mail address, or your phone number/)).toBeVisible();
    if (javaScriptEnabled) await axeClean(page);
    await context.close();
  });
}

test("a person's link shows nothing of another's, and cannot reach another's booking; a revoked link stops working", async ({
  browser,
}) => {
  const first = uniqueEmail("patient-first");
  const second = uniqueEmail("patient-second");
  await book(browser, { javaScriptEnabled: false, email: first, name: "Ana First", doctor: "dr-rajesh-kumar", day: 1 });
  await book(browser, {
    javaScriptEnabled: false,
    email: second,
    name: "Ben Second",
    doctor: "dr-rajesh-kumar",
    day: 2,
  });
  const firstLink = await pageLinkIn(first, /^Booked: /);
  const secondLink = await pageLinkIn(second, /^Booked: /);
  const [secondBooking] = await storeQuery<{ id: string; lead_id: string }>(
    server!.store,
    "SELECT b.id, b.lead_id FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.email = $1",
    [second],
  );

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base });
  const page = await context.newPage();
  await page.goto(firstLink);
  await expect(page.getByText("Hello Ana First.")).toBeVisible();
  expect(await page.content()).not.toContain("Ben Second");
  expect(await page.content()).not.toContain(secondBooking!.id);
  // Another's booking by its id, through this link: nothing.
  expect((await context.request.get(`${firstLink}/calendar/${secondBooking!.id}`)).status()).toBe(404);

  // The desk ends the second person's links from their lead's page.
  const token = randomBytes(32).toString("base64url");
  const hash = await hashPassword("e2e-staff-password-123", { N: 1024, r: 8, p: 1 });
  await storeQuery(
    server!.store,
    `INSERT INTO staff (id, name, email, password_hash, created_at, role) VALUES ('e2e-patients-desk', 'Ravi (e2e)', 'ravi-patients@clinic.example', $1, now(), 'reception') ON CONFLICT (id) DO NOTHING`,
    [hash],
  );
  await storeQuery(
    server!.store,
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES ($1, 'e2e-patients-desk', now(), now() + interval '1 hour')`,
    [sessionTokenHash(token)],
  );
  const desk = await browser.newContext({ javaScriptEnabled: false, baseURL: base });
  await desk.addCookies([
    { name: sessionCookieName, value: token, domain: "127.0.0.1", path: "/inbox", httpOnly: true, sameSite: "Strict" },
  ]);
  const deskPage = await desk.newPage();
  await deskPage.goto(`/inbox/leads/${secondBooking!.lead_id}`);
  await deskPage.getByRole("button", { name: "End the links to their page" }).click();
  await expect(deskPage.getByRole("status").filter({ hasText: /links? ended/ })).toBeVisible();
  expect(
    await storeQuery(
      server!.store,
      "SELECT action, staff_name FROM audit_events WHERE action = 'patient-links.revoked'",
    ),
  ).toEqual([{ action: "patient-links.revoked", staff_name: "Ravi (e2e)" }]);
  await desk.close();

  // Ended: the not-valid page, answered 404, whole without JavaScript.
  const ended = await page.goto(secondLink);
  expect(ended?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send me my link" })).toBeVisible();
  // The first person's link still works.
  expect((await page.goto(firstLink))?.status()).toBe(200);
  await context.close();
});
