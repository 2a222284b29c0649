import { consentVersion } from "@/lib/leads/consent";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { siteConfig } from "@/lib/site-config";
import { sampleLead } from "../store/store.contract";
import { createEmailDeliverer } from "./email";

type Received = { from: string; to: string[]; raw: string };

let server: SMTPServer;
let smtpUrl = "";
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nothing to upgrade, so nodemailer sends as the URL says.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
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

beforeEach(() => {
  received.length = 0;
});

/** Just enough MIME decoding to read what nodemailer wrote: headers, encoded words, quoted-printable. */
function parse(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get("content-transfer-encoding") ?? "")) body = decodeQp(body);
  if (/base64/i.test(headers.get("content-transfer-encoding") ?? ""))
    body = Buffer.from(body, "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

const decodeQp = (text: string) =>
  Buffer.from(
    text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQp(text.replace(/_/g, " ")),
  );

it("sends the clinic one message with the lead's details, replying to the visitor", async () => {
  const lead = sampleLead({
    formType: "Doctor Booking",
    name: "Nguyễn Thị Hương",
    email: "huong@example.com",
    message: "Knee pain for two years.\nWorse in winter.",
    details: { doctorId: "dr-priya-sharma", doctorName: "Dr. Priya Sharma", preferredDate: "2026-12-01" },
  });
  const deliver = createEmailDeliverer({ smtpUrl, to: "clinic@example.com", timeZone: "Asia/Kolkata" });
  const domain = siteConfig.email.split("@")[1];
  await deliver(lead, { idempotencyKey: `${lead.id}:email` });

  expect(received).toHaveLength(1);
  const [message] = received;
  expect(message!.to).toEqual(["clinic@example.com"]);
  expect(message!.from).toBe(`no-reply@${domain}`);
  const { headers, body } = parse(message!.raw);
  expect(headers.get("subject")).toBe("New lead: Doctor Booking — Nguyễn Thị Hương");
  expect(headers.get("reply-to")).toBe("huong@example.com");
  expect(headers.get("from")).toBe(`${siteConfig.name} website <no-reply@${domain}>`);
  expect(headers.get("message-id")).toBe(`<${lead.id}.email@${domain}>`);
  expect(headers.get("x-idempotency-key")).toBe(`${lead.id}:email`);
  expect(headers.get("x-lead-id")).toBe(lead.id);

  for (const line of [
    "Name: Nguyễn Thị Hương",
    "Email: huong@example.com",
    "Phone: +447911123456",
    "Phone as typed: +44 07911123456",
    "Country: GB",
    "Doctor name: Dr. Priya Sharma",
    "Preferred date: 2026-12-01",
    `Page: ${lead.pageUrl}`,
    `Landing page: ${lead.landingPage}`,
    `Referrer: ${lead.referrer}`,
    "UTM source: news",
    "UTM medium: email",
    "UTM campaign: winter",
    "Received: 20/11/2026, 3:30:00 pm (Asia/Kolkata), 2026-11-20T10:00:00.000Z",
    `Consent: ${consentVersion}, given 2026-11-20T10:00:00.000Z`,
    `Lead id: ${lead.id}`,
    "Message:\nKnee pain for two years.\nWorse in winter.",
  ]) {
    expect(body).toContain(line);
  }
  // Empty fields are left out rather than listed blank.
  expect(body).not.toMatch(/UTM term|Consultation type/);
});

it("has no Reply-To when the visitor gave no e-mail, and uses the configured sender", async () => {
  const lead = sampleLead({ formType: "Auto Popup", email: "", message: "" });
  await createEmailDeliverer({ smtpUrl, to: "a@example.com, b@example.com", from: "Leads <leads@example.org>" })(lead, {
    idempotencyKey: `${lead.id}:email`,
  });
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(["a@example.com", "b@example.com"]);
  const { headers, body } = parse(received[0]!.raw);
  expect(headers.has("reply-to")).toBe(false);
  expect(headers.get("from")).toBe("Leads <leads@example.org>");
  expect(body).not.toContain("Message:");
});

it("fails the attempt when the server refuses the message", async () => {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  const port = (refusing.server.address() as AddressInfo).port;
  try {
    await expect(
      createEmailDeliverer({ smtpUrl: `smtp://127.0.0.1:${port}`, to: "clinic@example.com" })(sampleLead(), {
        idempotencyKey: "k",
      }),
    ).rejects.toThrow(/Mailbox unavailable/);
  } finally {
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  }
});
