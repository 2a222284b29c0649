/**
 * Two-factor sign-in and idle sessions (docs/inbox.md, Two-factor sign-in and Sessions;
 * docs/decisions/090, 091).
 *
 * - `staff.totp_secret`: the account's TOTP secret (RFC 6238), sealed by the vault and bound to
 *   `staff.totp_secret:<id>`; NULL without two-factor sign-in. `totp_enrolled_at` is set when
 *   the first code from the authenticator app was accepted: until then the secret is a candidate
 *   shown for enrolment, and signs no one in. `totp_last_step` is the time step of the last code
 *   accepted, so that no code is taken twice within its window.
 * - `staff_recovery_codes`: ten single-use codes per account, by their hash only.
 * - `staff_sessions`: an id to name a session in the account page's list (never its token's
 *   hash), when it was last used (idle logout), and the browser family it was opened from.
 *   Sessions opened before two-factor sign-in existed end here: each account signs in again,
 *   and an owner who must enrol does so then.
 */
export const sql = `
ALTER TABLE staff ADD COLUMN totp_secret text
  CONSTRAINT staff_totp_secret_sealed CHECK (totp_secret ~ '^vault1:[0-9a-f]{8}:[A-Za-z0-9_-]+$');
ALTER TABLE staff ADD COLUMN totp_enrolled_at timestamptz;
ALTER TABLE staff ADD COLUMN totp_last_step bigint;
ALTER TABLE staff ADD CONSTRAINT staff_totp_enrolled_has_secret CHECK (totp_enrolled_at IS NULL OR totp_secret IS NOT NULL);

CREATE TABLE staff_recovery_codes (
  staff_id text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

DELETE FROM staff_sessions;
ALTER TABLE staff_sessions ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE;
ALTER TABLE staff_sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE staff_sessions ADD COLUMN browser text NOT NULL DEFAULT '';
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
`;
