import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { JobHelpers } from "graphile-worker";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, visitor } from "@/lib/booking/booking.fixture";
import { createReminderTask } from "@/lib/booking/reminders";
import { openLeadStore } from "@/lib/leads/store/store";
import { createReplyHandler } from "@/lib/replies";
import { startFakeTwilio, type FakeTwilio } from "@/tests/fakes/twilio";
import { mailSink, messagesOf, sendPending } from "@/tests/setup/messages";
import { receiveTwilio, intentOf } from "@/lib/messages/inbound";
import type { Preparers } from "@/lib/messages/send";
import { twilioSignature, validTwilioSignature } from "@/lib/messages/twilio-signature";

/**
 * WhatsApp and SMS through Twilio, against the fake Twilio on loopback (tests/fakes/twilio.ts):
 * a booking made with WhatsApp ticked gets its confirmation and reminders there; the visitor's
 * replies come back signed to the webhook, which cancels on "2" and frees the time, notes the
 * reason, stops on STOP, and refuses what Twilio did not sign.
 */
const accountSid = `AC${"0".repeat(32)}`;
const authToken = "test-auth-token-0123456789";
const templates = {
  "booking-confirmed": `HX${"1".repeat(32)}`,
  "booking-rescheduled": `HX${"2".repeat(32)}`,
  "booking-cancelled": `HX${"3".repeat(32)}`,
  "booking-reminder": `HX${"4".repeat(32)}`,
};
const monday = "2026-11-30T03:00:00Z";
const tuesday9 = "2026-12-01T03:30:00.000Z";
const quiet = { info() {}, warn() {}, error() {} };

let fake: FakeTwilio;
let hook: Server;
let webhookUrl = "";
let onRequest: (request: Request) => Promise<Response> = async () => new Response("", { status: 500 });
let sink: Awaited<ReturnType<typeof mailSink>>;

