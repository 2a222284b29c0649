import { afterAll, describe, expect, it, vi } from "vitest";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";

afterAll(forgetProcessDatabase);

async function load() {
  vi.resetModules();
  await forgetProcessDatabase();
  vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
  const { POST } = await import("./route");
  const { database } = await import("@/lib/db");
  return { POST, db: await database() };
}

const visitor =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const post = (raw: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/vitals", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.9",
      "user-agent": visitor,
      ...headers,
    },
    body: raw,
  });
const views = async (db: Awaited<ReturnType<typeof load>>["db"]) =>
  (await db.kysely.selectFrom("vitals_views").selectAll().execute()).map((r) => [
    r.template,
    r.device,
    r.country,
    r.views,
  ]);

describe("POST /api/vitals", () => {
  it("counts a visitor's beacon, with the edge's country, and answers 204 with nothing in it", async () => {
    const { POST, db } = await load();
    const res = await POST(
      post(JSON.stringify({ path: "/faq", LCP: 900, INP: 64, CLS: 0, TTFB: 120 }), { "cf-ipcountry": "AE" }),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await views(db)).toEqual([["/faq", "phone", "AE", 1]]);
  });

  it("answers garbage with a 4xx and counts nothing", async () => {
    const { POST, db } = await load();
    expect((await POST(post("{not json"))).status).toBe(400);
    expect((await POST(post(JSON.stringify({ path: "/faq", LCP: "slow" })))).status).toBe(400);
    expect((await POST(post(JSON.stringify([1, 2, 3])))).status).toBe(400);
    expect((await POST(post(JSON.stringify({ path: "/faq", note: "x".repeat(4000) })))).status).toBe(413);
    expect((await POST(post("path=/faq", { "content-type": "application/x-www-form-urlencoded" }))).status).toBe(415);
    expect(await views(db)).toEqual([]);
  });

  it("answers a robot and the test suite's browser as anyone, and counts neither", async () => {
    const { POST, db } = await load();
    const body = JSON.stringify({ path: "/faq", LCP: 900 });
    expect(
      (
        await POST(
          post(body, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
        )
      ).status,
    ).toBe(204);
    expect((await POST(post(body, { "x-clinic-test-suite": "1" }))).status).toBe(204);
    expect(await views(db)).toEqual([]);
  });
});
