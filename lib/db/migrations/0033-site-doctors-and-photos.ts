/**
 * The clinic's doctors and their photographs, edited in the desk (lib/site, docs/content.md).
 *
 * - `site_doctors`: one row per doctor, its `value` checked by lib/site's schema on every save
 *   and every read; `position` is the roster's order. While the table has no row the roster is
 *   content/doctors.ts; the first save copies it in (lib/site/doctor-store.ts).
 * - `site_doctor_versions`: every saved version of a doctor, with who saved it and when.
 * - `site_photos`: each photograph in every size and format the pages use, its bytes as sharp
 *   wrote them (no EXIF, no GPS), so every instance on this database serves the same files;
 *   `hash` is the address's content hash.
 */
export const sql = `
CREATE TABLE site_doctors (
  id text PRIMARY KEY,
  position integer NOT NULL,
  value jsonb NOT NULL,
  version integer NOT NULL CONSTRAINT site_doctors_version CHECK (version > 0),
  saved_at timestamptz NOT NULL,
  saved_by_id text,
  saved_by_name text NOT NULL DEFAULT ''
);
CREATE TABLE site_doctor_versions (
  id text NOT NULL,
  version integer NOT NULL,
  value jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by_id text,
  saved_by_name text NOT NULL DEFAULT '',
  PRIMARY KEY (id, version)
);
CREATE TABLE site_photos (
  hash text NOT NULL CONSTRAINT site_photos_hash CHECK (hash ~ '^[0-9a-f]{20}$'),
  width integer NOT NULL CONSTRAINT site_photos_width CHECK (width BETWEEN 16 AND 2048),
  format text NOT NULL CONSTRAINT site_photos_format CHECK (format IN ('avif', 'webp')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hash, width, format)
);
`;
