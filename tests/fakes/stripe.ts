/**
 * A fake Stripe on loopback, for the tests only: the official SDK talks to it through
 * STRIPE_API_URL as it would to api.stripe.com, so no test reaches the internet. It answers the
 * endpoints the site uses (creating, reading and listing Checkout Sessions and their line items,
 * listing invoices, refunds, cancelling subscriptions, Customer Portal sessions; for `npm run
 * stripe:setup` and the $19 credit, Products, Prices by lookup key, webhook endpoints, portal
 * configurations and coupons), keeps every session it was asked for, and serves a stand-in for Stripe's hosted
 * payment page at each session's `url`, whose "Pay" button completes the session.
 *
 *   node tests/fakes/stripe.ts --port 3103 [--webhook http://127.0.0.1:3100/api/stripe/webhook --secret whsec_…]
 *
 * With a webhook address and its secret, the fake sends signed events there as Stripe would: a
 * paid session's `checkout.session.completed` and a refund's `charge.refunded`, signed with
 * Stripe's scheme (HMAC-SHA256 of `<timestamp>.<body>`, the `Stripe-Signature` header).
 *
 * What a test reads back: GET /__sessions, every session with the parameters as the SDK sent them;
 * GET /__refunds, every refund asked for; GET /__subscription-changes, every cancellation; GET
 * /__writes, every write to the set-up resources (a second set-up run adds none). POST
 * /__dispute/<payment intent> sends a charge.dispute.* event of that payment. A session for an e-mail address starting
 * "stripe-refuses" is refused as Stripe refuses a bad request (400, invalid_request_error), so the
 * tests can see the site's answer to a Stripe error.
 *
 * Plain TypeScript that Node runs as it is (type stripping): no imports but Node's own.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";

export type FakeSession = {
  id: string;
  /** When the fake received the request, as an ISO instant. */
  receivedAt: string;
  /** The form-encoded body the SDK sent, nested back into objects and arrays. */
  params: Record<string, unknown>;
  url: string;
  /** Set once the stand-in payment page's "Pay" was pressed. */
  paidAt?: number;
};

/** An invoice of a subscription the fake paid: its payment intent and amount, as GET /v1/invoice_payments tells them; GET /v1/invoices lists it. */
export type FakeInvoice = { id: string; sessionId: string; paymentIntent: string; amount: number; created: number };

export type FakeRefund = { id: string; params: Record<string, unknown>; idempotencyKey: string };

/** Where and how the fake sends its events, as Stripe does to a webhook endpoint. */
export type FakeWebhook = { url: string; secret: string };

/** Stripe's signature header for a body: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>" with the secret>`. */
export function stripeSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

type Nested = Record<string, unknown> | unknown[];

/** `line_items[0][price_data][unit_amount]=1900` back into `{ line_items: [{ price_data: { unit_amount: "1900" } }] }`. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Nested = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[segment] as Nested;
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

type Fake = { server: Server; origin: string; sessions: FakeSession[]; refunds: FakeRefund[] };

/** The API version the fake's events are rendered in: the one lib/payments/stripe.ts pins, as a set-up endpoint sends. */
export const fakeApiVersion = "2026-10-28.endive";

