import "server-only";
import { z } from "zod";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";
import { retryDelayMs, type TaskHandler } from "@/lib/jobs/runner";
import { clinicDomain, type ClinicFacts } from "./clinic";
import { kinds, type KindName, type PreparedKind, type PropsOf } from "./kinds";
import { renderEmail } from "./render";
import type { MessageSettings } from "./settings";
import { stopped, type Executor } from "./store";
import type { OutgoingEmail } from "./transports/email";
import { PermanentRefusal, type OutgoingText } from "./transports/twilio";
import type { Channel, PhoneChannel } from "./types";

type Kinds = typeof kinds;

export type PrepareContext = { channel: Channel; now: Date; leadId: string | null };

/**
 * What the domains lend for the kinds worded when sent (lib/workers.ts wires them): each answers
 * the template's props from the store as it is now, or null when the message no longer applies.
 */
export type Preparers = {
  [K in PreparedKind]: (data: z.output<Kinds[K]["data"]>, context: PrepareContext) => Promise<PropsOf<K> | null>;
};

type LogFn = (fields: Record<string, unknown>, message: string) => void;

export type SendTaskOptions = {
  db: Pick<Database, "kysely">;
  preparers: Preparers;
  settings: MessageSettings;
  clinic: ClinicFacts;
  /** One transport per channel (lib/messages/transports); a channel without one waits with the reason. */
  sendEmail?: (mail: OutgoingEmail) => Promise<{ providerId: string }>;
  sendText?: (text: OutgoingText) => Promise<{ providerId: string; providerStatus: string }>;
  now?: () => Date;
  log: { info: LogFn; warn: LogFn; error: LogFn };
};

/** A send job's payload: the message's row (queueMessage in ./store.ts adds it). */
const messageJob = z.object({ id: z.coerce.number().int() });

/** A row's kind, which only queueMessage writes, checked against the registry before its schema is read. */
const isKindName = (kind: string): kind is KindName => Object.hasOwn(kinds, kind);

/** WhatsApp takes free-form text only within 24 hours of the visitor's last message (Twilio's error 63016). */
const whatsappWindowMs = 24 * 3_600_000;

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "unknown error";

/** Message-IDs and the like take letters, digits, dots and dashes. */
const token = (text: string) => text.replace(/[^A-Za-z0-9.-]/g, ".");

/**
 * The task that sends one message (one row of `messages`, one channel): it reads the row as it is
 * now, checks its data against its kind's schema (a row that fails is refused with a log line and
 * never sent), has it worded (the kind's preparer, for what is made when sent), renders it and
 * sends it through its channel's transport, recording the outcome on the row for the desk. A
 * failure is thrown back to graphile-worker, which tries again after its back-off, until
 * LEAD_DELIVERY_MAX_ATTEMPTS: then the row is marked failed and the job ends.
 */
