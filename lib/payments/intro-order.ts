import "server-only";
import { database, type Database } from "@/lib/db";
import { sealedContext } from "@/lib/db/sealed-columns";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/link-tokens";
import { log } from "@/lib/log";
import { openPaymentStore, type StoredOrder } from "./store";

/**
 * The intro plan's consultation is booked with its order's booking link (decision 118): a token
 * made once per paid order holding the intro plan, sealed in the store so that the success page,
 * the purchase e-mail and a cancellation's e-mail show the same link, and found by its SHA-256.
 * Whoever has the order's id alone cannot book it, nor can anyone book the consultation type
 * without a paid order.
 */
const paid = (order: StoredOrder) => order.status === "paid" || order.status === "partly_refunded";
const introLine = (order: StoredOrder) => order.lines.find((line) => line.period === "one-time");
const bookable = (order: StoredOrder | null): order is StoredOrder => !!order && paid(order) && !!introLine(order);

const context = (orderId: string) => sealedContext("orders", "booking_token", orderId);

/** The order's booking link token, made the first time it is asked for; none for an order that is not a paid intro plan. */
export async function introBookingToken(
  db: Pick<Database, "kysely" | "vault">,
  orderId: string,
): Promise<string | undefined> {
  return bookable(await openPaymentStore(db).order(orderId)) ? tokenOf(db, orderId) : undefined;
}

/** A bookable order's token: the stored one, or one made now if it has none. */
async function tokenOf(db: Pick<Database, "kysely" | "vault">, orderId: string): Promise<string> {
  const stored = () =>
    db.kysely.selectFrom("orders").select("booking_token").where("id", "=", orderId).executeTakeFirstOrThrow();
  let { booking_token: sealed } = await stored();
  if (!sealed) {
    const made = newLinkToken();
    // Two pages asking at once make one token: the second update finds it set and reads the first's.
    await db.kysely
      .updateTable("orders")
      .set({ booking_token: db.vault.sealText(made.token, context(orderId)), booking_token_hash: made.hash })
      .where("id", "=", orderId)
      .where("booking_token", "is", null)
      .execute();
    sealed = (await stored()).booking_token!;
  }
  return db.vault.openText(sealed, context(orderId));
}

/** What the picker and the booking know of the order behind a booking link: a paid intro plan, and whether its consultation stands. */
export type IntroOrder = { orderId: string; plan: string; booked: boolean };

export async function introOrderByToken(db: Pick<Database, "kysely">, token: unknown): Promise<IntroOrder | undefined> {
  if (!looksLikeLinkToken(token)) return undefined;
  const row = await db.kysely
    .selectFrom("orders")
    .select("id")
    .where("booking_token_hash", "=", hashLinkToken(token))
    .executeTakeFirst();
  const order = row ? await openPaymentStore(db).order(row.id) : null;
  if (!bookable(order)) return undefined;
  return { orderId: order.id, plan: introLine(order)!.name, booked: order.booking !== null };
}

/** The booking link of the order a cancelled consultation was booked with, once that order is free for a new booking. */
export async function rebookToken(
  db: Pick<Database, "kysely" | "vault">,
  bookingId: string,
): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom("bookings")
    .select("order_id")
    .where("id", "=", bookingId)
    .where("status", "=", "cancelled")
    .executeTakeFirst();
  if (!row?.order_id) return undefined;
  const order = await openPaymentStore(db).order(row.order_id);
  if (!bookable(order) || order.booking) return undefined;
  return tokenOf(db, order.id);
}

/**
 * The same on this process's store, for the pages: a store that cannot be read gives no order,
 * and the picker then works as for anyone (the consultation paid for is not offered).
 */
export async function introOrderOf(token: unknown): Promise<IntroOrder | undefined> {
  try {
    return await introOrderByToken(await database(), token);
  } catch (error) {
    log().warn({ err: error, event: "payments.intro-order-unread" }, "intro order not read; the picker shows no note");
    return undefined;
  }
}

/** The order's booking link token on this process's store (the success page, the purchase e-mail). */
export const orderBookingToken = async (orderId: string) => introBookingToken(await database(), orderId);

/** A cancelled consultation's order's booking link token on this process's store (its cancellation e-mail). */
export const rebookTokenOf = async (bookingId: string) => rebookToken(await database(), bookingId);
