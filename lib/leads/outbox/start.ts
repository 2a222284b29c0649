import "server-only";
import { createSheetDeliverer } from "../delivery/sheety";
import { config as appConfig } from "@/lib/config";
import { log } from "@/lib/log";
import { leadStore } from "../store";
import { createDeliveryTask, type Deliverer } from "./deliver";
import { deliveryTask } from "./jobs";

/**
 * The lead outbox's task on this process's configuration (lib/workers.ts runs it): the spreadsheet
 * forwarding, the one delivery the lead domain keeps (every e-mail is a message of lib/messages).
 * It runs even when the spreadsheet is not configured: jobs queued while it was then wait with a
 * reason the admin can read.
 */
export function deliveryJobs() {
  const config = appConfig();
  const delivery = config.delivery;
  const deliverers: { sheet?: Deliverer } = {};
  if (delivery.sheet)
    deliverers.sheet = createSheetDeliverer({
      ...delivery.sheet,
      healthDetails: delivery.forwardHealthDetails,
      siteUrl: config.site.url,
    });
  log().info(
    { event: "outbox.started", targets: Object.keys(deliverers) },
    `outbox: ${delivery.sheet ? `forwarding to the spreadsheet${delivery.forwardHealthDetails ? " with health details (LEAD_FORWARD_HEALTH_DETAILS=1)" : ""}` : "no spreadsheet configured"}`,
  );
  return {
    tasks: {
      [deliveryTask]: createDeliveryTask({
        store: leadStore,
        deliverers,
        maxAttempts: delivery.maxAttempts,
        log: log(),
      }),
    },
  };
}
