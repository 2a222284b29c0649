import "server-only";
import { sql, type Kysely } from "kysely";
import type Stripe from "stripe";
import { Temporal } from "temporal-polyfill";
import type { DB } from "@/lib/db/schema";
import type { Money } from "@/lib/money";
import { introPlan } from "@/content/plans";
import type { Order } from "./order";

/** How long after the intro plan is paid a monthly plan gets its price off (content/payment-terms.ts). */
const introCreditDays = 7;

/**
 * The $19 credit on a Checkout Session (docs/payments.md, The $19 credit): a coupon taking the
 * intro plan's price off the first invoice, `duration: once`. `couponId` names it in Stripe.
 */
export type IntroCredit = {
  couponId: string;
  amount: Money;
  /** The paid intro order it credits; none when the intro plan is in the same cart. */
  introOrderId?: string;
};

type Client = Pick<Stripe, "coupons">;

/** The mixed cart's credit: the intro plan bought with a monthly plan is credited at once, so today's charge is the plan's. */
const mixedCartCouponId = (amount: Money) => `site-intro-credit-${amount.currency.toLowerCase()}-${amount.cents}`;

/**
 * The credit an order gets: a mixed cart (the intro plan and a monthly plan) always; a monthly
 * plan alone when the same buyer's intro order was paid within 7 days (matched by the e-mail
 * typed at checkout against the intro order's lead, lower-cased), not refunded in full and its
 * credit not yet used. Stripe keeps each intro order's coupon to one redemption and its
 * deadline (`max_redemptions`, `redeem_by`), so a second plan, or one bought late, gets none.
 */
export async function introCreditFor(
  kysely: Kysely<DB> | undefined,
  client: Client,
  { order, email, now = Temporal.Now.instant() }: { order: Order; email: string; now?: Temporal.Instant },
): Promise<IntroCredit | undefined> {
  if (order.mode !== "subscription") return undefined;
  if (order.lines.some((line) => line.id === introPlan.id)) {
    const amount = order.lines.find((line) => line.id === introPlan.id)!.price;
    const couponId = mixedCartCouponId(amount);
    await couponOnce(client, couponId, {
      id: couponId,
      amount_off: amount.cents,
      currency: amount.currency.toLowerCase(),
      duration: "once",
      name: `${introPlan.name} credited`,
    });
    return { couponId, amount };
  }
  if (!kysely) return undefined;
  const since = new Date(now.subtract({ hours: 24 * introCreditDays }).epochMilliseconds);
  const intro = await kysely
    .selectFrom("orders")
    .innerJoin("leads", "leads.id", "orders.lead_id")
    .select(["orders.id", "orders.amount_cents", "orders.refunded_cents", "orders.currency", "orders.paid_at"])
    .where("orders.payment", "=", "paid")
    .where("orders.status", "in", ["paid", "partly_refunded"])
    .where("orders.dispute_id", "is", null)
    .where("orders.paid_at", ">=", since)
    .where(sql<boolean>`orders.lines @> ${JSON.stringify([{ id: introPlan.id }])}::jsonb`)
    .where(sql<boolean>`lower(leads.email) = ${email.trim().toLowerCase()}`)
    .where(sql<boolean>`leads.email <> ''`)
    .orderBy("orders.paid_at", "desc")
    .executeTakeFirst();
  if (!intro?.paid_at) return undefined;
  const cents = intro.amount_cents - intro.refunded_cents;
  // A coupon in another currency than the plan's would be refused by Stripe: such a buyer is credited by hand.
  if (cents <= 0 || intro.currency !== order.monthly.currency) return undefined;
  const couponId = `site-intro-credit-${intro.id}`;
  const redeemBy = Math.floor(intro.paid_at.getTime() / 1000) + introCreditDays * 86400;
  const coupon = await couponOnce(client, couponId, {
    id: couponId,
    amount_off: cents,
    currency: intro.currency.toLowerCase(),
    duration: "once",
    max_redemptions: 1,
    redeem_by: redeemBy,
    name: `${introPlan.name} credited`,
    metadata: { intro_order_id: intro.id },
  });
  if (!coupon.valid) return undefined;
  return {
    couponId,
    amount: { cents, currency: intro.currency },
    introOrderId: intro.id,
  };
}

/** The coupon by its id, made once: a second checkout finds it (and whether it is still `valid`). */
async function couponOnce(client: Client, id: string, params: Stripe.CouponCreateParams): Promise<Stripe.Coupon> {
  try {
    return await client.coupons.retrieve(id);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  return client.coupons.create(params, { idempotencyKey: `coupon-${id}` });
}
