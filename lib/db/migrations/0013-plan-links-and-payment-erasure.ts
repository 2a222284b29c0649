/**
 * Payments, second part (docs/payments.md, docs/decisions/084 and 085).
 *
 * - `plan_links`: the links in the purchase e-mail to the page that opens Stripe's Customer Portal
 *   for a subscription (`/my-plan/<token>`). Only the token's SHA-256 is kept, as for the booking
 *   links (lib/link-tokens.ts), so a copy of the database opens no plan; one live link per
 *   order (each e-mail's replaces the earlier ones).
 * - What an erased lead leaves in the payment tables. An order is a record of money the clinic
 *   keeps for tax and accounting (amounts, currency, dates, Stripe's ids, status); the buyer's
 *   name, e-mail, phone and addresses are only in the raw events Stripe sent (`payment_events`).
 *   When a lead is deleted (an erasure on request, a withdrawal of consent, the retention job:
 *   every path ends in `DELETE FROM leads`), a trigger here marks its orders erased
 *   (`personal_data_erased_at`) and cuts each of their events down to the fields below: those
 *   lib/payments/process.ts reads, the amounts and Stripe's ids. An event that arrives later
 *   about an erased buyer (a renewal's invoice) is stored cut down in the same way.
 *
 * The trigger lives with the payments tables because payments know leads, not the other way
 * round (docs/architecture.md, Domains): lib/leads deletes a lead without knowing that payments
 * exist, and whatever deletes a lead, in whatever transaction, takes the personal details of its
 * payments with it.
 */
export const sql = `
CREATE TABLE plan_links (
  token_hash text COLLATE "C" PRIMARY KEY,
  order_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX plan_links_order ON plan_links (order_id);

ALTER TABLE orders ADD COLUMN personal_data_erased_at timestamptz;
ALTER TABLE payment_events ADD COLUMN redacted_at timestamptz;

-- The ids an event names: its object's own, the lead's (client_reference_id, metadata) and
-- Stripe's customer, subscription and payment; an expanded object is named by its id.
CREATE FUNCTION payment_event_keys(e jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $fn$
  SELECT array_remove(ARRAY[
    o->>'id',
    o->>'client_reference_id',
    o->'metadata'->>'lead_id',
    coalesce(o->'customer'->>'id', o->>'customer'),
    coalesce(o->'subscription'->>'id', o->>'subscription'),
    coalesce(o->'payment_intent'->>'id', o->>'payment_intent'),
    o->'parent'->'subscription_details'->>'subscription',
    o->'parent'->'subscription_details'->'metadata'->>'lead_id'
  ], NULL)
  FROM (SELECT e->'data'->'object' AS o) AS event_object
$fn$;

-- An event without the buyer's details: the event's own fields, and of its object only the
-- amounts, currency, instants, statuses and ids (an expanded object becomes its id). Dropped:
-- customer_details, customer_email, customer_name, customer_address, customer_phone,
-- shipping_details, collected_information, billing_details, receipt_email, and the event's
-- previous_attributes, which may hold earlier values of any of them.
CREATE FUNCTION payment_event_redacted(e jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
  SELECT (e - 'data') || jsonb_build_object('data', jsonb_build_object('object', coalesce((
    SELECT jsonb_object_agg(key, CASE WHEN jsonb_typeof(value) = 'object' AND key IN ('customer', 'subscription', 'payment_intent', 'invoice', 'charge') THEN value->'id' ELSE value END)
    FROM jsonb_each(e->'data'->'object')
    WHERE key IN (
      'id', 'object', 'mode', 'status', 'payment_status', 'billing_reason', 'collection_method', 'livemode', 'created', 'currency',
      'amount', 'amount_captured', 'amount_due', 'amount_paid', 'amount_refunded', 'amount_remaining', 'amount_subtotal', 'amount_total',
      'subtotal', 'subtotal_excluding_tax', 'total', 'total_excluding_tax', 'total_details', 'total_taxes', 'tax',
      'client_reference_id', 'customer', 'subscription', 'payment_intent', 'invoice', 'charge', 'metadata',
      'lines', 'parent', 'payments', 'items', 'number', 'receipt_number', 'status_transitions',
      'period_start', 'period_end', 'paid', 'refunded', 'captured',
      'cancel_at', 'cancel_at_period_end', 'canceled_at', 'ended_at', 'start_date'
    )
  ), '{}'::jsonb)))
$fn$;

CREATE FUNCTION erase_lead_payment_details() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  keys text[];
BEGIN
  UPDATE orders SET personal_data_erased_at = coalesce(personal_data_erased_at, now()), booking_id = NULL WHERE lead_id = OLD.id;
  SELECT array_remove(array_agg(k), NULL) INTO keys FROM (
    SELECT OLD.id AS k
    UNION SELECT unnest(ARRAY[checkout_session_id, subscription_id, payment_intent_id, customer_id]) FROM orders WHERE lead_id = OLD.id
    UNION SELECT unnest(ARRAY[id, customer_id]) FROM subscriptions WHERE lead_id = OLD.id
  ) AS lead_keys;
  UPDATE payment_events SET payload = payment_event_redacted(payload), redacted_at = now()
    WHERE redacted_at IS NULL AND payment_event_keys(payload) && keys;
  RETURN OLD;
END
$fn$;
CREATE TRIGGER leads_erase_payment_details AFTER DELETE ON leads FOR EACH ROW EXECUTE FUNCTION erase_lead_payment_details();

CREATE FUNCTION redact_erased_buyers_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (
    SELECT 1 FROM orders
    WHERE personal_data_erased_at IS NOT NULL
      AND ARRAY[lead_id, checkout_session_id, subscription_id, payment_intent_id, customer_id] && payment_event_keys(NEW.payload)
  ) THEN
    NEW.payload := payment_event_redacted(NEW.payload);
    NEW.redacted_at := now();
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER payment_events_erased_buyer BEFORE INSERT ON payment_events FOR EACH ROW EXECUTE FUNCTION redact_erased_buyers_event();
`;
