/**
 * A lead's history entry is a status change or a note (lib/leads/store/types.ts, decision 036), checked
 * by the database as the statuses are since 0030: the generated schema then types the kind as
 * those two, and no reader casts it.
 */
export const sql = `
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind CHECK (kind IN ('status', 'note'));
`;
