import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

/** The route with the clinic's number as the desk holds it (lib/site), in a fresh module graph. */
async function load(whatsapp: string) {
  vi.resetModules();
  vi.doMock("@/lib/site", () => ({
    liveSite: async () => ({ whatsapp: whatsapp || undefined, url: "https://clinic.example" }),
  }));
  return (await import("./route")).GET;
}

const request = (referer?: string) =>
  new NextRequest("http://127.0.0.1:3000/whatsapp", {
    headers: { host: "127.0.0.1:3000", ...(referer ? { referer } : {}) },
  });

describe("GET /whatsapp", () => {
  afterEach(() => vi.doUnmock("@/lib/site"));

  it("does not exist while the clinic has given no WhatsApp number", async () => {
    const GET = await load("");
    expect((await GET(request("http://127.0.0.1:3000/faq"))).status).toBe(404);
  });

  it("sends the visitor to wa.me with a message naming the page they came from", async () => {
    const GET = await load("919876543210");
    const response = await GET(request("http://127.0.0.1:3000/consultations/womens-health?utm_source=x"));
    expect(response.status).toBe(303);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://wa.me/919876543210");
    expect(location.searchParams.get("text")).toContain("https://clinic.example/consultations/womens-health");
    expect(location.searchParams.get("text")).not.toContain("utm_source");
  });

  it("names no page when the visitor came from elsewhere", async () => {
    const GET = await load("919876543210");
    const text = new URL((await GET(request("https://elsewhere.example/"))).headers.get("location")!).searchParams.get(
      "text",
    );
    expect(text).not.toContain("http");
  });
});