export function createSendTask(options: SendTaskOptions): TaskHandler {
  const now = options.now ?? (() => new Date());
  const { kysely } = options.db;
  const { log } = options;

  const pendingRow = (id: number) =>
    kysely.updateTable("messages").where("id", "=", id).where("status", "=", "pending");

  async function end(id: number, status: "failed" | "dropped", reason: string, attempts?: number) {
    await pendingRow(id)
      .set({ status, last_error: withoutNul(reason), updated_at: now(), ...(attempts ? { attempts } : {}) })
      .execute();
  }

  return async (payload, helpers) => {
    const id = messageJob.safeParse(payload).data?.id;
    if (id === undefined) {
      log.error({ event: "messages.refused", payload }, "messages: a job without a message id was refused");
      return;
    }
    const row = await kysely
      .selectFrom("messages")
      .selectAll()
      .where("id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    // Sent already, failed for good, dropped or erased: nothing to send.
    if (!row) return;
    const channel = row.channel;
    const fields = { messageId: id, kind: row.kind, channel };
    if (!isKindName(row.kind)) {
      log.error(
        { event: "messages.refused", ...fields },
        `messages: message ${id} of unknown kind ${row.kind} refused`,
      );
      await end(id, "failed", `unknown kind ${row.kind}`);
      return;
    }
    const name = row.kind;
    const kind = kinds[name];
    const parsed = kind.data.safeParse(row.data);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "data"}: ${issue.message}`)
        .join("; ");
      log.error(
        { event: "messages.refused", ...fields, issues },
        `messages: message ${id} (${name}) refused: its data does not match the kind's schema (${issues})`,
      );
      await end(id, "failed", `refused: its data does not match the ${name} schema (${issues})`);
      return;
    }
    if (channel !== "email" && (await stopped(kysely as Executor, channel, row.recipient))) {
      await end(id, "dropped", "the visitor replied STOP");
      log.info({ event: "messages.dropped", ...fields }, `messages: message ${id} dropped: the number replied STOP`);
      return;
    }
    const attempts = row.attempts + 1;
    let sent: { providerId: string; providerStatus?: string; recipient: string };
    try {
      const at = now();
      // Before the words: a preparer may act (a booking's e-mail mints its manage link), which a send that cannot happen must not.
      if (
        channel === "email"
          ? !options.settings.email || !options.sendEmail
          : !options.settings.twilio || !options.sendText
      )
        throw new Error(`no ${channel === "email" ? "e-mail" : channel} delivery is configured on this server`);
      const props = kind.prepared
        ? await (options.preparers[name as PreparedKind] as (d: unknown, c: PrepareContext) => Promise<unknown>)(
            parsed.data,
            { channel, now: at, leadId: row.lead_id },
          )
        : parsed.data;
      if (props === null) {
        await end(id, "dropped", "no longer applies", attempts);
        log.info({ event: "messages.dropped", ...fields }, `messages: message ${id} (${name}) no longer applies`);
        return;
      }
      const checked = kind.props.safeParse(props);
      if (!checked.success) throw new PermanentRefusal(`its words do not match the ${name} template's props`);
      sent =
        channel === "email"
          ? await sendEmail(name, checked.data, row)
          : await sendText(name, checked.data, { ...row, channel }, at);
    } catch (error) {
      const reason = reasonOf(error);
      const given = error instanceof PermanentRefusal || attempts >= options.settings.maxAttempts;
      await pendingRow(id)
        .set({
          status: given ? "failed" : "pending",
          attempts,
          last_error: withoutNul(reason),
          updated_at: now(),
          next_attempt_at: given ? null : new Date(now().getTime() + retryDelayMs(helpers.job.attempts)),
        })
        .execute();
      if (given) {
        log.error(
          { event: "messages.failed", ...fields, attempts, reason },
          `messages: message ${id} (${name}, ${channel}) failed for good after ${attempts} attempts: ${reason}`,
        );
        return;
      }
      log.warn(
        { event: "messages.retry", ...fields, attempts, reason },
        `messages: message ${id} (${name}, ${channel}) failed (attempt ${attempts}): ${reason}`,
      );
      throw error;
    }
    await pendingRow(id)
      .set({
        status: "sent",
        attempts,
        last_error: null,
        sent_at: now(),
        updated_at: now(),
        provider_id: sent.providerId,
        provider_status: sent.providerStatus ?? null,
        recipient: withoutNul(sent.recipient),
      })
      .execute();
    log.info({ event: "messages.sent", ...fields, attempts }, `messages: message ${id} (${name}, ${channel}) sent`);
  };

  async function sendEmail(name: KindName, props: unknown, row: { id: number; key: string; lead_id: string | null }) {
    const kind = kinds[name];
    const email = options.settings.email;
    if (!kind.email) throw new PermanentRefusal(`${name} has no e-mail template`);
    if (!email || !options.sendEmail) throw new Error("no e-mail delivery is configured on this server");
    const content = (kind.email as (p: unknown, c: ClinicFacts) => ReturnType<NonNullable<typeof kind.email>>)(
      props,
      options.clinic,
    );
    const to = kind.audience === "clinic" ? email.clinicTo : content.to;
    if (!to || (typeof to !== "string" && !to.address))
      throw new PermanentRefusal("the message has no address to go to");
    const idempotencyKey = `${row.key}:email`;
    const headers: Record<string, string> = { "X-Message-Kind": name, "X-Idempotency-Key": idempotencyKey };
    if (row.lead_id) headers["X-Lead-Id"] = row.lead_id;
    // A message someone may refuse says how (RFC 2369); the booking's, the purchase's and the clinic's own are transactional.
    if (!kind.transactional) headers["List-Unsubscribe"] = `<mailto:${options.clinic.email}?subject=unsubscribe>`;
    const rendered = await renderEmail(content);
    const result = await options.sendEmail({
      ...rendered,
      to,
      subject: content.subject,
      replyTo: content.replyTo,
      calendar: content.calendar,
      messageId: `<${token(idempotencyKey)}@${clinicDomain(options.clinic.email)}>`,
      headers,
    });
    return { providerId: result.providerId, recipient: typeof to === "string" ? "" : to.address };
  }

  async function sendText(
    name: KindName,
    props: unknown,
    row: { lead_id: string | null; recipient: string; channel: PhoneChannel },
    at: Date,
  ) {
    const kind = kinds[name];
    if (!kind.phone) throw new PermanentRefusal(`${name} has no text message`);
    const twilio = options.settings.twilio;
    if (!twilio || !options.sendText) throw new Error(`no ${row.channel} delivery is configured on this server`);
    const content = (
      kind.phone as (p: unknown, c: ClinicFacts, ch: PhoneChannel) => { body: string; variables: string[] }
    )(props, options.clinic, row.channel);
    let template: OutgoingText["template"];
    if (row.channel === "whatsapp") {
      const contact = await kysely
        .selectFrom("message_contacts")
        .select((eb) => eb.fn.max("last_inbound_at").as("last"))
        .where("channel", "=", "whatsapp")
        .where("address", "=", row.recipient)
        .executeTakeFirst();
      const last = contact?.last ? new Date(contact.last).getTime() : 0;
      if (at.getTime() - last >= whatsappWindowMs) {
        const contentSid = twilio.whatsappTemplates[name];
        if (!contentSid)
          throw new PermanentRefusal(
            `no approved WhatsApp template is set for ${name} (TWILIO_WHATSAPP_TEMPLATES), and the visitor has not written in the last 24 hours`,
          );
        template = { contentSid, variables: content.variables };
      }
    }
    const result = await options.sendText({ channel: row.channel, to: row.recipient, body: content.body, template });
    return { ...result, recipient: row.recipient };
  }
}
