import { expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { freshDatabase } from "@/tests/setup/test-database";
import { orderRow } from "./order-row.fixture";
import { openPaymentStore } from "./store";

it("lists subscriptions past due first (the clinic is owed a payment), then the most recently changed; a status filter keeps only that status", async () => {
  const db = await freshDatabase();
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 4, minutes));
  const rows = [
    { id: "sub_active_new", status: "active", updated_at: at(30) },
    { id: "sub_late", status: "past_due", updated_at: at(1), last_failed_at: at(1) },
    { id: "sub_cancelled", status: "cancelled", updated_at: at(20) },
    { id: "sub_late_newer", status: "past_due", updated_at: at(10), last_failed_at: at(10) },
  ] as const;
  await db.kysely
    .insertInto("subscriptions")
    .values(rows.map((row) => ({ ...row, status_state_at: row.updated_at, created_at: at(0) })))
    .execute();
  const store = openPaymentStore(db);
  expect((await store.subscriptions({ limit: 10 })).map((s) => s.id)).toEqual([
    "sub_late_newer",
    "sub_late",
    "sub_active_new",
    "sub_cancelled",
  ]);
  expect((await store.subscriptions({ status: "cancelled", limit: 10 })).map((s) => s.id)).toEqual(["sub_cancelled"]);
  expect((await store.failedRenewals()).map((s) => s.id)).toEqual(["sub_late_newer", "sub_late"]);
});

it("finds orders by the buyer's name, e-mail or the order number, a page at a time, newest first", async () => {
  const db = await freshDatabase();
  const leads = openLeadStore(db);
  const fatima = sampleLead({ name: "Fatima Al Mansoori", email: "fatima@example.com" });
  const priya = sampleLead({ name: "Priya Raman", email: "priya_r@example.org" });
  await leads.insertLead(fatima, []);
  await leads.insertLead(priya, []);
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 4, minutes));
  const order = (n: number, leadId: string, number: string) =>
    orderRow(n, at(n), { order_number: number, lead_id: leadId, lines: [] });
  await db.kysely
    .insertInto("orders")
    .values([order(1, fatima.id, "K7QM-4TZ9"), order(2, priya.id, "ABCD-2345"), order(3, fatima.id, "WXYZ-6789")])
    .execute();
  const store = openPaymentStore(db);
  const numbers = async (query: Parameters<typeof store.orders>[0]) =>
    (await store.orders(query)).orders.map((o) => o.orderNumber);
  expect(await numbers({ search: "fatima", limit: 10 })).toEqual(["WXYZ-6789", "K7QM-4TZ9"]);
  expect(await numbers({ search: "PRIYA_R@", limit: 10 })).toEqual(["ABCD-2345"]);
  // The number as a buyer may type it: small letters, without the dash.
  expect(await numbers({ search: "k7qm4tz9", limit: 10 })).toEqual(["K7QM-4TZ9"]);
  // "_" and "%" are letters here, not patterns.
  expect(await numbers({ search: "%", limit: 10 })).toEqual([]);
  expect(await numbers({ search: "fatima_al", limit: 10 })).toEqual([]);
  expect(await numbers({ search: "iya_r", limit: 10 })).toEqual(["ABCD-2345"]);
  expect(await store.orders({ limit: 2 })).toMatchObject({ more: true });
  expect(await numbers({ limit: 2, offset: 2 })).toEqual(["K7QM-4TZ9"]);
  expect((await store.orders({ limit: 2, offset: 2 })).more).toBe(false);
});

it("reads an order's lines by their schema: what Stripe charged stays, a line no release wrote is left out", async () => {
  const db = await freshDatabase();
  const at = new Date(Date.UTC(2026, 10, 28, 4, 0));
  const charged = {
    id: "starter-care-plan",
    name: "Starter Care Plan",
    cents: 19900,
    currency: "USD",
    period: "month",
  };
  await db.kysely
    .insertInto("orders")
    .values(
      orderRow(77, at, {
        // As a hand or a foreign tool might have left it: a price as text, a line without a period.
        lines: [charged, { ...charged, cents: "199" }, { id: "x", name: "X", cents: 1, currency: "USD" }],
        amount_cents: 19900,
      }),
    )
    .execute();
  const order = await openPaymentStore(db).order("00000000-0000-4000-8000-000000000077");
  expect(order?.lines).toEqual([charged]);
});
