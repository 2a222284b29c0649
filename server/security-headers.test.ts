import { describe, expect, it } from "vitest";
import { cameOverHttps, contentSecurityPolicy, paymentFormTargets } from "./security-headers.mjs";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows no other origin, and runs no script in a response that is not a page", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'none'"]);
    for (const sources of policy.values()) {
      for (const source of sources) expect(source, source).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:)$/);
    }
  });

  it("lets a page run exactly the scripts named, and those they add, never any inline script", () => {
    const scripts = ["'sha256-abc='", "'nonce-xyz'"];
    const policy = directives(contentSecurityPolicy({ scripts }));
    expect(policy.get("script-src")).toEqual(["'self'", "'strict-dynamic'", ...scripts]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("adds eval, inline scripts and the hot-reload socket only for the development server", () => {
    const policy = directives(contentSecurityPolicy({ dev: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(policy.get("connect-src")).toContain("ws:");
  });
});

describe("paymentFormTargets", () => {
  it("lets a form lead to Stripe's payment page and Customer Portal, and to the origin of STRIPE_API_URL when one is set", () => {
    const stripe = ["https://checkout.stripe.com", "https://billing.stripe.com"];
    expect(paymentFormTargets(undefined)).toEqual(stripe);
    expect(paymentFormTargets("http://127.0.0.1:3102/")).toEqual([...stripe, "http://127.0.0.1:3102"]);
    expect(paymentFormTargets("not an address")).toEqual(stripe);
    const policy = directives(contentSecurityPolicy({ formTargets: paymentFormTargets(undefined) }));
    expect(policy.get("form-action")).toEqual(["'self'", ...stripe]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("cameOverHttps", () => {
  it("trusts the first proxy's word, in any case", () => {
    expect(cameOverHttps("https")).toBe(true);
    expect(cameOverHttps("HTTPS, http")).toBe(true);
    expect(cameOverHttps("http")).toBe(false);
    expect(cameOverHttps(undefined)).toBe(false);
  });
});
