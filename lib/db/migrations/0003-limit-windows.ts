/**
 * The counters behind the lead rate limit and the sign-in failure limit (docs/decisions/024,
 * 025, 046): one row per key and open window. UNLOGGED: a counter is worth no disk write, and
 * losing every count in a crash only gives each key a fresh window. The table rate-limiter-flexible
 * made for itself before is dropped with its counts.
 */
export const sql = `
DROP TABLE IF EXISTS rate_limits;
CREATE UNLOGGED TABLE limit_windows (
  key text COLLATE "C" PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX limit_windows_reset ON limit_windows (reset_at);
`;
