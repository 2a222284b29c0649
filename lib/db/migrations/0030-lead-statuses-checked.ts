/**
 * A lead's follow-up status and an erasure's reason, checked by the database as the other status
 * sets are: the generated schema then types them as their values (lib/db/columns.ts), written
 * once. The app has only ever written these values (lib/leads/record.ts, decision 036).
 */
export const sql = `
ALTER TABLE leads ADD CONSTRAINT leads_status CHECK (status IN ('new', 'contacted', 'booked', 'closed', 'not_interested'));
ALTER TABLE lead_events ADD CONSTRAINT lead_events_from_status CHECK (from_status IN ('new', 'contacted', 'booked', 'closed', 'not_interested'));
ALTER TABLE lead_events ADD CONSTRAINT lead_events_to_status CHECK (to_status IN ('new', 'contacted', 'booked', 'closed', 'not_interested'));
ALTER TABLE erasures ADD CONSTRAINT erasures_reason CHECK (reason IN ('request', 'retention', 'withdrawal'));
`;
