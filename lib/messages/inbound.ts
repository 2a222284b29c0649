import "server-only";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";
import type { ReplyAnswer } from "./kinds/reply";
import type { MessageSettings } from "./settings";
import { queueMessage } from "./store";
import { validTwilioSignature } from "./twilio-signature";
import type { PhoneChannel } from "./types";

/**
 * What a visitor's reply by WhatsApp or SMS asks (docs/messages.md): 1 or YES confirms, 2 or
 * CANCEL cancels (and asks for a reason), STOP stops every message to that number on that channel,
 * START brings them back; anything else is text for staff, or the reason a cancellation asked for.
 */
export type ReplyIntent = "confirm" | "cancel" | "stop" | "start" | "text";

export type Reply = {
  leadId: string;
  channel: PhoneChannel;
  intent: ReplyIntent;
  /** What they wrote, for the lead's notes: it stays in the store, never in a log. */
  text: string;
  /** The reason for a cancellation, when the last answer asked for one. */
  reason: boolean;
  at: Date;
};

/** What the domain that owns the conversation answers (lib/replies.ts): the reply to send, if any. */
export type ReplyOutcome = { answer: ReplyAnswer; when?: string; askReason?: boolean } | null;
export type ReplyHandler = (reply: Reply) => Promise<ReplyOutcome>;

type LogFn = (fields: Record<string, unknown>, message: string) => void;

export type InboundDeps = {
  db: Pick<Database, "kysely" | "transaction" | "jobs">;
  settings: MessageSettings;
  onReply: ReplyHandler;
  now?: () => Date;
  log: { info: LogFn; warn: LogFn };
};

const stopWords = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "END", "QUIT", "OPTOUT", "REVOKE"]);
const startWords = new Set(["START", "UNSTOP", "YES START"]);

export function intentOf(body: string): ReplyIntent {
  const word = body
    .trim()
    .replace(/[.!?\s]+$/g, "")
    .toUpperCase();
  if (stopWords.has(word)) return "stop";
  if (startWords.has(word)) return "start";
  if (word === "1" || word === "YES" || word === "Y") return "confirm";
  if (word === "2" || word === "CANCEL") return "cancel";
  return "text";
}

/** How long a cancellation waits for its reason: the next text within this time is the reason. */
const reasonWindowMs = 24 * 3_600_000;

/** Twilio's message statuses (twilio.com/docs/messaging/api/message-resource#message-status-values) as the desk's. */
const statusOf = (status: string): "delivered" | "read" | "failed" | undefined =>
  status === "delivered"
    ? "delivered"
    : status === "read"
      ? "read"
      : status === "failed" || status === "undelivered"
        ? "failed"
        : undefined;

const twiml = (status = 200) =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });

const refused = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * Twilio's webhook, POST /api/messages/twilio: the status callbacks of the messages sent, and the
 * visitors' replies. Every request must carry Twilio's signature of its URL and parameters
 * (X-Twilio-Signature, under TWILIO_AUTH_TOKEN): an unsigned or wrongly signed one is refused with
 * 403 and changes nothing. A reply is acted on once however often Twilio delivers it (its
 * MessageSid is kept); its text goes to the lead's notes, never to a log.
 */
