import { bucketValue, metricNames, type MetricName } from "./beacon";
import type { TemplateFigures } from "./store";

/**
 * The overview's table of page templates (docs/decisions/080): views, the requests (leads) sent
 * from pages of the template and how many of them booked, and the 75th percentile of each
 * Core Web Vital, as Google's own field data reads a page. One pure function over the store's
 * figures and the leads' pages, so the page and its tests count the same way.
 */
export const vitalsDays = 28;

/** The value at or below which `share` of the samples lie (the upper sample at a tie), or undefined without samples. */
export function percentile(
  histogram: ReadonlyArray<readonly [bucket: number, count: number]>,
  share: number,
): number | undefined {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (const [bucket, count] of [...histogram].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= rank) return bucket;
  }
  return undefined;
}

export type TemplateRow = {
  template: string;
  views: number;
  requests: number;
  bookings: number;
  /** Requests per view, 0-1; undefined without views. */
  conversion: number | undefined;
  /** The 75th percentile in the metric's unit (ms; CLS a score), and how many samples it is read from. */
  p75: Record<Exclude<MetricName, "TTFB">, { value: number | undefined; samples: number }>;
};

export type LeadPage = { template: string; booked: boolean };

export function templateRows(figures: TemplateFigures[], leads: LeadPage[]): TemplateRow[] {
  const templates = new Set([...figures.map((f) => f.template), ...leads.map((l) => l.template)]);
  const rows = [...templates].map((template): TemplateRow => {
    const f = figures.find((x) => x.template === template);
    const mine = leads.filter((l) => l.template === template);
    const views = f?.views ?? 0;
    const p75 = (metric: Exclude<MetricName, "TTFB">) => {
      const histogram = f?.histograms[metric] ?? [];
      const bucket = percentile(histogram, 0.75);
      return {
        value: bucket === undefined ? undefined : bucketValue(metric, bucket),
        samples: histogram.reduce((sum, [, count]) => sum + count, 0),
      };
    };
    return {
      template,
      views,
      requests: mine.length,
      bookings: mine.filter((l) => l.booked).length,
      conversion: views ? mine.length / views : undefined,
      p75: { LCP: p75("LCP"), INP: p75("INP"), CLS: p75("CLS") },
    };
  });
  return rows.sort((a, b) => b.views - a.views || b.requests - a.requests || a.template.localeCompare(b.template));
}

/** The metrics the table shows, in order. */
export const shownMetrics = metricNames.filter((m): m is Exclude<MetricName, "TTFB"> => m !== "TTFB");
