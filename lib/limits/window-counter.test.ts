import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { memoryCounter, postgresCounter } from "./window-counter";

describe("memoryCounter", () => {
  it("counts per key in fixed windows", async () => {
    let clock = 0;
    const counter = memoryCounter({ windowMs: 1_000, maxKeys: 10, now: () => clock });
    expect(await counter.hit("a")).toEqual({ count: 1, resetInMs: 1_000 });
    clock = 400;
    expect(await counter.hit("a", 2)).toEqual({ count: 3, resetInMs: 600 });
    expect(await counter.peek("a")).toEqual({ count: 3, resetInMs: 600 });
    expect(await counter.peek("b")).toBeNull();
    clock = 1_000;
    expect(await counter.peek("a")).toBeNull();
    expect(await counter.hit("a")).toEqual({ count: 1, resetInMs: 1_000 });
    await counter.reset("a");
    expect(await counter.peek("a")).toBeNull();
  });

  it("keeps at most maxKeys keys however many addresses come, forgetting the least recently seen", async () => {
    // The old limiter kept every address for its window and swept them all on each request
    // past 50,000: rotating addresses took the endpoint from 600 to 88 requests/s and 519 MB.
    const counter = memoryCounter({ windowMs: 600_000, maxKeys: 1_000, now: () => 0 });
    await counter.hit("honest");
    for (let i = 0; i < 100_000; i++) {
      await counter.hit(`rotating-${i}`);
      if (i % 100 === 0) await counter.hit("honest");
    }
    expect(counter.size).toBe(1_000);
    // Seen recently, so still counted: 1 + 1000 visits.
    expect(await counter.peek("honest")).toMatchObject({ count: 1_001 });
    expect(await counter.peek("rotating-0")).toBeNull();
  });
});

describe("createRateLimiter", () => {
  it("allows `limit` per address per window, then says when to come back", async () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 3, counter: memoryCounter({ windowMs: 60_000, maxKeys: 100, now: () => clock }) });
    for (let i = 0; i < 3; i++) expect(await limiter.take("203.0.113.7")).toEqual({ ok: true });
    clock = 15_000;
    expect(await limiter.take("203.0.113.7")).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(await limiter.take("198.51.100.4")).toEqual({ ok: true });
  });

  it("counts an IPv6 /64 as one visitor", async () => {
    const limiter = createRateLimiter({ limit: 2, counter: memoryCounter({ windowMs: 60_000, maxKeys: 100 }) });
    expect((await limiter.take("2001:db8:1:2::1")).ok).toBe(true);
    expect((await limiter.take("2001:db8:1:2::2")).ok).toBe(true);
    expect((await limiter.take("2001:db8:1:2:ffff::3")).ok).toBe(false);
    expect((await limiter.take("2001:db8:1:3::1")).ok).toBe(true);
  });

  it("lets visitors through when it cannot count", async () => {
    const broken = { hit: () => Promise.reject(new Error("connection refused")), peek: async () => null, reset: async () => {} };
    expect(await createRateLimiter({ limit: 1, counter: broken }).take("203.0.113.7")).toEqual({ ok: true });
  });
});

describe("postgresCounter", () => {
  const url = testDatabaseUrl();
  const schema = `t_limits_${randomUUID().replaceAll("-", "")}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  const pools: Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
  });

  it("shares one count between instances, each with its own pool", async () => {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const open = () => {
      const pool = new Pool({ connectionString: url, max: 2 });
      pools.push(pool);
      return postgresCounter({ pool, windowMs: 60_000, name: "leads", schemaName: schema });
    };
    const [a, b] = await Promise.all([open(), open()]);
    const limiterA = createRateLimiter({ limit: 20, counter: a });
    const limiterB = createRateLimiter({ limit: 20, counter: b });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? limiterA : limiterB).take("203.0.113.7")));
    expect(answers.filter((x) => x.ok)).toHaveLength(20);
    const refused = answers.find((x) => !x.ok);
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(55);
    expect(await b.peek("203.0.113.7")).toMatchObject({ count: 30 });
    await a.reset("203.0.113.7");
    expect(await b.peek("203.0.113.7")).toBeNull();
    // Another counter's keys stay apart in the same table.
    const pool = new Pool({ connectionString: url, max: 1 });
    pools.push(pool);
    const other = await postgresCounter({ pool, windowMs: 60_000, name: "inbox-failures", schemaName: schema });
    expect(await other.hit("203.0.113.7")).toMatchObject({ count: 1 });
  });
});
