import "server-only";
import { database } from "@/lib/db";
import type { TaskHandler } from "@/lib/jobs/runner";
import { log } from "@/lib/log";
import { clinicFacts } from "./clinic";
import { createSendTask, type Preparers } from "./send";
import { messageSettings } from "./settings";
import { sendTask } from "./store";
import { createEmailTransport } from "./transports/email";
import { createTwilioTransport } from "./transports/twilio";

/**
 * The messages' task on this process's configuration (lib/workers.ts runs it, with the domains'
 * preparers). It runs even when a channel is not configured: its messages then wait with the
 * reason, as the lead outbox's did.
 */
export function messageJobs(preparers: Preparers) {
  const settings = messageSettings();
  const channels = [
    ...(settings.email ? ["e-mail"] : []),
    ...(settings.twilio?.whatsappFrom ? ["WhatsApp"] : []),
    ...(settings.twilio?.smsFrom ? ["SMS"] : []),
  ];
  log().info(
    { event: "messages.started", channels },
    `messages: sending by ${channels.length ? channels.join(", ") : "no channel (none configured)"}`,
  );
  const make = async () =>
    createSendTask({
      db: await database(),
      preparers,
      settings,
      clinic: clinicFacts(),
      sendEmail: settings.email ? createEmailTransport(settings.email) : undefined,
      sendText: settings.twilio ? createTwilioTransport(settings.twilio) : undefined,
      log: log(),
    });
  let task: ReturnType<typeof make> | undefined;
  const send: TaskHandler = async (payload, helpers) => (await (task ??= make()))(payload, helpers);
  return { tasks: { [sendTask]: send } };
}
