import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sampleLead } from "../store/store.contract";
import { createDigestSender, digestText } from "./digest";

/** A real SMTP server on loopback: the digest goes out through the same transport settings as the lead e-mails. */
const received: Array<{ to: string[]; raw: string }> = [];
let server: SMTPServer;
let smtpUrl = "";

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
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
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("sends the morning digest to the clinic's addresses over SMTP", async () => {
  const lead = {
    ...sampleLead({ name: "Rohan Das", receivedAt: "2026-11-20T04:30:00.000Z" }),
    status: "new" as const,
    contactedAt: null,
    bookedAt: null,
  };
  const send = createDigestSender({ smtpUrl, to: "desk@clinic.example, doctor@clinic.example" });
  await send(digestText([lead, lead], new Date("2026-11-22T03:30:00.000Z"), "Asia/Kolkata", "https://clinic.example"));
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(["desk@clinic.example", "doctor@clinic.example"]);
  expect(received[0]!.raw).toMatch(/^Subject: 2 leads have waited more than 24 hours$/m);
  expect(received[0]!.raw).toContain("Rohan Das: Consultation Form");
  expect(received[0]!.raw).toContain(`https://clinic.example/inbox/leads/${lead.id}`);
});
