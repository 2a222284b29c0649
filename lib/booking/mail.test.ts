import type { AddressInfo } from "node:net";
import ical, { type VEvent } from "node-ical";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kinds, renderEmail } from "@/lib/messages";
import { messagesOf, sendPending } from "@/tests/setup/messages";
import { bookingFixture, testClinic, testDoctors, visitor } from "./booking.fixture";
import { hourCycleOf } from "./clock";
import { inWords, messageKey, messageKind, parseMessageKey } from "./mail";

const monday = "2026-11-30T03:00:00Z";
const tuesday9 = "2026-12-01T03:30:00.000Z";
const newYork = "America/New_York";

/** The one event of an invitation, read back by node-ical: its instants, UID, SEQUENCE and STATUS, and the calendar's METHOD. */
function readIcs(content: string) {
  const parsed = ical.sync.parseICS(content);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === "VEVENT");
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    start: new Date(event.start).toISOString(),
    end: event.end ? new Date(event.end).toISOString() : undefined,
    uid: event.uid,
    sequence: event.sequence,
    status: event.status,
    location: event.location,
    method: (parsed.vcalendar as { method?: string } | undefined)?.method,
  };
}

type VisitorEmail = {
  to?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  icalEvent?: { content: string };
};

function readBack(email: VisitorEmail | null) {
  if (!email?.icalEvent) throw new Error("no invitation");
  return readIcs(email.icalEvent.content);
}

/** The test's booking fixture, which messageFor words its messages with. */
let current: Awaited<ReturnType<typeof bookingFixture>> | undefined;
const fixture = async (...args: Parameters<typeof bookingFixture>) => (current = await bookingFixture(...args));

/**
 * The e-mail a message of a lead's booking would be sent as now (its key as the booking names it,
 * confirmed:0, reminder-60:1), rendered from its kind's template as lib/messages sends it; null when
 * it no longer applies.
 */
async function messageFor(leadId: string, key: string): Promise<VisitorEmail | null> {
  const { db, service, deps } = current!;
  const message = parseMessageKey(key)!;
  const { id } = await db.kysely
    .selectFrom("bookings")
    .select("id")
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  const props = await service.prepareMessage(message, id, { channel: "email", now: deps.now() });
  if (!props) return null;
  const content = kinds[messageKind(message)].email!(props as never, testClinic);
  const rendered = await renderEmail(content);
  return { ...content, ...rendered, icalEvent: content.calendar };
}

