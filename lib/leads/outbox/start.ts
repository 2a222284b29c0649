import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { createEmailDeliverer } from "../delivery/email";
import { createSheetDeliverer } from "../delivery/sheety";
import { bookingService } from "@/lib/booking";
import { createVisitorMailer } from "@/lib/booking/mail";
import { config as appConfig } from "@/lib/config";
import { log } from "@/lib/log";
import { leadStore } from "../store";
import type { DeliveryTarget } from "../store/types";
import { singleton } from "@/lib/singleton.mjs";
import { createOutboxWorker, type Deliverer, type OutboxWorker } from "./worker";

/**
 * Starts this process's outbox worker once, however many bundles call it (instrumentation,
 * a route, a test). It runs even when no target is configured: jobs queued while one was
 * are then kept pending with a reason the admin can read, instead of silently waiting.
 */
export function startOutboxWorker(): OutboxWorker {
  return singleton("outboxWorker", makeOutboxWorker);
}

function makeOutboxWorker(): OutboxWorker {
  const config = appConfig().delivery;
  const deliverers: Partial<Record<DeliveryTarget, Deliverer>> = {};
  if (config.sheet) deliverers.sheet = createSheetDeliverer(config.sheet);
  if (config.email) {
    deliverers.email = createEmailDeliverer(config.email);
    // A booking's e-mails to the visitor (lib/booking/mail.ts), over the same SMTP settings.
    deliverers.visitor = createVisitorMailer({
      smtpUrl: config.email.smtpUrl,
      from: config.email.from,
      replyTo: appConfig().site.email,
      prepare: async (leadId, message) => (await bookingService()).messageFor(leadId, message),
    });
  }

  const worker = createOutboxWorker({
    store: leadStore,
    deliverers,
    workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    pollMs: config.pollMs,
    // Far beyond the sheet's timeout and (by default) nodemailer's socket timeouts, so a slow
    // attempt is never taken twice; it is also how long a crashed instance's claimed jobs wait.
    leaseMs: Math.max(config.leaseMs, 3 * (config.sheet?.timeoutMs ?? 0)),
    batchSize: 10,
    maxAttempts: config.maxAttempts,
    baseDelayMs: config.baseDelayMs,
    maxDelayMs: config.maxDelayMs,
    log: log(),
  });
  worker.start();
  const targets = Object.keys(deliverers);
  log().info({ event: "outbox.started", targets }, `outbox: worker started, delivering to ${targets.length ? targets.join(" and ") : "no target (none configured)"}`);
  return worker;
}
