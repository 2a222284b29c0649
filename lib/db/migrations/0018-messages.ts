/**
 * Messages, one capability (lib/messages, docs/messages.md, docs/decisions/100).
 *
 * - `messages`: the one outbox of every message the site sends, by e-mail, SMS or WhatsApp: one
 *   row per event and channel (`key`, `channel`), with the kind, the data its kind's schema checks,
 *   whom it is about (`lead_id`: an erasure of the lead takes its messages with it, whatever deletes
 *   it), what it is about (`ref`: booking:<id>, order:<id>, privacy:<id>), and its outcome for the
 *   desk (status, attempts, last error, the provider's id and status).
 * - `message_contacts`: the phone channel a visitor chose when booking (WhatsApp or SMS), the
 *   number, and the consent they gave for it (version and time), with the state of the
 *   conversation (their last message, a cancellation waiting for its reason).
 * - `message_stops`: the numbers that replied STOP, per channel: kept so that nothing is sent to
 *   them again, also after their leads are erased.
 * - `message_receipts`: the ids of the provider's inbound messages already taken, so a webhook
 *   delivered twice is acted on once. No body is kept: a reply goes into the lead's notes.
 *
 * What the lead outbox (`outbox`) held for the clinic's e-mail and the visitor's e-mails, and
 * the privacy requests' own notification columns, move here; the lead outbox keeps only the
 * spreadsheet. Their old jobs find no row and end (lib/messages/requeue.ts removes the privacy ones).
 */
export const sql = `
CREATE TABLE messages (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  key text COLLATE "C" NOT NULL,
  lead_id text COLLATE "C" REFERENCES leads (id) ON DELETE CASCADE,
  ref text COLLATE "C",
  recipient text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  provider_id text,
  provider_status text,
  due_at timestamptz NOT NULL,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  UNIQUE (key, channel)
);
CREATE INDEX messages_lead ON messages (lead_id);
CREATE INDEX messages_ref ON messages (ref);
CREATE INDEX messages_status ON messages (status, updated_at);
CREATE UNIQUE INDEX messages_provider ON messages (provider_id) WHERE provider_id IS NOT NULL;

CREATE TABLE message_contacts (
  lead_id text COLLATE "C" PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  address text NOT NULL,
  consent_version text NOT NULL,
  consent_at timestamptz NOT NULL,
  last_inbound_at timestamptz,
  awaiting text CHECK (awaiting IN ('cancel-reason')),
  awaiting_until timestamptz
);
CREATE INDEX message_contacts_address ON message_contacts (channel, address);

CREATE TABLE message_stops (
  channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  address text NOT NULL,
  stopped_at timestamptz NOT NULL,
  PRIMARY KEY (channel, address)
);

CREATE TABLE message_receipts (
  provider_id text PRIMARY KEY,
  received_at timestamptz NOT NULL
);

-- The clinic's e-mail of each lead, as the lead outbox had it.
INSERT INTO messages (kind, channel, key, lead_id, ref, data, status, attempts, last_error, due_at,
                      next_attempt_at, created_at, updated_at, sent_at)
SELECT 'lead-new', 'email', 'lead:' || o.lead_id, o.lead_id, 'lead:' || o.lead_id,
       jsonb_build_object('leadId', o.lead_id),
       CASE o.status WHEN 'delivered' THEN 'sent' ELSE o.status END,
       o.attempts, o.last_error, o.created_at, o.next_attempt_at, o.created_at, o.updated_at, o.delivered_at
FROM outbox o WHERE o.target = 'email';

-- The booking's e-mails to the visitor: confirmed:N, rescheduled:N, cancelled:N, reminder-M:N.
INSERT INTO messages (kind, channel, key, lead_id, ref, recipient, data, status, attempts, last_error, due_at,
                      next_attempt_at, created_at, updated_at, sent_at)
SELECT 'booking-' || split_part(split_part(o.message, ':', 1), '-', 1), 'email',
       'booking:' || b.id || ':' || o.message, o.lead_id, 'booking:' || b.id, l.email,
       jsonb_strip_nulls(jsonb_build_object(
         'bookingId', b.id,
         'sequence', split_part(o.message, ':', 2)::int,
         'offsetMinutes', nullif(split_part(split_part(o.message, ':', 1), '-', 2), '')::int)),
       CASE o.status WHEN 'delivered' THEN 'sent' ELSE o.status END,
       o.attempts, o.last_error, o.next_attempt_at, o.next_attempt_at, o.created_at, o.updated_at, o.delivered_at
FROM outbox o JOIN bookings b ON b.lead_id = o.lead_id JOIN leads l ON l.id = o.lead_id
WHERE o.target = 'visitor' AND o.message ~ '^(confirmed|rescheduled|cancelled|reminder-[0-9]+):[0-9]+$';

-- The purchase e-mail of a paid order: purchase:<order id>.
INSERT INTO messages (kind, channel, key, lead_id, ref, recipient, data, status, attempts, last_error, due_at,
                      next_attempt_at, created_at, updated_at, sent_at)
SELECT 'purchase', 'email', 'order:' || substr(o.message, 10), o.lead_id, 'order:' || substr(o.message, 10), l.email,
       jsonb_build_object('orderId', substr(o.message, 10)),
       CASE o.status WHEN 'delivered' THEN 'sent' ELSE o.status END,
       o.attempts, o.last_error, o.next_attempt_at, o.next_attempt_at, o.created_at, o.updated_at, o.delivered_at
FROM outbox o JOIN leads l ON l.id = o.lead_id
WHERE o.target = 'visitor' AND o.message LIKE 'purchase:%';

DELETE FROM outbox WHERE target <> 'sheet';

-- The privacy requests' e-mail to the clinic, from the request's own columns.
INSERT INTO messages (kind, channel, key, ref, data, status, attempts, last_error, due_at, next_attempt_at,
                      created_at, updated_at)
SELECT 'privacy-request', 'email', 'privacy:' || r.id, 'privacy:' || r.id,
       jsonb_build_object('requestId', r.id, 'kind', r.kind, 'receivedAt', r.received_at, 'dueAt', r.due_at),
       r.notify_status, r.notify_attempts, r.notify_error, r.received_at, r.notify_next_at,
       r.received_at, r.received_at
FROM privacy_requests r WHERE r.notify_status <> 'none';

ALTER TABLE privacy_requests
  DROP COLUMN notify_status, DROP COLUMN notify_attempts, DROP COLUMN notify_next_at,
  DROP COLUMN notify_locked_until, DROP COLUMN notify_error;
`;
