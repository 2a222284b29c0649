import { describe, expect, it } from "vitest";
import { databaseCounter } from "@/lib/limits/window-counter";
import { freshDatabase } from "@/tests/setup/test-database";
import { createVitalsService, type BeaconRequest } from "./service";
import { openVitalsStore } from "./store";

const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const known = new Set(["/", "/faq", "/book-consultation", "/book-my-diet", "/consultations/womens-health/pcos-pcod"]);

async function service({ limit = 100_000, now = new Date("2026-11-28T20:00:00Z") } = {}) {
  const db = await freshDatabase();
  let clock = now.getTime();
  let taken = 0;
  const limiter = {
    take: async () => (++taken <= limit ? { ok: true as const } : { ok: false as const, retryAfterSeconds: 60 }),
  };
  return {
    db,
    vitals: createVitalsService({
      store: async () => openVitalsStore(db),
      limiter,
      // The limits table itself, as the site counts views (lib/limits), on a clock the test moves.
      views: databaseCounter({ db: async () => db, name: "vitals-view", windowMs: 30 * 60_000, now: () => clock }),
      key: new TextEncoder().encode("a key for the tests, 32 characters or more"),
      now: () => new Date(clock),
      timeZone: "Asia/Kolkata",
      knownPaths: known,
    }),
    later: (minutes: number) => void (clock += minutes * 60_000),
  };
}

const beacon = (body: unknown, more: Partial<BeaconRequest> = {}): BeaconRequest => ({
  body,
  userAgent: phone,
  address: "203.0.113.7",
  country: "GB",
  fromTestSuite: false,
  ...more,
});

describe("the page speed service on PostgreSQL", () => {
  it("counts views and figures per template and clinic day, with no visitor in the rows", async () => {
    const { db, vitals } = await service();
    expect(await vitals.receive(beacon({ path: "/faq", LCP: 800, CLS: 0, TTFB: 100 }))).toBe("counted");
    expect(await vitals.receive(beacon({ path: "/faq", LCP: 2600, INP: 180 }, { address: "198.51.100.2" }))).toBe(
      "counted",
    );
    expect(await vitals.receive(beacon({ path: "/", LCP: 1000 }, { country: "" }))).toBe("counted");
    const views = await db.kysely.selectFrom("vitals_views").selectAll().orderBy("template").execute();
    // 20:00 UTC is the next day in India.
    expect(views).toEqual([
      { day: "2026-11-29", template: "/", device: "phone", country: "", views: 1 },
      { day: "2026-11-29", template: "/faq", device: "phone", country: "GB", views: 2 },
    ]);
    const rows = await vitals.overview([
      { pageUrl: "http://127.0.0.1/faq", booked: false },
      { pageUrl: "http://127.0.0.1/book-consultation?tz=Europe/London", booked: true },
    ]);
    expect(rows.map((r) => [r.template, r.views, r.requests, r.bookings])).toEqual([
      ["/faq", 2, 1, 0],
      ["/", 1, 0, 0],
      ["/book-consultation", 0, 1, 1],
    ]);
    expect(rows[0]!.p75.LCP).toEqual({ value: 2600, samples: 2 });
    expect(rows[0]!.p75.INP).toEqual({ value: 180, samples: 1 });
  });

  it("refuses malformed beacons, counts no robot and not the test suite, and stops at the rate limit", async () => {
    const { db, vitals } = await service({ limit: 1 });
    expect(await vitals.receive(beacon({ path: "/faq", LCP: "fast" }))).toBe("invalid");
    expect(await vitals.receive(beacon({ path: "/faq" }, { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0)" }))).toBe(
      "not-counted",
    );
    expect(await vitals.receive(beacon({ path: "/faq" }, { fromTestSuite: true }))).toBe("not-counted");
    expect(await vitals.receive(beacon({ path: "/faq" }))).toBe("counted");
    expect(await vitals.receive(beacon({ path: "/faq" }))).toBe("rate-limited");
    expect(await db.kysely.selectFrom("vitals_views").select("views").execute()).toEqual([{ views: 1 }]);
  });

  it("counts an address's view of a page once in 30 minutes, so 3,000 beacons from 100 addresses add 100 views", async () => {
    const { db, vitals, later } = await service();
    const addresses = Array.from({ length: 100 }, (_, i) => `203.0.113.${i + 1}`);
    const outcomes: Record<string, number> = {};
    // The addresses at once, as a script would send them; a script's figures: an LCP of 30 s, as the probe sent.
    for (let round = 0; round < 30; round++)
      for (const outcome of await Promise.all(
        addresses.map((address) => vitals.receive(beacon({ path: "/book-my-diet", LCP: 30_000, CLS: 0 }, { address }))),
      ))
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    expect(outcomes).toEqual({ counted: 100, "not-counted": 2_900 });
    const views = () => db.kysely.selectFrom("vitals_views").select(["template", "views"]).execute();
    expect(await views()).toEqual([{ template: "/book-my-diet", views: 100 }]);
    // Each counted once, with its figures once: no more 30 s samples than views.
    const lcp = await db.kysely.selectFrom("vitals_samples").select("count").where("metric", "=", "LCP").execute();
    expect(lcp).toEqual([{ count: 100 }]);
    // Another page of the same address counts; the same page again after half an hour does too.
    expect(await vitals.receive(beacon({ path: "/faq" }, { address: addresses[0] }))).toBe("counted");
    expect(await vitals.receive(beacon({ path: "/book-my-diet/" }, { address: addresses[0] }))).toBe("not-counted");
    later(31);
    expect(await vitals.receive(beacon({ path: "/book-my-diet" }, { address: addresses[0] }))).toBe("counted");
    // The limits table holds neither an address nor a page.
    const keys = (await db.kysely.selectFrom("limit_windows").select("key").execute()).map((r) => r.key).join(" ");
    expect(keys).not.toMatch(/203\.0\.113|book-my-diet|faq/);
  }, 60_000);

  it("counts made-up paths under one (other) row, at most once per address, and drops figures no browser reports", async () => {
    const { db, vitals } = await service();
    for (const path of ["/products/viagra-cheap", "/consultations/fake/fake", "/wp-admin/setup.php", "/book-my-diet/x"])
      expect(await vitals.receive(beacon({ path }))).toBe(
        path === "/products/viagra-cheap" ? "counted" : "not-counted",
      );
    expect(
      await vitals.receive(beacon({ path: "/consultations/womens-health/pcos-pcod", LCP: 60_001, CLS: 10.5, INP: 90 })),
    ).toBe("counted");
    expect(
      await db.kysely.selectFrom("vitals_views").select(["template", "views"]).orderBy("template").execute(),
    ).toEqual([
      { template: "(other)", views: 1 },
      { template: "/consultations/[category]/[condition]", views: 1 },
    ]);
    expect(await db.kysely.selectFrom("vitals_samples").select(["metric", "bucket"]).execute()).toEqual([
      { metric: "INP", bucket: 90 },
    ]);
  });
});