describe("the visitor's e-mails", () => {
  it("names its messages so they parse back, and says offsets in words", () => {
    for (const m of [
      { kind: "confirmed", sequence: 0 },
      { kind: "rescheduled", sequence: 3 },
      { kind: "cancelled", sequence: 4 },
      { kind: "reminder", offsetMinutes: 1440, sequence: 1 },
    ] as const) {
      expect(parseMessageKey(messageKey(m))).toEqual(m);
    }
    expect(parseMessageKey("confirmed")).toBeNull();
    expect(parseMessageKey("reminder-x:1")).toBeNull();
    expect([inWords(1440), inWords(60), inWords(90), inWords(1)]).toEqual([
      "24 hours",
      "1 hour",
      "90 minutes",
      "1 minute",
    ]);
  });

  it("words a reminder by the time left when it is sent: a 1-hour reminder sent 4 minutes before the start says 4 minutes", async () => {
    const { service, setNow, leadOf } = await fixture({ now: monday });
    const made = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: newYork,
      visitor: visitor(),
    });
    if (made.status !== "booked") throw new Error(made.status);
    const leadId = await leadOf(made.booking.id);
    setNow("2026-12-01T02:30:00.000Z");
    expect((await messageFor(leadId, "reminder-60:0"))!.subject).toMatch(/^Reminder: .* in 1 hour, /);
    setNow("2026-12-01T03:26:00.000Z");
    const late = await messageFor(leadId, "reminder-60:0");
    expect(late!.subject).toMatch(/^Reminder: .* in 4 minutes, /);
    expect(late!.text).toContain("begins in 4 minutes.");
    expect(late!.text).not.toContain("1 hour");
  });

  it("confirms with both zones named, the call method and an invitation that parses back to the right instant; a move and a cancellation keep its UID", async () => {
    const { service, desk, leadOf } = await fixture({ now: monday, doctors: [testDoctors[0]!] });
    await desk.setVideoUrl("dr-one", "https://meet.example/dr-one");
    const made = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: newYork,
      visitor: visitor({ name: "Jo Smith", email: "jo@example.com" }),
    });
    if (made.status !== "booked") throw new Error(made.status);
    const leadId = await leadOf(made.booking.id);

    const confirmation = await messageFor(leadId, "confirmed:0");
    expect(confirmation).toMatchObject({
      to: { name: "Jo Smith", address: "jo@example.com" },
      subject: expect.stringMatching(
        /^Booked: Free first call with Dr\. Sample One, 2026-11-30 22:30 Eastern Standard Time$/,
      ),
    });
    expect(confirmation!.text).toContain(
      "When: Monday 30 November 2026, 22:30 Eastern Standard Time (America/New_York)",
    );
    expect(confirmation!.text).toContain(
      "The doctor's time: Tuesday 1 December 2026, 09:00 India Standard Time (Asia/Kolkata)",
    );
    expect(confirmation!.text).toContain("How: by video. Join at the time above: https://meet.example/dr-one");
    expect(confirmation!.text).toContain(
      "You can reschedule or cancel until Monday 30 November 2026, 10:30 Eastern Standard Time (America/New_York).",
    );
    // The one action, as a button, and its address in the text part.
    expect(confirmation!.text).toMatch(
      /Reschedule or cancel https:\/\/clinic\.example\/book-consultation\/manage\/[A-Za-z0-9_-]{43}\n/,
    );
    expect(confirmation!.html).toMatch(
      /<a href="https:\/\/clinic\.example\/book-consultation\/manage\/[A-Za-z0-9_-]{43}"[^>]*>[\s\S]*?Reschedule or cancel/,
    );
    expect(confirmation!.text).toMatch(/Booking number: [0-9A-F]{8}/);
    const invited = readBack(confirmation);
    expect(invited).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      status: "CONFIRMED",
      uid: `booking-${made.booking.id}@clinic.example`,
    });
    expect(invited.start).toBe(tuesday9);
    expect(invited.end).toBe("2026-12-01T03:50:00.000Z");

    // The token in the e-mail is its own and opens the booking; the page the visitor was sent to on
    // booking still opens too, however soon the e-mail went.
    const token = /manage\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;
    expect(token).not.toBe(made.manageToken);
    expect(await service.view(token)).toMatchObject({ status: "found", booking: { id: made.booking.id } });
    expect(await service.view(made.manageToken)).toMatchObject({ status: "found", booking: { id: made.booking.id } });

    expect(await service.reschedule(token, { startsAt: "2026-12-02T11:00:00.000Z" })).toMatchObject({
      status: "rescheduled",
    });
    expect(await messageFor(leadId, "confirmed:0")).toBeNull();
    const moved = readBack(await messageFor(leadId, "rescheduled:1"));
    expect(moved).toMatchObject({ method: "REQUEST", sequence: 1, uid: invited.uid });
    expect(moved.start).toBe("2026-12-02T11:00:00.000Z");

    // The move's e-mail carries the next link and retires the confirmation's.
    const movedEmail = await messageFor(leadId, "rescheduled:1");
    const newest = /manage\/([A-Za-z0-9_-]{43})/.exec(movedEmail!.text)![1]!;
    expect(await service.cancel(token)).toEqual({ status: "refused", reason: "unknown" });
    expect(await service.view(made.manageToken)).toEqual({ status: "refused", reason: "unknown" });
    expect(await service.cancel(newest)).toMatchObject({ status: "cancelled" });
    const cancellation = await messageFor(leadId, "cancelled:2");
    expect(cancellation!.text).toContain("Book another time https://clinic.example/book-consultation");
    expect(readBack(cancellation)).toMatchObject({
      method: "CANCEL",
      sequence: 2,
      status: "CANCELLED",
      uid: invited.uid,
    });
    expect(await messageFor(leadId, "rescheduled:1")).toBeNull();
  });

  it("writes the times on the visitor's clock, as they booked: 12-hour for en-US, 24-hour for en-GB and for a booking made before it was stored", async () => {
    const { service, setNow, leadOf, db } = await fixture({ now: monday });
    // 03:30 UTC is 22:30 the evening before in New York; the change-until line, 12 hours earlier, is 10:30 in the morning.
    const us = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: newYork,
      visitor: visitor(),
      clock: hourCycleOf(["en-US", "en"]),
    });
    const gb = await service.book({
      typeId: "free-first-call",
      startsAt: "2026-12-01T04:30:00.000Z",
      timeZone: newYork,
      visitor: visitor(),
      clock: hourCycleOf(["en-GB"]),
    });
    const before = await service.book({
      typeId: "free-first-call",
      startsAt: "2026-12-01T05:30:00.000Z",
      timeZone: newYork,
      visitor: visitor(),
    });
    if (us.status !== "booked" || gb.status !== "booked" || before.status !== "booked") throw new Error("not booked");
    // A booking made before the clock was stored has none in its row.
    await db.kysely.updateTable("bookings").set({ visitor_clock: null }).where("id", "=", before.booking.id).execute();

    const usLead = await leadOf(us.booking.id);
    const confirmed = (await messageFor(usLead, "confirmed:0"))!;
    expect(confirmed.subject).toMatch(/, 2026-11-30 10:30 PM Eastern Standard Time$/);
    expect(confirmed.text).toContain(
      "When: Monday 30 November 2026, 10:30 PM Eastern Standard Time (America/New_York)",
    );
    expect(confirmed.text).toContain(
      "The doctor's time: Tuesday 1 December 2026, 9:00 AM India Standard Time (Asia/Kolkata)",
    );
    expect(confirmed.text).toContain("until Monday 30 November 2026, 10:30 AM Eastern Standard Time");
    expect(confirmed.text).not.toMatch(/\b22:30\b/);
    const token = /manage\/([A-Za-z0-9_-]{43})/.exec(confirmed.text)![1]!;
    // 2026-12-02 11:00 UTC: 06:00 in New York.
    expect(await service.reschedule(token, { startsAt: "2026-12-02T11:00:00.000Z" })).toMatchObject({
      status: "rescheduled",
    });
    const moved = (await messageFor(usLead, "rescheduled:1"))!.text;
    expect(moved).toContain("When: Wednesday 2 December 2026, 6:00 AM Eastern Standard Time");
    const newest = /manage\/([A-Za-z0-9_-]{43})/.exec(moved)![1]!;
    // The reminder is worded when it is sent, from the booking's row.
    setNow("2026-12-02T10:00:00.000Z");
    expect((await messageFor(usLead, "reminder-60:1"))!.text).toContain(
      "When: Wednesday 2 December 2026, 6:00 AM Eastern Standard Time",
    );
    setNow(monday);
    expect(await service.cancel(newest)).toMatchObject({ status: "cancelled" });
    expect((await messageFor(usLead, "cancelled:2"))!.text).toContain(
      "on Wednesday 2 December 2026, 6:00 AM Eastern Standard Time (America/New_York) is cancelled.",
    );

    const british = (await messageFor(await leadOf(gb.booking.id), "confirmed:0"))!;
    expect(british.text).toContain("When: Monday 30 November 2026, 23:30 Eastern Standard Time");
    expect(british.subject).toMatch(/ 23:30 Eastern Standard Time$/);
    const older = (await messageFor(await leadOf(before.booking.id), "confirmed:0"))!;
    expect(older.text).toContain("When: Tuesday 1 December 2026, 00:30 Eastern Standard Time");
    expect(older.text).toContain(
      "The doctor's time: Tuesday 1 December 2026, 11:00 India Standard Time (Asia/Kolkata)",
    );
  });

  it("says the doctor will phone when no video room is set", async () => {
    const { service, leadOf } = await fixture({ now: monday });
    const made = await service.book({
      typeId: "follow-up",
      startsAt: tuesday9,
      timeZone: "Europe/London",
      visitor: visitor({ phoneE164: "+447911123456" }),
    });
    if (made.status !== "booked") throw new Error(made.status);
    const email = await messageFor(await leadOf(made.booking.id), "confirmed:0");
    expect(email!.text).toContain("How: by phone. Dr. Sample One will call you on +447911123456 at the time above.");
    expect(email!.text).toContain("Length: 30 minutes");
    expect(readBack(email).location).toBe("Phone call to +447911123456");
  });
});

