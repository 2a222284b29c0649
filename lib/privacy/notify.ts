import "server-only";
import { createTransport } from "nodemailer";
import { config as appConfig } from "@/lib/config";
import { clinicTime } from "@/lib/leads/clinic-time";
import { defaultFrom, siteDomain } from "@/lib/leads/delivery/email";
import type { TaskHandler } from "@/lib/jobs/runner";
import { log as appLog } from "@/lib/log";
import { deadlineDay } from "./deadline";
import { kindLabels } from "./request-form";
import { notifyTask, privacyRequestStore, type PrivacyRequest, type PrivacyRequestStore } from "./store";

/**
 * The e-mail that tells the clinic of a privacy request, as a lead's e-mail tells it of a lead
 * (docs/decisions/067). It names what was asked and by when, and links to the inbox; it carries
 * neither the address nor the note, so the mailbox holds nothing of the person to delete later.
 */
export function requestEmail(
  request: Pick<PrivacyRequest, "kind" | "receivedAt" | "dueAt">,
  timeZone: string,
  siteUrl: string,
) {
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

export type PrivacyNotifyOptions = {
  store: () => Promise<Pick<PrivacyRequestStore, "pendingNotification" | "notified" | "notifyFailed">>;
  send: Send;
  timeZone: string;
  siteUrl: string;
  /** Attempts before the notification is given up on (LEAD_DELIVERY_MAX_ATTEMPTS, as for leads). */
  maxAttempts: number;
  now?: () => Date;
  log: { info: LogFn; warn: LogFn };
};

/** graphile-worker's wait before the next attempt (e^min(attempts, 10) seconds), recorded for the inbox. */
const queueBackoffMs = (jobAttempts: number) => Math.round(Math.exp(Math.min(jobAttempts, 10)) * 1000);

/**
 * The task that e-mails the clinic of one request (its job is added with the request, in
 * lib/privacy/store.ts). A failed send is thrown back to graphile-worker, which tries again after
 * its back-off, until `maxAttempts`; then the request is marked failed and the job ends.
 */
export function createPrivacyNotifyTask(options: PrivacyNotifyOptions): TaskHandler {
  const now = options.now ?? (() => new Date());
  return async (payload, helpers) => {
    const { id } = payload as { id: string };
    const store = await options.store();
    const request = await store.pendingNotification(id);
    if (!request) return;
    try {
      await options.send({ ...requestEmail(request, options.timeZone, options.siteUrl), id: request.id });
    } catch (error) {
      const attempts = request.notify.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const given = attempts >= options.maxAttempts;
      options.log.warn(
        { event: "privacy.notify-failed", requestId: request.id, attempts, reason },
        "privacy request: the e-mail to the clinic failed",
      );
      await store.notifyFailed(request.id, {
        error: reason,
        nextAt: given ? null : new Date(now().getTime() + queueBackoffMs(helpers.job.attempts)),
      });
      if (given) return;
      throw error;
    }
    await store.notified(request.id);
    options.log.info({ event: "privacy.notified", requestId: request.id }, "privacy request: the clinic was e-mailed");
  };
}

/** This process's notify task (lib/workers.ts); without e-mail configured, requests queue no job and it has nothing to do. */
export function privacyNotifyJobs() {
  const config = appConfig();
  const email = config.delivery.email;
  const send: Send = email
    ? (() => {
        const transport = createTransport({
          url: email.smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        });
        return async ({ subject, text, id }) => {
          await transport.sendMail({
            from: email.from || defaultFrom(),
            to: email.to,
            subject,
            text,
            messageId: `<privacy.${id}@${siteDomain()}>`,
          });
        };
      })()
    : async () => {
        throw new Error("no e-mail delivery is configured on this server");
      };
  return {
    tasks: {
      [notifyTask]: createPrivacyNotifyTask({
        store: privacyRequestStore,
        send,
        timeZone: config.timeZone,
        siteUrl: config.site.url,
        maxAttempts: config.delivery.maxAttempts,
        log: appLog(),
      }),
    },
  };
}