export function startFakeStripe(
  port = 0,
  host = "127.0.0.1",
  webhook?: FakeWebhook,
  apiVersion = fakeApiVersion,
): Promise<Fake> {
  const sessions: FakeSession[] = [];
  const refunds: FakeRefund[] = [];
  const byIdempotencyKey = new Map<string, FakeSession>();
  const refundsByKey = new Map<string, FakeRefund>();
  /** Each paid invoice: the payment it was taken from and what it charged. */
  const invoices: FakeInvoice[] = [];
  let origin = "";
  let eventCount = 0;
  const runId = String(Date.now());

  /** The account's Products, Prices, webhook endpoints, portal configurations and coupons, as `npm run stripe:setup` and checkout make and read them. */
  const products = new Map<string, Record<string, unknown>>();
  const prices: Record<string, unknown>[] = [];
  const endpoints: Record<string, unknown>[] = [];
  const portalConfigurations: Record<string, unknown>[] = [];
  const coupons = new Map<string, Record<string, unknown>>();
  /** Every write to those, in order, as a test reads it back (GET /__writes): a second set-up run adds none. */
  const writes: { method: string; path: string }[] = [];

  type SentLine = {
    quantity?: string;
    price?: string;
    price_data?: {
      currency?: string;
      unit_amount?: string;
      recurring?: { interval?: string };
      product_data?: { name?: string };
    };
  };
  /** A session's line as Stripe charges it: from its inline `price_data` or from the Price it names. */
  const resolved = (session: FakeSession, line: SentLine, index: number) => {
    const price = line.price ? prices.find((p) => p.id === line.price) : undefined;
    const recurring = price
      ? ((price.recurring as { interval: string } | null) ?? undefined)
      : line.price_data?.recurring
        ? { interval: line.price_data.recurring.interval ?? "month" }
        : undefined;
    const product = price ? products.get(String(price.product)) : undefined;
    return {
      quantity: Number(line.quantity ?? 1),
      unitAmount: price ? Number(price.unit_amount) : Number(line.price_data?.unit_amount ?? 0),
      currency: price ? String(price.currency) : (line.price_data?.currency ?? "usd"),
      recurring,
      name: product ? String(product.name) : (line.price_data?.product_data?.name ?? null),
      priceId: price ? String(price.id) : `price_${suffix(session)}_${index}`,
      productId: price ? String(price.product) : `prod_${suffix(session)}_${index}`,
      lookupKey: price ? ((price.lookup_key as string | null) ?? null) : null,
      known: Boolean(price),
    };
  };
  const linesOf = (session: FakeSession) =>
    ((session.params.line_items ?? []) as SentLine[]).map((line, index) => resolved(session, line, index));

  /** The amount off the session's coupon takes from its first payment (`discounts[0][coupon]`), at most its total. */
  const discountOf = (session: FakeSession, before: number) => {
    const id = (session.params.discounts as { coupon?: string }[] | undefined)?.[0]?.coupon;
    const coupon = id ? coupons.get(id) : undefined;
    return coupon ? Math.min(Number(coupon.amount_off ?? 0), before) : 0;
  };

  /** What the session's lines come to before any discount, in cents, as Stripe totals them. */
  const subtotal = (session: FakeSession) =>
    linesOf(session).reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  /** What the session charges: its lines less its coupon. */
  const total = (session: FakeSession) => subtotal(session) - discountOf(session, subtotal(session));
  const suffix = (session: FakeSession) => session.id.replace(/^cs_test_/, "");

  /** A session as Stripe returns and sends it: without `line_items`, which is includable (spec3.json). */
  const sessionObject = (session: FakeSession) => ({
    id: session.id,
    object: "checkout.session",
    livemode: false,
    url: session.paidAt ? null : session.url,
    mode: session.params.mode,
    created: Math.floor(Date.parse(session.receivedAt) / 1000),
    status: session.paidAt ? "complete" : "open",
    payment_status: session.paidAt ? "paid" : "unpaid",
    amount_subtotal: subtotal(session),
    amount_total: total(session),
    currency: "usd",
    total_details: { amount_discount: subtotal(session) - total(session), amount_shipping: 0, amount_tax: 0 },
    invoice_creation: session.params.invoice_creation ?? null,
    client_reference_id: session.params.client_reference_id ?? null,
    customer_email: session.params.customer_email ?? null,
    customer: (session.params.customer as string | undefined) ?? (session.paidAt ? `cus_${suffix(session)}` : null),
    subscription: session.paidAt && session.params.mode === "subscription" ? `sub_${suffix(session)}` : null,
    payment_intent: session.paidAt && session.params.mode === "payment" ? `pi_${suffix(session)}` : null,
    metadata: session.params.metadata ?? {},
    success_url: session.params.success_url,
    cancel_url: session.params.cancel_url,
  });

  /** A charge as its charge.refunded event carries it. */
  const chargeObject = (intent: string, amount: number, refunded: number) => ({
    id: `ch_${intent.replace(/^pi_/, "")}`,
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    captured: true,
    currency: "usd",
    livemode: false,
    paid: true,
    payment_intent: intent,
    refunded: refunded >= amount,
    status: "succeeded",
  });

  /** Each subscription's cancellation, as staff or the portal set it (`subscriptions.cancel`, `cancel_at_period_end`). */
  const cancellations = new Map<string, { now?: number; atPeriodEnd?: boolean }>();
  /** Every subscription change asked for, as a test reads it back (GET /__subscription-changes). */
  const subscriptionChanges: { id: string; method: string; params: Record<string, unknown>; idempotencyKey: string }[] =
    [];
  const changesByKey = new Map<string, unknown>();

  /** The line items of a session as `GET /v1/checkout/sessions/:id/line_items` lists them (the SDK's LineItem, each with its Price). */
  const lineItemsOf = (session: FakeSession) => {
    // An amount-off coupon is spread over the lines in proportion to their amounts, the rest of the rounding on the last.
    const discount = subtotal(session) - total(session);
    const lines = linesOf(session);
    let left = discount;
    return lines.map((line, index) => {
      const amount = line.unitAmount * line.quantity;
      const off = index === lines.length - 1 ? left : Math.round((discount * amount) / Math.max(subtotal(session), 1));
      left -= off;
      return {
        id: `li_${suffix(session)}_${index}`,
        object: "item",
        adjustable_quantity: null,
        amount_discount: off,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount - off,
        currency: line.currency,
        description: line.name,
        metadata: {},
        quantity: line.quantity,
        price: {
          id: line.priceId,
          object: "price",
          active: line.known,
          billing_scheme: "per_unit",
          created: Math.floor(Date.parse(session.receivedAt) / 1000),
          currency: line.currency,
          livemode: false,
          lookup_key: line.lookupKey,
          metadata: {},
          nickname: null,
          product: line.productId,
          recurring: line.recurring
            ? { interval: line.recurring.interval, interval_count: 1, meter: null, usage_type: "licensed" }
            : null,
          tax_behavior: "unspecified",
          type: line.recurring ? "recurring" : "one_time",
          unit_amount: line.unitAmount,
          unit_amount_decimal: String(line.unitAmount),
        },
      };
    });
  };

  /** A subscription as Stripe returns it and its customer.subscription.* events carry it (the SDK's Subscription). */
  const subscriptionObject = (session: FakeSession) => {
    const id = `sub_${suffix(session)}`;
    const cancellation = cancellations.get(id) ?? {};
    const last = invoices.filter((inv) => inv.sessionId === session.id).at(-1);
    const start = last?.created ?? session.paidAt ?? 0;
    const periodEnd = start + 30 * 86400;
    return {
      id,
      object: "subscription",
      cancel_at: cancellation.now ? null : cancellation.atPeriodEnd ? periodEnd : null,
      cancel_at_period_end: Boolean(cancellation.atPeriodEnd && !cancellation.now),
      canceled_at: cancellation.now ?? null,
      created: session.paidAt ?? 0,
      currency: "usd",
      customer: `cus_${suffix(session)}`,
      ended_at: cancellation.now ?? null,
      livemode: false,
      metadata: (session.params.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
      status: cancellation.now ? "canceled" : "active",
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: lineItemsOf(session)
          .filter((item) => item.price.recurring)
          .map((item, index) => ({
            id: `si_${suffix(session)}_${index}`,
            object: "subscription_item",
            created: session.paidAt ?? 0,
            current_period_start: start,
            current_period_end: periodEnd,
            metadata: {},
            price: item.price,
            quantity: 1,
            subscription: id,
          })),
      },
    };
  };

  /** A dispute as Stripe's charge.dispute.* events carry it (the SDK's Dispute), of the payment `intent`. */
  const disputeObject = (intent: string, amount: number, status: string, dueBy: number) => ({
    id: `du_${intent.replace(/^pi_/, "")}`,
    object: "dispute",
    amount,
    balance_transactions: [],
    charge: `ch_${intent.replace(/^pi_/, "")}`,
    created: Math.floor(Date.now() / 1000),
    currency: "usd",
    enhanced_eligibility_types: [],
    evidence_details: { due_by: dueBy, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent,
    reason: "product_not_received",
    status,
  });

  /** Sends one signed event to the site, as Stripe's webhook delivery does; the answer's status is returned. */
  const sendEvent = async (type: string, object: unknown): Promise<number> => {
    if (!webhook) return 0;
    const body = JSON.stringify({
      id: `evt_fake${String(++eventCount).padStart(6, "0")}${runId}`,
      object: "event",
      type,
      api_version: apiVersion,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const response = await fetch(webhook.url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "stripe-signature": stripeSignature(body, webhook.secret) },
    });
    return response.status;
  };

  /**
   * An invoice as a webhook body carries it (Stripe's OpenAPI description, spec3.json): no
   * `payments`, an includable property; the site asks GET /v1/invoice_payments for it.
   */
  const invoiceObject = (session: FakeSession, invoice: FakeInvoice, first: boolean) => ({
    id: invoice.id,
    object: "invoice",
    billing_reason: first ? "subscription_create" : "subscription_cycle",
    created: invoice.created,
    currency: "usd",
    customer: `cus_${suffix(session)}`,
    livemode: false,
    status: "paid",
    amount_due: invoice.amount,
    amount_paid: invoice.amount,
    amount_remaining: 0,
    status_transitions: {
      paid_at: invoice.created,
      finalized_at: invoice.created,
      voided_at: null,
      marked_uncollectible_at: null,
    },
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: `sub_${suffix(session)}`, metadata: session.params.metadata ?? {} },
    },
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${invoice.id}/lines`,
      data: lineItemsOf(session)
        .filter((item) => first || item.price.recurring)
        .map((item, index) => ({
          id: `il_${invoice.id}_${index}`,
          object: "line_item",
          // An invoice line's amount is before discounts; what a coupon took is in `discount_amounts` (the SDK's InvoiceLineItem).
          amount: item.amount_subtotal,
          discount_amounts:
            first && item.amount_discount ? [{ amount: item.amount_discount, discount: "di_fake" }] : [],
          currency: "usd",
          description: item.description,
          period: { start: invoice.created, end: invoice.created + 30 * 86400 },
          pricing: {
            type: "price_details",
            price_details: { price: item.price.id, product: item.price.product },
          },
        })),
    },
  });

  /** What a subscription's renewal charges: its recurring lines. */
  const recurringTotal = (session: FakeSession) =>
    linesOf(session)
      .filter((line) => line.recurring)
      .reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);

  /** A subscription's first invoice, made when its session is paid (whether or not an event is sent). */
  const firstInvoice = (session: FakeSession): FakeInvoice => {
    let invoice = invoices.find((inv) => inv.sessionId === session.id);
    if (!invoice) {
      invoice = {
        id: `in_${suffix(session)}`,
        sessionId: session.id,
        paymentIntent: `pi_${suffix(session)}`,
        amount: total(session),
        created: session.paidAt!,
      };
      invoices.push(invoice);
    }
    return invoice;
  };

  /** A paid session's events: the checkout completed and, for a subscription, its first invoice paid. */
  const sendPaid = async (session: FakeSession): Promise<number> => {
    const status = await sendEvent("checkout.session.completed", sessionObject(session));
    if (session.params.mode !== "subscription") return status;
    return sendEvent("invoice.paid", invoiceObject(session, firstInvoice(session), true));
  };

  /**
   * A list as Stripe's list endpoints answer (spec3.json's list objects; the SDK's ApiList):
   * newest first, `limit` of them (10 unless asked), `has_more`, and `starting_after` for the next
   * page, which the SDK's auto-pagination sends.
   */
  const listOf = <T extends { id: string; created: number }>(url: string, query: URLSearchParams, all: T[]) => {
    const newestFirst = [...all].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    const after = query.get("starting_after");
    const from = after ? newestFirst.findIndex((item) => item.id === after) + 1 : 0;
    const limit = Math.min(Math.max(Number(query.get("limit") ?? 10) || 10, 1), 100);
    const page = newestFirst.slice(from, from + limit);
    return { object: "list", url, has_more: from + limit < newestFirst.length, data: page };
  };

  /** `created[gte]=…` and its kin, as the SDK sends a RangeQueryParam. */
  const inCreatedRange = (query: URLSearchParams) => (created: number) =>
    (!query.has("created[gte]") || created >= Number(query.get("created[gte]"))) &&
    (!query.has("created[gt]") || created > Number(query.get("created[gt]"))) &&
    (!query.has("created[lte]") || created <= Number(query.get("created[lte]"))) &&
    (!query.has("created[lt]") || created < Number(query.get("created[lt]")));

  /** A subscription's next month: a renewal invoice paid with a payment of its own. */
  const renew = async (session: FakeSession): Promise<{ status: number; invoice: FakeInvoice }> => {
    const n = invoices.filter((inv) => inv.sessionId === session.id).length;
    const invoice: FakeInvoice = {
      id: `in_${suffix(session)}_r${n}`,
      sessionId: session.id,
      paymentIntent: `pi_${suffix(session)}_r${n}`,
      amount: recurringTotal(session),
      created: Math.floor(Date.now() / 1000),
    };
    invoices.push(invoice);
    return { status: await sendEvent("invoice.paid", invoiceObject(session, invoice, false)), invoice };
  };

  /** The payments a refund may be taken from: each paid one-time session's and each paid invoice's. */
  const paymentOf = (intent: string): { amount: number; session: FakeSession } | undefined => {
    const invoice = invoices.find((inv) => inv.paymentIntent === intent);
    const session = invoice
      ? sessions.find((s) => s.id === invoice.sessionId)
      : sessions.find((s) => s.paidAt && s.params.mode === "payment" && `pi_${suffix(s)}` === intent);
    if (!session) return undefined;
    return { amount: invoice ? invoice.amount : total(session), session };
  };

  const missing = (what: string, id: string) => ({
    status: 404,
    body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` } },
  });
  const now = () => Math.floor(Date.now() / 1000);
  let serial = 0;
  const newId = (prefix: string) => `${prefix}_fake${String(++serial).padStart(4, "0")}${runId}`;
  /** `metadata[key]=value` and the rest of a form body onto an object, as Stripe's update endpoints merge them. */
  const merged = (target: Record<string, unknown>, params: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(params)) {
      if (key === "metadata") target.metadata = { ...(target.metadata as object), ...(value as object) };
      else target[key] = value;
    }
    target.updated = now();
    return target;
  };
  const bool = (value: unknown) => value === true || value === "true";

  /** A Price as Stripe returns it (the SDK's Price). */
  const priceObject = (params: Record<string, unknown>) => {
    const recurring = params.recurring as { interval?: string; interval_count?: string } | undefined;
    return {
      id: newId("price"),
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: now(),
      currency: String(params.currency),
      livemode: false,
      lookup_key: (params.lookup_key as string | undefined) ?? null,
      metadata: params.metadata ?? {},
      nickname: null,
      product: String(params.product),
      recurring: recurring
        ? {
            interval: recurring.interval,
            interval_count: Number(recurring.interval_count ?? 1),
            meter: null,
            usage_type: "licensed",
          }
        : null,
      tax_behavior: "unspecified",
      type: recurring ? "recurring" : "one_time",
      unit_amount: Number(params.unit_amount),
      unit_amount_decimal: String(params.unit_amount),
    };
  };

  /** The Customer Portal's features as Stripe stores them (the SDK's BillingPortal.Configuration.Features), from the form sent. */
  const portalFeatures = (sent: Record<string, Record<string, unknown>> = {}) => {
    const update = sent.subscription_update ?? {};
    const cancel = sent.subscription_cancel ?? {};
    return {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: bool(sent.invoice_history?.enabled) },
      payment_method_update: {
        enabled: bool(sent.payment_method_update?.enabled),
        payment_method_configuration: null,
      },
      subscription_cancel: {
        cancellation_reason: { enabled: false, options: [] },
        enabled: bool(cancel.enabled),
        mode: (cancel.mode as string | undefined) ?? "at_period_end",
        proration_behavior: "none",
      },
      subscription_update: {
        billing_cycle_anchor: null,
        default_allowed_updates: (update.default_allowed_updates as string[] | undefined) ?? [],
        enabled: bool(update.enabled),
        products: ((update.products as { product: string; prices?: string[] }[] | undefined) ?? []).map((p) => ({
          adjustable_quantity: { enabled: false, maximum: null, minimum: 1 },
          prices: p.prices ?? [],
          product: p.product,
        })),
        proration_behavior: (update.proration_behavior as string | undefined) ?? "none",
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: "end_trial",
      },
    };
  };

  /**
   * The account's set-up resources (Products, Prices, webhook endpoints, portal configurations,
   * coupons), shaped as the installed SDK's types describe them: what `npm run stripe:setup` and
   * checkout read and write.
   */
  const accountResource = async (
    req: IncomingMessage,
    path: string,
  ): Promise<{ status: number; body: unknown } | undefined> => {
    if (!/^\/v1\/(products|prices|webhook_endpoints|billing_portal\/configurations|coupons)(\/|$)/.test(path))
      return undefined;
    const query = parseStripeForm(new URL(req.url ?? "/", "http://fake").search.slice(1));
    const write = req.method === "POST" || req.method === "DELETE";
    const params = write ? parseStripeForm(await readBody(req)) : {};
    const list = (url: string, data: unknown[]) => ({
      status: 200,
      body: { object: "list", url, has_more: false, data },
    });
    const wrote = <T>(body: T) => {
      writes.push({ method: req.method!, path });
      return { status: 200, body };
    };

    const product = /^\/v1\/products(?:\/([\w-]+))?$/.exec(path);
    if (product) {
      const id = product[1];
      if (!id && req.method === "POST") {
        const made = {
          id: (params.id as string | undefined) ?? newId("prod"),
          object: "product",
          active: true,
          created: now(),
          default_price: null,
          description: null,
          images: [],
          livemode: false,
          marketing_features: [],
          metadata: params.metadata ?? {},
          name: String(params.name),
          package_dimensions: null,
          shippable: null,
          tax_code: null,
          type: "service",
          updated: now(),
          url: null,
        };
        if (products.has(made.id))
          return { status: 400, body: { error: { type: "invalid_request_error", code: "resource_already_exists" } } };
        products.set(made.id, made);
        return wrote(made);
      }
      if (!id) return undefined;
      const found = products.get(id);
      if (!found) return missing("product", id);
      if (req.method === "GET") return { status: 200, body: found };
      if (req.method === "POST") {
        if (params.active !== undefined) params.active = bool(params.active);
        return wrote(merged(found, params));
      }
    }

    if (path === "/v1/prices" && req.method === "GET") {
      const keys = Object.values((query.lookup_keys as Record<string, string> | string[] | undefined) ?? {});
      const active = query.active === undefined ? undefined : bool(query.active);
      return list(
        "/v1/prices",
        prices.filter(
          (p) => (!keys.length || keys.includes(String(p.lookup_key))) && (active === undefined || p.active === active),
        ),
      );
    }
    if (path === "/v1/prices" && req.method === "POST") {
      if (!products.has(String(params.product))) return missing("product", String(params.product));
      const key = params.lookup_key as string | undefined;
      const holder = key ? prices.find((p) => p.lookup_key === key) : undefined;
      if (holder && !bool(params.transfer_lookup_key))
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `A price (\`${String(holder.id)}\`) already uses that lookup key.`,
            },
          },
        };
      if (holder) holder.lookup_key = null;
      const made = priceObject(params);
      prices.push(made);
      return wrote(made);
    }
    const price = /^\/v1\/prices\/([\w-]+)$/.exec(path);
    if (price) {
      const found = prices.find((p) => p.id === price[1]);
      if (!found) return missing("price", price[1]!);
      if (req.method === "GET") return { status: 200, body: found };
      if (params.active !== undefined) params.active = bool(params.active);
      return wrote(merged(found, params));
    }

    if (path === "/v1/webhook_endpoints" && req.method === "GET") return list("/v1/webhook_endpoints", endpoints);
    if (path === "/v1/webhook_endpoints" && req.method === "POST") {
      const made = {
        id: newId("we"),
        object: "webhook_endpoint",
        api_version: (params.api_version as string | undefined) ?? null,
        application: null,
        created: now(),
        description: (params.description as string | undefined) ?? null,
        enabled_events: Object.values((params.enabled_events as Record<string, string>) ?? {}),
        livemode: false,
        metadata: params.metadata ?? {},
        status: "enabled",
        url: String(params.url),
      };
      endpoints.push(made);
      // The signing secret is in the answer to its creation only (the SDK's WebhookEndpoint.secret: "Only returned at creation").
      return wrote({ ...made, secret: `whsec_fake${String(endpoints.length)}${runId}` });
    }
    const endpoint = /^\/v1\/webhook_endpoints\/([\w-]+)$/.exec(path);
    if (endpoint) {
      const found = endpoints.find((e) => e.id === endpoint[1]);
      if (!found) return missing("webhook_endpoint", endpoint[1]!);
      if (req.method === "GET") return { status: 200, body: found };
      if (req.method === "DELETE") {
        endpoints.splice(endpoints.indexOf(found), 1);
        return wrote({ id: found.id, object: "webhook_endpoint", deleted: true });
      }
      const { disabled, enabled_events, ...rest } = params;
      if (disabled !== undefined) found.status = bool(disabled) ? "disabled" : "enabled";
      if (enabled_events) found.enabled_events = Object.values(enabled_events as Record<string, string>);
      return wrote(merged(found, rest));
    }

    if (path === "/v1/billing_portal/configurations" && req.method === "GET") {
      const active = query.active === undefined ? undefined : bool(query.active);
      return list(
        "/v1/billing_portal/configurations",
        portalConfigurations.filter((c) => active === undefined || c.active === active),
      );
    }
    if (path === "/v1/billing_portal/configurations" && req.method === "POST") {
      const business = (params.business_profile ?? {}) as Record<string, string>;
      const made = {
        id: newId("bpc"),
        object: "billing_portal.configuration",
        active: true,
        application: null,
        business_profile: {
          headline: null,
          privacy_policy_url: business.privacy_policy_url ?? null,
          terms_of_service_url: business.terms_of_service_url ?? null,
        },
        created: now(),
        default_return_url: (params.default_return_url as string | undefined) ?? null,
        features: portalFeatures(params.features as Record<string, Record<string, unknown>>),
        is_default: false,
        livemode: false,
        login_page: { enabled: false, url: null },
        metadata: params.metadata ?? {},
        name: null,
        updated: now(),
      };
      portalConfigurations.push(made);
      return wrote(made);
    }
    const configuration = /^\/v1\/billing_portal\/configurations\/([\w-]+)$/.exec(path);
    if (configuration) {
      const found = portalConfigurations.find((c) => c.id === configuration[1]);
      if (!found) return missing("billing_portal.configuration", configuration[1]!);
      if (req.method === "GET") return { status: 200, body: found };
      const { features, ...rest } = params;
      // The SDK sends the whole feature set this command keeps; Stripe replaces each feature sent.
      if (features) found.features = portalFeatures(features as Record<string, Record<string, unknown>>);
      return wrote(merged(found, rest));
    }

    const coupon = /^\/v1\/coupons(?:\/([\w-]+))?$/.exec(path);
    if (coupon) {
      const id = coupon[1];
      if (!id && req.method === "POST") {
        const made = {
          id: (params.id as string | undefined) ?? newId("coupon"),
          object: "coupon",
          amount_off: params.amount_off === undefined ? null : Number(params.amount_off),
          created: now(),
          currency: (params.currency as string | undefined) ?? null,
          duration: String(params.duration ?? "once"),
          duration_in_months: params.duration_in_months === undefined ? null : Number(params.duration_in_months),
          livemode: false,
          max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
          metadata: params.metadata ?? {},
          name: (params.name as string | undefined) ?? null,
          percent_off: params.percent_off === undefined ? null : Number(params.percent_off),
          redeem_by: params.redeem_by === undefined ? null : Number(params.redeem_by),
          times_redeemed: 0,
          valid: true,
        };
        if (coupons.has(made.id))
          return {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                code: "resource_already_exists",
                message: "Coupon already exists.",
              },
            },
          };
        coupons.set(made.id, made);
        return wrote(made);
      }
      if (id && req.method === "GET") {
        const found = coupons.get(id);
        if (!found) return missing("coupon", id);
        // Stripe's `valid`: not yet redeemed its most times, and not past its redeem_by.
        found.valid =
          (found.max_redemptions === null || Number(found.times_redeemed) < Number(found.max_redemptions)) &&
          (found.redeem_by === null || now() < Number(found.redeem_by));
        return { status: 200, body: found };
      }
    }
    return undefined;
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    try {
      if (req.method === "GET" && path === "/health") return json(res, 200, { ok: true });
      if (req.method === "GET" && path === "/__sessions") return json(res, 200, sessions);
      if (req.method === "GET" && path === "/__refunds") return json(res, 200, refunds);
      if (path.startsWith("/v1/") && !/^Bearer (sk|rk)_(test|live)_\w+$/.test(req.headers.authorization ?? "")) {
        return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "GET" && path === "/__writes") return json(res, 200, writes);
      const account = await accountResource(req, path);
      if (account) return json(res, account.status, account.body);
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const params = parseStripeForm(await readBody(req));
        const key = String(req.headers["idempotency-key"] ?? "");
        const earlier = key ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return json(res, 200, sessionObject(earlier));
        if (String(params.customer_email ?? "").startsWith("stripe-refuses")) {
          return json(res, 400, {
            error: {
              type: "invalid_request_error",
              message: "The fake refuses this session, as Stripe refuses a bad request.",
            },
          });
        }
        // Digits of this run's start after the count: ids stay unique across runs on a store that outlives the fake.
        const id = `cs_test_fake${String(sessions.length + 1).padStart(4, "0")}${runId}`;
        const session: FakeSession = { id, receivedAt: new Date().toISOString(), params, url: `${origin}/c/pay/${id}` };
        sessions.push(session);
        if (key) byIdempotencyKey.set(key, session);
        return json(res, 200, sessionObject(session));
      }
      if (req.method === "GET" && path === "/v1/checkout/sessions") {
        // GET /v1/checkout/sessions?created[gte]=…&status=complete (SessionListParams in the SDK's Checkout/Sessions.d.ts).
        const query = new URL(req.url ?? "/", origin).searchParams;
        const created = inCreatedRange(query);
        const status = query.get("status");
        const objects = sessions
          .map(sessionObject)
          .filter((object) => created(object.created) && (!status || object.status === status));
        return json(res, 200, listOf("/v1/checkout/sessions", query, objects));
      }
      if (req.method === "GET" && path === "/v1/invoices") {
        // GET /v1/invoices?created[gte]=…&status=paid (InvoiceListParams in the SDK's Invoices.d.ts): each with its lines, no `payments`.
        const query = new URL(req.url ?? "/", origin).searchParams;
        const created = inCreatedRange(query);
        const status = query.get("status");
        const objects = invoices
          .map((invoice) => {
            const session = sessions.find((s) => s.id === invoice.sessionId)!;
            return invoiceObject(session, invoice, invoice.id === `in_${suffix(session)}`);
          })
          .filter((object) => created(object.created) && (!status || object.status === status));
        return json(res, 200, listOf("/v1/invoices", query, objects));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && retrieve) {
        const session = sessions.find((s) => s.id === retrieve[1]);
        return session
          ? json(res, 200, sessionObject(session))
          : json(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const params = parseStripeForm(await readBody(req));
        const key = String(req.headers["idempotency-key"] ?? "");
        const earlier = key ? refundsByKey.get(key) : undefined;
        const intent = String(params.payment_intent ?? "");
        const payment = paymentOf(intent);
        if (!payment)
          return json(res, 400, {
            error: { type: "invalid_request_error", message: `No such payment_intent: '${intent}'` },
          });
        const refunded = (earlier ? [] : [{ params }])
          .concat(refunds.filter((r) => r.params.payment_intent === intent))
          .reduce((sum, r) => sum + Number(r.params.amount ?? payment.amount), 0);
        if (refunded > payment.amount)
          return json(res, 400, {
            error: {
              type: "invalid_request_error",
              message: "Refund amount is greater than unrefunded amount on charge",
            },
          });
        const refund = earlier ?? {
          id: `re_fake${String(refunds.length + 1).padStart(4, "0")}`,
          params,
          idempotencyKey: key,
        };
        if (!earlier) {
          refunds.push(refund);
          if (key) refundsByKey.set(key, refund);
          await sendEvent("charge.refunded", chargeObject(intent, payment.amount, refunded));
        }
        return json(res, 200, {
          id: refund.id,
          object: "refund",
          amount: Number(refund.params.amount ?? payment.amount),
          currency: "usd",
          payment_intent: intent,
          status: "succeeded",
          reason: refund.params.reason ?? null,
        });
      }
      if (req.method === "GET" && path === "/v1/invoice_payments") {
        // GET /v1/invoice_payments?invoice=…&expand[]=data.payment.payment_intent, as the SDK sends it.
        const query = new URL(req.url ?? "/", origin).searchParams;
        const expand = [...query.entries()].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
        const invoice = invoices.find((inv) => inv.id === query.get("invoice"));
        return json(res, 200, {
          object: "list",
          has_more: false,
          url: "/v1/invoice_payments",
          data: invoice
            ? [
                {
                  id: `inpay_${invoice.id}`,
                  object: "invoice_payment",
                  amount_paid: invoice.amount,
                  amount_requested: invoice.amount,
                  created: invoice.created,
                  currency: "usd",
                  invoice: invoice.id,
                  is_default: true,
                  livemode: false,
                  payment: {
                    type: "payment_intent",
                    payment_intent: expand.includes("data.payment.payment_intent")
                      ? {
                          id: invoice.paymentIntent,
                          object: "payment_intent",
                          amount: invoice.amount,
                          amount_received: invoice.amount,
                          currency: "usd",
                          status: "succeeded",
                          latest_charge: `ch_${invoice.paymentIntent.replace(/^pi_/, "")}`,
                        }
                      : invoice.paymentIntent,
                  },
                  status: "paid",
                  status_transitions: { canceled_at: null, paid_at: invoice.created },
                },
              ]
            : [],
        });
      }
      const lineItems = /^\/v1\/checkout\/sessions\/([\w-]+)\/line_items$/.exec(path);
      if (req.method === "GET" && lineItems) {
        // GET /v1/checkout/sessions/:id/line_items (the SDK's listLineItems): the lines as Stripe charged them.
        const session = sessions.find((s) => s.id === lineItems[1]);
        if (!session)
          return json(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        const query = new URL(req.url ?? "/", origin).searchParams;
        const limit = Math.min(Math.max(Number(query.get("limit") ?? 10) || 10, 1), 100);
        const items = lineItemsOf(session);
        return json(res, 200, {
          object: "list",
          url: `/v1/checkout/sessions/${session.id}/line_items`,
          has_more: items.length > limit,
          data: items.slice(0, limit),
        });
      }
      const subscription = /^\/v1\/subscriptions\/(sub_[\w-]+)$/.exec(path);
      if ((req.method === "POST" || req.method === "DELETE") && subscription) {
        // DELETE /v1/subscriptions/:id cancels now; POST with cancel_at_period_end=true at the period's end (the SDK's cancel and update).
        const params = parseStripeForm(await readBody(req));
        const key = String(req.headers["idempotency-key"] ?? "");
        if (key && changesByKey.has(key)) return json(res, 200, changesByKey.get(key));
        const session = sessions.find(
          (s) => s.paidAt && s.params.mode === "subscription" && `sub_${suffix(s)}` === subscription[1],
        );
        if (!session)
          return json(res, 404, {
            error: { type: "invalid_request_error", message: `No such subscription: '${subscription[1]}'` },
          });
        const cancellation = cancellations.get(subscription[1]!) ?? {};
        if (cancellation.now)
          return json(res, 400, {
            error: { type: "invalid_request_error", message: "A canceled subscription can only update its metadata." },
          });
        subscriptionChanges.push({ id: subscription[1]!, method: req.method, params, idempotencyKey: key });
        if (req.method === "DELETE") cancellation.now = Math.floor(Date.now() / 1000);
        else if (params.cancel_at_period_end !== undefined)
          cancellation.atPeriodEnd = params.cancel_at_period_end === "true";
        cancellations.set(subscription[1]!, cancellation);
        const object = subscriptionObject(session);
        if (key) changesByKey.set(key, object);
        await sendEvent(
          req.method === "DELETE" ? "customer.subscription.deleted" : "customer.subscription.updated",
          object,
        );
        return json(res, 200, object);
      }
      if (req.method === "GET" && path === "/__subscription-changes") return json(res, 200, subscriptionChanges);
      const dispute = /^\/__dispute\/(pi_[\w-]+)$/.exec(path);
      if (req.method === "POST" && dispute) {
        // A test opens, updates or closes a dispute of a payment: ?type=created|updated|closed&status=…&due_by=…
        const query = new URL(req.url ?? "/", origin).searchParams;
        const payment = paymentOf(dispute[1]!);
        if (!payment) return json(res, 404, { error: "no such payment" });
        const type = query.get("type") ?? "created";
        const object = disputeObject(
          dispute[1]!,
          payment.amount,
          query.get("status") ?? (type === "closed" ? "lost" : "needs_response"),
          Number(query.get("due_by") ?? Math.floor(Date.now() / 1000) + 14 * 86400),
        );
        return json(res, 200, { status: await sendEvent(`charge.dispute.${type}`, object), dispute: object });
      }
      if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
        const params = parseStripeForm(await readBody(req));
        if (!/^cus_\w+$/.test(String(params.customer ?? "")))
          return json(res, 400, { error: { type: "invalid_request_error", message: "No such customer" } });
        const configuration = params.configuration
          ? portalConfigurations.find((c) => c.id === params.configuration)
          : undefined;
        if (params.configuration && !configuration)
          return json(res, 400, {
            error: {
              type: "invalid_request_error",
              message: `No such configuration: '${String(params.configuration)}'`,
            },
          });
        return json(res, 200, {
          id: `bps_fake_${params.customer}`,
          object: "billing_portal.session",
          configuration: configuration?.id ?? "bpc_default",
          customer: params.customer,
          return_url: params.return_url ?? null,
          url: `${origin}/p/session/${params.customer}`,
        });
      }
      const portal = /^\/p\/session\/(\w+)$/.exec(path);
      if (req.method === "GET" && portal) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><title>Fake Stripe Customer Portal</title><h1>Fake Stripe Customer Portal</h1><p>Customer <code>${escape(portal[1]!)}</code>.</p>`,
        );
      }
      const page = /^\/c\/pay\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && page) {
        const session = sessions.find((s) => s.id === page[1]);
        res.writeHead(session ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>` +
            (session
              ? `<p>Session <code>${escape(session.id)}</code>, mode ${escape(String(session.params.mode))}.</p><form method="post"><button>Pay</button></form>`
              : "<p>No such session.</p>"),
        );
      }
      if (req.method === "POST" && page) {
        // The stand-in payment page's "Pay": the session completes, Stripe's event goes to the site, the visitor goes back to it.
        const session = sessions.find((s) => s.id === page[1]);
        if (!session)
          return json(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        const first = !session.paidAt;
        session.paidAt ??= Math.floor(Date.now() / 1000);
        const redeemed = (session.params.discounts as { coupon?: string }[] | undefined)?.[0]?.coupon;
        if (first && redeemed && coupons.has(redeemed))
          coupons.get(redeemed)!.times_redeemed = Number(coupons.get(redeemed)!.times_redeemed) + 1;
        if (session.params.mode === "subscription") firstInvoice(session);
        if (first && new URL(req.url ?? "/", origin).searchParams.get("webhook") !== "later") await sendPaid(session);
        res.writeHead(303, {
          Location: String(session.params.success_url).replace("{CHECKOUT_SESSION_ID}", session.id),
        });
        return res.end();
      }
      const send = /^\/__send\/([\w-]+)$/.exec(path);
      if (req.method === "POST" && send) {
        // A test asks for a paid session's event to be delivered now (after `?webhook=later`).
        const session = sessions.find((s) => s.id === send[1] && s.paidAt);
        return session
          ? json(res, 200, { status: await sendPaid(session) })
          : json(res, 404, { error: "no paid session" });
      }
      const renewal = /^\/__renew\/([\w-]+)$/.exec(path);
      if (req.method === "POST" && renewal) {
        // A test asks for a subscription's next month: a renewal invoice paid and its invoice.paid sent.
        const session = sessions.find((s) => s.id === renewal[1] && s.paidAt && s.params.mode === "subscription");
        return session ? json(res, 200, await renew(session)) : json(res, 404, { error: "no paid subscription" });
      }
      json(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method} ${path})` },
      });
    } catch (error) {
      json(res, 500, { error: { type: "api_error", message: String(error) } });
    }
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;
      resolve({ server, origin, sessions, refunds });
    });
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { port: { type: "string", default: "3103" }, webhook: { type: "string" }, secret: { type: "string" } },
  });
  const { origin } = await startFakeStripe(
    Number(values.port),
    "127.0.0.1",
    values.webhook && values.secret ? { url: values.webhook, secret: values.secret } : undefined,
  );
  console.log(`fake Stripe on ${origin}`);
}