beforeAll(async () => {
  // The site's webhook: each request made a web Request, as Next's route handler gets it.
  hook = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const response = await onRequest(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/messages/twilio`;
  fake = await startFakeTwilio({ accountSid, authToken, webhook: webhookUrl });
  sink = await mailSink();
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await sink.close();
});
afterEach(() => void fake.messages.splice(0));

describe("Twilio's signature", () => {
  it("matches the example in Twilio's documentation (its api-snippets' signature_validation.3.x.js)", () => {
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const params = {
      CallSid: "CA1234567890ABCDE",
      Caller: "+14158675310",
      Digits: "1234",
      From: "+14158675310",
      To: "+18005551212",
    };
    expect(twilioSignature("12345", url, params)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(validTwilioSignature("12345", "GvWf1cFY/Q7PnoempGyD5oXAezc=", url, params)).toBe(true);
    expect(validTwilioSignature("12345", "GvWf1cFY/Q7PnoempGyD5oXAezc=", url, { ...params, Digits: "1235" })).toBe(
      false,
    );
    expect(validTwilioSignature("12345", null, url, params)).toBe(false);
  });

  it("reads 1 and YES as confirm, 2 and CANCEL as cancel, STOP as stop, in any case and with a full stop", () => {
    expect(["1", "yes", "YES.", " y "].map(intentOf)).toEqual(["confirm", "confirm", "confirm", "confirm"]);
    expect(["2", "cancel", "Cancel!"].map(intentOf)).toEqual(["cancel", "cancel", "cancel"]);
    expect(["STOP", "stop", "Unsubscribe"].map(intentOf)).toEqual(["stop", "stop", "stop"]);
    expect(["start"].map(intentOf)).toEqual(["start"]);
    expect(["I have a fever", "12"].map(intentOf)).toEqual(["text", "text"]);
  });
});

/** A booking made with WhatsApp ticked, the booking's messages sent through the fake Twilio and a mail sink. */
async function whatsappBooking() {
  const fixture = await bookingFixture({ now: monday });
  const { db, service, deps } = fixture;
  const twilio = {
    accountSid,
    authToken,
    apiUrl: fake.origin,
    whatsappFrom: "whatsapp:+15005550006",
    smsFrom: "+15005550006",
    whatsappTemplates: templates,
    webhookUrl,
  };
  const booking =
    (kind: "confirmed" | "rescheduled" | "cancelled") =>
    (data: { bookingId: string; sequence: number }, context: { channel: "email" | "sms" | "whatsapp"; now: Date }) =>
      service.prepareMessage({ kind, sequence: data.sequence }, data.bookingId, context);
  const preparers: Partial<Preparers> = {
    "booking-confirmed": booking("confirmed"),
    "booking-rescheduled": booking("rescheduled"),
    "booking-cancelled": booking("cancelled"),
    "booking-reminder": (data, context) =>
      service.prepareMessage(
        { kind: "reminder", sequence: data.sequence, offsetMinutes: data.offsetMinutes },
        data.bookingId,
        context,
      ),
    "lead-new": async () => null,
  };
  const send = () => sendPending(db, { smtpUrl: sink.url, twilio, preparers, now: deps.now });
  const leads = openLeadStore(db);
  onRequest = (request) =>
    receiveTwilio(request, {
      db,
      settings: { twilio, maxAttempts: 3, timeZone: "Asia/Kolkata" },
      onReply: createReplyHandler({ booking: async () => service, leads: async () => leads }),
      now: deps.now,
      log: quiet,
    });
  const made = await service.book({
    typeId: "free-first-call",
    doctorId: "dr-one",
    startsAt: tuesday9,
    timeZone: "Europe/London",
    visitor: visitor({ name: "Asha Verma", phoneE164: "+447911123456", message: "I take sertraline 50mg" }),
    phoneMessages: { channel: "whatsapp" },
  });
  if (made.status !== "booked") throw new Error(made.status);
  const leadId = await fixture.leadOf(made.booking.id);
  return { ...fixture, made, leadId, send, leads };
}

/** Every free start of the free first call, any doctor (the fixture's two): a cancelled time is among them again. */
async function freeStarts(service: Awaited<ReturnType<typeof bookingFixture>>["service"]) {
  const list = await service.listSlots({ typeId: "free-first-call", doctorId: "dr-one", timeZone: "Europe/London" });
  if (list.status !== "ok") throw new Error(list.status);
  return list.days.flatMap((d) => d.slots.map((s) => s.startsAt));
}

const toVisitor = () => fake.messages.filter((m) => m.to === "whatsapp:+447911123456");

describe("a booking with WhatsApp ticked", { timeout: 60_000 }, () => {
  it("gets its confirmation and its reminders on WhatsApp as approved templates, with the time, the clinic's name and a link, nothing of the consultation's reason", async () => {
    const { db, send, leadId, made, setNow, deps } = await whatsappBooking();
    expect((await messagesOf(db, leadId)).map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ["lead-new", "email", ""],
      ["booking-confirmed", "email", expect.stringContaining("@example.com")],
      ["booking-confirmed", "whatsapp", "+447911123456"],
    ]);
    await send();
    expect(toVisitor()).toHaveLength(1);
    const [confirmation] = toVisitor();
    // No message from the visitor yet: outside the 24-hour window, so the approved template and its variables.
    expect(confirmation).toMatchObject({ from: "whatsapp:+15005550006", contentSid: templates["booking-confirmed"] });
    expect(confirmation!.body).toBeUndefined();
    expect(Object.values(confirmation!.contentVariables!)).toEqual([
      "Example Clinic",
      "Tuesday 1 December 2026, 03:30 Greenwich Mean Time (Europe/London)",
      "https://clinic.example",
    ]);
    expect(JSON.stringify(fake.messages)).not.toMatch(/sertraline|manage\//);
    expect(sink.received.filter((m) => m.headers.get("x-message-kind") === "booking-confirmed")).toHaveLength(1);
    // Twilio's status callbacks, signed, bring the row to delivered.
    await expect
      .poll(async () => (await messagesOf(db, leadId)).find((m) => m.channel === "whatsapp")?.status)
      .toBe("delivered");

    // The reminders: each job queues its message on both channels, and WhatsApp gets it.
    const reminders = createReminderTask({ db: async () => db, now: deps.now, log: quiet });
    setNow("2026-11-30T03:30:00.000Z");
    await reminders({ bookingId: made.booking.id, offsetMinutes: 1440, startsAt: tuesday9 }, {} as JobHelpers);
    await send();
    setNow("2026-12-01T02:30:00.000Z");
    await reminders({ bookingId: made.booking.id, offsetMinutes: 60, startsAt: tuesday9 }, {} as JobHelpers);
    await send();
    const sent = toVisitor().filter((m) => m.contentSid === templates["booking-reminder"]);
    expect(sent.map((m) => m.contentVariables!["2"])).toEqual(["24 hours", "1 hour"]);
  });

  it("cancels on '2', frees the time, asks for a reason and notes it on the lead; a reply inside the window is free text", async () => {
    const { db, send, leadId, service, leads } = await whatsappBooking();
    await send();
    expect(await fake.reply("whatsapp:+447911123456", "2")).toBe(200);
    expect(await freeStarts(service)).toContain(tuesday9);
    await send();
    // The visitor has just written: inside the 24-hour window the cancellation goes as free text, not a template.
    const cancelled = toVisitor().find((m) => m.body?.includes("is cancelled. To book another time"));
    expect(cancelled, "the cancellation on WhatsApp").toBeTruthy();
    const ask = toVisitor().find((m) => m.body?.includes("reply with a few words on why"));
    expect(ask, "the question for a reason, free text inside the window").toBeTruthy();
    expect(await fake.reply("whatsapp:+447911123456", "My travel plans changed")).toBe(200);
    await send();
    expect(toVisitor().some((m) => m.body?.includes("we have noted it"))).toBe(true);
    const notes = (await leads.historyFor(leadId)).map((e) => e.note);
    expect(notes).toContain("Reason for cancelling: My travel plans changed");
    // Anything else later is a note for staff.
    expect(await fake.reply("whatsapp:+447911123456", "Can I call you?")).toBe(200);
    expect((await leads.historyFor(leadId)).map((e) => e.note)).toContain("Wrote: Can I call you?");
    expect((await messagesOf(db, leadId)).filter((m) => m.kind === "booking-reply")).toHaveLength(3);
  });

  it("refuses an unsigned or wrongly signed post with 403 and changes nothing", async () => {
    const { db, leadId, service } = await whatsappBooking();
    const form = new URLSearchParams({ MessageSid: "SMforged", From: "whatsapp:+447911123456", Body: "2" });
    for (const signature of [undefined, "bm90IGEgc2lnbmF0dXJl"]) {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(signature ? { "X-Twilio-Signature": signature } : {}),
        },
        body: form,
      });
      expect(response.status).toBe(403);
    }
    expect(await freeStarts(service)).not.toContain(tuesday9);
    expect((await messagesOf(db, leadId)).filter((m) => m.kind === "booking-reply")).toEqual([]);
  });

  it("stops on STOP: nothing more goes to that number, the e-mails still go, and the lead says so", async () => {
    const { db, send, leadId, made, setNow, deps, leads } = await whatsappBooking();
    await send();
    expect(await fake.reply("whatsapp:+447911123456", "STOP")).toBe(200);
    const reminders = createReminderTask({ db: async () => db, now: deps.now, log: quiet });
    setNow("2026-11-30T03:30:00.000Z");
    await reminders({ bookingId: made.booking.id, offsetMinutes: 1440, startsAt: tuesday9 }, {} as JobHelpers);
    await send();
    expect(toVisitor()).toHaveLength(1); // the confirmation, before STOP
    const reminder = (await messagesOf(db, leadId)).filter((m) => m.kind === "booking-reminder");
    expect(reminder.map((m) => [m.channel, m.status])).toEqual([["email", "sent"]]);
    expect((await leads.historyFor(leadId)).map((e) => e.note)).toContain(
      "Replied STOP: no more messages by WhatsApp.",
    );
  });

  it("tries again after an outage of Twilio, and sends the message once", async () => {
    const { db, send, leadId } = await whatsappBooking();
    fake.down(1);
    await send();
    const row = () => messagesOf(db, leadId).then((rows) => rows.find((m) => m.channel === "whatsapp")!);
    expect(await row()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await row()).last_error).toMatch(/Twilio answered 503/);
    expect(toVisitor()).toHaveLength(0);
    await send();
    await send();
    expect(toVisitor()).toHaveLength(1);
    expect(await row()).toMatchObject({ status: expect.stringMatching(/sent|delivered/), attempts: 2 });
  });
});
