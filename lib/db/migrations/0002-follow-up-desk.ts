/**
 * The follow-up desk (docs/decisions/035-039): lead history and notes, staff and their
 * sessions, the erasure audit and the digest's claimed days.
 */
export const sql = `
ALTER TABLE leads ADD COLUMN IF NOT EXISTS booked_at timestamptz;
CREATE INDEX IF NOT EXISTS leads_status_received ON leads (status, received_at);
CREATE TABLE lead_events (
  id serial PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id),
  at timestamptz NOT NULL,
  staff_id text,
  staff_name text NOT NULL DEFAULT '',
  kind text NOT NULL,
  from_status text,
  to_status text,
  note text NOT NULL DEFAULT ''
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
CREATE TABLE staff (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE erasures (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id text,
  staff_name text NOT NULL DEFAULT '',
  reason text NOT NULL,
  lead_count integer NOT NULL
);
CREATE TABLE digest_days (day text PRIMARY KEY, claimed_at timestamptz NOT NULL, claimed_by text NOT NULL);
`;
