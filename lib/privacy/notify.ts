import "server-only";
import { createTransport } from "nodemailer";
import { config as appConfig } from "@/lib/config";
import { clinicTime } from "@/lib/leads/clinic-time";
import { defaultFrom, siteDomain } from "@/lib/leads/delivery/email";
import { backoffMs } from "@/lib/leads/outbox/worker";
import { log as appLog } from "@/lib/log";
import { singleton } from "@/lib/singleton.mjs";
import { deadlineDay } from "./deadline";
import { kindLabels } from "./request-form";
import { privacyRequestStore, type PrivacyRequest, type PrivacyRequestStore } from "./store";

/**
 * The e-mail that tells the clinic of a privacy request, as a lead's e-mail tells it of a lead
 * (docs/decisions/067). It names what was asked and by when, and links to the inbox; it carries
 * neither the address nor the note, so the mailbox holds nothing of the person to delete later.
 */
export function requestEmail(request: Pick<PrivacyRequest, "kind" | "receivedAt" | "dueAt">, timeZone: string, siteUrl: string) {
  const due = deadlineDay(new Date(request.dueAt), timeZone).text;
  const what = request.kind === "copy" ? "a copy of their details" : "the erasure of their details";
  return {
    subject: `Privacy request: ${what}, to answer by ${due}`,
    text: [
      `A visitor asked for ${what} through the privacy policy's form.`,
      "",
      `What: ${kindLabels[request.kind]}`,
      `Received: ${clinicTime(request.receivedAt, timeZone)}`,
      `Answer by: the end of ${due} (${timeZone}); one month under UK GDPR`,
      "",
      `Their address and note are in the inbox, not in this e-mail: ${siteUrl}/inbox/privacy`,
      "Before acting on it, write to that address to check that the request is theirs.",
      "",
    ].join("\n"),
  };
}

type Send = (mail: { subject: string; text: string; id: string }) => Promise<void>;
type LogFn = (fields: Record<string, unknown>, message: string) => void;

export type PrivacyNotifierOptions = {
  store: () => Promise<Pick<PrivacyRequestStore, "claimNotifications" | "notified" | "notifyFailed">>;
  send: Send;
  timeZone: string;
  siteUrl: string;
  now?: () => Date;
  leaseMs: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  log: { info: LogFn; warn: LogFn; error: LogFn };
};

export type PrivacyNotifier = { runOnce(): Promise<number>; start(intervalMs: number): void; stop(): Promise<void> };

/** Sends the due e-mails, retrying with the outbox's back-off, until each is sent or has failed for good. */
export function createPrivacyNotifier(options: PrivacyNotifierOptions): PrivacyNotifier {
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  async function drain(): Promise<number> {
    let handled = 0;
    try {
      const store = await options.store();
      for (const request of await store.claimNotifications(now(), options.leaseMs)) {
        handled++;
        try {
          await options.send({ ...requestEmail(request, options.timeZone, options.siteUrl), id: request.id });
          await store.notified(request.id);
          options.log.info({ event: "privacy.notified", requestId: request.id }, "privacy request: the clinic was e-mailed");
        } catch (error) {
          const attempts = request.notify.attempts + 1;
          const reason = error instanceof Error ? error.message : String(error);
          const nextAt = attempts >= options.maxAttempts ? null : new Date(now().getTime() + backoffMs(attempts, options.baseDelayMs, options.maxDelayMs));
          options.log.warn({ event: "privacy.notify-failed", requestId: request.id, attempts, reason }, "privacy request: the e-mail to the clinic failed");
          await store.notifyFailed(request.id, { error: reason, nextAt });
        }
      }
    } catch (error) {
      options.log.error({ event: "privacy.notify-store", err: error }, "privacy request: could not read the requests to notify; trying again later");
    }
    return handled;
  }

  const runOnce = () => (running ??= drain().finally(() => (running = undefined)));

  return {
    runOnce,
    start(intervalMs) {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref?.();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** This process's notifier (instrumentation.ts), when the clinic has e-mail configured; undefined otherwise. */
export function startPrivacyNotifier(): PrivacyNotifier | undefined {
  const config = appConfig();
  const email = config.delivery.email;
  if (!email) return undefined;
  return singleton("privacyNotifier", () => {
    const transport = createTransport({ url: email.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
    const notifier = createPrivacyNotifier({
      store: privacyRequestStore,
      send: async ({ subject, text, id }) => {
        await transport.sendMail({ from: email.from || defaultFrom(), to: email.to, subject, text, messageId: `<privacy.${id}@${siteDomain()}>` });
      },
      timeZone: config.timeZone,
      siteUrl: config.site.url,
      leaseMs: config.delivery.leaseMs,
      maxAttempts: config.delivery.maxAttempts,
      baseDelayMs: config.delivery.baseDelayMs,
      maxDelayMs: config.delivery.maxDelayMs,
      log: appLog(),
    });
    notifier.start(Math.max(config.delivery.pollMs, 60_000));
    return notifier;
  });
}
