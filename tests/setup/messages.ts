import type { AddressInfo } from "node:net";
import type { JobHelpers } from "graphile-worker";
import { SMTPServer } from "smtp-server";
import type { Database } from "@/lib/db/database";
import { createSendTask, type Preparers } from "@/lib/messages/send";
import type { MessageSettings } from "@/lib/messages/settings";
import { createEmailTransport } from "@/lib/messages/transports/email";
import { createTwilioTransport, type TwilioSettings } from "@/lib/messages/transports/twilio";
import { readMail, type ReceivedMail } from "./mime";

/** The clinic the tests' messages name. */
export const testClinicFacts = {
  name: "Example Clinic",
  url: "https://clinic.example",
  email: "care@clinic.example",
  phone: "+91 98765 43210",
  address: "12 Example Road, Noida, India",
};

/** An SMTP server on loopback that keeps what it is sent. */
export async function mailSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nothing to upgrade, so nodemailer sends as the URL says.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(
          readMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Runs the messages' send task once over every pending message of the database, as the job
 * runner would, and answers how many it tried: for tests that check what is sent, not when.
 */
export async function sendPending(
  db: Database,
  {
    preparers = {} as Preparers,
    smtpUrl,
    twilio,
    clinicTo = "clinic@clinic.example",
    now,
    maxAttempts = 3,
    log = quiet,
  }: {
    preparers?: Partial<Preparers>;
    smtpUrl?: string;
    twilio?: Omit<TwilioSettings, "webhookUrl"> & { webhookUrl?: string };
    clinicTo?: string;
    now?: () => Date;
    maxAttempts?: number;
    log?: { info: () => void; warn: () => void; error: (...args: unknown[]) => void };
  } = {},
): Promise<number> {
  const twilioSettings = twilio ? { webhookUrl: "https://clinic.example/api/messages/twilio", ...twilio } : undefined;
  const settings: MessageSettings = {
    email: smtpUrl
      ? {
          smtpUrl,
          from: { name: "Example Clinic website", address: "no-reply@clinic.example" },
          clinicTo,
          replyTo: testClinicFacts.email,
        }
      : undefined,
    twilio: twilioSettings,
    maxAttempts,
    timeZone: "Asia/Kolkata",
  };
  const task = createSendTask({
    db,
    preparers: preparers as Preparers,
    settings,
    clinic: testClinicFacts,
    sendEmail: settings.email ? createEmailTransport(settings.email) : undefined,
    sendText: twilioSettings ? createTwilioTransport(twilioSettings) : undefined,
    now,
    log: log as never,
  });
  const rows = await db.kysely
    .selectFrom("messages")
    .select("id")
    .where("status", "=", "pending")
    .orderBy("id")
    .execute();
  for (const { id } of rows) await task({ id }, { job: { attempts: 1 } } as JobHelpers).catch(() => undefined);
  return rows.length;
}

/** A database's messages, oldest first: what a test checks was queued. */
export const messagesOf = (db: Database, leadId?: string) => {
  let query = db.kysely
    .selectFrom("messages")
    .select([
      "id",
      "kind",
      "channel",
      "key",
      "lead_id",
      "ref",
      "recipient",
      "data",
      "status",
      "attempts",
      "last_error",
    ]);
  if (leadId) query = query.where("lead_id", "=", leadId);
  return query.orderBy("id").execute();
};
