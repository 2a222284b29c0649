import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config } from "@/proxy";
import { basicPassword, inboxAccess, inboxChallenge } from "./inbox-auth";

/** The configuration is read once per process: a fresh module graph reads the stubbed one. */
async function withPassword(password: string) {
  vi.resetModules();
  vi.stubEnv("LEADS_INBOX_PASSWORD", password);
  return { ...(await import("./inbox-auth")), ...(await import("@/proxy")) };
}

const basic = (userAndPassword: string) => `Basic ${Buffer.from(userAndPassword, "utf8").toString("base64")}`;

describe("inboxAccess", () => {
  it("is disabled without a password, whatever the request sends", () => {
    expect(inboxAccess(basic("clinic:secret"), "")).toBe("disabled");
    expect(inboxAccess(null, "")).toBe("disabled");
  });

  it("grants the right password under any user name", () => {
    expect(inboxAccess(basic("clinic:secret"), "secret")).toBe("granted");
    expect(inboxAccess(basic(":secret"), "secret")).toBe("granted");
    expect(inboxAccess(`basic   ${Buffer.from("x:secret").toString("base64")}`, "secret")).toBe("granted");
  });

  it("keeps colons and any script in the password", () => {
    expect(inboxAccess(basic("clinic:a:b:c"), "a:b:c")).toBe("granted");
    expect(inboxAccess(basic("डॉक्टर:पासवर्ड-१२३"), "पासवर्ड-१२३")).toBe("granted");
  });

  it.each([
    ["no header", null],
    ["an empty header", ""],
    ["the wrong password", basic("clinic:secreT")],
    ["a longer password", basic("clinic:secret2")],
    ["an empty password", basic("clinic:")],
    ["no colon", basic("secret")],
    ["another scheme", `Bearer ${Buffer.from("clinic:secret").toString("base64")}`],
    ["not base64", "Basic ???"],
  ])("denies %s", (_, header) => {
    expect(inboxAccess(header, "secret")).toBe("denied");
  });

  it("reads the password from LEADS_INBOX_PASSWORD", async () => {
    const { inboxAccess, assertInboxAccess } = await withPassword("from-env");
    expect(inboxAccess(basic("x:from-env"))).toBe("granted");
    expect(() => assertInboxAccess(new Headers({ authorization: basic("x:from-env") }))).not.toThrow();
    expect(() => assertInboxAccess(new Headers({ authorization: basic("x:nope") }))).toThrow(/password/);
    expect(() => assertInboxAccess(new Headers())).toThrow();
    vi.unstubAllEnvs();
  });

  it("decodes the user:password pair", () => {
    expect(basicPassword(basic("u:p"))).toBe("p");
    expect(basicPassword(undefined)).toBeUndefined();
  });
});

describe("proxy.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(["/inbox", "/inbox/", "/inbox/leads.csv", "/inbox/anything/below"])("runs for %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });

  it.each(["/", "/inboxes", "/api/leads", "/contact", "/consultations/inbox", "/robots.txt"])("does not run for %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
  });

  const request = (authorization?: string) =>
    new NextRequest("http://127.0.0.1/inbox", { headers: authorization ? { authorization } : {} });

  it("answers 404 when the inbox has no password", async () => {
    const { proxy } = await withPassword("");
    const response = proxy(request(basic("x:anything")));
    expect(response.status).toBe(404);
    expect(response.headers.get("www-authenticate")).toBeNull();
  });

  it("challenges a request without the password, and lets the right one through uncached and unindexed", async () => {
    const { proxy } = await withPassword("secret");
    for (const header of [undefined, basic("x:wrong")]) {
      const denied = proxy(request(header));
      expect(denied.status).toBe(401);
      expect(denied.headers.get("www-authenticate")).toBe(inboxChallenge);
      expect(denied.headers.get("cache-control")).toBe("no-store");
    }
    expect(inboxChallenge).toBe('Basic realm="Clinic inbox", charset="UTF-8"');
    const allowed = proxy(request(basic("clinic:secret")));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("x-middleware-next")).toBe("1");
    expect(allowed.headers.get("cache-control")).toBe("no-store");
    expect(allowed.headers.get("x-robots-tag")).toMatch(/noindex/);
  });
});
