import "server-only";
import { database, type Database } from "@/lib/db";
import { log } from "@/lib/log";
import { receiveTwilio, type ReplyHandler } from "./inbound";
import { messageSettings } from "./settings";
import { openMessageDesk, type MessageDesk } from "./store";

export { openMessageDesk };

/**
 * Messages, one capability (docs/messages.md, docs/decisions/100): every e-mail, SMS and WhatsApp
 * message the site sends is a kind of the registry (kinds/), queued with queueMessage in the
 * transaction that makes it, one row per channel in `messages` with its job, and sent by one task
 * through one transport per channel. Other domains import this front door only; lib/messages
 * imports no other domain (lib/workers.ts lends it their preparers, lib/replies.ts their answers).
 */
export { queueMessage, dropPendingMessages, rememberPhoneChannel, requeueMessages, contactOf } from "./store";
export { kinds, type KindName, type PropsOf } from "./kinds";
export { messageJobs } from "./jobs";
export { renderEmail } from "./render";
export type { Preparers, PrepareContext } from "./send";
export { offeredPhoneChannels } from "./settings";
export type { Reply, ReplyHandler, ReplyOutcome } from "./inbound";
export { clinicFacts, type ClinicFacts } from "./clinic";
export {
  phoneConsentVersion,
  phoneConsentText,
  phoneChannelLabels,
  phoneConsentField,
  phoneChannelField,
} from "./consent";
export { isPhoneChannel } from "./types";
export type { Channel, PhoneChannel, MessageRow, MessageSummary } from "./types";

const desks = new WeakMap<Database, MessageDesk>();

/** The desk's reads of messages on this process's database: a lead's, the counts and failures, retries. */
export async function messageDesk(): Promise<MessageDesk> {
  const db = await database();
  let desk = desks.get(db);
  if (!desk) desks.set(db, (desk = openMessageDesk(db)));
  return desk;
}

/** Twilio's webhook on this process's database and settings; `onReply` is the conversation's owner (lib/replies.ts). */
export async function twilioWebhook(request: Request, onReply: ReplyHandler): Promise<Response> {
  return receiveTwilio(request, { db: await database(), settings: messageSettings(), onReply, log: log() });
}
