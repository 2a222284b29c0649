/**
 * A lead's follow-up status, an erasure's reason and a spreadsheet delivery's target and status, checked by the database as the other status
 * sets are: the generated schema then types them as their values (lib/db/columns.ts), written
 * once. The app has only ever written these values (lib/leads/record.ts, decision 036).
 */
export const sql = `
ALTER TABLE leads ADD CONSTRAINT leads_status CHECK (status IN ('new', 'contacted', 'booked', 'closed', 'not_interested'));
ALTER TABLE lead_events ADD CONSTRAINT lead_events_from_status CHECK (from_status IN ('new', 'contacted', 'booked', 'closed', 'not_interested'));
ALTER TABLE lead_events ADD CONSTRAINT lead_events_to_status CHECK (to_status IN ('new', 'contacted', 'booked', 'closed', 'not_interested'));
ALTER TABLE erasures ADD CONSTRAINT erasures_reason CHECK (reason IN ('request', 'retention', 'withdrawal'));
-- Migration 0018 left the lead outbox the spreadsheet's rows only.
ALTER TABLE outbox ADD CONSTRAINT outbox_target CHECK (target IN ('sheet'));
ALTER TABLE outbox ADD CONSTRAINT outbox_status CHECK (status IN ('pending', 'delivered', 'failed'));
`;
