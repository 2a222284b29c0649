import { expect, test, type Browser } from "@playwright/test";
import { startFakeTwilio, type FakeTwilio } from "../fakes/twilio";
import { hydrated } from "./helpers";
import { agree, uniqueEmail } from "./leads";
import { startMailSink, startOwnServer, type MailSink, type OwnServer } from "./own-server";
import { openedRow, storeQuery } from "./store";

/**
 * The booking's messages by WhatsApp and SMS (docs/messages.md) as a visitor gets them: server.mjs
 * with Twilio's settings pointed at the fake Twilio here (tests/fakes/twilio.ts) and SMTP at a mail
 * sink here; the visitor books through the real form, ticks the box and chooses the channel, and
 * replies through the fake, which signs as Twilio does. The shared test server sends no messages,
 * so this file starts its own on the eighth port after the suite's; the fake and the sink take
 * free ports. Its tests run one after another.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 8;
const base = `http://127.0.0.1:${port}`;
const accountSid = `AC${"e".repeat(32)}`;
const authToken = "e2e-twilio-auth-token";
const templates = ["confirmed", "rescheduled", "cancelled", "reminder"].map((kind, i) => [
  `booking-${kind}`,
  `HX${String(i + 1).repeat(32)}`,
]);
test.describe.configure({ mode: "serial" });

let sink: MailSink;
let fake: FakeTwilio;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startMailSink();
  fake = await startFakeTwilio({ accountSid, authToken, webhook: `${base}/api/messages/twilio` });
  server = await startOwnServer(port, {
    LEAD_RATE_LIMIT: "100000",
    BOOKING: "on",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEAD_NOTIFY_TO: "clinic@example.com",
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_API_URL: fake.origin,
    TWILIO_WHATSAPP_FROM: "whatsapp:+15005550006",
    TWILIO_SMS_FROM: "+15005550006",
    TWILIO_WHATSAPP_TEMPLATES: templates.map(([kind, sid]) => `${kind}=${sid}`).join(","),
  });
});

test.afterAll(async () => {
  await server?.close();
  await fake?.close();
  await sink?.close();
});

/** Books the first free time of a doctor's day through the picker and the form, ticking the phone box with `channel`. */
async function book(
  browser: Browser,
  {
    javaScriptEnabled,
    channel,
    phone,
    email,
    doctor,
    day,
  }: {
    javaScriptEnabled: boolean;
    channel: "WhatsApp" | "SMS (text message)";
    phone: string;
    email: string;
    doctor: string;
    day: number;
  },
) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
  const page = await context.newPage();
  await page.goto(`/book-consultation?type=free-first-call&doctor=${doctor}&tz=America/New_York`);
  await page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").nth(day).click();
  const slot = page
    .getByRole("region", { name: /Free times on/ })
    .getByRole("link")
    .first();
  const href = (await slot.getAttribute("href"))!;
  const startsAt = new URL(href, base).searchParams.get("at")!;
  await page.goto(href);
  if (javaScriptEnabled) await hydrated(page);
  const form = page.locator("#your-details form");
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("US");
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel(/Anything the doctor should know/).fill("I take sertraline 50mg");
  await agree(form);
  const box = form.getByRole("checkbox", { name: /^Also send my confirmation, reminders and any change/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await form.getByRole("radio", { name: channel }).check();
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
  return { context, page, startsAt, href };
}

const lastBooking = (email: string) =>
  storeQuery<{ id: string; status: string; lead_id: string }>(
    server!.store,
    "SELECT b.id, b.status, b.lead_id FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.email = $1",
    [email],
  );

test("booked without JavaScript with WhatsApp ticked: the confirmation on WhatsApp and by e-mail; '2' cancels and frees the time", async ({
  browser,
}) => {
  const email = uniqueEmail("messages-whatsapp");
  const { context, page, startsAt, href } = await book(browser, {
    javaScriptEnabled: false,
    channel: "WhatsApp",
    phone: "2015550123",
    email,
    doctor: "dr-arjun-mehta",
    day: 2,
  });
  const toVisitor = () => fake.messages.filter((m) => m.to === "whatsapp:+12015550123");
  await expect.poll(() => toVisitor().length, { timeout: 30_000, message: "the WhatsApp confirmation" }).toBe(1);
  const [confirmation] = toVisitor();
  expect(confirmation!.contentSid).toBe(templates[0]![1]);
  expect(Object.values(confirmation!.contentVariables!)).toEqual([
    expect.any(String),
    expect.stringContaining("Eastern Standard Time (America/New_York)"),
    // The link is to the visitor's own page (docs/patients.md), minted for the number it goes to.
    expect.stringMatching(new RegExp(`^${base}/my/[\\w-]{43}$`)),
  ]);
  expect(JSON.stringify(confirmation)).not.toContain("sertraline");
  await expect.poll(() => sink.to(email).length, { timeout: 30_000, message: "the e-mail" }).toBe(1);
  // The phone channel's consent is kept with its version and time.
  const { lead_id } = (await lastBooking(email))[0]!;
  expect(
    await storeQuery(
      server!.store,
      "SELECT channel, address, consent_version FROM message_contacts WHERE lead_id = $1",
      [lead_id],
    ),
  ).toEqual([{ channel: "whatsapp", address: "+12015550123", consent_version: "phone-messages-2026-12-02" }]);

  expect(await fake.reply("whatsapp:+12015550123", "2")).toBe(200);
  expect((await lastBooking(email))[0]!.status).toBe("cancelled");
  await expect
    .poll(() => toVisitor().some((m) => m.body?.includes("why you cancelled")), { timeout: 30_000 })
    .toBe(true);
  // The time is free again: the picker offers it.
  await page.goto(href.replace(/&at=[^&]+/, ""));
  await expect(
    page.locator(`a[href*="${encodeURIComponent(startsAt)}"], a[href*="${startsAt}"]`).first(),
  ).toBeVisible();
  await context.close();
});

test("booked with JavaScript with SMS chosen: the confirmation by SMS; STOP stops and is noted on the lead", async ({
  browser,
}) => {
  const email = uniqueEmail("messages-sms");
  const { context } = await book(browser, {
    javaScriptEnabled: true,
    channel: "SMS (text message)",
    phone: "2015550188",
    email,
    doctor: "dr-priya-sharma",
    day: 3,
  });
  await context.close();
  const toVisitor = () => fake.messages.filter((m) => m.to === "+12015550188");
  await expect.poll(() => toVisitor().length, { timeout: 30_000, message: "the SMS confirmation" }).toBe(1);
  expect(toVisitor()[0]!.body).toMatch(/: your consultation is booked for .+ Reply 1 to confirm, 2 to cancel, STOP/);
  expect(await fake.reply("+12015550188", "STOP")).toBe(200);
  expect(
    await storeQuery(server!.store, "SELECT channel FROM message_stops WHERE address = $1", ["+12015550188"]),
  ).toEqual([{ channel: "sms" }]);
  const { lead_id } = (await lastBooking(email))[0]!;
  const notes = await storeQuery<{ id: string; note: string }>(
    server!.store,
    "SELECT id, note FROM lead_events WHERE lead_id = $1",
    [lead_id],
  );
  expect(notes.map((n) => openedRow(server!.store, "lead_events", n).note)).toContain(
    "Replied STOP: no more messages by SMS.",
  );
});

test("an unsigned or wrongly signed post to the webhook is refused with 403", async () => {
  const body = new URLSearchParams({ MessageSid: "SMforged", From: "whatsapp:+12015550123", Body: "2" });
  for (const headers of [{}, { "X-Twilio-Signature": "d3Jvbmc=" }] as Record<string, string>[]) {
    const response = await fetch(`${base}/api/messages/twilio`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });
    expect(response.status).toBe(403);
  }
});