describe("through the messages' job", () => {
  const received: string[] = [];
  let server: SMTPServer;
  let smtpUrl = "";

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends the confirmation once, to the visitor, with HTML and text parts, the invitation as a calendar part and an .ics attachment", async () => {
    const { db, service, leadOf, deps } = await fixture({ now: monday });
    const made = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: newYork,
      visitor: visitor({ name: "Jo Smith", email: "jo@example.com" }),
    });
    if (made.status !== "booked") throw new Error(made.status);
    const preparers = {
      "booking-confirmed": async (
        data: { bookingId: string; sequence: number },
        context: { channel: "email" | "sms" | "whatsapp"; now: Date },
      ) => service.prepareMessage({ kind: "confirmed", sequence: data.sequence }, data.bookingId, context),
    };
    const leadId = await leadOf(made.booking.id);
    // The confirmation's job, run twice (as a second instance might): it is sent once. The clinic's own e-mail has no preparer here.
    await sendPending(db, { smtpUrl, now: deps.now, preparers });
    await sendPending(db, { smtpUrl, now: deps.now, preparers });
    expect(received).toHaveLength(1);
    const raw = received[0]!;
    // Headers unfolded: long ones continue on the next line after a space.
    const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
    expect(head).toMatch(/^To: Jo Smith <jo@example\.com>\r$/m);
    expect(head).toMatch(/^Reply-To: care@clinic\.example\r$/m);
    expect(head).toMatch(/^Message-ID: <booking\.[0-9a-f-]+\.confirmed\.0\.email@clinic\.example>\r$/m);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    const attachment =
      /Content-Type: application\/ics; name=invitation\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
        raw,
      );
    const ics = Buffer.from(attachment![1]!.replace(/\r\n/g, ""), "base64").toString("utf8");
    expect(readIcs(ics)).toMatchObject({ start: tuesday9, method: "REQUEST", sequence: 0 });
    expect((await messagesOf(db, leadId)).map((m) => [m.kind, m.channel, m.status])).toEqual([
      ["lead-new", "email", "pending"],
      ["booking-confirmed", "email", "sent"],
    ]);
  });
});
