import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { consentVersion } from "@/lib/leads/consent";
import { freshDatabase } from "@/tests/setup/test-database";
import { mailSink, messagesOf, sendPending, testClinicFacts } from "@/tests/setup/messages";
import { sampleLead } from "../store/store.contract";
import { openLeadStore } from "../store/store";
import { leadNotice } from "./email";

/**
 * The clinic's e-mail of a new lead, end to end: stored with the lead as a message (lib/messages,
 * kind lead-new), worded when sent from the lead, sent over SMTP to a sink on loopback, and read
 * back as a mail client would: what the clinic needs to call back, never the message or a health answer.
 */
let sink: Awaited<ReturnType<typeof mailSink>>;
beforeAll(async () => (sink = await mailSink()));
afterAll(() => sink.close());
beforeEach(() => void (sink.received.length = 0));

const preparers = (store: ReturnType<typeof openLeadStore>) => ({
  "lead-new": async ({ leadId }: { leadId: string }) => {
    const lead = await store.getLead(leadId);
    return lead ? leadNotice(lead, "Asia/Kolkata", testClinicFacts.url) : null;
  },
});

/** The diet form's lead of the finding this replaces: a medicine, a condition's page, the health answers. */
const dietLead = () =>
  sampleLead({
    formType: "Diet Plan Form",
    name: "Asha Verma",
    email: "asha@example.com",
    message: "I take sertraline 50mg",
    pageUrl: "https://clinic.example/conditions/mental-health/depression",
    landingPage: "https://clinic.example/conditions/mental-health/depression?utm_source=news",
    details: {
      healthIssue: "stress",
      currentMedicine: "yes",
      gender: "female",
      age: 34,
      heightFeet: 5,
      heightInches: 4,
    },
  });

it("e-mails the clinic a new lead with an HTML and a text part: the contact, the form, the time and the lead's link", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const lead = dietLead();
  await store.insertLead(lead, ["email"]);
  expect((await messagesOf(db, lead.id)).map((m) => [m.kind, m.channel, m.status])).toEqual([
    ["lead-new", "email", "pending"],
  ]);
  await sendPending(db, { smtpUrl: sink.url, clinicTo: "desk@clinic.example", preparers: preparers(store) });
  expect(sink.received).toHaveLength(1);
  const mail = sink.received[0]!;
  expect(mail.to).toEqual(["desk@clinic.example"]);
  // No name in the subject, which every list and notification shows.
  expect(mail.headers.get("subject")).toBe("New lead: Diet Plan Form");
  expect(mail.headers.get("reply-to")).toBe("asha@example.com");
  expect(mail.headers.get("x-lead-id")).toBe(lead.id);
  expect(mail.headers.get("message-id")).toBe(`<lead.${lead.id}.email@clinic.example>`);
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  const link = `${testClinicFacts.url}/inbox/leads/${lead.id}`;
  for (const part of [mail.text, mail.html]) {
    for (const shown of ["Asha Verma", "asha@example.com", "+447911123456", "Diet Plan Form", consentVersion])
      expect(part).toContain(shown);
    expect(part).toContain(link);
  }
  expect(mail.text).toMatch(/Open the lead in the inbox/);
  // None of the health answers, the message, or the pages of the visit.
  for (const part of [mail.raw, mail.text, mail.html]) {
    for (const secret of [
      "sertraline",
      "stress",
      "depression",
      "mental-health",
      "female",
      "Current medicine",
      "Height",
    ])
      expect(part).not.toContain(secret);
  }
  expect((await messagesOf(db, lead.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  // The desk still has them.
  expect(await store.getLead(lead.id)).toMatchObject({
    message: "I take sertraline 50mg",
    details: { healthIssue: "stress", currentMedicine: "yes" },
  });
});

it("keeps a lead's e-mail waiting with the reason while e-mail is not configured, and sends none for an erased lead", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const [kept, erased] = [sampleLead(), sampleLead({ email: "gone@example.com" })];
  for (const lead of [kept, erased]) await store.insertLead(lead, ["email"]);
  await sendPending(db, { preparers: preparers(store) });
  expect((await messagesOf(db, kept.id))[0]).toMatchObject({
    status: "pending",
    last_error: "no e-mail delivery is configured on this server",
  });
  await store.eraseLeads([erased.id], { at: new Date(), by: { staffId: null, staffName: "" }, reason: "request" });
  // Erasing the lead erased its message with it.
  expect(await messagesOf(db, erased.id)).toEqual([]);
  await sendPending(db, { smtpUrl: sink.url, preparers: preparers(store) });
  expect(sink.received.map((m) => m.headers.get("x-lead-id"))).toEqual([kept.id]);
});

it("tries again after the SMTP server refuses, and marks the message failed at the last attempt", async () => {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  const smtpUrl = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;
  try {
    const db = await freshDatabase();
    const store = openLeadStore(db);
    const lead = sampleLead();
    await store.insertLead(lead, ["email"]);
    await sendPending(db, { smtpUrl, preparers: preparers(store), maxAttempts: 2 });
    expect((await messagesOf(db, lead.id))[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect((await messagesOf(db, lead.id))[0]!.last_error).toMatch(/Mailbox unavailable/);
    await sendPending(db, { smtpUrl, preparers: preparers(store), maxAttempts: 2 });
    expect((await messagesOf(db, lead.id))[0]).toMatchObject({ status: "failed", attempts: 2 });
  } finally {
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  }
});
