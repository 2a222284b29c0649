/**
 * The agenda kept true, and the patient's own page (docs/booking.md, docs/patients.md,
 * decisions 111-114).
 *
 * - `bookings.attention_at`, `attention_reason`: a confirmed booking that leave, blocked hours or
 *   changed weekly hours fell on is marked as needing staff's attention, in the transaction of
 *   that change; a move or a cancellation clears it. Its reminders wait while it is set.
 * - `patient_links`: the links to a person's page (`/my/<token>`). Only the token's SHA-256 is
 *   kept, as for every link the site sends (lib/link-tokens.ts). Each link is tied to the lead
 *   whose address it was sent to and to that address's kind (e-mail or phone): it opens the leads
 *   with the same address, nothing else. Erasing that lead takes its links with it.
 * - Indexes on the leads' normalised e-mail and E.164 phone, by which a person's leads are found.
 */
export const sql = `
ALTER TABLE bookings
  ADD COLUMN attention_at timestamptz,
  ADD COLUMN attention_reason text CHECK (attention_reason IN ('time-off', 'hours'));
CREATE INDEX bookings_attention ON bookings (starts_at) WHERE attention_at IS NOT NULL;

CREATE TABLE patient_links (
  token_hash text COLLATE "C" PRIMARY KEY,
  lead_id text COLLATE "C" NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'phone')),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX patient_links_lead ON patient_links (lead_id);
CREATE INDEX patient_links_used ON patient_links (last_used_at);

CREATE INDEX leads_email_normalised ON leads (lower(btrim(email))) WHERE email <> '';
CREATE INDEX leads_phone_e164 ON leads (phone_e164) WHERE phone_e164 <> '';
`;
