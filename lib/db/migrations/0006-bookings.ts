/**
 * Bookings (docs/booking.md, decision 050). Each is a lead too (leads.form_type 'Consultation
 * Booking', stored in the same transaction) and goes with it when the lead is erased. The
 * exclusion constraint is what makes a double booking impossible, whatever the code does: two
 * bookings of one doctor that are not cancelled can never hold overlapping times, the buffer
 * after each included (held_until = ends_at + the buffer). btree_gist lets one GiST index
 * compare the doctor with = beside the range with &&; it goes in public, where every schema's
 * constraints find it (the tests give each test a schema of its own and drop it afterwards).
 *
 * The outbox gains `message`: NULL for the lead's own notifications (one per lead and target,
 * as before), or which of the booking's e-mails to the visitor a row sends (confirmed:0,
 * rescheduled:1, reminder-60:1, ...). Nullable, so a backup taken before it restores as is.
 */
export const sql = `
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;
CREATE TABLE bookings (
  id text COLLATE "C" PRIMARY KEY,
  lead_id text NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  doctor_id text NOT NULL,
  type_id text NOT NULL REFERENCES consultation_types (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  held_until timestamptz NOT NULL CHECK (held_until >= ends_at),
  visitor_zone text NOT NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled', 'attended', 'no_show')),
  -- The invitation's SEQUENCE: one more at every move and at the cancellation.
  sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  -- When this start time was chosen (booked or moved): a reminder due before it is skipped.
  scheduled_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  -- 'visitor', or the staff member's name.
  changed_by text NOT NULL DEFAULT 'visitor',
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (doctor_id WITH =, tstzrange(starts_at, held_until, '[)') WITH &&)
    WHERE (status <> 'cancelled')
);
CREATE INDEX bookings_starts ON bookings (starts_at);
CREATE INDEX bookings_created ON bookings (created_at);
-- Manage links: only the SHA-256 of each random token. Every e-mail carries a token of its own.
CREATE TABLE booking_tokens (
  token_hash text PRIMARY KEY,
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX booking_tokens_booking ON booking_tokens (booking_id);
-- A reminder, claimed once for a booking's start time, as the morning digest claims its day.
CREATE TABLE booking_reminders (
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  offset_minutes integer NOT NULL,
  starts_at timestamptz NOT NULL,
  claimed_at timestamptz NOT NULL,
  claimed_by text NOT NULL,
  PRIMARY KEY (booking_id, offset_minutes, starts_at)
);
ALTER TABLE outbox ADD COLUMN message text;
ALTER TABLE outbox DROP CONSTRAINT outbox_lead_id_target_key;
CREATE UNIQUE INDEX outbox_lead_target_message ON outbox (lead_id, target, (coalesce(message, '')));
`;
