import "server-only";
import { randomUUID } from "node:crypto";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { recordAudit } from "@/lib/audit";
import type { PersonBooking } from "@/lib/booking";
import type { Database } from "@/lib/db/database";
import type { Actor } from "@/lib/leads";
import type { WindowCounter } from "@/lib/limits/window-counter";
import { contactOf, queueMessage, type Channel, type PropsOf } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import { orderNumberOf, issuePlanLink, planLinkPath } from "@/lib/payments";
import type { PaymentStore } from "@/lib/payments";
import {
  issuePatientLink,
  linkLifetimeDays,
  openPatientLink,
  patientPagePath,
  revokePatientLinks,
  type LinkChannel,
} from "./links";

/**
 * A person's own page (docs/patients.md): what a link opens, the links to a booking's manage page
 * and a plan's page made from it, "Send me my link", the desk's revocation, and the link that
 * every message to a patient carries. It composes booking and payments, which know nothing of it.
 */
export type PatientDeps = {
  db: Pick<Database, "kysely" | "transaction" | "jobs">;
  now: () => Date;
  siteUrl: string;
  bookings: {
    ofLeads(leadIds: readonly string[]): Promise<PersonBooking[]>;
    issueManageLink(bookingId: string): Promise<string | null>;
    calendarOf(bookingId: string): Promise<{ filename: string; content: string } | null>;
  };
  payments: Pick<PaymentStore, "ordersOfLeads">;
  /** Counts "Send me my link" per address typed (lib/limits). */
  perAddress: WindowCounter;
  /** Links sent to one address per window. */
  perAddressLimit: number;
};

export type PatientOrder = {
  id: string;
  number: string;
  names: string;
  /** "$368.00 USD": as charged, the currency named. */
  amount: string;
  refunded: string | null;
  status: string;
  paidAt: string | null;
  subscription: { status: "active" | "past_due" | "cancelled" } | null;
  /** Whether its plan page (Stripe's Customer Portal) can be opened: a subscription not cancelled. */
  planPage: boolean;
  /** A paid intro plan whose consultation is not booked (none yet, or the one booked was cancelled). */
  consultationToBook: boolean;
};

export type PatientPage = {
  name: string;
  upcoming: PersonBooking[];
  past: PersonBooking[];
  orders: PatientOrder[];
};

export type LinkRequest =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: { address: string } }
  | { status: "limited"; retryAfterSeconds: number };

const addressMessage =
  "Please give your e-mail address, or your phone number with its country code, such as +44 7911 123456";

/** An e-mail address or a phone number as typed, read: the normalised e-mail, or the number in E.164. */
export function readAddress(typed: string): { channel: LinkChannel; address: string } | null {
  const value = typed.trim();
  if (value.includes("@")) {
    const email = value.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254
      ? { channel: "email", address: email }
      : null;
  }
  if (!/^\+?[\d\s().-]{6,24}$/.test(value)) return null;
  try {
    const phone = parsePhoneNumberFromString(value.startsWith("+") ? value : `+${value}`);
    return phone?.isValid() ? { channel: "phone", address: phone.number } : null;
  } catch {
    return null;
  }
}

const orderStatusWords: Record<string, string> = {
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
  partly_refunded: "Partly refunded",
};

