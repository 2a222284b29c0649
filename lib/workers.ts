import "server-only";
import { auditRetentionCrontab, auditRetentionTask, pruneAudit } from "@/lib/audit";
import {
  attentionDigest,
  bookingDesk,
  bookingReminderTask,
  bookingService,
  reminderTask,
  requeueBookingReminders,
} from "@/lib/booking";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { introConsultationHref, rebookHref } from "@/lib/intro-consultation";
import { startJobRunner, type JobRunner, type TaskHandler } from "@/lib/jobs/runner";
import { leadPreparers, deskJobs, deliveryJobs, requeuePendingDeliveries } from "@/lib/leads";
import { log } from "@/lib/log";
import { clinicFacts, messageJobs, requeueMessages, type PrepareContext, type Preparers } from "@/lib/messages";
import { patients } from "@/lib/patients";
import {
  failedPaymentsDigest,
  paymentEventTask,
  processPaymentEvent,
  retryWaitingEvents,
  waitingEventsTask,
  purchasePreparer,
  paymentStore,
  stripe,
  paymentSweepCrontab,
  paymentSweepTask,
  sweepPayments,
} from "@/lib/payments";
import { privacyPreparer, privacyRequestStore } from "@/lib/privacy";
import { singleton } from "@/lib/singleton.mjs";
import { siteDesk } from "@/lib/site";
import { clinicFact } from "@/content/clinic-facts";
import { staffLinkPreparer } from "@/lib/staff";

/**
 * Which jobs this process runs, and what each domain lends the others for them: the one place
 * that knows every domain (docs/architecture.md, Domains), so that none of them imports one above
 * it. instrumentation.ts starts the runner once the server listens.
 *
 * A domain's background work is a task of graphile-worker (lib/jobs, docs/decisions/074): the
 * domain writes a handler (`TaskHandler`) and adds its jobs with `addJobs` from lib/jobs/queue.ts
 * inside the transaction that stores what they act on, under a key when a job must be one of a
 * kind; its timed work is a crontab line. Then it is listed here, as payment events are
 * (storeEvent in lib/payments/events.ts adds the job beside the event's row). A message is not a
 * task of its own: it is a kind of lib/messages, queued with queueMessage, and when its words are
 * made at sending its domain's preparer is lent below.
 */
function jobs(): { tasks: Record<string, TaskHandler>; crontab: string } {
  const app = config();
  // The morning digest carries the bookings that need moving or cancelling (docs/booking.md) and
  // the payments that failed (docs/payments.md).
  const digestSections = async () => [
    ...attentionDigest(await (await bookingDesk()).needingAttention(), app.site.url),
    ...(await failedPaymentsDigest(await paymentStore(), app.site.url, app.timeZone)),
  ];
  let purchase: ReturnType<typeof purchasePreparer> | undefined;
  // Every message to a patient carries the link to their own page, minted for the address it goes to (docs/patients.md).
  const withPage = async <P extends { patientPage?: string }>(
    props: P | null,
    context: PrepareContext,
  ): Promise<P | null> =>
    props && context.leadId
      ? { ...props, patientPage: await (await patients()).pageUrlFor(context.leadId, context.channel) }
      : props;
  const booking =
    (kind: "confirmed" | "rescheduled" | "cancelled") =>
    async ({ bookingId, sequence }: { bookingId: string; sequence: number }, context: PrepareContext) =>
      withPage(await (await bookingService()).prepareMessage({ kind, sequence }, bookingId, context), context);
  const preparers: Preparers = {
    ...leadPreparers(digestSections),
    "privacy-request": privacyPreparer(privacyRequestStore, { timeZone: app.timeZone, siteUrl: app.site.url }),
    "booking-confirmed": booking("confirmed"),
    "booking-rescheduled": booking("rescheduled"),
    // A cancelled consultation that a paid order bought: its e-mail and text lead back to the picker with that order's link.
    "booking-cancelled": async (data, context) => {
      const props = await booking("cancelled")(data, context);
      const rebook = props && (await rebookHref(data.bookingId));
      return props && rebook ? { ...props, rebook: `${app.site.url}${rebook}` } : props;
    },
    "booking-reminder": async ({ bookingId, sequence, offsetMinutes }, context) =>
      withPage(
        await (
          await bookingService()
        ).prepareMessage({ kind: "reminder", sequence, offsetMinutes }, bookingId, context),
        context,
      ),
    "staff-invitation": staffLinkPreparer(database, { url: app.site.url, timeZone: app.timeZone }, "invitation"),
    "staff-password-reset": staffLinkPreparer(database, { url: app.site.url, timeZone: app.timeZone }, "reset"),
    purchase: async (data, context) =>
      withPage(
        await (purchase ??= purchasePreparer({
          db: await database(),
          clinic: clinicFacts(),
          consultationPath: introConsultationHref,
          // The seller's name and address as the desk holds them now, for the e-mail's "Sold by".
          seller: async () => {
            const { contact } = await (await siteDesk()).read();
            return { name: contact.name, ...(contact.address ? { address: contact.address } : {}) };
          },
        }))(data, context),
        context,
      ),
    "patient-link": async (data, context) => (await patients()).prepareLink(data, context),
  };
  const desk = deskJobs(digestSections);
  return {
    tasks: {
      ...deliveryJobs().tasks,
      ...messageJobs(preparers).tasks,
      ...desk.tasks,
      [reminderTask]: bookingReminderTask(),
      [paymentEventTask]: paymentEventJob,
      [waitingEventsTask]: async () => retryWaitingEvents(await database(), new Date(), { stripe }),
      [paymentSweepTask]: paymentSweepJob,
      [auditRetentionTask]: auditRetentionJob,
    },
    // With payments on, the sweep applies what Stripe has and no webhook event brought (docs/payments.md).
    crontab: [desk.crontab, app.payments ? paymentSweepCrontab : "", auditRetentionCrontab].filter(Boolean).join("\n"),
  };
}

