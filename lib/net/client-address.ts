import "server-only";
import { isIPv4, isIPv6 } from "node:net";
import { config } from "@/lib/config";
import { peerAddressHeader, requestIdHeader, servedByClinicServer } from "@/lib/server-shared.mjs";

/**
 * The visitor's address, for rate limits and sign-in failure limits (docs/decisions/023).
 *
 * Next 16 hands route handlers, server actions and the proxy only the request's headers. It
 * writes the connection's address into X-Forwarded-For only when the request has no such
 * header, so a client that sends its own header chooses the address the app sees. server.mjs,
 * which `npm start` runs, therefore writes the connection's own address into
 * `x-clinic-peer-address` on every request, over anything the client sent, and marks the
 * process as served by it. Forwarded headers count only for the TRUSTED_PROXY_COUNT
 * reverse proxies the operator says are in front; X-Real-IP never counts.
 */

/** An address in one spelling: IPv4-mapped IPv6 as IPv4, IPv6 in lower case; undefined if it is none. */
export function canonicalAddress(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  // Some proxies add the port: "203.0.113.7:51234" or "[2001:db8::1]:51234".
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  // node:net refuses leading zeros ("010.0.0.1"), which some parsers read as octal.
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return undefined;
  const lower = value.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  return mapped && isIPv4(mapped[1]!) ? mapped[1]! : lower;
}

export type AddressOptions = {
  /** Reverse proxies in front whose X-Forwarded-For entries count. */
  trustedProxies: number;
  /** Whether server.mjs wrote the peer header (else the header may be the client's own). */
  peerHeaderTrusted: boolean;
};

/**
 * The address of whoever is on the far side of the last trusted hop: with no proxy the
 * connection's own; with N proxies the Nth X-Forwarded-For entry from the right, each proxy
 * having appended the address it saw.
 */
export function clientAddress(
  headers: Pick<Headers, "get">,
  { trustedProxies, peerHeaderTrusted }: AddressOptions = {
    trustedProxies: config().trustedProxies,
    peerHeaderTrusted: servedByClinicServer(),
  },
): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Without server.mjs (next dev, a bare next start) the only trace of the connection is the
  // entry Next appends when the client sent no header: the best there is, and forgeable.
  const peer = peerHeaderTrusted ? canonicalAddress(headers.get(peerAddressHeader)) : canonicalAddress(forwarded.pop());
  if (trustedProxies === 0 || !peer) return peer ?? "unknown";
  const hops = [...forwarded, peer];
  const chosen = canonicalAddress(hops[Math.max(0, hops.length - 1 - trustedProxies)]);
  // A trusted proxy wrote something that is not an address: count the request against that proxy.
  return chosen ?? peer;
}

/**
 * The key a limit counts under: an IPv4 address, or an IPv6 address's /64 network, which is
 * what one household or one server is given; counting single IPv6 addresses would let one
 * visitor take 2^64 budgets.
 */
export function limitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The request id server.mjs gave the request, for the logs. */
export const requestId = (headers: Pick<Headers, "get">) => headers.get(requestIdHeader) ?? undefined;
