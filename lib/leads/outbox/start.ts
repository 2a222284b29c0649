import "server-only";
import { createEmailDeliverer } from "../delivery/email";
import { createSheetDeliverer } from "../delivery/sheety";
import { config as appConfig } from "@/lib/config";
import { log } from "@/lib/log";
import { leadStore } from "../store";
import type { DeliveryTarget } from "../store/types";
import { createDeliveryTask, type Deliverer } from "./deliver";
import { deliveryTask } from "./jobs";

/** The clinic's e-mail settings (EMAIL delivery), which another domain's deliverer may send over too. */
type EmailSettings = NonNullable<ReturnType<typeof appConfig>["delivery"]["email"]>;

/**
 * Deliverers for targets the lead domain does not fill itself (the booking's e-mails to the
 * visitor): given by the composition module (lib/workers.ts), so that the lead domain never
 * imports the domains that use it.
 */
export type MoreDeliverers = (email: EmailSettings) => Partial<Record<DeliveryTarget, Deliverer>>;

/**
 * The outbox's task on this process's configuration (lib/workers.ts runs it). It runs even when
 * no target is configured: jobs queued while one was then wait with a reason the admin can read.
 */
export function deliveryJobs(more: MoreDeliverers = () => ({})) {
  const config = appConfig().delivery;
  const deliverers: Partial<Record<DeliveryTarget, Deliverer>> = {};
  if (config.sheet) deliverers.sheet = createSheetDeliverer(config.sheet);
  if (config.email) Object.assign(deliverers, more(config.email), { email: createEmailDeliverer(config.email) });
  const targets = Object.keys(deliverers);
  log().info(
    { event: "outbox.started", targets },
    `outbox: delivering to ${targets.length ? targets.join(" and ") : "no target (none configured)"}`,
  );
  return {
    tasks: {
      [deliveryTask]: createDeliveryTask({ store: leadStore, deliverers, maxAttempts: config.maxAttempts, log: log() }),
    },
  };
}
