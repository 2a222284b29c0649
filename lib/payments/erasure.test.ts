import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { freshDatabase } from "@/tests/setup/test-database";
import { checkoutCompleted, chargeRefunded, disputeEvent, fixtureStripe, ids, invoice } from "./events.fixture";
import { receivedEvent, storeEvent } from "./events";
import { processPaymentEvent, retryWaitingEvents } from "./process";

const stripe = fixtureStripe();

const t0 = 1_795_000_000;
const now = new Date("2026-11-28T04:00:00Z");

/** What Stripe's events carry of the buyer: Checkout's customer details and shipping, an invoice's and a charge's copies. */
const buyer = {
  name: "Priya Raghunathan",
  email: "priya.r@example.com",
  phone: "+14155550123",
  line1: "221 Lotus Street",
  city: "Fremont",
  postal: "94536",
};
const address = {
  line1: buyer.line1,
  line2: null,
  city: buyer.city,
  state: "CA",
  postal_code: buyer.postal,
  country: "US",
};
const personal = [buyer.name, buyer.email, buyer.phone, buyer.line1, buyer.postal];

function withBuyer<E extends { data: { object: Record<string, unknown> } }>(
  event: E,
  fields: Record<string, unknown>,
): E {
  return { ...event, data: { object: { ...event.data.object, ...fields } } };
}

async function deliver(db: Database, event: object) {
  const received = receivedEvent(JSON.parse(JSON.stringify(event)))!;
  const { processed } = await storeEvent(db, received, now);
  if (!processed) await processPaymentEvent(db, received.id, now, { stripe: () => stripe.client });
  await retryWaitingEvents(db, now, { stripe: () => stripe.client });
}

/** Every row of the payment tables as text: where a buyer's detail would show. */
async function paymentTablesText(db: Database): Promise<string> {
  const { rows } = await db.pool.query(
    `SELECT (SELECT coalesce(json_agg(o), '[]') FROM orders o)::text || (SELECT coalesce(json_agg(s), '[]') FROM subscriptions s)::text || (SELECT coalesce(json_agg(e), '[]') FROM payment_events e)::text AS text`,
  );
  return (rows[0] as { text: string }).text;
}

describe("erasing a lead with a paid order", { timeout: 60_000 }, () => {
  it("keeps the order's figures, dates, status and Stripe's ids, and leaves none of the buyer's details in the payment tables, even from a renewal reported later", async () => {
    const db = await freshDatabase();
    const leads = openLeadStore(db);
    const lead = sampleLead({ formType: "Plan Purchase", name: buyer.name, email: buyer.email });
    const other = sampleLead({ formType: "Plan Purchase", name: "Someone Else", email: "else@example.com" });
    await leads.insertLead(lead, []);
    await leads.insertLead(other, []);
    const i = { ...ids("erase"), lead: lead.id };
    const j = { ...ids("keep"), lead: other.id };
    const details = {
      customer_details: { name: buyer.name, email: buyer.email, phone: buyer.phone, address },
      customer_email: buyer.email,
      collected_information: { shipping_details: { name: buyer.name, address } },
    };
    await deliver(db, withBuyer(checkoutCompleted(t0, i), details));
    await deliver(
      db,
      withBuyer(invoice("invoice.paid", t0 + 1, i, { first: true }), {
        customer_email: buyer.email,
        customer_name: buyer.name,
        customer_address: address,
        customer_phone: buyer.phone,
      }),
    );
    await deliver(
      db,
      withBuyer(chargeRefunded(t0 + 100, i, 1900), {
        billing_details: { name: buyer.name, email: buyer.email, phone: buyer.phone, address },
        receipt_email: buyer.email,
      }),
    );
    await deliver(
      db,
      withBuyer(checkoutCompleted(t0, j), { customer_details: { name: "Someone Else", email: "else@example.com" } }),
    );
    const before = await db.kysely
      .selectFrom("orders")
      .selectAll()
      .where("checkout_session_id", "=", i.session)
      .executeTakeFirstOrThrow();
    expect(await paymentTablesText(db)).toContain(buyer.email);

    expect(
      await leads.eraseLeads([lead.id], { at: now, by: { staffId: null, staffName: "Asha Rao" }, reason: "request" }),
    ).toBe(1);
    // Stripe goes on reporting the subscription (a renewal) until it is cancelled: stored without the buyer too.
    await deliver(
      db,
      withBuyer(invoice("invoice.paid", t0 + 30 * 86400, i), {
        customer_email: buyer.email,
        customer_name: buyer.name,
        customer_address: address,
      }),
    );
    // A chargeback after the erasure: its evidence (which names the buyer) is dropped, its deadline kept.
    const dueBy = t0 + 40 * 86400;
    await deliver(
      db,
      withBuyer(disputeEvent("charge.dispute.created", t0 + 35 * 86400, i, "needs_response", { dueBy }), {
        evidence: { customer_name: buyer.name, customer_email_address: buyer.email, billing_address: buyer.line1 },
      }),
    );

    const text = await paymentTablesText(db);
    for (const detail of personal) expect(text).not.toContain(detail);
    // The order's record of money stays as it was.
    const after = await db.kysely
      .selectFrom("orders")
      .selectAll()
      .where("checkout_session_id", "=", i.session)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      id: before.id,
      amount_cents: 36800,
      currency: "USD",
      refunded_cents: 1900,
      status: "partly_refunded",
      paid_at: before.paid_at,
      created_at: before.created_at,
      checkout_session_id: i.session,
      subscription_id: i.subscription,
      payment_intent_id: i.paymentIntent,
      customer_id: i.customer,
      lines: before.lines,
    });
    expect(after.personal_data_erased_at).not.toBeNull();
    expect(after).toMatchObject({ dispute_status: "needs_response", dispute_due_by: new Date(dueBy * 1000) });
    // The events keep what processing and the accounts need: amounts, currency, ids, instants.
    const completed = await db.kysely
      .selectFrom("payment_events")
      .select(["payload", "redacted_at"])
      .where("object_id", "=", i.session)
      .executeTakeFirstOrThrow();
    expect(completed.redacted_at).not.toBeNull();
    expect((completed.payload as { data: { object: Record<string, unknown> } }).data.object).toMatchObject({
      id: i.session,
      amount_total: 36800,
      currency: "usd",
      customer: i.customer,
      subscription: i.subscription,
      payment_status: "paid",
    });
    const subscription = await db.kysely
      .selectFrom("subscriptions")
      .select(["status", "current_period_end"])
      .where("id", "=", i.subscription)
      .executeTakeFirstOrThrow();
    expect(subscription.current_period_end).toEqual(new Date((t0 + 60 * 86400) * 1000));
    // Another buyer's records are untouched.
    expect(text).toContain("else@example.com");
  });
});
