import type { ColumnValues } from "@/lib/db/columns";

/**
 * What each staff role may do (docs/inbox.md, Roles). Every inbox page, server action, route
 * handler and download asks `can()` on the server, through `requirePermission()` in
 * app/(inbox)/inbox/session.ts; a hidden button is only a courtesy. A doctor's rights are
 * further limited to their own bookings and the leads booked with them (`doctorScope`).
 */

export const roles = ["owner", "reception", "doctor"] as const satisfies readonly ColumnValues<"staff", "role">[];
export type Role = (typeof roles)[number];

/** @public the staff page names each account's role in these words */
export const roleLabels: Record<ColumnValues<"staff", "role">, string> = {
  owner: "Owner",
  reception: "Reception",
  doctor: "Doctor",
};

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

const everyone: readonly Role[] = roles;
const desk: readonly Role[] = ["owner", "reception"];
const owner: readonly Role[] = ["owner"];

/** Each permission and the roles that hold it. */
const grants = {
  /** The lead list, the overview, a lead's page, its status and notes. */
  "leads.read": desk,
  "leads.write": desk,
  /** One lead's page and notes, for a doctor only when the lead is booked with them. */
  "lead.read": everyone,
  "lead.write": everyone,
  /** The whole lead CSV (capped per download). */
  "leads.export": owner,
  /** Retrying the failed e-mail and spreadsheet deliveries. */
  "deliveries.retry": desk,
  /** Ending the links to a person's own page (/my/<token>), from their lead's page. */
  "patient-links.revoke": desk,
  /** The agenda and a booking's page; a doctor sees only their own. */
  "agenda.read": everyone,
  /** Marking attended or no-show; a doctor only on their own bookings. */
  "agenda.mark": everyone,
  /** Moving and cancelling bookings. */
  "agenda.manage": desk,
  /** The doctors' weekly hours and leave. */
  "hours.read": desk,
  "hours.manage": desk,
  /** The booking rules: notice, cut-off, reminders, buffer. */
  "booking-rules.manage": owner,
  "payments.read": desk,
  "payments.refund": owner,
  /** Cancelling a buyer's plan through Stripe, now or at the period's end. */
  "plans.cancel": owner,
  /** Privacy requests: the list, marking one done, a person's copy of their data. */
  "privacy.read": desk,
  "privacy.manage": desk,
  "privacy.export": desk,
  "privacy.erase": owner,
  "staff.manage": owner,
  /** One's own account: password, two-factor sign-in, sessions. */
  "account.manage": everyone,
  "audit.read": owner,
  "site.edit": owner,
  "settings.manage": owner,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof grants;

export const permissions = Object.keys(grants) as Permission[];

type Holder = { role: Role; disabledAt?: string | null };

/** Whether an enabled account of this role holds the permission. */
export function can(account: Holder, permission: Permission): boolean {
  return !account.disabledAt && (grants[permission] as readonly Role[]).includes(account.role);
}

/**
 * The doctor whose bookings and leads an account is limited to, or null when it sees the whole
 * desk (owner, reception).
 */
export function doctorScope(account: { role: Role; doctorId: string | null }): string | null {
  return account.role === "doctor" ? account.doctorId : null;
}
