import { describe, expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { createVitalsService, type BeaconRequest } from "./service";
import { openVitalsStore } from "./store";

const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const known = new Set(["/", "/faq", "/book-consultation"]);

async function service({ limit = 100, now = new Date("2026-11-28T20:00:00Z") } = {}) {
  const db = await freshDatabase();
  let taken = 0;
  const limiter = {
    take: async () => (++taken <= limit ? { ok: true as const } : { ok: false as const, retryAfterSeconds: 60 }),
  };
  return {
    db,
    vitals: createVitalsService({
      store: async () => openVitalsStore(db),
      limiter,
      now: () => now,
      timeZone: "Asia/Kolkata",
      knownPaths: known,
    }),
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
    expect(await vitals.receive(beacon({ path: "/faq", LCP: 2600, INP: 180 }))).toBe("counted");
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
});
