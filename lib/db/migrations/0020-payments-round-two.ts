/**
 * Payments, round two (docs/payments.md, docs/decisions/095 to 097).
 *
 * - `payment_events`: every verified event is kept, also one PostgreSQL cannot hold as jsonb (a
 *   lone surrogate, nesting deeper than is sane): then `payload` is empty and `raw` holds the body
 *   as text. `attempts` and `last_error` count the tries of processing; an event that cannot be
 *   processed, one refused (another API version, another mode than the key's) and one that waited
 *   too long for its order end with `outcome` failed, refused or expired and the reason, and are
 *   listed in the desk.
 * - `orders`: a renewal's invoice is an order of its own (`invoice_id`), so it can be refunded; an
 *   order is a checkout's or an invoice's. `order_number` is the short number the buyer quotes.
 *   A dispute is kept on the order it is about (amount, deadline, status).
 * - `subscriptions.cancel_at`: a plan the buyer cancelled at the period's end still runs until then.
 * - `refund_requests`: one row per staff action (the form's nonce), holding the idempotency key
 *   Stripe was asked with, so a double submit is one refund and two deliberate ones are two.
 * - An erasure of a lead also empties the text of any event kept as text that names it (the
 *   trigger of 0013 cuts down the JSON ones).
 * - `checkout_owners`: the SHA-256 of a token the buyer's browser holds (a cookie set with the
 *   Checkout Session), so the success page shows the order only to the browser that made it.
 */
export const sql = `
ALTER TABLE payment_events ALTER COLUMN payload DROP NOT NULL;
ALTER TABLE payment_events ADD COLUMN raw text;
ALTER TABLE payment_events ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE payment_events ADD COLUMN last_error text NOT NULL DEFAULT '';
ALTER TABLE payment_events ADD CONSTRAINT payment_events_body CHECK (payload IS NOT NULL OR raw IS NOT NULL);
CREATE INDEX payment_events_outcome ON payment_events (outcome, received_at DESC) WHERE outcome IN ('failed', 'refused', 'expired');

ALTER TABLE orders ALTER COLUMN checkout_session_id DROP NOT NULL;
ALTER TABLE orders ADD COLUMN invoice_id text UNIQUE;
ALTER TABLE orders ADD CONSTRAINT orders_source CHECK (checkout_session_id IS NOT NULL OR invoice_id IS NOT NULL);
ALTER TABLE orders ADD COLUMN order_number text UNIQUE;
ALTER TABLE orders ADD COLUMN dispute_id text;
ALTER TABLE orders ADD COLUMN dispute_cents integer CHECK (dispute_cents >= 0);
ALTER TABLE orders ADD COLUMN dispute_due_by timestamptz;
ALTER TABLE orders ADD COLUMN dispute_status text;
CREATE INDEX orders_subscription ON orders (subscription_id);

ALTER TABLE subscriptions ADD COLUMN cancel_at timestamptz;

CREATE TABLE refund_requests (
  nonce text COLLATE "C" PRIMARY KEY,
  order_id text NOT NULL,
  cents integer NOT NULL CHECK (cents > 0),
  refund_id text,
  staff_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX refund_requests_order ON refund_requests (order_id);

CREATE FUNCTION erase_lead_raw_payment_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE payment_events SET raw = '(erased)', redacted_at = now()
    WHERE raw IS NOT NULL AND redacted_at IS NULL AND position(OLD.id IN raw) > 0;
  RETURN OLD;
END
$fn$;
CREATE TRIGGER leads_erase_raw_payment_events AFTER DELETE ON leads FOR EACH ROW EXECUTE FUNCTION erase_lead_raw_payment_events();

CREATE TABLE checkout_owners (
  session_id text COLLATE "C" PRIMARY KEY,
  token_hash text COLLATE "C" NOT NULL,
  created_at timestamptz NOT NULL
);
`;
