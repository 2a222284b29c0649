/**
 * Disputes (docs/payments.md, decision 116): an erased buyer's `charge.dispute.*` event is cut
 * down as every event about them is (migration 0013), and now keeps the dispute's
 * `evidence_details` (the deadline, whether evidence was sent: no detail of the buyer), which
 * processing reads, so the desk still shows the deadline. The dispute's `evidence` (which can
 * name the buyer) stays dropped.
 */
export const sql = `
CREATE OR REPLACE FUNCTION payment_event_redacted(e jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
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
      'cancel_at', 'cancel_at_period_end', 'canceled_at', 'ended_at', 'start_date',
      'evidence_details'
    )
  ), '{}'::jsonb)))
$fn$;
`;
