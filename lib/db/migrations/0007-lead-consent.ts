/**
 * The consent each lead carries (docs/leads.md, Consent): the version of the box's words the
 * visitor agreed to, and when the server received it. Both NULL on leads stored before the
 * box existed, which the inbox and the exports show as not recorded rather than guess.
 */
export const sql = `
ALTER TABLE leads ADD COLUMN consent_version text;
ALTER TABLE leads ADD COLUMN consent_at timestamptz;
`;
