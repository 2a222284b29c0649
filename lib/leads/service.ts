import "server-only";
import { randomUUID } from "node:crypto";
import { catalogue } from "@/lib/catalogue";
import { config } from "@/lib/config";
import { introPlan, plans } from "@/content/plans";
import { doshaLeadDetails } from "@/lib/dosha/answers";
import { formTypes, isFormType, leadForm } from "./forms";
import { serverWindow } from "./forms/days";
import type { FieldErrors, ServerFacts } from "./forms/define";
import { honeypotField } from "./forms/fields";
import { parseLead } from "./forms/parse";
import { deliveryTargets } from "./outbox/config";
import { leadRateLimiter, type RateLimiter } from "./rate-limit";
import { addressTag, log } from "@/lib/log";
import { newLead, visitorOf } from "./lead-record";
import { leadStore } from "./store";
import type { DeliveryTarget, LeadStore } from "./store/types";

export type Intake = {
  formType: unknown;
  fields: Record<string, unknown>;
  client: { address: string; userAgent: string; referer: string; requestId?: string };
};

export type IntakeResult =
  | { status: "stored"; id: string }
  /** A robot filled the honeypot: it is told what a person would be told, and nothing is kept. */
  | { status: "ignored"; id: string }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number };

export type LeadServiceDeps = {
  store: () => Promise<LeadStore>;
  now: () => Date;
  limiter: RateLimiter;
  targets: () => DeliveryTarget[];
  timeZone: string;
};

const defaultDeps = (): LeadServiceDeps => ({
  store: leadStore,
  now: () => new Date(),
  limiter: leadRateLimiter(),
  targets: () => deliveryTargets(),
  timeZone: config().timeZone,
});

/**
 * The one way a lead enters the system, for the JSON endpoint and every server action:
 * rate limit, honeypot, the form's schema, the catalogue's facts, then one transaction
 * that stores the lead with its deliveries. Only after that commit does anyone hear "sent".
 */
export function createLeadService(deps: LeadServiceDeps) {
  return async function submitLead(intake: Intake): Promise<IntakeResult> {
    const started = performance.now();
    const result = await intakeOnce(intake);
    // What happened, never what the visitor typed: the form, the outcome, the fields that failed.
    const { formType, client } = intake;
    const line = {
      event: "lead.intake",
      requestId: client.requestId,
      formType: isFormType(formType) ? formType : "unknown",
      outcome: result.status,
      client: addressTag(client.address),
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(result.status === "stored" ? { leadId: result.id } : {}),
      ...(result.status === "invalid" ? { invalidFields: Object.keys(result.fieldErrors) } : {}),
    };
    if (result.status === "stored") log().info(line, "lead stored");
    else log().warn(line, `lead ${result.status}`);
    return result;
  };

  async function intakeOnce({ formType, fields, client }: Intake): Promise<IntakeResult> {
    const now = deps.now();
    const limit = await deps.limiter.take(client.address);
    if (!limit.ok) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

    if (!isFormType(formType)) {
      return { status: "invalid", fieldErrors: { formType: `formType must be one of: ${formTypes.join(", ")}` } };
    }
    // Any value at all: a person never sees the field, and a robot may send a number or an object.
    const trap = fields[honeypotField];
    if (trap !== undefined && trap !== null && trap !== "") {
      return { status: "ignored", id: randomUUID() };
    }

    const parsed = parseLead(formType, fields, serverWindow(now));
    if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors };
    const checked = leadForm(formType).check?.(parsed.data, serverFacts) ?? { details: {} };
    if ("errors" in checked) return { status: "invalid", fieldErrors: checked.errors };

    const visitor = visitorOf(parsed.data, client, now, deps.timeZone);
    const lead = newLead(
      formType,
      visitor,
      { consultationType: textOf(parsed.data.consultationType), details: checked.details },
      now,
    );
    const store = await deps.store();
    const targets = deps.targets();
    // The lead and its delivery jobs in one transaction; the jobs' insert wakes the runners (NOTIFY).
    await store.insertLead(lead, targets);
    return { status: "stored", id: lead.id };
  }
}

let service: ReturnType<typeof createLeadService> | undefined;

export function submitLead(intake: Intake): Promise<IntakeResult> {
  service ??= createLeadService(defaultDeps());
  return service(intake);
}

const planCatalogue = [...plans, introPlan];

/** What only the server knows, for the forms' checks (lib/leads/forms): the catalogue, the plans, the dosha questions. */
const serverFacts: ServerFacts = {
  category: (slug) => catalogue.category(slug),
  doctor: (id) => catalogue.doctor(id),
  plan: (id) => {
    const plan = planCatalogue.find((p) => p.id === id);
    // Whole dollars, as the 'Plan Checkout' leads have always kept them.
    return plan && { id: plan.id, name: plan.name, price: plan.price.cents / 100, period: plan.period };
  },
  doshaDetails: (answers) => doshaLeadDetails(answers),
};

const textOf = (value: unknown) => (typeof value === "string" ? value : "");
