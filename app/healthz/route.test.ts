import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetSingleton } from "@/lib/singleton.mjs";

async function load(dbPath: string) {
  vi.resetModules();
  vi.stubEnv("LEAD_DB_PATH", dbPath);
  resetSingleton("leadStore");
  resetSingleton("shutdown");
  return (await import("./route")).GET;
}
const probe = () => new Request("http://127.0.0.1/healthz");

describe("GET /healthz", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers 200 when the database takes a query, uncached and unindexed", async () => {
    const GET = await load(join(mkdtempSync(join(tmpdir(), "healthz-")), "leads.db"));
    const response = await GET(probe());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "sqlite" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
  });

  it("answers 503 when the database cannot be opened", async () => {
    // A folder that cannot exist: its parent is a file.
    const GET = await load(join(fileURLToPath(import.meta.url), "leads.db"));
    const response = await GET(probe());
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 once the server is shutting down, so a load balancer sends no more", async () => {
    const GET = await load(join(mkdtempSync(join(tmpdir(), "healthz-")), "leads.db"));
    const { shutdownRegistry } = await import("@/lib/server-shared.mjs");
    shutdownRegistry().draining = true;
    const response = await GET(probe());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "shutting down" });
  });
});
