import { config, type Config } from "@/lib/config";
import type { DeliveryTarget } from "../store/types";

/** The targets a new lead is queued for: only those configured when it arrives. */
export function deliveryTargets(delivery: Config["delivery"] = config().delivery): DeliveryTarget[] {
  const targets: DeliveryTarget[] = [];
  if (delivery.sheet) targets.push("sheet");
  if (delivery.email) targets.push("email");
  return targets;
}
