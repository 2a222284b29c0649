import { describe, expect, it } from "vitest";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { databaseCounter } from "./window-counter";

describe("databaseCounter", () => {
  it("counts per key in fixed windows", async () => {
    const db = await freshDatabase();
    let clock = Date.parse("2026-11-22T09:00:00.000Z");
    const counter = databaseCounter({ db: async () => db, name: "test", windowMs: 1_000, now: () => clock });
    expect(await counter.hit("a")).toEqual({ count: 1, resetInMs: 1_000 });
    clock += 400;
    expect(await counter.hit("a", 2)).toEqual({ count: 3, resetInMs: 600 });
    expect(await counter.peek("a")).toEqual({ count: 3, resetInMs: 600 });
    expect(await counter.peek("b")).toBeNull();
    clock += 600;
    expect(await counter.peek("a")).toBeNull();
    expect(await counter.hit("a")).toEqual({ count: 1, resetInMs: 1_000 });
    await counter.reset("a");
    expect(await counter.peek("a")).toBeNull();
  });

  it("shares one count between instances, each with its own pool, and keeps each counter's keys apart", async () => {
    const schema = freshSchema();
    const [one, two] = await Promise.all([
      freshDatabase({ schema, poolMax: 2 }),
      freshDatabase({ schema, poolMax: 2 }),
    ]);
    const a = databaseCounter({ db: async () => one!, name: "leads", windowMs: 60_000 });
    const b = databaseCounter({ db: async () => two!, name: "leads", windowMs: 60_000 });
    const limiterA = createRateLimiter({ limit: 20, counter: a });
    const limiterB = createRateLimiter({ limit: 20, counter: b });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? limiterA : limiterB).take("203.0.113.7")),
    );
    expect(answers.filter((x) => x.ok)).toHaveLength(20);
    const refused = answers.find((x) => !x.ok);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(55);
    expect(await b.peek("203.0.113.7")).toMatchObject({ count: 30 });
    await a.reset("203.0.113.7");
    expect(await b.peek("203.0.113.7")).toBeNull();
    const other = databaseCounter({ db: async () => one!, name: "inbox-failures", windowMs: 60_000 });
    expect(await other.hit("203.0.113.7")).toMatchObject({ count: 1 });
  });

  it("deletes closed windows now and then, so rotating addresses do not pile up", async () => {
    const db = await freshDatabase();
    let clock = Date.parse("2026-11-22T09:00:00.000Z");
    const counter = databaseCounter({ db: async () => db, name: "rotating", windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 50; i++) await counter.hit(`198.51.100.${i}`);
    clock += 10 * 60_000;
    await counter.hit("honest");
    const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM limit_windows`);
    expect(rows[0]?.n).toBe(1);
  });
});

describe("createRateLimiter", () => {
  it("allows `limit` per address per window, then says when to come back", async () => {
    const db = await freshDatabase();
    let clock = Date.parse("2026-11-22T09:00:00.000Z");
    const limiter = createRateLimiter({
      limit: 3,
      counter: databaseCounter({ db: async () => db, name: "leads", windowMs: 60_000, now: () => clock }),
    });
    for (let i = 0; i < 3; i++) expect(await limiter.take("203.0.113.7")).toEqual({ ok: true });
    clock += 15_000;
    expect(await limiter.take("203.0.113.7")).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(await limiter.take("198.51.100.4")).toEqual({ ok: true });
  });

  it("counts an IPv6 /64 as one visitor", async () => {
    const db = await freshDatabase();
    const limiter = createRateLimiter({
      limit: 2,
      counter: databaseCounter({ db: async () => db, name: "leads", windowMs: 60_000 }),
    });
    expect((await limiter.take("2001:db8:1:2::1")).ok).toBe(true);
    expect((await limiter.take("2001:db8:1:2::2")).ok).toBe(true);
    expect((await limiter.take("2001:db8:1:2:ffff::3")).ok).toBe(false);
    expect((await limiter.take("2001:db8:1:3::1")).ok).toBe(true);
  });

  it("lets visitors through when it cannot count", async () => {
    const broken = {
      hit: () => Promise.reject(new Error("connection refused")),
      peek: async () => null,
      reset: async () => {},
    };
    expect(await createRateLimiter({ limit: 1, counter: broken }).take("203.0.113.7")).toEqual({ ok: true });
  });
});
