import "server-only";
import { startBookingReminders, bookingService } from "@/lib/booking";
import { createVisitorMailer } from "@/lib/booking/mail";
import { config } from "@/lib/config";
import { startDeskWorker } from "@/lib/leads/desk/start";
import { startOutboxWorker } from "@/lib/leads/outbox/start";
import { failedPaymentsDigest } from "@/lib/payments/digest";
import { paymentStore } from "@/lib/payments/store";

/**
 * Which workers this process runs, and what each domain lends the others for them: the one
 * place that knows every domain (docs/architecture.md, Domains), so that none of them imports
 * one above it. instrumentation.ts starts them once the server listens.
 */

/** The lead outbox, which also sends a booking's e-mails to the visitor (lib/booking/mail.ts) over the clinic's SMTP settings. */
export const startOutbox = () =>
  startOutboxWorker((email) => ({
    visitor: createVisitorMailer({
      smtpUrl: email.smtpUrl,
      from: email.from,
      replyTo: config().site.email,
      prepare: async (leadId, message) => (await bookingService()).messageFor(leadId, message),
    }),
  }));

/** The morning digest, with the payments that failed (docs/payments.md), and the retention erasure (docs/decisions/037, 039). */
export const startDesk = () => startDeskWorker(async () => failedPaymentsDigest(await paymentStore(), config().site.url, config().timeZone));

/** Booking reminders, queued once across instances for the outbox to send (docs/booking.md). */
export const startReminders = startBookingReminders;
