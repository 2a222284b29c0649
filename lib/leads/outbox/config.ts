import type { DeliveryTarget } from "../store/types";

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** Forwarding and notification settings, all from the environment (README: Leads). */
export function deliveryConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    sheet: env.LEAD_WEBHOOK_URL
      ? {
          url: env.LEAD_WEBHOOK_URL,
          token: env.LEAD_WEBHOOK_TOKEN || undefined,
          timeoutMs: number(env.LEAD_WEBHOOK_TIMEOUT_MS, 10_000),
        }
      : undefined,
    email:
      env.SMTP_URL && env.LEAD_NOTIFY_TO
        ? { smtpUrl: env.SMTP_URL, to: env.LEAD_NOTIFY_TO, from: env.LEAD_NOTIFY_FROM || undefined }
        : undefined,
    maxAttempts: Math.max(1, number(env.LEAD_DELIVERY_MAX_ATTEMPTS, 12)),
    baseDelayMs: number(env.LEAD_DELIVERY_BASE_DELAY_MS, 1_000),
    maxDelayMs: number(env.LEAD_DELIVERY_MAX_DELAY_MS, 30 * 60_000),
    pollMs: Math.max(50, number(env.LEAD_DELIVERY_POLL_MS, 5_000)),
  };
}

export type DeliveryConfig = ReturnType<typeof deliveryConfig>;

/** The targets a new lead is queued for: only those configured when it arrives. */
export function deliveryTargets(config: DeliveryConfig = deliveryConfig()): DeliveryTarget[] {
  const targets: DeliveryTarget[] = [];
  if (config.sheet) targets.push("sheet");
  if (config.email) targets.push("email");
  return targets;
}
