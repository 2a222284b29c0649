/**
 * Invitations and password resets (docs/inbox.md, Invitations and resets): one row per link an
 * owner (or the sign-in page's "Forgot your password?") made.
 *
 * - `token_hash`: the SHA-256 of the link's token, never the token; null until the link is made
 *   (an e-mailed link is made when its e-mail is sent, so no table holds it). A link made again
 *   (an e-mail retried) replaces the one before, which then opens nothing.
 * - `purpose`: `invitation` (the account does not exist yet: its name, e-mail, role and doctor
 *   are here until it is accepted) or `reset` (of `staff_id`'s password).
 * - A link works once (`used_at`) and until `expires_at` (72 hours after it was made).
 */
export const sql = `
CREATE TABLE staff_links (
  id text PRIMARY KEY,
  purpose text NOT NULL CONSTRAINT staff_links_purpose CHECK (purpose IN ('invitation', 'reset')),
  token_hash text UNIQUE,
  staff_id text REFERENCES staff (id),
  name text NOT NULL DEFAULT '',
  email text NOT NULL,
  role text CONSTRAINT staff_links_role CHECK (role IN ('owner', 'reception', 'doctor')),
  doctor_id text,
  created_by_id text,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT staff_links_names_whom CHECK (
    (purpose = 'invitation' AND role IS NOT NULL AND staff_id IS NULL AND (role = 'doctor') = (doctor_id IS NOT NULL))
    OR (purpose = 'reset' AND staff_id IS NOT NULL AND role IS NULL)
  )
);
CREATE INDEX staff_links_email ON staff_links (email, purpose);
CREATE INDEX staff_links_staff ON staff_links (staff_id);
`;
