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

/**
 * The largest value a browser reports for a page someone is looking at (60 s, a layout shift
 * score of 10). A figure beyond it comes from a script, and is dropped: 3,000 beacons with an LCP
 * of 30 s once made a page's p75 "poor".
 */
const ceilings: Record<MetricName, number> = { LCP: 60_000, INP: 60_000, TTFB: 60_000, CLS: 10 };

const metricValue = z.number().finite().min(0);

/** One page view: its path (no query, no fragment) and the figures the browser had. */
export const beaconSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^\/[^?#\s]*$/),
    LCP: metricValue.optional(),
    INP: metricValue.optional(),
    CLS: metricValue.optional(),
    TTFB: metricValue.optional(),
  })
  .strict();

export type Beacon = z.infer<typeof beaconSchema>;

/** The beacon's figures a browser could have reported, each in its bucket; the rest are dropped. */
export const countedFigures = (beacon: Beacon): Array<{ metric: MetricName; bucket: number }> =>
  metricNames.flatMap((metric) => {
    const value = beacon[metric];
    return value === undefined || value > ceilings[metric] ? [] : [{ metric, bucket: bucketOf(metric, value) }];
  });

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

/** A path without its trailing slashes, as the site's pages are named. */
export const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);

/** The row of every path the site does not have. */
export const otherTemplate = "(other)";

/**
 * The site's pages that no sitemap lists, each with its template: the search and the
 * assessment's result (their answers are in the query), checkout and its outcomes, and the
 * links sent by e-mail, whose token has the shape lib/link-tokens.ts gives it.
 */
const unlistedPages: Array<[RegExp, string]> = [
  [/^\/(?:search|dosha-assessment\/result|checkout(?:\/(?:success|cancelled|unavailable))?)$/, ""],
  [
    /^\/book-consultation\/(?:manage|confirmed)\/[A-Za-z0-9_-]{43}$|^\/book-consultation\/link-not-valid$/,
    "/book-consultation/[booking]",
  ],
  [/^\/my-plan\/[A-Za-z0-9_-]{43}$|^\/my-plan\/link-not-valid$/, "/my-plan/[token]"],
];

/**
 * The page template a path belongs to: the route, never the page. A condition's page would say
 * something about the visitor's health (decision 063), so every condition counts as one
 * template, as does every category and article. Only a page the site has gets a row: one in
 * `sitemap` (lib/sitemap-paths.ts) or of the unlisted routes above; any other path counts as
 * "(other)", never as a row of its own or under a real page's template.
 */
export function templateOf(path: string, sitemap: ReadonlySet<string>): string {
  const clean = pagePath(path);
  if (!sitemap.has(clean)) {
    const unlisted = unlistedPages.find(([pattern]) => pattern.test(clean));
    return unlisted ? unlisted[1] || clean : otherTemplate;
  }
  const parts = clean.split("/").filter(Boolean);
  if (parts[0] === "consultations" && parts.length === 2) return "/consultations/[category]";
  if (parts[0] === "consultations" && parts.length === 3) return "/consultations/[category]/[condition]";
  if (parts[0] === "blogs" && parts.length === 2) return "/blogs/[article]";
  return clean;
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
