/** The lead table and its delivery outbox, as the first PostgreSQL release made them. */
export const sql = `
CREATE TABLE leads (
  -- COLLATE "C": ties on received_at break in byte order, whatever the database's locale.
  id text COLLATE "C" PRIMARY KEY,
  form_type text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  phone_e164 text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  consultation_type text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}',
  page_url text NOT NULL DEFAULT '',
  landing_page text NOT NULL DEFAULT '',
  referrer text NOT NULL DEFAULT '',
  utm_source text NOT NULL DEFAULT '',
  utm_medium text NOT NULL DEFAULT '',
  utm_campaign text NOT NULL DEFAULT '',
  utm_term text NOT NULL DEFAULT '',
  utm_content text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  client_date text NOT NULL DEFAULT '',
  client_time text NOT NULL DEFAULT '',
  client_timestamp text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'new',
  contacted_at timestamptz
);
CREATE INDEX leads_received_at ON leads (received_at);
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id),
  target text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  delivered_at timestamptz,
  UNIQUE (lead_id, target)
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
`;
