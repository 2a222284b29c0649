import "server-only";
import { config } from "@/lib/config";
import { honeypotField } from "@/lib/leads/client";
import type { FieldErrors } from "@/lib/leads/client";
import { leadRateLimiter, type RateLimiter } from "@/lib/leads";
import { addressTag, log } from "@/lib/log";
import { deadlineFor } from "./deadline";
import { parsePrivacyRequest } from "./request-rules";
import { privacyRequestStore, type PrivacyRequestStore } from "./store";

export type PrivacyIntake = { fields: Record<string, unknown>; client: { address: string; requestId?: string } };

export type PrivacyIntakeResult =
  /** Stored, or dropped for filling the honeypot: either way the visitor is told the same. */
  | { status: "received" }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number };

export type PrivacyServiceDeps = {
  store: () => Promise<Pick<PrivacyRequestStore, "insert">>;
  now: () => Date;
  limiter: RateLimiter;
  timeZone: string;
  /** Whether the clinic is told of new work by e-mail (SMTP_URL and LEAD_NOTIFY_TO, as for leads). */
  notifies: () => boolean;
};

const defaultDeps = (): PrivacyServiceDeps => ({
  store: privacyRequestStore,
  now: () => new Date(),
  // The lead forms' budget: one per address, however a visitor's requests arrive (decision 024).
  limiter: leadRateLimiter(),
  timeZone: config().timeZone,
  notifies: () => Boolean(config().delivery.email),
});

/**
 * A privacy request from the site (docs/decisions/067): the rate limit, the honeypot, the form's
 * rules, then one insert; only after it is stored does the visitor hear "received". Nothing here
 * looks at the leads, so the answer, its status and its timing are the same whether or not the
 * address has any on file.
 */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  return async function submit({ fields, client }: PrivacyIntake): Promise<PrivacyIntakeResult> {
    const limit = await deps.limiter.take(client.address);
    const result: PrivacyIntakeResult = limit.ok
      ? await intake(fields)
      : { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
    // What happened, never who asked.
    log().info(
      {
        event: "privacy.request",
        requestId: client.requestId,
        outcome: result.status,
        client: addressTag(client.address),
      },
      `privacy request ${result.status}`,
    );
    return result;
  };

  async function intake(fields: Record<string, unknown>): Promise<PrivacyIntakeResult> {
    const trap = fields[honeypotField];
    if (trap !== undefined && trap !== null && trap !== "") return { status: "received" };
    const parsed = parsePrivacyRequest(fields);
    if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors };
    const now = deps.now();
    const notify = deps.notifies();
    const store = await deps.store();
    // The request and the job that tells the clinic of it, in one transaction (lib/privacy/store.ts).
    await store.insert({ ...parsed.data, receivedAt: now, dueAt: deadlineFor(now, deps.timeZone).passesAt, notify });
    return { status: "received" };
  }
}

let service: ReturnType<typeof createPrivacyService> | undefined;

export function submitPrivacyRequest(intake: PrivacyIntake): Promise<PrivacyIntakeResult> {
  service ??= createPrivacyService(defaultDeps());
  return service(intake);
}
