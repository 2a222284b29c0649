/**
 * Privacy requests sent from the privacy policy's page (docs/decisions/067): who asked (an
 * e-mail address, as typed), for what, when, by when the clinic must answer, and who marked it
 * done and when. The notify_* columns are the request's own small outbox for the e-mail that
 * tells the clinic of it: a request is no lead, so it has no row in `leads` for `outbox` to name.
 */
export const sql = `
CREATE TABLE privacy_requests (
  id text COLLATE "C" PRIMARY KEY,
  received_at timestamptz NOT NULL,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('copy', 'erasure')),
  note text NOT NULL DEFAULT '',
  due_at timestamptz NOT NULL,
  done_at timestamptz,
  done_by_id text,
  done_by_name text NOT NULL DEFAULT '',
  notify_status text NOT NULL DEFAULT 'none' CHECK (notify_status IN ('none', 'pending', 'sent', 'failed')),
  notify_attempts integer NOT NULL DEFAULT 0,
  notify_next_at timestamptz,
  notify_locked_until timestamptz,
  notify_error text
);
CREATE INDEX privacy_requests_open ON privacy_requests (due_at) WHERE done_at IS NULL;
CREATE INDEX privacy_requests_notify ON privacy_requests (notify_next_at) WHERE notify_status = 'pending';
`;
