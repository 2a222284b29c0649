import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { createEmailDeliverer } from "../delivery/email";
import { createSheetDeliverer } from "../delivery/sheety";
import { config as appConfig } from "@/lib/config";
import { log } from "@/lib/log";
import { leadStore } from "../store";
import type { DeliveryTarget } from "../store/types";
import { singleton } from "@/lib/singleton.mjs";
import { createOutboxWorker, type Deliverer, type OutboxWorker } from "./worker";

/** The clinic's e-mail settings (EMAIL delivery), which another domain's deliverer may send over too. */
type EmailSettings = NonNullable<ReturnType<typeof appConfig>["delivery"]["email"]>;

/**
 * Deliverers for targets the lead domain does not fill itself (the booking's e-mails to the
 * visitor): given by the composition module (lib/workers.ts), so that the lead domain never
 * imports the domains that use it.
 */
export type MoreDeliverers = (email: EmailSettings) => Partial<Record<DeliveryTarget, Deliverer>>;

/**
 * Starts this process's outbox worker once, however many bundles call it (instrumentation,
 * a route, a test). It runs even when no target is configured: jobs queued while one was
 * are then kept pending with a reason the admin can read, instead of silently waiting.
 */
export function startOutboxWorker(more: MoreDeliverers = () => ({})): OutboxWorker {
  return singleton("outboxWorker", () => makeOutboxWorker(more));
}

function makeOutboxWorker(more: MoreDeliverers): OutboxWorker {
  const config = appConfig().delivery;
  const deliverers: Partial<Record<DeliveryTarget, Deliverer>> = {};
  if (config.sheet) deliverers.sheet = createSheetDeliverer(config.sheet);
  if (config.email) Object.assign(deliverers, more(config.email), { email: createEmailDeliverer(config.email) });

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
