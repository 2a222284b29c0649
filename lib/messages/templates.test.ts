import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlErrors } from "@/scripts/html-check/vnu.mjs";
import { freshDatabase } from "@/tests/setup/test-database";
import { mailSink, messagesOf, sendPending, testClinicFacts } from "@/tests/setup/messages";
import { kinds, type KindName, type PropsOf } from "./kinds";
import { renderEmail } from "./render";
import { queueMessage } from "./store";

/**
 * Every kind's e-mail as a mail client gets it: valid HTML within Gmail's clipping size, the
 * clinic's name and address, the one action as a button, and a text part that carries every link
 * of the HTML; and a message whose stored data fails its kind's schema is refused, never sent.
 */
const booking: PropsOf<"booking-confirmed"> = {
  to: { name: "Asha Verma", address: "asha@example.com" },
  what: "Initial consultation with Dr. Sample One",
  consultation: "initial consultation with Dr. Sample One",
  when: "Tuesday 1 December 2026, 09:00 India Standard Time (Asia/Kolkata)",
  doctorsTime: "Tuesday 1 December 2026, 09:00 India Standard Time (Asia/Kolkata)",
  short: "2026-12-01 09:00 India Standard Time",
  minutes: 60,
  reference: "1A2B3C4D",
  call: { kind: "video", url: "https://meet.example/dr-one" },
  manage: { url: "https://clinic.example/book-consultation/manage/abc", until: "Monday 30 November 2026, 21:00" },
  left: "1 hour",
  patientPage: "https://clinic.example/my/def",
};

const samples: { [K in KindName]?: PropsOf<K> } = {
  "lead-new": {
    leadId: "lead-1",
    formType: "Diet Plan Form",
    name: "Asha Verma",
    email: "asha@example.com",
    phone: "+447911123456",
    country: "GB",
    received: "20/11/2026, 3:30:00 pm (Asia/Kolkata)",
    consent: "consent-2026-11-27, given 2026-11-20T10:00:00.000Z",
    deskUrl: "https://clinic.example/inbox/leads/lead-1",
  },
  digest: {
    subject: "1 lead has waited more than 24 hours",
    intro: "Good morning. 1 lead has waited more than 24 hours without being contacted (Asia/Kolkata):",
    leads: [
      {
        name: "Rohan Das",
        formType: "Consultation Form",
        received: "20 Nov 2026, 10:00 am",
        waited: "47 hours",
        contact: "+919876500001 · rohan@example.com",
        deskUrl: "https://clinic.example/inbox/leads/lead-2",
      },
    ],
    sections: [{ title: "1 subscription payment has failed", lines: ["- Priya: Starter Care Plan"] }],
    inboxUrl: "https://clinic.example/inbox",
  },
  "privacy-request": {
    what: "a copy of their details",
    label: "A copy of my details",
    received: "28/11/2026, 6:30:00 am",
    answerBy: "Mon, 28 Dec 2026",
    timeZone: "Asia/Kolkata",
    inboxUrl: "https://clinic.example/inbox/privacy",
  },
  "staff-invitation": {
    to: { name: "Priya Raman", address: "priya@clinic.example" },
    url: "https://clinic.example/inbox/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd",
    expires: "Saturday, 5 December 2026 at 13:30 (Asia/Kolkata)",
    role: "Reception",
  },
  "staff-password-reset": {
    to: { name: "Priya Raman", address: "priya@clinic.example" },
    url: "https://clinic.example/inbox/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd",
    expires: "Saturday, 5 December 2026 at 13:30 (Asia/Kolkata)",
  },
  "booking-confirmed": booking,
  "booking-rescheduled": booking,
  "booking-cancelled": { ...booking, manage: undefined },
  "booking-reminder": booking,
  purchase: {
    to: { name: "Fatima Al Mansoori", address: "fatima@example.com" },
    orderNumber: "1A2B3C4D5E",
    names: "Complete Healing Plan and $19 Intro Plan",
    lines: [
      { name: "Complete Healing Plan", price: "$349 each month until you cancel it" },
      { name: "$19 Intro Plan", price: "$19 once" },
    ],
    charged: "$368 USD",
    amount: "$368",
    consultationUrl: "https://clinic.example/book-consultation?type=follow-up&order=o-1",
    monthly: true,
    planUrl: "https://clinic.example/my-plan/abc",
    patientPage: "https://clinic.example/my/def",
  },
  "patient-link": {
    to: { name: "Asha Verma", address: "asha@example.com" },
    url: "https://clinic.example/my/def",
    days: 30,
  },
};

type Rendered = { kind: KindName; subject: string; html: string; text: string; audience: string };
const rendered: Rendered[] = [];

beforeAll(async () => {
  for (const name of Object.keys(kinds) as KindName[]) {
    const kind = kinds[name];
    const props = samples[name];
    if (!kind.email) continue;
    if (!props) throw new Error(`no sample props for ${name}`);
    const content = (
      kind.email as (p: unknown, c: typeof testClinicFacts) => ReturnType<NonNullable<typeof kind.email>>
    )(props, testClinicFacts);
    rendered.push({ kind: name, subject: content.subject, audience: kind.audience, ...(await renderEmail(content)) });
  }
}, 60_000);

