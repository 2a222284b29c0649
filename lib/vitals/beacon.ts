import { z } from "zod";

/**
 * What a visitor's browser sends about one page view (components/vitals/vitals-beacon.tsx), and
 * how the server reads it before anything is counted (docs/decisions/080). Pure functions, no
 * store: the endpoint and its tests share them.
 */

export const metricNames = ["LCP", "INP", "CLS", "TTFB"] as const;
export type MetricName = (typeof metricNames)[number];

/** Larger than any honest beacon (a path and four numbers). */
export const maxBeaconBytes = 2 * 1024;

/** The largest value kept per metric; beyond it a value says nothing more (60 s, a layout shift score of 10). */
const ceilings: Record<MetricName, number> = { LCP: 60_000, INP: 60_000, TTFB: 60_000, CLS: 10 };

const metricValue = (name: MetricName) =>
  z
    .number()
    .finite()
    .min(0)
    .max(ceilings[name] * 10);

/** One page view: its path (no query, no fragment) and the figures the browser had. */
export const beaconSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^\/[^?#\s]*$/),
    LCP: metricValue("LCP").optional(),
    INP: metricValue("INP").optional(),
    CLS: metricValue("CLS").optional(),
    TTFB: metricValue("TTFB").optional(),
  })
  .strict();

/**
 * The bucket a value is counted in: milliseconds to the nearest 10 under a second, the nearest 100
 * under 10 s, the nearest second beyond; a layout shift score in thousandths, to the nearest 5.
 * Close enough for a percentile judged against thresholds of 200 ms, 2.5 s and 0.1.
 */
export function bucketOf(metric: MetricName, value: number): number {
  const capped = Math.min(value, ceilings[metric]);
  if (metric === "CLS") return Math.round((capped * 1000) / 5) * 5;
  const step = capped < 1000 ? 10 : capped < 10_000 ? 100 : 1000;
  return Math.round(capped / step) * step;
}

/** A bucket back in the metric's unit: milliseconds, or a layout shift score. */
export const bucketValue = (metric: MetricName, bucket: number) => (metric === "CLS" ? bucket / 1000 : bucket);

/**
 * The page template a path belongs to: the route, never the page. A condition's page would say
 * something about the visitor's health (decision 063), so every condition counts as one
 * template, as does every category, product and article. A path the site does not have counts as
 * "(other)", so a beacon cannot fill the table with made-up rows.
 */
export function templateOf(path: string, knownPaths: ReadonlySet<string>): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const parts = clean.split("/").filter(Boolean);
  if (parts[0] === "consultations" && parts.length === 2) return "/consultations/[category]";
  if (parts[0] === "consultations" && parts.length === 3) return "/consultations/[category]/[condition]";
  if (parts[0] === "products" && parts.length === 2) return "/products/[product]";
  if (parts[0] === "blogs" && parts.length === 2) return "/blogs/[article]";
  if (parts[0] === "book-consultation" && parts.length > 1) return "/book-consultation/[booking]";
  if (clean === "/search" || clean === "/dosha-assessment/result") return clean;
  return knownPaths.has(clean) ? clean : "(other)";
}

export type DeviceClass = "phone" | "tablet" | "desktop";

/** The device class from the user agent, which is read here and never stored. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "phone";
  return "desktop";
}

/**
 * Browsers that are not visitors: search engines' and other crawlers, link previews, Lighthouse
 * and PageSpeed, headless browsers (the site's own benchmarks), and scripts. Their beacons are
 * answered like any other and not counted.
 */
export function isRobot(userAgent: string): boolean {
  return (
    !userAgent.trim() ||
    /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pagespeed|ptst|curl|wget|python|java\/|go-http|node-fetch|undici|axios/i.test(
      userAgent,
    )
  );
}

/**
 * The request header the end-to-end tests' browser sends with every request
 * (playwright.config.ts), so that the suite's own visits are not counted; a test that plays a
 * real visitor leaves it out.
 */
export const testSuiteHeader = "x-clinic-test-suite";

/** The visitor's country from a header an edge network in front sets, when it does: two capital letters, or "". */
export function countryFrom(headers: Pick<Headers, "get">): string {
  for (const name of ["cf-ipcountry", "x-vercel-ip-country", "cloudfront-viewer-country", "x-country-code"]) {
    const value = headers.get(name)?.trim().toUpperCase() ?? "";
    // "XX" and "T1" are Cloudflare's "unknown" and "Tor".
    if (/^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return "";
}