/**
 * The audit is kept for the clinic's period (the auditKeptYears claim, once confirmed in the
 * desk; until then content/clinic-facts.ts's 6 years: a deletion cannot be undone), then deleted by day.
 */
const auditRetentionJob: TaskHandler = async () => {
  const kept = (await (await siteDesk()).read()).claims.auditKeptYears;
  const years = Number(kept.confirmed ? kept.value : clinicFact("auditKeptYears").value);
  const deleted = await pruneAudit((await database()).kysely, new Date(), years);
  if (deleted)
    log().info({ event: "audit.retention", rows: deleted, years }, "audit rows past the clinic's period deleted");
};

/**
 * A stored Stripe event's processing; one already processed ends at once. A throw is retried with
 * the queue's back-off until processing lists the event as failed (lib/payments/process.ts).
 */
const paymentEventJob: TaskHandler = async (payload) => {
  const { eventId } = payload as { eventId?: unknown };
  if (typeof eventId !== "string") return;
  await processPaymentEvent(await database(), eventId, new Date(), { stripe });
};

/** The sweep of Stripe's last day (lib/payments/sweep.ts); payments switched off since the tick was added do nothing. */
const paymentSweepJob: TaskHandler = async () => {
  const client = stripe();
  if (client) await sweepPayments(await database(), client);
};

/**
 * Work stored without its job (a store restored from a backup holds no jobs; one upgraded from
 * the release before the queue had none) gets one; work that has one keeps it.
 */
async function requeueMissing(db: Awaited<ReturnType<typeof database>>) {
  await requeuePendingDeliveries(db);
  await requeueMessages(db);
  await requeueBookingReminders();
}

/**
 * Starts this process's job runner once (however many bundles ask): the spreadsheet deliveries,
 * every message (e-mail, SMS, WhatsApp), the booking's reminders, the payment events, the morning
 * digest and the retention erasure. A database that is down at the first try is tried again every 10 s.
 */
export function startJobs(): Promise<JobRunner> {
  return singleton("jobRunner", async () => {
    const { pollMs, leaseMs, sheet } = config().delivery;
    const { tasks, crontab } = jobs();
    for (;;) {
      try {
        const db = await database();
        await requeueMissing(db);
        return await startJobRunner({
          db,
          tasks,
          crontab,
          // As many deliveries at once as the old outbox's batch, on the pool beside the requests.
          concurrency: 10,
          pollMs,
          // Far beyond the sheet's timeout and (by default) nodemailer's socket timeouts, so a slow
          // attempt is never taken twice; it is also how long a killed instance's jobs wait.
          leaseMs: Math.max(leaseMs, 3 * (sheet?.timeoutMs ?? 0)),
          log: log(),
        });
      } catch (error) {
        log().error({ err: error, event: "jobs.start-failed" }, "jobs: the runner did not start; trying again in 10 s");
        await new Promise((resolve) => setTimeout(resolve, 10_000).unref());
      }
    }
  });
}
