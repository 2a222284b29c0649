/**
 * Staff roles and the audit (docs/inbox.md, Roles and The audit).
 *
 * - `staff.role`: what an account may do (lib/staff/policy.ts). Accounts made before roles
 *   existed had every right, so they become owners; a new account is reception unless said
 *   otherwise. A doctor's account names the doctor it is (`doctor_id`, the roster's id), which
 *   is how their agenda and their patients are found; no other role names one.
 * - `audit_events`: who did or read what, and when. Append-only: no row is ever changed, and one
 *   is deleted only by the retention job, which says so for its own transaction. No health
 *   detail goes into it (lib/audit): subjects are named by their ids.
 */
export const sql = `
ALTER TABLE staff ADD COLUMN role text NOT NULL DEFAULT 'owner'
  CONSTRAINT staff_role CHECK (role IN ('owner', 'reception', 'doctor'));
ALTER TABLE staff ALTER COLUMN role SET DEFAULT 'reception';
ALTER TABLE staff ADD COLUMN doctor_id text;
ALTER TABLE staff ADD CONSTRAINT staff_doctor_names_one CHECK ((role = 'doctor') = (doctor_id IS NOT NULL));

CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id text,
  staff_name text NOT NULL DEFAULT '',
  action text NOT NULL,
  subject_type text,
  subject_id text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_events_at ON audit_events (at);
CREATE INDEX audit_events_staff ON audit_events (staff_id, at);
CREATE INDEX audit_events_subject ON audit_events (subject_type, subject_id, at);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('clinic.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP;
END
$fn$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
`;
