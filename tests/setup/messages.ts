import type { AddressInfo } from "node:net";
import type { JobHelpers } from "graphile-worker";
import { SMTPServer } from "smtp-server";
import type { Database } from "@/lib/db/database";
import { createSendTask, type Preparers } from "@/lib/messages/send";
import type { MessageSettings } from "@/lib/messages/settings";
import { createEmailTransport } from "@/lib/messages/transports/email";
import { createTwilioTransport, type TwilioSettings } from "@/lib/messages/transports/twilio";

/** The clinic the tests' messages name. */
export const testClinicFacts = {
  name: "Example Clinic",
  url: "https://clinic.example",
  email: "care@clinic.example",
  phone: "+91 98765 43210",
  address: "12 Example Road, Noida, India",
};

/** One MIME part, read back: its headers (lower-case names, unfolded) and its decoded body, or its parts. */
export type MimePart = { headers: Map<string, string>; body: string; parts: MimePart[] };

const decodeWords = (text: string) =>
  text.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );

const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** Just enough MIME to read what nodemailer writes: headers, multipart, quoted-printable and base64. */
export function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const rest = raw.slice(split + 4);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => parseMime(part.replace(/^\r\n/, "")));
    return { headers, body: "", parts };
  }
  const encoding = headers.get("content-transfer-encoding") ?? "";
  let body = rest.replace(/\r\n$/, "");
  if (/quoted-printable/i.test(encoding)) body = decodeQp(body);
  if (/base64/i.test(encoding)) body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n"), parts: [] };
}

/** Every leaf part of a message, depth first. */
export const leaves = (part: MimePart): MimePart[] => (part.parts.length ? part.parts.flatMap(leaves) : [part]);

/** A received e-mail: its envelope, its headers, and its text, HTML and calendar parts. */
export type ReceivedMail = {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  text: string;
  html: string;
  calendar: string;
  attachments: MimePart[];
};

export function readMail(raw: string, to: string[] = []): ReceivedMail {
  const mail = parseMime(raw);
  const all = leaves(mail);
  const of = (type: RegExp) => all.find((p) => type.test(p.headers.get("content-type") ?? "text/plain"))?.body ?? "";
  return {
    to,
    raw,
    headers: mail.headers,
    text: of(/^text\/plain/i),
    html: of(/^text\/html/i),
    calendar: of(/^text\/calendar/i),
    attachments: all.filter((p) => /attachment/i.test(p.headers.get("content-disposition") ?? "")),
  };
}

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
