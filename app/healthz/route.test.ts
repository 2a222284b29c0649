import { afterEach, describe, expect, it, vi } from "vitest";
import { resetSingleton } from "@/lib/singleton.mjs";
import { freshDatabaseUrl } from "@/tests/setup/test-database";

async function load(databaseUrl: string) {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", databaseUrl);
  resetSingleton("database");
  resetSingleton("shutdown");
  return (await import("./route")).GET;
}
const probe = () => new Request("http://127.0.0.1/healthz");

describe("GET /healthz", () => {
  afterEach(async () => {
    const { closeDatabase } = await import("@/lib/db");
    await closeDatabase();
    vi.unstubAllEnvs();
  });

  it("answers 200 when the database takes a query, names the store, and is uncached and unindexed", async () => {
    const GET = await load(await freshDatabaseUrl());
    const response = await GET(probe());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "postgres" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
  });

  it("answers 503 when the database cannot be reached", async () => {
    // Nothing listens on port 9 (discard) of this machine.
    const GET = await load("postgres://postgres@127.0.0.1:9/none");
    const response = await GET(probe());
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 once the server is shutting down, so a load balancer sends no more", async () => {
    const GET = await load(await freshDatabaseUrl());
    const { shutdownRegistry } = await import("@/lib/server-shared.mjs");
    shutdownRegistry().draining = true;
    const response = await GET(probe());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "shutting down" });
  });
});
