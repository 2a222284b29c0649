import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows no other origin and keeps everything but inline scripts and styles strict", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    for (const sources of policy.values()) {
      for (const source of sources) expect(source, source).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:)$/);
    }
  });

  it("adds eval and the hot-reload socket only for the development server", () => {
    const policy = directives(contentSecurityPolicy({ dev: true }));
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("connect-src")).toContain("ws:");
  });
});
