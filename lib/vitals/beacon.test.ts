import { describe, expect, it } from "vitest";
import { beaconSchema, bucketOf, countedFigures, countryFrom, deviceClass, isRobot, templateOf } from "./beacon";
import { percentile, templateRows } from "./summary";

const known = new Set([
  "/",
  "/faq",
  "/book-consultation",
  "/products",
  "/consultations/womens-health",
  "/consultations/womens-health/pcos-pcod",
  "/blogs/agni-everyday-habits-for-digestion",
]);
const chromeOnAndroid =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("a beacon, read before it is counted", () => {
  it("takes a path and the four figures, and refuses anything else", () => {
    expect(beaconSchema.safeParse({ path: "/faq", LCP: 1234.5, INP: 96, CLS: 0.02, TTFB: 210 }).success).toBe(true);
    expect(beaconSchema.safeParse({ path: "/faq" }).success).toBe(true);
    for (const bad of [
      null,
      "x",
      [],
      {},
      { path: "faq" },
      { path: "/faq?q=1" },
      { path: "/faq", LCP: -1 },
      { path: "/faq", LCP: "1" },
      { path: "/faq", FID: 3 },
      { path: "/faq", CLS: Infinity },
    ]) {
      expect(beaconSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("drops a figure no browser reports for a page someone looks at: an LCP, INP or TTFB over 60 s, a CLS over 10", () => {
    const beacon = beaconSchema.parse({ path: "/faq", LCP: 60_001, INP: 60_000, CLS: 10.01, TTFB: 1e9 });
    expect(countedFigures(beacon)).toEqual([{ metric: "INP", bucket: 60_000 }]);
    expect(countedFigures(beaconSchema.parse({ path: "/faq", CLS: 10 }))).toEqual([{ metric: "CLS", bucket: 10_000 }]);
  });

  it("counts a page by its template, never a condition's own page, and an unknown path as (other)", () => {
    expect(templateOf("/consultations/womens-health/pcos-pcod", known)).toBe("/consultations/[category]/[condition]");
    expect(templateOf("/consultations/womens-health", known)).toBe("/consultations/[category]");
    expect(templateOf("/blogs/agni-everyday-habits-for-digestion", known)).toBe("/blogs/[article]");
    expect(templateOf("/faq/", known)).toBe("/faq");
    expect(templateOf("/", known)).toBe("/");
    expect(templateOf("/wp-admin/setup.php", known)).toBe("(other)");
    // Made-up paths under real templates' shapes, which once counted as those templates.
    for (const madeUp of [
      "/products/viagra-cheap",
      "/consultations/fake/fake",
      "/consultations/fake",
      "/blogs/x",
      "/faq/x",
    ])
      expect(templateOf(madeUp, known), madeUp).toBe("(other)");
    // The pages no sitemap lists: by their route, and a link's token only in its shape.
    expect(templateOf("/search", known)).toBe("/search");
    expect(templateOf("/checkout/success", known)).toBe("/checkout/success");
    expect(templateOf(`/book-consultation/manage/${"A".repeat(43)}`, known)).toBe("/book-consultation/[booking]");
    expect(templateOf("/book-consultation/manage/x", known)).toBe("(other)");
    expect(templateOf(`/my-plan/${"b".repeat(43)}`, known)).toBe("/my-plan/[token]");
  });

  it("keeps a device class and a country, and tells robots and scripts apart from visitors", () => {
    expect(deviceClass(chromeOnAndroid)).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
    expect(
      deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36"),
    ).toBe("desktop");
    expect(isRobot(chromeOnAndroid)).toBe(false);
    for (const robot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ]) {
      expect(isRobot(robot), robot).toBe(true);
    }
    expect(countryFrom(new Headers({ "cf-ipcountry": "gb" }))).toBe("GB");
    expect(countryFrom(new Headers({ "cf-ipcountry": "XX" }))).toBe("");
    expect(countryFrom(new Headers({ "x-vercel-ip-country": "United Kingdom" }))).toBe("");
  });

  it("buckets each figure finely enough to judge it against its threshold", () => {
    expect(bucketOf("INP", 196)).toBe(200);
    expect(bucketOf("LCP", 2449)).toBe(2400);
    expect(bucketOf("LCP", 123_456)).toBe(60_000);
    expect(bucketOf("CLS", 0.1032)).toBe(105);
  });
});

describe("the overview's rows", () => {
  it("reads the 75th percentile from a histogram", () => {
    expect(percentile([], 0.75)).toBeUndefined();
    expect(
      percentile(
        [
          [100, 3],
          [300, 1],
        ],
        0.75,
      ),
    ).toBe(100);
    expect(
      percentile(
        [
          [100, 2],
          [300, 2],
        ],
        0.75,
      ),
    ).toBe(300);
    expect(
      percentile(
        [
          [2500, 1],
          [900, 3],
        ],
        0.75,
      ),
    ).toBe(900);
  });

  it("puts views, requests, bookings and speed together per template", () => {
    const rows = templateRows(
      [
        {
          template: "/faq",
          views: 4,
          histograms: {
            LCP: [
              [900, 3],
              [2600, 1],
            ],
            CLS: [[0, 4]],
          },
        },
        { template: "/", views: 10, histograms: { INP: [[120, 10]] } },
      ],
      [
        { template: "/", booked: true },
        { template: "/", booked: false },
        { template: "/book-consultation", booked: true },
      ],
    );
    expect(rows.map((r) => [r.template, r.views, r.requests, r.bookings, r.conversion])).toEqual([
      ["/", 10, 2, 1, 0.2],
      ["/faq", 4, 0, 0, 0],
      ["/book-consultation", 0, 1, 1, undefined],
    ]);
    expect(rows[1]!.p75).toEqual({
      LCP: { value: 900, samples: 4 },
      INP: { value: undefined, samples: 0 },
      CLS: { value: 0, samples: 4 },
    });
    expect(rows[0]!.p75.INP).toEqual({ value: 120, samples: 10 });
  });
});
