import { describe, expect, it } from "vitest";
import { peerAddressHeader } from "@/lib/server-shared.mjs";
import { canonicalAddress, clientAddress, limitKey } from "./client-address";

const request = (headers: Record<string, string>) => new Headers(headers);
const behindServer = (trustedProxies: number) => ({ trustedProxies, peerHeaderTrusted: true });

describe("clientAddress", () => {
  it("with no proxy in front, is the connection's own address whatever the client writes", () => {
    // Each of these once chose the rate limit's key: 100 spoofed addresses got 100 × 201.
    for (const spoof of <Array<Record<string, string>>>[
      { "x-forwarded-for": "198.51.100.1" },
      { "x-forwarded-for": "198.51.100.1, 198.51.100.2" },
      { "x-real-ip": "198.51.100.3" },
      { "x-forwarded-for": "010.0.0.1" },
    ]) {
      expect(clientAddress(request({ ...spoof, [peerAddressHeader]: "203.0.113.7" }), behindServer(0))).toBe(
        "203.0.113.7",
      );
    }
  });

  it("behind N trusted proxies, takes the Nth X-Forwarded-For entry from the right", () => {
    const headers = request({ "x-forwarded-for": "198.51.100.66, 203.0.113.7", [peerAddressHeader]: "10.0.0.2" });
    // One proxy (10.0.0.2) appended the visitor it saw; what the visitor wrote before it does not count.
    expect(clientAddress(headers, behindServer(1))).toBe("203.0.113.7");
    // A CDN, then the proxy: the CDN appended the visitor.
    const cdn = request({
      "x-forwarded-for": "198.51.100.66, 203.0.113.7, 192.0.2.10",
      [peerAddressHeader]: "10.0.0.2",
    });
    expect(clientAddress(cdn, behindServer(2))).toBe("203.0.113.7");
  });

  it("never reads past the start of the chain, and falls back to the proxy on garbage", () => {
    expect(clientAddress(request({ [peerAddressHeader]: "10.0.0.2" }), behindServer(1))).toBe("10.0.0.2");
    expect(
      clientAddress(request({ "x-forwarded-for": "not-an-ip", [peerAddressHeader]: "10.0.0.2" }), behindServer(1)),
    ).toBe("10.0.0.2");
  });

  it("ignores the peer header unless server.mjs wrote it, and then has only Next's own entry", () => {
    const headers = request({ "x-forwarded-for": "203.0.113.9", [peerAddressHeader]: "198.51.100.1" });
    expect(clientAddress(headers, { trustedProxies: 0, peerHeaderTrusted: false })).toBe("203.0.113.9");
    expect(clientAddress(request({}), { trustedProxies: 0, peerHeaderTrusted: false })).toBe("unknown");
  });
});

describe("canonicalAddress and limitKey", () => {
  it("writes one address one way", () => {
    expect(canonicalAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(canonicalAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(canonicalAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(canonicalAddress("010.0.0.1")).toBeUndefined();
    expect(canonicalAddress("1.2.3")).toBeUndefined();
  });

  it("counts an IPv6 visitor by their /64, an IPv4 one by the address", () => {
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(limitKey("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
  });
});