export function createPatients(deps: PatientDeps) {
  const { db, now } = deps;
  const q = db.kysely;

  /** The link a message to this lead carries, minted for the address it goes to. */
  async function pageUrlFor(leadId: string, channel: Channel): Promise<string> {
    const token = await issuePatientLink(q, leadId, channel === "email" ? "email" : "phone", now());
    return `${deps.siteUrl}${patientPagePath(token)}`;
  }

  return {
    pageUrlFor,

    /** What the link opens: every booking and order of its person, or null (the not-valid page). */
    async page(token: unknown): Promise<PatientPage | null> {
      const opened = await openPatientLink(q, token, now());
      if (!opened) return null;
      const [bookings, orders] = await Promise.all([
        deps.bookings.ofLeads(opened.leadIds),
        deps.payments.ordersOfLeads(opened.leadIds),
      ]);
      const upcoming = bookings.filter((b) => !b.over).reverse();
      const past = bookings.filter((b) => b.over);
      return {
        name: opened.name,
        upcoming,
        past,
        orders: orders.map((order) => ({
          id: order.id,
          number: orderNumberOf(order),
          names: order.lines.map((line) => line.name).join(" and "),
          amount: `${formatMoney(order.amount)} ${order.amount.currency}`,
          refunded: order.refunded.cents ? `${formatMoney(order.refunded)} ${order.refunded.currency}` : null,
          status: orderStatusWords[order.status] ?? order.status,
          paidAt: order.paidAt,
          subscription: order.subscriptionStatus ? { status: order.subscriptionStatus } : null,
          planPage: Boolean(
            order.subscriptionId &&
            order.customerId &&
            order.subscriptionStatus &&
            order.subscriptionStatus !== "cancelled",
          ),
          consultationToBook:
            (order.status === "paid" || order.status === "partly_refunded") &&
            order.booking === null &&
            order.lines.some((line) => line.period === "one-time"),
        })),
      };
    },

    /** The manage page of one of the person's bookings, through a new manage link; null when it is not theirs or not changeable. */
    async openManage(token: unknown, bookingId: string): Promise<string | null> {
      const opened = await openPatientLink(q, token, now());
      if (!opened) return null;
      const theirs = (await deps.bookings.ofLeads(opened.leadIds)).some((b) => b.booking.id === bookingId);
      return theirs ? deps.bookings.issueManageLink(bookingId) : null;
    },

    /** The plan page of one of the person's orders, through a new plan link; null when it is not theirs or has no plan to change. */
    async openPlan(token: unknown, orderId: string): Promise<string | null> {
      const opened = await openPatientLink(q, token, now());
      if (!opened) return null;
      const order = (await deps.payments.ordersOfLeads(opened.leadIds)).find((o) => o.id === orderId);
      if (!order?.subscriptionId || !order.customerId || order.subscriptionStatus === "cancelled") return null;
      return planLinkPath(await issuePlanLink(db, order.id, now()));
    },

    /** A booking's calendar file, when the booking is the person's. */
    async calendar(token: unknown, bookingId: string) {
      const opened = await openPatientLink(q, token, now());
      if (!opened) return null;
      const theirs = (await deps.bookings.ofLeads(opened.leadIds)).some((b) => b.booking.id === bookingId);
      return theirs ? deps.bookings.calendarOf(bookingId) : null;
    },

    /**
     * "Send me my link": the same answer whether or not the address is on file; the link goes only
     * to a contact on file (the e-mail typed, or for a phone the channel its lead chose, else that
     * lead's e-mail), as a message of lib/messages, stored before the answer. Limited per address.
     */
    async requestLink(typed: string): Promise<LinkRequest> {
      const read = readAddress(typed);
      if (!read) return { status: "invalid", fieldErrors: { address: addressMessage } };
      const count = await deps.perAddress.hit(`${read.channel}:${read.address}`);
      if (count.count > deps.perAddressLimit)
        return { status: "limited", retryAfterSeconds: Math.max(1, Math.ceil(count.resetInMs / 1000)) };
      const at = now();
      const lead = await (
        read.channel === "email"
          ? q
              .selectFrom("leads")
              .select(["id", "email"])
              .where("email", "<>", "")
              .where((eb) => eb(eb.fn("lower", [eb.fn("btrim", ["email"])]), "=", read.address))
          : q.selectFrom("leads").select(["id", "email"]).where("phone_e164", "=", read.address)
      )
        .orderBy("received_at", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!lead) return { status: "sent" };
      await db.transaction(async (trx) => {
        const contact = read.channel === "phone" ? await contactOf(trx, lead.id) : undefined;
        const only =
          contact && contact.address === read.address
            ? { channel: contact.channel, address: contact.address }
            : lead.email
              ? { channel: "email" as const, address: lead.email }
              : undefined;
        if (!only) return;
        await queueMessage(
          trx,
          db.jobs,
          "patient-link",
          { leadId: lead.id },
          { key: `patient-link:${lead.id}:${randomUUID()}`, leadId: lead.id, at, only },
        );
      });
      return { status: "sent" };
    },

    /** The "patient-link" message's words when it is sent: a new link for the address it goes to. */
    async prepareLink(
      { leadId }: { leadId: string },
      context: { channel: Channel; now: Date },
    ): Promise<PropsOf<"patient-link"> | null> {
      const lead = await q.selectFrom("leads").select(["name", "email"]).where("id", "=", leadId).executeTakeFirst();
      if (!lead) return null;
      return {
        to: { name: lead.name, address: lead.email },
        url: await pageUrlFor(leadId, context.channel),
        days: linkLifetimeDays,
      };
    },

    /** Ends every link to this lead's person's page, from the desk; the audit records it in the same transaction. */
    async revoke(leadId: string, by: Actor): Promise<number> {
      return db.transaction(async (trx) => {
        const ended = await revokePatientLinks(trx, leadId);
        await recordAudit(trx, {
          by,
          action: "patient-links.revoked",
          subject: { type: "lead", id: leadId },
          detail: { ended },
          at: now(),
        });
        return ended;
      });
    },
  };
}

export type Patients = ReturnType<typeof createPatients>;