export async function receiveTwilio(request: Request, deps: InboundDeps): Promise<Response> {
  const twilio = deps.settings.twilio;
  const now = deps.now ?? (() => new Date());
  if (!twilio) return refused(404, "Not found");
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? ""))
    return refused(415, "Twilio posts form data");
  const raw = await request.text();
  if (raw.length > 64 * 1024) return refused(413, "Too large");
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) params[name] = value;
  // Twilio signs the address it was given, which is the site's public one (SITE_URL), not the one a proxy forwards to.
  const signed = `${twilio.webhookUrl}${new URL(request.url).search}`;
  if (!validTwilioSignature(twilio.authToken, request.headers.get("x-twilio-signature"), signed, params)) {
    deps.log.warn(
      { event: "messages.webhook-refused" },
      "messages: a Twilio webhook without a valid signature was refused",
    );
    return refused(403, "Twilio Request Validation Failed.");
  }
  const { kysely } = deps.db;
  const sid = params.MessageSid ?? params.SmsSid ?? "";
  if (!sid) return refused(400, "No MessageSid");

  if (params.MessageStatus && params.Body === undefined) {
    const status = statusOf(params.MessageStatus);
    const error = params.ErrorCode ? `Twilio: ${params.MessageStatus} (error ${params.ErrorCode})` : null;
    await kysely
      .updateTable("messages")
      .set({
        provider_status: withoutNul(params.MessageStatus.slice(0, 40)),
        updated_at: now(),
        ...(status ? { status } : {}),
        ...(status === "failed" ? { last_error: error ?? `Twilio: ${params.MessageStatus}` } : {}),
      })
      .where("provider_id", "=", sid)
      // A late "sent" never takes a delivered or read message back, nor a failed one forward.
      .where("status", "in", status === "read" ? ["sent", "delivered"] : ["sent"])
      .execute();
    return twiml();
  }

  const from = params.From ?? "";
  const channel: PhoneChannel = from.startsWith("whatsapp:") ? "whatsapp" : "sms";
  const address = from.replace(/^whatsapp:/, "");
  if (!/^\+[1-9]\d{6,14}$/.test(address)) return twiml();
  const intent = intentOf(params.Body ?? "");
  const at = now();
  const fresh = await kysely
    .insertInto("message_receipts")
    .values({ provider_id: withoutNul(sid.slice(0, 64)), received_at: at })
    .onConflict((conflict) => conflict.column("provider_id").doNothing())
    .executeTakeFirst();
  // Delivered twice (Twilio retries a webhook it saw fail): acted on the first time.
  if (!Number(fresh.numInsertedOrUpdatedRows ?? 0)) return twiml();
  try {
    await handle();
  } catch (error) {
    // Not acted on: forget the receipt, so Twilio's retry is acted on.
    await kysely.deleteFrom("message_receipts").where("provider_id", "=", sid).execute();
    throw error;
  }
  return twiml();

  async function handle() {
    if (intent === "stop") {
      await deps.db.transaction(async (trx) => {
        await trx
          .insertInto("message_stops")
          .values({ channel, address, stopped_at: at })
          .onConflict((conflict) => conflict.columns(["channel", "address"]).doNothing())
          .execute();
        await trx
          .updateTable("messages")
          .set({ status: "dropped", last_error: "the visitor replied STOP", updated_at: at })
          .where("channel", "=", channel)
          .where("recipient", "=", address)
          .where("status", "=", "pending")
          .execute();
      });
    }
    if (intent === "start")
      await kysely.deleteFrom("message_stops").where("channel", "=", channel).where("address", "=", address).execute();
    const contact = await kysely
      .selectFrom("message_contacts")
      .selectAll()
      .where("channel", "=", channel)
      .where("address", "=", address)
      .orderBy("consent_at", "desc")
      .executeTakeFirst();
    if (!contact) {
      deps.log.info({ event: "messages.inbound-unknown", channel }, "messages: a reply from a number no lead chose");
      return;
    }
    const reason =
      intent === "text" &&
      contact.awaiting === "cancel-reason" &&
      contact.awaiting_until !== null &&
      contact.awaiting_until.getTime() > at.getTime();
    const outcome = await deps.onReply({
      leadId: contact.lead_id,
      channel,
      intent,
      text: params.Body ?? "",
      reason,
      at,
    });
    await deps.db.transaction(async (trx) => {
      await trx
        .updateTable("message_contacts")
        .set({
          last_inbound_at: at,
          ...(outcome?.askReason
            ? { awaiting: "cancel-reason", awaiting_until: new Date(at.getTime() + reasonWindowMs) }
            : intent === "text" || intent === "cancel"
              ? { awaiting: null, awaiting_until: null }
              : {}),
        })
        .where("lead_id", "=", contact.lead_id)
        .execute();
      if (outcome && intent !== "stop")
        await queueMessage(
          trx,
          deps.db.jobs,
          "booking-reply",
          { answer: outcome.answer, when: outcome.when ?? "" },
          { key: `reply:${sid}`, leadId: contact.lead_id, only: { channel, address }, at },
        );
    });
    deps.log.info({ event: "messages.inbound", channel, intent }, `messages: a ${channel} reply (${intent}) taken`);
  }
}