describe("every kind's e-mail", () => {
  it("passes the Nu HTML Checker", async () => {
    const { errors } = await htmlErrors(new Map(rendered.map((r) => [r.kind, r.html])));
    expect(errors).toEqual([]);
  }, 60_000);

  it("is well within the 102 KB at which Gmail clips a message", () => {
    for (const { kind, html } of rendered) expect(Buffer.byteLength(html), kind).toBeLessThan(30_000);
  });

  it("names the clinic and its address, and has a text part with every link of the HTML", () => {
    for (const { kind, html, text } of rendered) {
      expect(html, kind).toMatch(/^<!DOCTYPE html>/);
      for (const part of [html, text]) {
        expect(part, kind).toContain(testClinicFacts.name);
        expect(part, kind).toContain(testClinicFacts.address);
      }
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
      expect(links.length, kind).toBeGreaterThan(0);
      for (const link of links) expect(text, `${kind}: ${link}`).toContain(link.replace(/^mailto:/, ""));
    }
  });

  it("gives each visitor's e-mail its one action as a button", () => {
    const buttons = Object.fromEntries(
      rendered
        .filter((r) => r.audience === "visitor")
        .map((r) => [r.kind, [...r.html.matchAll(/<a [^>]*href="([^"]+)"[^>]*display:inline-block/g)].length]),
    );
    expect(buttons).toEqual({
      "booking-confirmed": 1,
      "booking-rescheduled": 1,
      "booking-cancelled": 1,
      "booking-reminder": 1,
      purchase: 1,
      "staff-invitation": 1,
      "staff-password-reset": 1,
      "patient-link": 1,
    });
  });
});

describe("the patient's page link", () => {
  it("ends every e-mail about a booking or an order, as a link written out in the text part too", () => {
    for (const r of rendered.filter((r) => r.kind.startsWith("booking-") || r.kind === "purchase")) {
      expect(r.html, r.kind).toContain('href="https://clinic.example/my/def"');
      expect(r.text, r.kind).toContain(
        "All your consultations and orders with us are on your page: https://clinic.example/my/def",
      );
    }
  });

  it("is the link of a booking's text message when there is one, the site's otherwise", () => {
    const text = kinds["booking-confirmed"].phone!(booking, testClinicFacts, "sms");
    expect(text.body).toMatch(/https:\/\/clinic\.example\/my\/def$/);
    expect(text.variables.at(-1)).toBe("https://clinic.example/my/def");
    expect(
      kinds["booking-confirmed"].phone!({ ...booking, patientPage: undefined }, testClinicFacts, "sms").body,
    ).toMatch(new RegExp(`${testClinicFacts.url}$`));
  });
});

describe("a cancelled consultation that a paid order bought", () => {
  it("leads back to the picker with the order's link, in the e-mail's button, its text and the text message", async () => {
    const rebook = "https://clinic.example/book-consultation?type=intro-consultation&order=Zk3_9a";
    const props = { ...booking, manage: undefined, rebook };
    const { html, text } = await renderEmail(kinds["booking-cancelled"].email!(props, testClinicFacts));
    const button = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*display:inline-block/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    expect(button).toEqual([rebook]);
    expect(text).toContain("The consultation you paid for is still yours: choose another time with the button below.");
    expect(kinds["booking-cancelled"].phone!(props, testClinicFacts, "sms").body).toContain(rebook);
    // Any other cancellation offers the plain picker, and says nothing of a payment.
    const plain = await renderEmail(
      kinds["booking-cancelled"].email!({ ...booking, manage: undefined }, testClinicFacts),
    );
    expect(plain.html).toContain(`href="${testClinicFacts.url}/book-consultation"`);
    expect(plain.text).not.toContain("you paid for");
  });
});

describe("a message whose data fails its kind's schema", () => {
  let sink: Awaited<ReturnType<typeof mailSink>>;
  beforeAll(async () => (sink = await mailSink()));
  afterAll(() => sink.close());

  it("is refused with a log line that names the kind and the field, marked failed, and never sent", async () => {
    const db = await freshDatabase();
    await queueMessage(db.kysely, db.jobs, "digest", { day: "2026-12-02" }, { key: "digest:2026-12-02" });
    // As a row written by another release, or by hand, might be.
    await db.kysely
      .updateTable("messages")
      .set({ data: JSON.stringify({ day: "yesterday" }) })
      .execute();
    const lines: string[] = [];
    await sendPending(db, {
      smtpUrl: sink.url,
      preparers: { digest: async () => samples.digest! },
      log: { info() {}, warn() {}, error: (_fields: unknown, line: unknown) => void lines.push(String(line)) },
    });
    expect(sink.received).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/refused: its data does not match the kind's schema \(day: /)]);
    expect((await messagesOf(db))[0]).toMatchObject({ status: "failed" });
    expect((await messagesOf(db))[0]!.last_error).toMatch(/^refused: its data does not match the digest schema/);
  });

  it("waits with the reason, unworded, while its channel is not configured here (a preparer may act: mint a link)", async () => {
    const db = await freshDatabase();
    await queueMessage(db.kysely, db.jobs, "digest", { day: "2026-12-02" }, { key: "digest:2026-12-02" });
    let worded = 0;
    await sendPending(db, { preparers: { digest: async () => (worded++, samples.digest!) } });
    expect(worded).toBe(0);
    expect((await messagesOf(db))[0]).toMatchObject({
      status: "pending",
      last_error: "no e-mail delivery is configured on this server",
    });
  });

  it("is refused when queued, in the caller's transaction", async () => {
    const db = await freshDatabase();
    await expect(
      queueMessage(db.kysely, db.jobs, "booking-confirmed", { bookingId: "", sequence: -1 }, { key: "bad" }),
    ).rejects.toThrow();
    expect(await messagesOf(db)).toEqual([]);
  });
});
