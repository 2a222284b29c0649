/**
 * The intro plan's consultation is bookable only with its paid order (docs/payments.md, decision 118):
 * - `consultation_types.by_order`: a type the public picker does not offer; it is booked only
 *   with the booking link of a paid order (the intro plan's own 30-minute consultation).
 * - `bookings.order_id`: the order a consultation was booked with. At most one booking of an order
 *   stands at a time (the partial unique index decides a race); a cancelled one frees the order.
 * - `orders.booking_token`: the order's booking link token, sealed by the vault and bound to
 *   `orders.booking_token:<id>` (the success page and the e-mails show the link again), and its
 *   SHA-256, by which the picker finds the order. Made when a link is first needed.
 * - `orders.booking_id` stays the order's current booking, which the desk shows: the trigger sets
 *   it when a booking of the order is made and clears it when that booking is cancelled.
 */
export const sql = `
ALTER TABLE consultation_types ADD COLUMN by_order boolean NOT NULL DEFAULT false;

ALTER TABLE bookings ADD COLUMN order_id text COLLATE "C";
UPDATE bookings b SET order_id = o.id FROM orders o WHERE o.booking_id = b.id;
CREATE UNIQUE INDEX bookings_one_standing_per_order ON bookings (order_id) WHERE status <> 'cancelled';

ALTER TABLE orders ADD COLUMN booking_token text
  CONSTRAINT orders_booking_token_sealed CHECK (booking_token ~ '^vault1:[0-9a-f]{8}:[A-Za-z0-9_-]+$');
ALTER TABLE orders ADD COLUMN booking_token_hash text UNIQUE;
ALTER TABLE orders ADD CONSTRAINT orders_booking_token_pair CHECK ((booking_token IS NULL) = (booking_token_hash IS NULL));

CREATE FUNCTION orders_follow_their_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' THEN
    UPDATE orders SET booking_id = NULL WHERE id = NEW.order_id AND booking_id = NEW.id;
  ELSE
    UPDATE orders SET booking_id = NEW.id WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER orders_follow_their_booking AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW WHEN (NEW.order_id IS NOT NULL) EXECUTE FUNCTION orders_follow_their_booking();
`;
