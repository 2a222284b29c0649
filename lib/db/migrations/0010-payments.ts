/**
 * Payments (docs/payments.md, docs/decisions/076): Stripe's events as they arrived, and the
 * orders and subscriptions they make.
 *
 * - `payment_events` is keyed by Stripe's own event id, so a replayed or retried delivery is one
 *   row; `processed_at` stays empty while an event waits for what it refers to (a refund whose
 *   order's checkout has not been reported yet).
 * - `orders` and `subscriptions` name their lead without a foreign key: Stripe's events name a lead
 *   id the store may not hold (an erased lead, a test event), and an order is a record of money
 *   the clinic keeps after its lead is erased.
 * - `*_state_at` is the Stripe instant of the state a row holds, so an older event arriving
 *   later never overwrites a newer state.
 */
export const sql = `
CREATE TABLE payment_events (
  id text COLLATE "C" PRIMARY KEY,
  type text NOT NULL,
  object_id text NOT NULL,
  created timestamptz NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  processed_at timestamptz,
  outcome text NOT NULL DEFAULT ''
);
CREATE INDEX payment_events_waiting ON payment_events (received_at) WHERE processed_at IS NULL;

CREATE TABLE orders (
  id text COLLATE "C" PRIMARY KEY,
  lead_id text,
  checkout_session_id text NOT NULL UNIQUE,
  payment_intent_id text UNIQUE,
  subscription_id text,
  customer_id text,
  booking_id text,
  lines jsonb NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL,
  payment text NOT NULL DEFAULT 'pending' CHECK (payment IN ('pending', 'paid', 'failed')),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'partly_refunded')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX orders_status ON orders (status, created_at DESC);
CREATE INDEX orders_lead ON orders (lead_id);

CREATE TABLE subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  plan_ids text[] NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('active', 'past_due', 'cancelled')),
  status_state_at timestamptz NOT NULL,
  current_period_end timestamptz,
  lead_id text,
  order_id text,
  customer_id text,
  last_failed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX subscriptions_status ON subscriptions (status, updated_at DESC);
`;
