/**
 * The clinic's facts the desk edits (lib/site, docs/content.md): its contact details, the claims
 * of content/clinic-facts.ts and the home page's figures, one row per record.
 *
 * - `site_facts`: the record as it stands, its `value` checked by lib/site's schemas on every
 *   save; `version` counts its saves. A record with no row is still content/*.ts's default.
 * - `site_fact_versions`: every saved version, the first included, with who saved it and when,
 *   so that an earlier one can be read back.
 */
export const sql = `
CREATE TABLE site_facts (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  version integer NOT NULL CONSTRAINT site_facts_version CHECK (version > 0),
  saved_at timestamptz NOT NULL,
  saved_by_id text,
  saved_by_name text NOT NULL DEFAULT ''
);
CREATE TABLE site_fact_versions (
  key text NOT NULL,
  version integer NOT NULL,
  value jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by_id text,
  saved_by_name text NOT NULL DEFAULT '',
  PRIMARY KEY (key, version)
);
`;
