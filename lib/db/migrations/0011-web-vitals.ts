/**
 * Real visitors' page speed (docs/decisions/080): how many pages were viewed, and how fast, per
 * page template, calendar day (the clinic's), device class and country. Aggregates only: no
 * visitor, address, cookie or user agent is kept, so no row can be traced to a person. Each
 * figure is a histogram (a count per bucket of the value), from which any percentile of any
 * range of days is read.
 */
export const sql = `
CREATE TABLE vitals_views (
  day text COLLATE "C" NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  template text COLLATE "C" NOT NULL,
  device text NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  country text NOT NULL DEFAULT '' CHECK (country ~ '^([A-Z]{2})?$'),
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, template, device, country)
);
CREATE TABLE vitals_samples (
  day text COLLATE "C" NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  template text COLLATE "C" NOT NULL,
  device text NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  country text NOT NULL DEFAULT '' CHECK (country ~ '^([A-Z]{2})?$'),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  bucket integer NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, template, device, country, metric, bucket)
);
`;
