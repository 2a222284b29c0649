import { describe, expect, it } from "vitest";
import { bookingFixture, visitor } from "@/lib/booking/booking.fixture";
import type { BookResult } from "@/lib/booking/service";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { introBookingToken, introOrderByToken, rebookToken } from "@/lib/payments/intro-order";
import { introOrderLine, orderRow } from "@/lib/payments/order-row.fixture";

// Monday 30 November 2026, 08:30 in India; Tuesday 09:00 IST is the first time on offer.
const monday = "2026-11-30T03:00:00Z";
const tuesday9 = "2026-12-01T03:30:00.000Z";
const tuesday10 = "2026-12-01T04:30:00.000Z";
const la = "America/Los_Angeles";

const monthlyLine = {
  id: "starter-care-plan",
  name: "Starter Care Plan",
  cents: 9900,
  currency: "USD",
  period: "month",
};

let orders = 0;

/** A store with the booking service and one order of the buyer, paid (or not) for the given lines. */
async function withOrder({
  status = "paid",
  lines = [introOrderLine],
}: { status?: "paid" | "pending" | "refunded"; lines?: object[] } = {}) {
  const fixture = await bookingFixture({ now: monday });
  const buyer = sampleLead({ name: "Aisha Khan", email: "aisha@example.com" });
  await openLeadStore(fixture.db).insertLead(buyer, []);
  const row = orderRow(++orders, new Date(monday), {
    lead_id: buyer.id,
    lines,
    payment: status === "pending" ? "pending" : "paid",
    status,
  });
  await fixture.db.kysely.insertInto("orders").values(row).execute();
  return { ...fixture, orderId: row.id };
}

const book = (f: Awaited<ReturnType<typeof withOrder>>, startsAt: string, orderId?: string) =>
  f.service.book({
    typeId: "intro-consultation",
    startsAt,
    timeZone: la,
    visitor: visitor(),
    ...(orderId ? { orderId } : {}),
  });

const bookedId = (result: BookResult) => {
  if (result.status !== "booked") throw new Error(`not booked: ${JSON.stringify(result)}`);
  return result.booking.id;
};

const orderBooking = async (f: Awaited<ReturnType<typeof withOrder>>) =>
  (await f.db.kysely.selectFrom("orders").select("booking_id").where("id", "=", f.orderId).executeTakeFirstOrThrow())
    .booking_id;

describe("the intro plan's consultation", () => {
  it("is not on the public list of types, and cannot be booked without its paid order", async () => {
    const f = await withOrder();
    const types = await f.service.types();
    expect(types.find((t) => t.id === "intro-consultation")).toMatchObject({ minutes: 30, byOrder: true });
    expect((await f.service.state()).on).toBe(true);
    const refused = await book(f, tuesday9);
    expect(refused).toEqual({
      status: "invalid",
      fieldErrors: { typeId: "Please choose a consultation type" },
    });
    expect(await f.db.kysely.selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  it("has one booking link per paid intro order, the same each time asked, stored sealed and found by its hash", async () => {
    const f = await withOrder();
    const token = await introBookingToken(f.db, f.orderId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await introBookingToken(f.db, f.orderId)).toBe(token);
    const row = await f.db.kysely
      .selectFrom("orders")
      .select(["booking_token", "booking_token_hash"])
      .where("id", "=", f.orderId)
      .executeTakeFirstOrThrow();
    expect(row.booking_token).toMatch(/^vault1:/);
    expect(row.booking_token).not.toContain(token);
    expect(await introOrderByToken(f.db, token)).toEqual({ orderId: f.orderId, plan: "$19 Intro Plan", booked: false });
    // The order's id is not its link, nor is any other token.
    expect(await introOrderByToken(f.db, f.orderId)).toBeUndefined();
    expect(await introOrderByToken(f.db, "A".repeat(43))).toBeUndefined();
  });

  it("gives no link to an order that is not paid or holds no intro plan, and none once refunded", async () => {
    const pending = await withOrder({ status: "pending" });
    expect(await introBookingToken(pending.db, pending.orderId)).toBeUndefined();
    const monthly = await withOrder({ lines: [monthlyLine] });
    expect(await introBookingToken(monthly.db, monthly.orderId)).toBeUndefined();
    const refunded = await withOrder();
    const token = (await introBookingToken(refunded.db, refunded.orderId))!;
    await refunded.db.kysely
      .updateTable("orders")
      .set({ status: "refunded" })
      .where("id", "=", refunded.orderId)
      .execute();
    expect(await introOrderByToken(refunded.db, token)).toBeUndefined();
  });

  it("is booked once per order: a second booking is refused, a cancellation frees the order for a new one", async () => {
    const f = await withOrder();
    const first = bookedId(await book(f, tuesday9, f.orderId));
    expect(await orderBooking(f)).toBe(first);
    const token = (await introBookingToken(f.db, f.orderId))!;
    expect(await introOrderByToken(f.db, token)).toMatchObject({ booked: true });
    // Another tab's booking of the same order, at another time: the database refuses the second.
    expect(await book(f, tuesday10, f.orderId)).toEqual({ status: "order-booked" });
    expect(await rebookToken(f.db, first)).toBeUndefined();

    const manage = (await f.db.kysely.selectFrom("bookings").select("id").execute()).length;
    expect(manage).toBe(1);
    await f.service.staffChange(first, { kind: "cancel" }, { staffId: null, staffName: "Desk" });
    expect(await orderBooking(f)).toBeNull();
    expect(await introOrderByToken(f.db, token)).toMatchObject({ booked: false });
    // The cancellation's e-mail leads back with the order's own link.
    expect(await rebookToken(f.db, first)).toBe(token);

    const second = bookedId(await book(f, tuesday10, f.orderId));
    expect(await orderBooking(f)).toBe(second);
    expect(await rebookToken(f.db, first)).toBeUndefined();
  });

  it("keeps an order given with a type anyone may book off that booking", async () => {
    const f = await withOrder();
    const result = await f.service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: la,
      visitor: visitor(),
      orderId: f.orderId,
    });
    bookedId(result);
    expect(await orderBooking(f)).toBeNull();
  });
});
